import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { BANNER_TEXTS, type Actor, type BannerMessageView, type SubmitBannerRequest } from '@afilia/contracts';
import { brandScope, canActOnBrand, DomainError, JsonLogger, lookupNames, ServiceClient } from '@afilia/service-kit';
import { creatorOf } from '../campaigns/campaigns.service.js';

interface BannerRow {
  id: string;
  creator_id: string;
  brand_id: string;
  custom_message: string;
  status: 'pending' | 'approved' | 'rejected';
  created_at: Date;
}

/**
 * Creators' banner messages to brands: one per creator and brand, saved pending (a new message
 * replaces the old and waits again), approved or rejected by the brand.
 */
@Injectable()
export class BannersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly client: ServiceClient,
    private readonly logger: JsonLogger,
  ) {}

  async submit(actor: Actor, input: SubmitBannerRequest): Promise<{ message: string }> {
    const creatorId = creatorOf(actor);
    await this.dataSource.query(
      `INSERT INTO "campaigns"."creator_banner_messages" ("creator_id", "brand_id", "custom_message", "status")
       VALUES ($1, $2, $3, 'pending')
       ON CONFLICT ("creator_id", "brand_id") DO UPDATE SET "custom_message" = EXCLUDED."custom_message", "status" = 'pending', "created_at" = now()`,
      [creatorId, input.brandId, input.customMessage],
    );
    return { message: BANNER_TEXTS.submitted };
  }

  /** The brand's messages, or the creator's own; newest first. */
  async list(actor: Actor, brandId?: string): Promise<BannerMessageView[]> {
    const [column, value] = actor.role === 'creator' ? ['creator_id', creatorOf(actor)] : ['brand_id', brandScope(actor, brandId)];
    const rows: BannerRow[] = await this.dataSource.query(
      `SELECT * FROM "campaigns"."creator_banner_messages" WHERE "${column}" = $1 ORDER BY "created_at" DESC`,
      [value],
    );
    const names = await lookupNames(
      this.client,
      [],
      rows.map((r) => r.creator_id),
    );
    return rows.map((r) => ({
      id: r.id,
      creatorId: r.creator_id,
      brandId: r.brand_id,
      customMessage: r.custom_message,
      status: r.status,
      createdAt: r.created_at.toISOString(),
      creatorName: names.creators.get(r.creator_id)?.name ?? null,
    }));
  }

  /** What a store shows a shopper the creator sent: its message, once the brand approved it (else nothing). */
  async approved(brandId: string, creatorId: string): Promise<{ message: string | null }> {
    const [row]: { custom_message: string }[] = await this.dataSource.query(
      `SELECT "custom_message" FROM "campaigns"."creator_banner_messages" WHERE "brand_id" = $1 AND "creator_id" = $2 AND "status" = 'approved'`,
      [brandId, creatorId],
    );
    return { message: row?.custom_message ?? null };
  }

  async moderate(actor: Actor, id: string, approve: boolean): Promise<{ message: string }> {
    const [row]: BannerRow[] = await this.dataSource.query(`SELECT * FROM "campaigns"."creator_banner_messages" WHERE "id" = $1`, [id]);
    if (!row || !canActOnBrand(actor, row.brand_id)) throw new DomainError('NOT_FOUND', BANNER_TEXTS.notFound);
    await this.dataSource.query(`UPDATE "campaigns"."creator_banner_messages" SET "status" = $2 WHERE "id" = $1`, [
      id,
      approve ? 'approved' : 'rejected',
    ]);
    this.logger.info('banner.moderated', { id, approve });
    return { message: approve ? BANNER_TEXTS.approved : BANNER_TEXTS.rejected };
  }
}
