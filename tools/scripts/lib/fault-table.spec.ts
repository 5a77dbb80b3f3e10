import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { faultRows, faultTable } from './fault-table.mjs';

const row = (id: string, passed: boolean, notes?: string) => ({
  id,
  scenario: `escenario ${id}`,
  load: 'carga',
  faults: 'fallas',
  requests: 1000,
  lost: passed ? 0 : 3,
  countedTwice: 0,
  ...(notes ? { notes } : {}),
  passed,
});

describe('the fault table', () => {
  it('lists the recorded rows by their number, with each verdict and its notes', () => {
    const root = mkdtempSync(join(tmpdir(), 'afilia-fault-table-'));
    mkdirSync(join(root, 'test-output/faults'), { recursive: true });
    const rows = [row('T11', true), row('T4', false, 'ventana de pérdida: 3 clics'), row('T2', true)];
    writeFileSync(join(root, 'test-output/faults/rows.jsonl'), rows.map((r) => JSON.stringify(r)).join('\n') + '\n');

    const read = faultRows(root);
    expect(read.map((r: { id: string }) => r.id)).toEqual(['T2', 'T4', 'T11']);
    const lines = faultTable(read).split('\n');
    expect(lines[0]).toMatch(/^# +\| Escenario +\| Carga +\| Fallas inyectadas \| Pedidos \| Perdidos \| Contados dos veces \| Resultado$/);
    expect(lines[2]).toMatch(/^T2 +\| escenario T2 .*\| 1000 +\| 0 +\| 0 +\| OK/);
    expect(lines[3]).toMatch(/^T4 +\| escenario T4 .*\| 3 +\| 0 +\| FALLÓ/);
    expect(lines[4]).toMatch(/^ +\| ventana de pérdida: 3 clics$/);
    expect(lines[5]).toMatch(/^T11 /);
  });

  it('is empty when no fault test ran', () => {
    expect(faultRows(mkdtempSync(join(tmpdir(), 'afilia-fault-table-')))).toEqual([]);
  });
});
