import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { z as zod } from 'zod';
import { z } from './web-zod.js';

/** Names of `z.` the contracts use only as types: they are not values the pages need. */
const TYPE_ONLY = new Set(['infer', 'input', 'output', 'RefinementCtx', 'ZodType', 'ZodObject', 'ZodError']);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') && entry.name !== 'web-zod.ts' ? [path] : [];
  });
}

describe('the zod the pages share', () => {
  it('has every member of z the contracts call, each zod’s own', () => {
    const used = new Set(
      sources(dirname(fileURLToPath(import.meta.url))).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/\bz\.([A-Za-z]+)/g)].map((m) => m[1]!),
      ),
    );
    const values = [...used].filter((name) => !TYPE_ONLY.has(name)).sort();
    expect(values.filter((name) => !(name in z))).toEqual([]);
    for (const name of values) expect(z[name as keyof typeof z]).toBe(zod[name as keyof typeof zod]);
  });

  it('makes schemas that parse and refuse as zod’s do, with zod’s English texts where a schema has none of its own', () => {
    const schema = z.object({ id: z.uuid(), at: z.iso.datetime({ offset: true }), n: z.coerce.number().int() });
    expect(schema.safeParse({ id: '8f0c1f5e-2b7a-4c3e-9d2a-1b2c3d4e5f60', at: '2026-11-29T10:00:00Z', n: '3' }).data?.n).toBe(3);
    const refused = schema.safeParse({ id: 'x', at: 'ayer', n: 'tres' });
    expect(refused.error?.issues.map((i) => i.path[0])).toEqual(['id', 'at', 'n']);
    expect(refused.error?.issues[0]?.message).toBe(zod.uuid().safeParse('x').error?.issues[0]?.message);
  });
});
