import Papa from 'papaparse';
import {
  creatorsFromCsv,
  IMPORT_CHUNK,
  IMPORT_TEXTS,
  SKIP_REASONS,
  type CsvCreators,
  type ImportCreatorsResult,
  type ImportRow,
} from '@afilia/contracts';

/**
 * 'Importar CSV' outside React (seed 001 §5, §8; issue 16 §2): a file's text to the rows to import
 * and the skipped ones (papaparse reads the CSV: quotes, separators inside quotes, a BOM, Windows
 * line ends), the rows in parts for the gateway, and the parts' answers to the dialog's summary.
 */

const BOM = '\uFEFF';

/** A record with nothing but blanks (papaparse gives a blank line as one empty cell). */
const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

function parseRecords(text: string, delimiter: string): string[][] {
  // No header mode (records are arrays of cells) and no skipped lines: a blank line keeps its
  // place, so 'Fila' is the row a spreadsheet shows; creatorsFromCsv passes over blank records.
  const result = Papa.parse<string[]>(text, { delimiter, header: false, skipEmptyLines: false, dynamicTyping: false });
  if (result.errors.length > 0) throw new Error(IMPORT_TEXTS.unreadable);
  return result.data;
}

/**
 * The file's creators, header first. Comma is the separator; a header line with no comma but
 * semicolons (or tabs) is a file a Spanish-language spreadsheet saved with its own list separator,
 * read with that one instead (its categories then come quoted: `Ana;"Moda;Belleza"`). Blank lines
 * before the header are passed over and counted in each row's line. Throws an Error with the
 * dialog's message: unreadable quotes, no name column, no rows, more than 10,000 rows.
 */
export function parseCreatorsCsv(text: string): CsvCreators {
  const clean = text.startsWith(BOM) ? text.slice(BOM.length) : text;
  // The first line with something on it (a match never crosses a line end).
  const headerLine = /[^\r\n]*\S[^\r\n]*/.exec(clean)?.[0];
  if (headerLine === undefined) throw new Error(IMPORT_TEXTS.empty);
  const delimiter = headerLine.includes(',') ? ',' : (([';', '\t'] as const).find((d) => headerLine.includes(d)) ?? ',');
  const records = parseRecords(clean, delimiter);
  const headerAt = records.findIndex((cells) => !isBlank(cells));
  if (headerAt <= 0) return creatorsFromCsv(records);
  const found = creatorsFromCsv(records.slice(headerAt));
  return {
    rows: found.rows.map((row) => ({ ...row, line: row.line + headerAt })),
    skipped: found.skipped.map((row) => ({ ...row, line: row.line + headerAt })),
  };
}

/**
 * A picked file's text. Read as UTF-8 (a BOM dropped); a file that is not valid UTF-8 is one a
 * spreadsheet saved in its Windows code page (Excel's plain 'CSV' in Spanish), read as
 * Windows-1252 so 'Núñez' stays 'Núñez'. A file the browser cannot read: IMPORT_TEXTS.unreadable.
 */
export async function readCsvFile(file: Blob): Promise<string> {
  let bytes: ArrayBuffer;
  try {
    bytes = await file.arrayBuffer();
  } catch {
    throw new Error(IMPORT_TEXTS.unreadable);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.startsWith(BOM) ? text.slice(BOM.length) : text;
}

/** The rows in the parts the gateway takes (IMPORT_CHUNK each, the last one shorter), in order. */
export function importParts(rows: readonly ImportRow[]): ImportRow[][] {
  const parts: ImportRow[][] = [];
  for (let at = 0; at < rows.length; at += IMPORT_CHUNK) parts.push(rows.slice(at, at + IMPORT_CHUNK));
  return parts;
}

export type SkippedRow = CsvCreators['skipped'][number];

/** Where an import stands: rows the gateway created, and those it skipped as already in the roster. */
export interface ImportTally {
  imported: number;
  duplicates: SkippedRow[];
}

export const EMPTY_TALLY: ImportTally = { imported: 0, duplicates: [] };

/** The tally with one part's answer counted: 'created' is imported, 'duplicate' skipped (already in the roster). */
export function countPart(tally: ImportTally, part: readonly ImportRow[], answer: ImportCreatorsResult): ImportTally {
  const names = new Map(part.map((row) => [row.line, row.name]));
  const duplicates = answer.results
    .filter((result) => result.status === 'duplicate')
    .map((result) => ({ line: result.line, name: names.get(result.line) ?? '', reason: SKIP_REASONS.alreadyInRoster }));
  const created = answer.results.filter((result) => result.status === 'created').length;
  return { imported: tally.imported + created, duplicates: [...tally.duplicates, ...duplicates] };
}

/** Every row not imported, the file's own skipped and the roster's duplicates, by line. */
export function skippedRows(csv: CsvCreators, tally: ImportTally): SkippedRow[] {
  return [...csv.skipped, ...tally.duplicates].sort((a, b) => a.line - b.line);
}

/** A file is taken by its name (.csv in any case): browsers give a CSV's type as text/csv, application/vnd.ms-excel or nothing. */
export const isCsvFile = (file: { name: string }) => /\.csv$/i.test(file.name.trim());
