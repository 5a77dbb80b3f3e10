import { CsvWriter } from './csv.js';

describe('CsvWriter', () => {
  const columns = [
    { header: 'Fecha (hora de Argentina)', kind: 'datetime' as const },
    { header: 'Creador', kind: 'text' as const },
    { header: 'Cantidad', kind: 'integer' as const },
    { header: 'Total', kind: 'money' as const },
  ];

  it('writes amounts in pesos with a decimal comma and ; between columns, after a byte-order mark', () => {
    const csv = new CsvWriter(columns, 'comma');
    expect(csv.header()).toBe('\uFEFFFecha (hora de Argentina);Creador;Cantidad;Total\r\n');
    expect(csv.row(['2026-11-29 09:30:00', 'Ana Paz', 2, 1_234_56])).toBe('2026-11-29 09:30:00;Ana Paz;2;1234,56\r\n');
    expect(csv.row(['2026-11-29 09:30:00', null, 1, -5])).toBe('2026-11-29 09:30:00;;1;-0,05\r\n');
  });

  it('writes a decimal point with , between columns, quoting what holds one', () => {
    const csv = new CsvWriter(columns, 'dot');
    expect(csv.row(['2026-11-29 09:30:00', 'Paz, Ana', 1, 100])).toBe('2026-11-29 09:30:00,"Paz, Ana",1,1.00\r\n');
    expect(csv.row(['x', 'dice "hola"\nchau', 1, 0])).toBe('x,"dice ""hola""\nchau",1,0.00\r\n');
  });

  it('never lets a cell run as a formula in a spreadsheet', () => {
    const csv = new CsvWriter(columns, 'comma');
    for (const name of ['=HYPERLINK("https://mal.example","x")', '+54 11 1234', '-2+3', '@SUM(A1)', '\tTab']) {
      const cell = csv.row(['x', name, 1, 0]).split(';')[1]!.replace(/^"/, '');
      expect(cell.startsWith("'")).toBe(true);
    }
    // Numbers stay numbers.
    expect(csv.row(['x', '-12', 1, 0])).toBe('x;-12;1;0,00\r\n');
  });
});
