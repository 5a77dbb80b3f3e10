import type { DecimalSeparator, ExportCell, ExportColumn } from '@afilia/contracts';

/**
 * Writes an export's rows as CSV (RFC 4180, CRLF) that a spreadsheet opens as the person reads
 * numbers: with a decimal comma, columns are separated by `;` (a comma would split every amount);
 * with a decimal point, by `,`. Amounts arrive in cents and leave in pesos with two decimals and
 * no thousands separator (a separator would read as text). A cell a spreadsheet would run as a
 * formula (=, +, -, @, a tab or a return first: a creator named `=HYPERLINK(…)`, say) starts with
 * an apostrophe instead, so a file of the platform's never runs what a person typed (OWASP's CSV
 * injection).
 */
export class CsvWriter {
  private readonly delimiter: string;

  constructor(
    private readonly columns: ExportColumn[],
    private readonly decimal: DecimalSeparator,
  ) {
    this.delimiter = decimal === 'comma' ? ';' : ',';
  }

  /** The file's first bytes: a byte-order mark (so a spreadsheet reads UTF-8) and the headers. */
  header(): string {
    return `\uFEFF${this.line(this.columns.map((c) => c.header))}`;
  }

  row(cells: ExportCell[]): string {
    return this.line(this.columns.map((column, i) => this.value(column, cells[i] ?? null)));
  }

  private value(column: ExportColumn, cell: ExportCell): string {
    if (cell === null) return '';
    if (column.kind === 'money') {
      const pesos = (Number(cell) / 100).toFixed(2);
      return this.decimal === 'comma' ? pesos.replace('.', ',') : pesos;
    }
    if (column.kind === 'integer') return String(Math.trunc(Number(cell)));
    return String(cell);
  }

  private line(values: string[]): string {
    return `${values.map((v) => this.quoted(v)).join(this.delimiter)}\r\n`;
  }

  private quoted(value: string): string {
    const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+([.,]\d+)?$/.test(value) ? `'${value}` : value;
    return /["\r\n]/.test(safe) || safe.includes(this.delimiter) ? `"${safe.replace(/"/g, '""')}"` : safe;
  }
}
