import { IMPORT_CHUNK, IMPORT_ROWS_MAX, IMPORT_TEXTS, SKIP_REASONS, type ImportRow } from '@afilia/contracts';
import { countPart, EMPTY_TALLY, importParts, isCsvFile, parseCreatorsCsv, readCsvFile, skippedRows } from './parse-creators-csv';

const BOM = '\uFEFF';
const ID = '5f0c8a3e-2b1d-4c6e-9a7f-1e2d3c4b5a69';

/** A file of `count` creators named 'Creador 1'…, each with one category. */
const manyRows = (count: number) => ['nombre,categorias', ...Array.from({ length: count }, (_, i) => `Creador ${i + 1},moda`)].join('\n');

describe('parseCreatorsCsv', () => {
  it('reads names and semicolon-separated categories, each row with its line in the file', () => {
    const csv = parseCreatorsCsv('nombre,categorias\nAna Paz,Moda;Belleza\nLuis Gómez,\n');
    expect(csv).toEqual({
      rows: [
        { line: 2, name: 'Ana Paz', categories: ['moda', 'belleza'] },
        { line: 3, name: 'Luis Gómez', categories: [] },
      ],
      skipped: [],
    });
  });

  it('reads quoted fields: a comma, doubled quotes and a line break inside them', () => {
    const csv = parseCreatorsCsv('name,categories\n"Paz, Ana","Moda"\n"Juan ""Juanchi"" Ruiz",Gaming\n"Ana\nPaz",Moda\nLuis Gómez,\n');
    expect(csv.rows.map((row) => [row.line, row.name])).toEqual([
      [2, 'Paz, Ana'],
      [3, 'Juan "Juanchi" Ruiz'],
      // A spreadsheet's row: the quoted line break keeps 'Ana\nPaz' one row.
      [5, 'Luis Gómez'],
    ]);
    expect(csv.skipped).toEqual([{ line: 4, name: 'Ana\nPaz', reason: SKIP_REASONS.invalidName }]);
  });

  it('keeps a semicolon inside quotes in the name and splits it in the categories', () => {
    const csv = parseCreatorsCsv('nombre,categorias\n"Pérez; Juan","Moda; Belleza ;Tecnología"\n');
    expect(csv.rows).toEqual([{ line: 2, name: 'Pérez; Juan', categories: ['moda', 'belleza', 'tecnologia'] }]);
  });

  it('drops a UTF-8 BOM, so the first header cell is still the name column', () => {
    const csv = parseCreatorsCsv(`${BOM}nombre,categorias\nAna Paz,Moda\n`);
    expect(csv.rows).toEqual([{ line: 2, name: 'Ana Paz', categories: ['moda'] }]);
  });

  it('reads Windows line ends (CRLF) without a carriage return in the last cell', () => {
    const csv = parseCreatorsCsv('nombre,categorias\r\nAna Paz,Moda;Fitness\r\nLuis Gómez,Gaming\r\n');
    expect(csv.rows).toEqual([
      { line: 2, name: 'Ana Paz', categories: ['moda', 'fitness'] },
      { line: 3, name: 'Luis Gómez', categories: ['gaming'] },
    ]);
  });

  it('keeps accents and ñ in names', () => {
    const csv = parseCreatorsCsv('nombre\nJosé Núñez\nMaría Ibáñez\n');
    expect(csv.rows.map((row) => row.name)).toEqual(['José Núñez', 'María Ibáñez']);
  });

  it('skips rows without a name, and those the name rules refuse, with their reasons', () => {
    const csv = parseCreatorsCsv('nombre,categorias\n,Moda\n   ,Gaming\nA,Moda\nAna Paz,Moda\nana  paz,Fitness\n');
    expect(csv.rows).toEqual([{ line: 5, name: 'Ana Paz', categories: ['moda'] }]);
    expect(csv.skipped).toEqual([
      { line: 2, name: '', reason: SKIP_REASONS.noName },
      { line: 3, name: '', reason: SKIP_REASONS.noName },
      { line: 4, name: 'A', reason: SKIP_REASONS.shortName },
      { line: 6, name: 'ana  paz', reason: SKIP_REASONS.inFileTwice },
    ]);
  });

  it('passes over blank lines, keeping each row at its line in the file', () => {
    const csv = parseCreatorsCsv('\n\nnombre\nAna Paz\n\n  \nLuis Gómez\n');
    expect(csv.rows.map((row) => [row.line, row.name])).toEqual([
      [4, 'Ana Paz'],
      [7, 'Luis Gómez'],
    ]);
  });

  it.each(['Nombre,Categorías', 'NOMBRE,CATEGORIAS', ' name , Categories ', 'Categorías,Nombre'])(
    'takes the header %p in any case, spacing, accents and order',
    (header) => {
      const [first, second] = header.split(',');
      const nameFirst = /nom|name/i.test(first ?? '');
      const row = nameFirst ? 'Ana Paz,Moda;Gaming' : 'Moda;Gaming,Ana Paz';
      expect(parseCreatorsCsv(`${first},${second}\n${row}\n`).rows).toEqual([{ line: 2, name: 'Ana Paz', categories: ['moda', 'gaming'] }]);
    },
  );

  it('reads a file a Spanish spreadsheet saved with semicolons between columns', () => {
    const csv = parseCreatorsCsv('Nombre;Categorías\r\nAna Paz;"Moda;Belleza"\r\nLuis Gómez;Gaming\r\n');
    expect(csv.rows).toEqual([
      { line: 2, name: 'Ana Paz', categories: ['moda', 'belleza'] },
      { line: 3, name: 'Luis Gómez', categories: ['gaming'] },
    ]);
  });

  it('refuses a file without a name column, without rows, or unreadable', () => {
    expect(() => parseCreatorsCsv('email,categorias\nana@example.com,Moda\n')).toThrow(IMPORT_TEXTS.noNameColumn);
    expect(() => parseCreatorsCsv('nombre,categorias\n\n  \n')).toThrow(IMPORT_TEXTS.empty);
    expect(() => parseCreatorsCsv('')).toThrow(IMPORT_TEXTS.empty);
    expect(() => parseCreatorsCsv('nombre,categorias\n"Ana Paz,Moda\n')).toThrow(IMPORT_TEXTS.unreadable);
  });

  it(`reads ${IMPORT_ROWS_MAX} rows`, () => {
    const csv = parseCreatorsCsv(manyRows(IMPORT_ROWS_MAX));
    expect(csv.rows).toHaveLength(IMPORT_ROWS_MAX);
    expect(csv.rows.at(-1)).toEqual({ line: IMPORT_ROWS_MAX + 1, name: `Creador ${IMPORT_ROWS_MAX}`, categories: ['moda'] });
  });

  it(`refuses ${IMPORT_ROWS_MAX + 1} rows`, () => {
    expect(() => parseCreatorsCsv(manyRows(IMPORT_ROWS_MAX + 1))).toThrow(IMPORT_TEXTS.tooManyRows);
  });
});

describe('readCsvFile', () => {
  it('reads UTF-8 and drops the BOM', async () => {
    const file = new Blob([new TextEncoder().encode(`${BOM}nombre\nJosé Núñez\n`)]);
    await expect(readCsvFile(file)).resolves.toBe('nombre\nJosé Núñez\n');
  });

  it('reads a file saved in the Windows code page (Excel) with its accents', async () => {
    // 'José Núñez' in Windows-1252: é 0xE9, ú 0xFA, ñ 0xF1.
    const bytes = Uint8Array.from([...'nombre\nJos'].map((c) => c.charCodeAt(0)).concat([0xe9, 0x20, 0x4e, 0xfa, 0xf1, 0x65, 0x7a]));
    await expect(readCsvFile(new Blob([bytes]))).resolves.toBe('nombre\nJosé Núñez');
  });

  it('turns a file the browser cannot read into the dialog message', async () => {
    const broken = { arrayBuffer: () => Promise.reject(new Error('NotReadableError')) } as unknown as Blob;
    await expect(readCsvFile(broken)).rejects.toThrow(IMPORT_TEXTS.unreadable);
  });
});

describe('isCsvFile', () => {
  it('takes .csv in any case, whatever type the browser gives', () => {
    expect(isCsvFile({ name: 'creadores.csv' })).toBe(true);
    expect(isCsvFile({ name: 'CREADORES.CSV' })).toBe(true);
    expect(isCsvFile({ name: 'creadores.xlsx' })).toBe(false);
    expect(isCsvFile({ name: 'creadores.csv.txt' })).toBe(false);
  });
});

describe('the import in parts', () => {
  const rows: ImportRow[] = Array.from({ length: 1_234 }, (_, i) => ({ line: i + 2, name: `Creador ${i + 1}`, categories: [] }));

  it(`sends ${IMPORT_CHUNK} rows a part, in order, the last one shorter`, () => {
    const parts = importParts(rows);
    expect(parts.map((part) => part.length)).toEqual([IMPORT_CHUNK, IMPORT_CHUNK, 234]);
    expect(parts.flat()).toEqual(rows);
    expect(importParts([])).toEqual([]);
  });

  it('counts created rows as imported and duplicates as skipped, already in the roster', () => {
    const part = rows.slice(0, 3);
    const tally = countPart(EMPTY_TALLY, part, {
      results: [
        { line: 2, status: 'created', creatorId: ID },
        { line: 3, status: 'duplicate', creatorId: null },
        { line: 4, status: 'created', creatorId: ID },
      ],
    });
    expect(tally).toEqual({ imported: 2, duplicates: [{ line: 3, name: 'Creador 2', reason: SKIP_REASONS.alreadyInRoster }] });

    const next = countPart(tally, rows.slice(3, 4), { results: [{ line: 5, status: 'duplicate', creatorId: null }] });
    expect(next.imported).toBe(2);
    const skipped = skippedRows({ rows: [], skipped: [{ line: 4, name: '', reason: SKIP_REASONS.noName }] }, next);
    expect(skipped.map((row) => [row.line, row.reason])).toEqual([
      [3, SKIP_REASONS.alreadyInRoster],
      [4, SKIP_REASONS.noName],
      [5, SKIP_REASONS.alreadyInRoster],
    ]);
  });
});
