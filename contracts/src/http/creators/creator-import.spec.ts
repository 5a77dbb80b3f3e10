import { creatorsFromCsv, IMPORT_ROWS_MAX, IMPORT_TEXTS, SKIP_REASONS } from './creator-import.js';

describe("'Importar CSV': a file's records as creators (seed 001 §5)", () => {
  it('reads nombre/name and categorias/categories in any order and case, categories split on semicolons', () => {
    const { rows, skipped } = creatorsFromCsv([
      ['Categorías', ' NOMBRE '],
      ['Moda; Belleza;', 'Lola Paz'],
      ['gaming', 'Iván Río'],
    ]);
    expect(rows).toEqual([
      { line: 2, name: 'Lola Paz', categories: ['moda', 'belleza'] },
      { line: 3, name: 'Iván Río', categories: ['gaming'] },
    ]);
    expect(skipped).toEqual([]);
    expect(creatorsFromCsv([['name'], ['Ana Sol']]).rows).toEqual([{ line: 2, name: 'Ana Sol', categories: [] }]);
  });

  it('skips rows without a name, short names and names repeated in the file, saying why; blank lines are not rows', () => {
    const { rows, skipped } = creatorsFromCsv([
      ['nombre', 'categorias'],
      ['', 'moda'],
      ['X', ''],
      ['', ''],
      ['Lola Paz', ''],
      ['lola  paz', 'moda'],
    ]);
    expect(rows.map((r) => r.name)).toEqual(['Lola Paz']);
    expect(skipped).toEqual([
      { line: 2, name: '', reason: SKIP_REASONS.noName },
      { line: 3, name: 'X', reason: SKIP_REASONS.shortName },
      { line: 6, name: 'lola  paz', reason: SKIP_REASONS.inFileTwice },
    ]);
  });

  it("refuses a file without a name column, without rows, or above the limit, with the dialog's messages", () => {
    expect(() => creatorsFromCsv([['email'], ['a@b.c']])).toThrow(IMPORT_TEXTS.noNameColumn);
    expect(() => creatorsFromCsv([['nombre']])).toThrow(IMPORT_TEXTS.empty);
    expect(() => creatorsFromCsv([])).toThrow(IMPORT_TEXTS.noNameColumn);
    const many = Array.from({ length: IMPORT_ROWS_MAX + 1 }, (_, i) => [`Creador ${i}`]);
    expect(() => creatorsFromCsv([['nombre'], ...many])).toThrow(IMPORT_TEXTS.tooManyRows);
  });

  it('takes 10,000 rows', () => {
    const rows = Array.from({ length: IMPORT_ROWS_MAX }, (_, i) => [`Creador ${i}`, 'moda;fitness']);
    const read = creatorsFromCsv([['nombre', 'categorias'], ...rows]);
    expect(read.rows).toHaveLength(IMPORT_ROWS_MAX);
    expect(read.rows[9_999]).toEqual({ line: 10_001, name: 'Creador 9999', categories: ['moda', 'fitness'] });
  });
});
