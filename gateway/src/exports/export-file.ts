import { Readable } from 'node:stream';
import { StreamableFile } from '@nestjs/common';
import type { z } from 'zod';
import { EXPORT_FILE_NAMES, type Actor, type ExportDataset, type ExportFormat, type ExportPage, type RequestDef } from '@afilia/contracts';
import type { JsonLogger } from '@afilia/service-kit';
import type { ServiceClient } from '../bus/service-client.js';
import { CsvWriter } from './csv.js';

type PageRequest<F> = RequestDef<string, z.ZodType<{ filters: F; after: string | null }>, z.ZodType<ExportPage>>;

/**
 * An export as a CSV download (issue 39 §3, decision 246): the first page is asked before
 * anything is sent, so a refusal (another brand, a bad filter) is the usual JSON error; then the
 * file streams page by page, each asked when the last has left (the response's backpressure pulls
 * them), so 100,000 rows are never held at once. A page that fails mid-file breaks the connection
 * rather than end a file that looks whole. Each export is one line of the gateway's log (who,
 * what, which filters, how many rows): the audit trail of data leaving the platform.
 */
export async function exportFile<F extends ExportFormat>(
  services: ServiceClient,
  logger: JsonLogger,
  dataset: ExportDataset,
  def: PageRequest<F>,
  filters: F,
  actor: Actor,
): Promise<StreamableFile> {
  const started = Date.now();
  const first = await services.request(def, { filters, after: null }, actor);
  const csv = new CsvWriter(first.columns, filters.decimal);
  async function* lines(): AsyncGenerator<string> {
    yield csv.header();
    let page = first;
    let rows = 0;
    for (let pages = 1; ; pages++) {
      if (page.rows.length) yield page.rows.map((row) => csv.row(row)).join('');
      rows += page.rows.length;
      if (!page.next) {
        logger.info('export.downloaded', { dataset, filters, rows, pages, durationMs: Date.now() - started });
        return;
      }
      try {
        page = await services.request(def, { filters, after: page.next }, actor);
      } catch (error) {
        // The stream's error makes fastify break the connection: the download fails visibly.
        logger.warn('export.failed', { dataset, filters, rows, error: String(error) });
        throw error;
      }
    }
  }
  const day = new Date().toISOString().slice(0, 10);
  return new StreamableFile(Readable.from(lines()), {
    type: 'text/csv; charset=utf-8',
    disposition: `attachment; filename="${EXPORT_FILE_NAMES[dataset]}-${day}.csv"`,
  });
}
