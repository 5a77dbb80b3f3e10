#!/usr/bin/env node
// `tsc7`: TypeScript 7's native compiler, which every project's build and typecheck run (decision
// 202). It checks and emits what TypeScript 6 did at a fraction of the CPU; TypeScript 6 stays as
// `typescript` for the tools that need its JavaScript API (typescript-eslint), which 7 has not.
// The package's own launcher, by its path: its exports name no bin.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = dirname(createRequire(import.meta.url).resolve('typescript7/package.json'));
await import(pathToFileURL(join(root, 'bin/tsc')).href);
