import type { SyncJob } from '@afilia/contracts';
import { syncOutcome, syncPercent, syncProgressText } from './sync-progress';

const job = (patch: Partial<SyncJob>): SyncJob => ({
  id: '0b6a6f0f-6a01-4c1e-9a57-6f1c1b7e8d3a',
  brandId: '6f1c1b7e-8d3a-4c1e-9a57-0b6a6f0f6a01',
  status: 'running',
  processed: 0,
  total: null,
  created: 0,
  updated: 0,
  error: null,
  startedAt: '2025-03-01T12:00:00.000Z',
  finishedAt: null,
  ...patch,
});

describe('sync progress', () => {
  it('has no percent until the store says how many products it has', () => {
    expect(syncPercent(job({}))).toBeNull();
    expect(syncProgressText(job({}))).toBe('Sincronizando productos...');
    expect(syncProgressText(job({ processed: 30 }))).toBe('Sincronizando productos: 30');
  });

  it('counts processed products against the total', () => {
    expect(syncPercent(job({ processed: 40, total: 250 }))).toBe(16);
    expect(syncProgressText(job({ processed: 40, total: 250 }))).toBe('Sincronizando productos: 40 de 250');
    expect(syncPercent(job({ processed: 249, total: 250 }))).toBe(99);
  });

  it('never goes past the total (products added to the store meanwhile)', () => {
    expect(syncPercent(job({ processed: 260, total: 250 }))).toBe(100);
    expect(syncProgressText(job({ processed: 260, total: 250 }))).toBe('Sincronizando productos: 250 de 250');
  });

  it('is full once the job has ended', () => {
    expect(syncPercent(job({ status: 'done', processed: 0, total: 0 }))).toBe(100);
  });
});

describe('syncOutcome', () => {
  it('says nothing while running', () => {
    expect(syncOutcome(job({ processed: 10, total: 60 }))).toBeNull();
  });

  it('reports new and updated products', () => {
    expect(syncOutcome(job({ status: 'done', processed: 60, total: 60, created: 58, updated: 2 }))).toEqual({
      type: 'success',
      text: 'Productos sincronizados: 58 nuevos, 2 actualizados',
    });
  });

  it('says there was nothing to sync for an empty store', () => {
    expect(syncOutcome(job({ status: 'done', processed: 0, total: 0 }))).toEqual({
      type: 'info',
      text: 'No hay productos para sincronizar',
    });
  });

  it('reports a failed sync with its reason', () => {
    expect(syncOutcome(job({ status: 'failed', error: 'Error de Tiendanube: 401 Unauthorized' }))).toEqual({
      type: 'error',
      text: 'Error al sincronizar productos: Error de Tiendanube: 401 Unauthorized',
    });
  });
});
