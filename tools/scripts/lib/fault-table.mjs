// The fault table (npm run faults, and the end of npm test's faults tier): one line per fault
// test that ran, from the rows each appended to test-output/faults/rows.jsonl (the kit's
// recordFault), in the order of the reliability notes (T1…T12).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const COLUMNS = [
  ['id', '#'],
  ['scenario', 'Escenario'],
  ['load', 'Carga'],
  ['faults', 'Fallas inyectadas'],
  ['requests', 'Pedidos'],
  ['lost', 'Perdidos'],
  ['countedTwice', 'Contados dos veces'],
  ['result', 'Resultado'],
];

/** The rows recorded under `root`, ordered by their number. */
export function faultRows(root) {
  const file = join(root, 'test-output/faults/rows.jsonl');
  if (!existsSync(file)) return [];
  const rows = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  const number = (row) => Number(row.id.replace(/\D/g, ''));
  return rows.sort((a, b) => number(a) - number(b));
}

/** The rows as a plain-text table, each row's notes beneath it. */
export function faultTable(rows) {
  const cells = rows.map((row) => COLUMNS.map(([key]) => (key === 'result' ? (row.passed ? 'OK' : 'FALLÓ') : String(row[key]))));
  const widths = COLUMNS.map(([, title], i) => Math.max(title.length, ...cells.map((c) => c[i].length)));
  const line = (values) =>
    values
      .map((v, i) => v.padEnd(widths[i]))
      .join(' | ')
      .trimEnd();
  const out = [line(COLUMNS.map(([, title]) => title)), widths.map((w) => '-'.repeat(w)).join('-|-')];
  rows.forEach((row, i) => {
    out.push(line(cells[i]));
    if (row.notes) out.push(`${' '.repeat(widths[0])} | ${row.notes}`);
  });
  return out.join('\n');
}

const FRAUD_COLUMNS = [
  ['attack', 'Ataque / camino honesto'],
  ['attempts', 'Intentos'],
  ['pesos', 'Pesos acreditados'],
  ['billedClicks', 'Clics cobrados'],
  ['wronglyBilled', 'Mal cobrados'],
  ['held', 'Retenidos'],
  ['refused', 'Rechazados'],
  ['result', 'Resultado'],
];

/** The fraud test's rows (issue 34 §5), in the order it tried them. */
export function fraudRows(root) {
  const file = join(root, 'test-output/faults/fraud.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/** The fraud table: every attack must read 0 forged pesos and 0 wrongly billed clicks; the honest paths, what they are owed. */
export function fraudTable(rows) {
  if (!rows.length) return '';
  const pesos = (cents) => `$${(cents / 100).toFixed(2).replace('.', ',')}`;
  const cells = rows.map((row) =>
    FRAUD_COLUMNS.map(([key]) =>
      key === 'result'
        ? row.passed
          ? 'OK'
          : 'FALLÓ'
        : key === 'pesos'
          ? pesos(row.accruedCents)
          : key === 'attack'
            ? `${row.honest ? '✓ ' : '✗ '}${row.attack}`
            : String(row[key]),
    ),
  );
  const widths = FRAUD_COLUMNS.map(([, title], i) => Math.max(title.length, ...cells.map((c) => c[i].length)));
  const line = (values) =>
    values
      .map((v, i) => v.padEnd(widths[i]))
      .join(' | ')
      .trimEnd();
  const out = [line(FRAUD_COLUMNS.map(([, title]) => title)), widths.map((w) => '-'.repeat(w)).join('-|-')];
  rows.forEach((row, i) => {
    out.push(line(cells[i]));
    if (row.notes) out.push(`${' '.repeat(widths[0])} | ${row.notes}`);
  });
  return out.join('\n');
}
