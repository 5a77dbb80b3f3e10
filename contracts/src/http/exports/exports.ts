import { z } from 'zod';
import { directoryQuerySchema } from '../creators/directory.js';

/**
 * Exports (issue 39 §3, decision 246): a screen's rows as a CSV file a spreadsheet opens, with
 * the screen's filters and a date range, Spanish headers and amounts in pesos with the decimal
 * separator the person chose. The gateway streams the file from pages the owning service answers
 * (EXPORT_PAGE_ROWS at a time), so a large range is never held whole. Texts of ours.
 */
export const EXPORT_DATASETS = ['transactions', 'clicks', 'conversions', 'payouts', 'creators'] as const;
export type ExportDataset = (typeof EXPORT_DATASETS)[number];

/** The file's name: `{name}-{YYYY-MM-DD}.csv`. */
export const EXPORT_FILE_NAMES: Record<ExportDataset, string> = {
  transactions: 'transacciones',
  clicks: 'clics-por-link-y-dia',
  conversions: 'conversiones',
  payouts: 'pagos',
  creators: 'creadores',
};

/** Whether an export's rows have a date, so a range of days applies (the directory's do not). */
export const EXPORT_DATED: Record<ExportDataset, boolean> = {
  transactions: true,
  clicks: true,
  conversions: true,
  payouts: true,
  creators: false,
};

/**
 * How amounts are written. `comma`: 1234,56 with columns separated by `;` (what a spreadsheet
 * set to Spanish reads); `dot`: 1234.56 with `,` between columns.
 */
export const DECIMAL_SEPARATORS = ['comma', 'dot'] as const;
export type DecimalSeparator = (typeof DECIMAL_SEPARATORS)[number];
export const DECIMAL_SEPARATOR_LABELS: Record<DecimalSeparator, string> = {
  comma: 'Coma decimal (1234,56), columnas con ;',
  dot: 'Punto decimal (1234.56), columnas con ,',
};

/** Rows a page of an export carries (a NATS reply stays well under its 1 MB). */
export const EXPORT_PAGE_ROWS = 1000;
/** Days one export may span at most. */
export const EXPORT_MAX_DAYS = 366;

export const EXPORT_TEXTS = {
  button: 'Exportar CSV',
  title: 'Exportar',
  decimal: 'Separador decimal',
  from: 'Desde',
  to: 'Hasta',
  download: 'Descargar',
  downloading: 'Preparando el archivo…',
  done: 'Archivo descargado',
  failed: 'No se pudo exportar',
  dateInvalid: 'Fecha inválida (AAAA-MM-DD)',
  rangeBackwards: 'La fecha "Hasta" no puede ser anterior a "Desde"',
  rangeTooLong: `Un archivo puede abarcar hasta ${EXPORT_MAX_DAYS} días`,
  /** What the date columns are in. */
  timeZone: 'hora de Argentina',
} as const;

const day = z
  .string({ error: EXPORT_TEXTS.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: EXPORT_TEXTS.dateInvalid })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
    error: EXPORT_TEXTS.dateInvalid,
  });

/** What every export takes: how amounts are written. */
export const exportFormatSchema = z.object({
  decimal: z.enum(DECIMAL_SEPARATORS, { error: 'Separador decimal desconocido' }).default('comma'),
});
export type ExportFormat = z.infer<typeof exportFormatSchema>;

/** What a dated export takes too: the days it spans (Argentina's days, both included; at most a year). */
export const exportRangeSchema = exportFormatSchema
  .extend({
    from: day.optional(),
    to: day.optional(),
  })
  .superRefine((range, ctx) => {
    if (!range.from || !range.to) return;
    const days = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000;
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: EXPORT_TEXTS.rangeBackwards });
    else if (days >= EXPORT_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: EXPORT_TEXTS.rangeTooLong });
  });
export type ExportRange = z.infer<typeof exportRangeSchema>;

/** The filters of each export: the screen's, and the range. */
export const exportTransactionsQuerySchema = exportRangeSchema.safeExtend({
  brandId: z.uuid({ error: 'Marca inválida' }).optional(),
  creatorId: z.uuid({ error: 'Creador inválido' }).optional(),
});
export const exportClicksQuerySchema = exportRangeSchema.safeExtend({
  brandId: z.uuid({ error: 'Marca inválida' }).optional(),
  campaignId: z.uuid({ error: 'Campaña inválida' }).optional(),
  linkId: z.uuid({ error: 'Link inválido' }).optional(),
});
export const exportConversionsQuerySchema = exportRangeSchema.safeExtend({
  brandId: z.uuid({ error: 'Marca inválida' }).optional(),
});
/** A payee's own payouts (a creator's, an agency's); the admin's: everyone's, or one creator's. */
export const exportPayoutsQuerySchema = exportRangeSchema.safeExtend({
  creatorId: z.uuid({ error: 'Creador inválido' }).optional(),
});
export type ExportPayoutsQuery = z.infer<typeof exportPayoutsQuerySchema>;

/** The creators directory's view and filters (its tab, type, category, sort, search and list), by name. */
export const exportCreatorsQuerySchema = exportFormatSchema.extend(directoryQuerySchema.omit({ page: true }).shape);
export type ExportCreatorsQuery = z.infer<typeof exportCreatorsQuerySchema>;
export type ExportTransactionsQuery = z.infer<typeof exportTransactionsQuerySchema>;
export type ExportClicksQuery = z.infer<typeof exportClicksQuerySchema>;
export type ExportConversionsQuery = z.infer<typeof exportConversionsQuerySchema>;

/** How a column's values are written: amounts in cents become pesos with the chosen separator. */
export const EXPORT_COLUMN_KINDS = ['text', 'integer', 'money', 'date', 'datetime'] as const;
export const exportColumnSchema = z.object({ header: z.string(), kind: z.enum(EXPORT_COLUMN_KINDS) });
export type ExportColumn = z.infer<typeof exportColumnSchema>;

/** A value of a row: text, a number (an integer, or cents), an ISO date or time, or nothing. */
export const exportCellSchema = z.union([z.string(), z.number()]).nullable();
export type ExportCell = z.infer<typeof exportCellSchema>;

/** What a service answers for one page of an export (the gateway writes it as CSV). */
export const exportPageSchema = z.object({
  columns: z.array(exportColumnSchema),
  rows: z.array(z.array(exportCellSchema)),
  /** Where the next page starts, or null after the last. */
  next: z.string().nullable(),
});
export type ExportPage = z.infer<typeof exportPageSchema>;

/** The page request the gateway sends the owning service: the export's filters, and where to go on from. */
export const exportPageRequestSchema = <T extends z.ZodType>(filters: T) => z.object({ filters, after: z.string().max(200).nullable() });
