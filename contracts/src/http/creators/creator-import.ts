import { z } from 'zod';
import { formatInteger } from '../../common/format.js';
import { NAME_LINK_MESSAGE } from '../../common/text.js';
import { creatorNameField, rosterKey, splitCategories } from './directory.js';

/**
 * 'Importar CSV' (seed 001 §5, §8; issue 16 §2): a brand's internal creators from a file with a
 * header line and the columns nombre/name and categorias/categories (semicolon-separated). The
 * browser reads the file with a CSV library and shows a preview; the rows travel in parts, and a
 * name the brand's roster has already is skipped, never added twice.
 */
export const IMPORT_TEXTS = {
  title: 'Importar CSV',
  file: 'Archivo CSV',
  fileRequired: 'Selecciona un archivo CSV',
  /** Ours: the seed requires a .csv without a text for it. */
  notCsv: 'El archivo debe ser .csv',
  noNameColumn: 'El archivo no tiene una columna nombre o name',
  empty: 'El archivo no tiene filas de creadores',
  unreadable: 'No pudimos leer el archivo',
  help: 'La primera fila es el encabezado. Columnas: nombre (o name) y categorias (o categories), separadas por punto y coma.',
  preview: 'Vista previa',
  import: 'Importar',
  importing: 'Importando…',
  error: 'Error al importar',
  done: 'Importación terminada',
  imported: 'Importados',
  skipped: 'Omitidos',
  line: 'Fila',
  reason: 'Motivo',
  tooManyRows: 'El archivo puede tener hasta 10.000 filas',
} as const;

/** Why a row was not imported. */
export const SKIP_REASONS = {
  noName: 'Sin nombre',
  shortName: 'El nombre debe tener al menos 2 caracteres',
  invalidName: 'El nombre contiene caracteres no válidos',
  /** Issue 36 §3: a brand's or a creator's name never holds a link. */
  nameWithLink: NAME_LINK_MESSAGE,
  inFileTwice: 'Repetido en el archivo',
  alreadyInRoster: 'Ya está entre tus creadores',
  invalidCategories: 'Categorías no válidas (hasta 10, de hasta 40 caracteres)',
} as const;
export type SkipReason = (typeof SKIP_REASONS)[keyof typeof SKIP_REASONS];

/** Rows one file may hold, and rows one request carries (the dialog's progress moves by parts). */
export const IMPORT_ROWS_MAX = 10_000;
export const IMPORT_CHUNK = 500;

export const importSummaryText = (imported: number, skipped: number) =>
  `${IMPORT_TEXTS.imported}: ${formatInteger(imported)} · ${IMPORT_TEXTS.skipped}: ${formatInteger(skipped)}`;

const importRowSchema = z.object({
  /** The row's line in the file (the header is line 1), to name it in the summary. */
  line: z.number().int().min(2),
  name: creatorNameField,
  categories: z.array(z.string().min(1).max(40)).max(10),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importCreatorsRequestSchema = z.object({
  brandId: z.uuid().optional(),
  rows: z.array(importRowSchema).min(1).max(IMPORT_CHUNK),
});
export type ImportCreatorsRequest = z.infer<typeof importCreatorsRequestSchema>;

export const importCreatorsResultSchema = z.object({
  results: z.array(
    z.object({
      line: z.number().int(),
      status: z.enum(['created', 'duplicate']),
      creatorId: z.uuid().nullable(),
    }),
  ),
});
export type ImportCreatorsResult = z.infer<typeof importCreatorsResultSchema>;

/** What a file's records come to: the rows to import, and the skipped ones with their reasons. */
export interface CsvCreators {
  rows: ImportRow[];
  skipped: { line: number; name: string; reason: SkipReason }[];
}

const NAME_COLUMNS = ['nombre', 'name'];
const CATEGORY_COLUMNS = ['categorias', 'categories'];

/** A header cell as written: trimmed, lower case, accents aside ('Categorías' is 'categorias'). */
const headerKey = (cell: string) =>
  cell
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/**
 * A parsed file's records (the CSV library's rows of cells, the header first) as creators: rows
 * without a name skipped (seed 001 §5), names checked as 'Crear Creador' checks them, categories
 * split on semicolons and folded, a name repeated in the file kept once. Throws the dialog's
 * message when the file has no name column or no rows, or too many.
 */
export function creatorsFromCsv(records: readonly (readonly string[])[]): CsvCreators {
  const [header, ...body] = records;
  const keys = (header ?? []).map(headerKey);
  const nameAt = keys.findIndex((k) => NAME_COLUMNS.includes(k));
  const categoriesAt = keys.findIndex((k) => CATEGORY_COLUMNS.includes(k));
  if (nameAt < 0) throw new Error(IMPORT_TEXTS.noNameColumn);
  const filled = body.map((cells, i) => ({ cells, line: i + 2 })).filter(({ cells }) => cells.some((c) => c.trim() !== ''));
  if (filled.length === 0) throw new Error(IMPORT_TEXTS.empty);
  if (filled.length > IMPORT_ROWS_MAX) throw new Error(IMPORT_TEXTS.tooManyRows);

  const result: CsvCreators = { rows: [], skipped: [] };
  const seen = new Set<string>();
  for (const { cells, line } of filled) {
    const typed = (cells[nameAt] ?? '').trim();
    const skip = (reason: SkipReason) => result.skipped.push({ line, name: typed, reason });
    if (!typed) {
      skip(SKIP_REASONS.noName);
      continue;
    }
    const name = creatorNameField.safeParse(typed);
    if (!name.success) {
      const linked = name.error.issues.some((issue) => issue.message === NAME_LINK_MESSAGE);
      skip(linked ? SKIP_REASONS.nameWithLink : typed.length < 2 ? SKIP_REASONS.shortName : SKIP_REASONS.invalidName);
      continue;
    }
    const categories = splitCategories(categoriesAt >= 0 ? (cells[categoriesAt] ?? '') : '', ';');
    if (categories.length > 10 || categories.some((c) => c.length > 40)) {
      skip(SKIP_REASONS.invalidCategories);
      continue;
    }
    // The roster's key: the service refuses the same of earlier imports.
    const key = rosterKey(name.data);
    if (seen.has(key)) {
      skip(SKIP_REASONS.inFileTwice);
      continue;
    }
    seen.add(key);
    result.rows.push({ line, name: name.data, categories });
  }
  return result;
}
