// npm run docs:consumers: rewrites docs/architecture.md's "Who consumes what" table, between its
// <!-- consumers:start --> and <!-- consumers:end --> markers, from the one list of services
// (contracts/src/services.ts; the npm script builds contracts first, as this reads its dist).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, say } from './lib/infra.mjs';
import { consumerTable, withTable } from './lib/consumer-table.mjs';

const file = join(ROOT, 'docs/architecture.md');
try {
  const doc = readFileSync(file, 'utf8');
  const updated = withTable(doc, consumerTable());
  if (updated === doc) say('docs/architecture.md ya tiene la tabla de consumidores al día.');
  else {
    writeFileSync(file, updated);
    say('Reescribí la tabla de consumidores de docs/architecture.md.');
  }
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
