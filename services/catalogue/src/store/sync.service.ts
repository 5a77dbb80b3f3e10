import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Actor, SyncJob } from '@afilia/contracts';
import { brandScope, canActOnBrand, DomainError, JsonLogger, Outbox } from '@afilia/service-kit';
import { mapProduct, type MappedProduct } from '../tiendanube/product-mapping.js';
import { saveStoreProducts } from './store-products.js';
import { StoreService, storeFailure } from './store.service.js';
import { SyncJobEntity } from './store-connection.entity.js';

/** A sync that has not moved for this long died with its process; a new one may start. */
const STALE_MS = 15 * 60_000;

export function toSyncJob(row: SyncJobEntity): SyncJob {
  return {
    id: row.id,
    brandId: row.brandId,
    status: row.status,
    processed: row.processed,
    total: row.total,
    created: row.created,
    updated: row.updated,
    error: row.error,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** 'Sincronizar': a job that pages through the store's products and reports its progress. */
@Injectable()
export class SyncService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly store: StoreService,
    private readonly outbox: Outbox,
    private readonly logger: JsonLogger,
  ) {}

  private get jobs() {
    return this.dataSource.getRepository(SyncJobEntity);
  }

  /** Starts a sync, or answers the one already running for the brand. */
  async start(actor: Actor, brandId?: string): Promise<SyncJob> {
    const scope = brandScope(actor, brandId);
    const { api, language, storeUrl } = await this.store.apiFor(scope);
    await this.jobs.query(
      `UPDATE "catalogue"."sync_jobs" SET "status" = 'failed', "error" = 'Sincronización interrumpida', "finished_at" = now()
       WHERE "brand_id" = $1 AND "status" = 'running' AND "started_at" < now() - $2::interval`,
      [scope, `${STALE_MS} milliseconds`],
    );
    const running = await this.jobs.findOneBy({ brandId: scope, status: 'running' });
    if (running) return toSyncJob(running);
    let job: SyncJobEntity;
    try {
      job = await this.jobs.save({ brandId: scope });
    } catch {
      // Another request started one a moment ago (unique running job per brand).
      const other = await this.jobs.findOneBy({ brandId: scope, status: 'running' });
      if (other) return toSyncJob(other);
      throw new DomainError('INTERNAL');
    }
    void this.run(job.id, scope, api, language, storeUrl);
    return toSyncJob(job);
  }

  async get(actor: Actor, id: string): Promise<SyncJob> {
    const job = await this.jobs.findOneBy({ id });
    if (!job || !canActOnBrand(actor, job.brandId)) throw new DomainError('NOT_FOUND', 'Sincronización no encontrada');
    return toSyncJob(job);
  }

  private async run(
    jobId: string,
    brandId: string,
    api: Awaited<ReturnType<StoreService['apiFor']>>['api'],
    language: string,
    storeUrl: string | null,
  ): Promise<void> {
    const counts = { processed: 0, created: 0, updated: 0 };
    try {
      for await (const page of api.products()) {
        const mapped = page.items.map((product) => mapProduct(product, language, storeUrl)).filter((p): p is MappedProduct => p !== null);
        await this.dataSource.transaction(async (manager) => {
          const saved = await saveStoreProducts(manager, this.outbox, brandId, mapped);
          counts.processed += page.items.length;
          counts.created += saved.created;
          counts.updated += saved.updated;
          await manager.update(SyncJobEntity, { id: jobId }, { ...counts, total: page.total });
        });
      }
      await this.jobs.update({ id: jobId }, { status: 'done', finishedAt: new Date() });
      this.logger.info('store.sync.done', { brandId, ...counts });
    } catch (error) {
      const message = storeFailure(error).body.message;
      await this.jobs.update({ id: jobId }, { status: 'failed', error: message, finishedAt: new Date() }).catch(() => undefined);
      this.logger.warn('store.sync.failed', { brandId, error: String(error) });
    }
  }
}
