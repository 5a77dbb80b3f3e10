// Writes .br and .gz next to every text asset of a built frontend, so the gateway serves them
// compressed (@fastify/static `preCompressed`) without compressing on each request.
// Usage: node tools/scripts/precompress.mjs <dist folder>
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|css|html|json|svg|txt|map)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (TEXT.test(name) && !name.endsWith('.map')) yield path;
  }
}

const dir = process.argv[2];
if (!dir) throw new Error('usage: precompress.mjs <dist folder>');
let count = 0;
for (const path of files(dir)) {
  const data = readFileSync(path);
  if (data.length < 1024) continue;
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
  );
  writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
  count += 1;
}
process.stdout.write(`precompressed ${count} files in ${dir}\n`);
