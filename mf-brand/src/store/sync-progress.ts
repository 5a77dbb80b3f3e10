import type { SyncJob } from '@afilia/contracts';
import { PRODUCT_TEXTS } from '../products/product-texts';
import { STORE_SCREEN_TEXTS } from './store-texts';

type JobProgress = Pick<SyncJob, 'status' | 'processed' | 'total'>;

/** Percent done for the progress bar; null while the store has not said how many products it has. */
export function syncPercent(job: JobProgress): number | null {
  if (job.status !== 'running') return 100;
  if (!job.total) return null;
  return Math.min(100, Math.floor((job.processed / job.total) * 100));
}

/** The line under the progress bar: 'Sincronizando productos: 40 de 250'. */
export function syncProgressText(job: JobProgress): string {
  if (job.total === null) return job.processed === 0 ? 'Sincronizando productos...' : `Sincronizando productos: ${job.processed}`;
  return `Sincronizando productos: ${Math.min(job.processed, job.total)} de ${job.total}`;
}

/** 'Productos sincronizados: {n} nuevos, {n} actualizados' (seed 000 §8), or that there were none. */
export function syncResultText(job: Pick<SyncJob, 'created' | 'updated' | 'processed'>): string {
  if (job.processed === 0) return STORE_SCREEN_TEXTS.nothingToSync;
  return `Productos sincronizados: ${job.created} nuevos, ${job.updated} actualizados`;
}

export interface SyncOutcome {
  type: 'success' | 'info' | 'error';
  text: string;
}

/**
 * The toast at the end of a sync (seed 000 §8, seed 002 §7): 'Productos sincronizados: {n} nuevos,
 * {n} actualizados', 'No hay productos para sincronizar', or 'Error al sincronizar productos: {msg}'.
 * Null while it runs.
 */
export function syncOutcome(job: Pick<SyncJob, 'status' | 'processed' | 'created' | 'updated' | 'error'>): SyncOutcome | null {
  switch (job.status) {
    case 'running':
      return null;
    case 'failed':
      return { type: 'error', text: `${PRODUCT_TEXTS.syncError}: ${job.error ?? 'Sincronización interrumpida'}` };
    case 'done':
      return { type: job.processed === 0 ? 'info' : 'success', text: syncResultText(job) };
  }
}
