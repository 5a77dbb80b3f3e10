import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  CAMPAIGN_MESSAGES,
  LINK_MESSAGES,
  CAMPAIGN_TEXTS,
  CampaignsEvents,
  CatalogueRequests,
  NO_REWARDS,
  REWARD_MESSAGES,
  rewardsIssue,
  TrackingRequests,
  type Actor,
  type AvailableCampaign,
  type Campaign,
  type CreateCampaignRequest,
  type UpdateCampaignRequest,
} from '@afilia/contracts';
import {
  brandScope,
  canActOnBrand,
  DomainError,
  JsonLogger,
  jsonTimestamp,
  lookupNames,
  namedQuery,
  Outbox,
  readJson,
  ServiceClient,
  type RawJson,
} from '@afilia/service-kit';
import { snapshotParticipations } from '../participations/participation-history.js';
import { nextCampaignStatus } from './campaign-status.js';
import { CampaignEntity } from './campaign.entity.js';
import { isVisibleToCreators } from './campaign-visibility.js';

/** Dates travel as ISO date-times; the table keeps the day. */
const day = (d: string | null) => (d ? new Date(`${d}T00:00:00Z`).toISOString() : null);

/** A date column as `day()` writes it, for JSON Postgres writes. */
const jsonDay = (column: string) => `to_char(${column}, 'YYYY-MM-DD"T00:00:00.000Z"')`;

/** A brand's campaigns, newest first, as `campaignListSchema` reads them (toCampaign's fields), written by Postgres. */
const CAMPAIGN_LIST = namedQuery(
  'campaigns.campaign-list',
  `SELECT coalesce(json_agg(json_build_object(
     'id', c."id", 'brandId', c."brand_id", 'name', c."name", 'description', c."description", 'campaignType', c."campaign_type",
     'paymentMethod', c."payment_method", 'commissionType', c."commission_type", 'commissionValue', c."commission_value"::float8,
     'cookieDurationDays', c."cookie_duration_days", 'status', c."status", 'targetProductId', c."target_product_id",
     'targetUrl', c."target_url", 'costPerClickCents', c."cost_per_click_cents", 'maxClicksPerCreator', c."max_clicks_per_creator",
     'budgetPerCreatorCents', c."budget_per_creator_cents", 'totalBudgetCents', c."total_budget_cents", 'rewards', c."rewards",
     'productIds', coalesce((SELECT json_agg(p."product_id" ORDER BY p."product_id") FROM "campaigns"."campaign_products" p
                              WHERE p."campaign_id" = c."id"), '[]'),
     'startDate', ${jsonDay('c."start_date"')}, 'endDate', ${jsonDay('c."end_date"')}, 'createdAt', ${jsonTimestamp('c."created_at"')}
   ) ORDER BY c."created_at" DESC), '[]')::text AS "json"
   FROM "campaigns"."campaigns" c WHERE c."brand_id" = $1`,
);

export function toCampaign(row: CampaignEntity, productIds: string[]): Campaign {
  return {
    id: row.id,
    brandId: row.brandId,
    name: row.name,
    description: row.description,
    campaignType: row.campaignType,
    paymentMethod: row.paymentMethod,
    commissionType: row.commissionType,
    commissionValue: row.commissionValue,
    cookieDurationDays: row.cookieDurationDays,
    status: row.status,
    targetProductId: row.targetProductId,
    targetUrl: row.targetUrl,
    costPerClickCents: row.costPerClickCents,
    maxClicksPerCreator: row.maxClicksPerCreator,
    budgetPerCreatorCents: row.budgetPerCreatorCents,
    totalBudgetCents: row.totalBudgetCents,
    productIds,
    rewards: row.rewards,
    startDate: day(row.startDate),
    endDate: day(row.endDate),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The columns of a new campaign of each kind, from its validated form. */
function newCampaignRow(brandId: string, input: CreateCampaignRequest): Partial<CampaignEntity> {
  const common = { brandId, name: input.name, description: input.description, status: 'active' as const };
  const none = { targetProductId: null, targetUrl: null, costPerClickCents: null, maxClicksPerCreator: null };
  const noBudget = { budgetPerCreatorCents: null, totalBudgetCents: null, startDate: null, endDate: null, rewards: NO_REWARDS };
  switch (input.campaignType) {
    case 'standard':
      return {
        ...common,
        ...none,
        ...noBudget,
        campaignType: 'standard',
        paymentMethod: input.paymentMethod,
        commissionType: input.commissionType,
        commissionValue: input.commissionValue,
        cookieDurationDays: input.cookieDurationDays,
        rewards: input.rewards,
      };
    case 'conversion':
      return {
        ...common,
        ...none,
        ...noBudget,
        campaignType: 'conversion',
        paymentMethod: 'direct',
        commissionType: input.commissionType,
        commissionValue: input.commissionValue,
        cookieDurationDays: input.cookieDurationDays,
        targetProductId: input.target.kind === 'product' ? input.target.productId : null,
        targetUrl: input.target.kind === 'url' ? input.target.url : null,
      };
    case 'cpc':
      return {
        ...common,
        campaignType: 'cpc',
        paymentMethod: 'direct',
        commissionType: 'percentage',
        commissionValue: 0,
        cookieDurationDays: 30,
        targetProductId: null,
        targetUrl: input.targetUrl,
        costPerClickCents: input.costPerClickCents,
        maxClicksPerCreator: input.maxClicksPerCreator,
        budgetPerCreatorCents: input.budgetPerCreatorCents,
        totalBudgetCents: input.totalBudgetCents,
        startDate: input.startDate,
        endDate: input.endDate,
        rewards: NO_REWARDS,
      };
  }
}

/**
 * A brand's campaigns. A brand reaches its own, an agency those of its linked brands, an admin
 * all, a creator those open to creators and those it applied to or works in; anything else,
 * another brand's id included, is 'Campaña no encontrada'. Every change publishes its event in
 * the same transaction.
 */
@Injectable()
export class CampaignsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly client: ServiceClient,
    private readonly logger: JsonLogger,
  ) {}

  async list(actor: Actor, brandId?: string): Promise<RawJson> {
    return readJson(this.dataSource, CAMPAIGN_LIST, [brandScope(actor, brandId)]);
  }

  async get(actor: Actor, id: string): Promise<Campaign> {
    const row = actor.role === 'creator' ? await this.seenByCreator(actor, id) : await this.reachable(this.dataSource.manager, actor, id);
    return (await this.withProducts(this.dataSource.manager, [row]))[0]!;
  }

  /** 'Buscar Marcas': open campaigns of every brand, and where this creator stands in each. */
  async available(actor: Actor): Promise<AvailableCampaign[]> {
    const creatorId = creatorOf(actor);
    const rows = (
      await this.dataSource.getRepository(CampaignEntity).find({ where: { status: 'active' }, order: { createdAt: 'DESC' } })
    ).filter((row) => isVisibleToCreators(row));
    const standing: { campaign_id: string; status: AvailableCampaign['myStatus'] }[] = await this.dataSource.query(
      `SELECT "campaign_id", "status" FROM "campaigns"."campaign_applications" WHERE "creator_id" = $1 AND "status" <> 'rejected'
       UNION ALL
       SELECT "campaign_id", "status" FROM "campaigns"."cpc_campaign_participations" WHERE "creator_id" = $1 AND "status" <> 'completed'`,
      [creatorId],
    );
    const mine = new Map(standing.map((s) => [s.campaign_id, s.status]));
    const names = await lookupNames(
      this.client,
      rows.map((r) => r.brandId),
      [],
    );
    const campaigns = await this.withProducts(this.dataSource.manager, rows);
    return campaigns.map((c) => ({
      ...c,
      brandName: names.brands.get(c.brandId)?.name ?? null,
      brandLogoUrl: names.brands.get(c.brandId)?.logoUrl ?? null,
      myStatus: mine.get(c.id) ?? null,
    }));
  }

  async create(actor: Actor, input: CreateCampaignRequest): Promise<Campaign> {
    const brandId = brandScope(actor, input.brandId);
    // Questions to other services before the transaction: the products are the brand's, the pixel is there.
    if (input.campaignType === 'standard') await this.requireBrandProducts(brandId, input.productIds, 'productIds');
    if (input.campaignType === 'conversion') {
      await this.requirePixel(actor, brandId);
      if (input.target.kind === 'product') await this.requireBrandProducts(brandId, [input.target.productId], 'target.productId');
    }
    if (input.campaignType === 'conversion' && input.target.kind === 'url')
      await this.requireBrandDomain(actor, brandId, input.target.url, 'target.url');
    if (input.campaignType === 'cpc' && input.targetUrl) await this.requireBrandDomain(actor, brandId, input.targetUrl, 'targetUrl');
    return this.dataSource.transaction(async (manager) => {
      const row = await manager
        .getRepository(CampaignEntity)
        .save(manager.getRepository(CampaignEntity).create(newCampaignRow(brandId, input)));
      const productIds = input.campaignType === 'standard' ? [...new Set(input.productIds)] : [];
      if (productIds.length)
        await manager.query(`INSERT INTO "campaigns"."campaign_products" ("campaign_id", "product_id") SELECT $1, unnest($2::uuid[])`, [
          row.id,
          productIds,
        ]);
      await this.announce(manager, CampaignsEvents.campaignCreated, row);
      this.logger.info('campaign.created', { campaignId: row.id, brandId, campaignType: input.campaignType });
      return (await this.withProducts(manager, [await manager.getRepository(CampaignEntity).findOneByOrFail({ id: row.id })]))[0]!;
    });
  }

  /** Catalogue: every product named is the brand's; anything else is refused on the field named. */
  private async requireBrandProducts(brandId: string, ids: string[], field: 'productIds' | 'target.productId'): Promise<void> {
    const unique = [...new Set(ids)];
    const products = await this.client.call(CatalogueRequests.getProducts, { ids: unique }, null);
    if (products.filter((p) => p.brandId === brandId).length !== unique.length)
      throw new DomainError(
        'VALIDATION_FAILED',
        field === 'productIds' ? CAMPAIGN_MESSAGES.productsRequired : CAMPAIGN_MESSAGES.productRequired,
        field,
      );
  }

  /** Tracking: a campaign's links lead only to the brand's own domains (issue 34 §3), refused on the field. */
  private async requireBrandDomain(actor: Actor, brandId: string, url: string, field: 'targetUrl' | 'target.url'): Promise<void> {
    const { allowed } = await this.client.call(TrackingRequests.destinationAllowed, { brandId, url }, actor);
    if (!allowed) throw new DomainError('VALIDATION_FAILED', LINK_MESSAGES.destinationOffDomain, field);
  }

  /** Tracking: a conversion campaign needs an active pixel that has been seen on the brand's site. */
  private async requirePixel(actor: Actor, brandId: string): Promise<void> {
    const status = await this.client.call(TrackingRequests.pixelStatus, { brandId }, actor);
    if (!status.active || !status.installed) throw new DomainError('PIXEL_REQUIRED', CAMPAIGN_TEXTS.pixelRequired);
  }

  /**
   * The edit dialog: name, description, commission, cookie days, Activa or Inactiva, and a
   * standard campaign's rewards (from its next sales on: tracking hears them in the event).
   */
  async update(actor: Actor, input: UpdateCampaignRequest): Promise<Campaign> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.reachable(manager, actor, input.id, true);
      const rewards = input.rewards ?? row.rewards;
      if (input.rewards && row.campaignType !== 'standard' && (rewards.tiers.length > 0 || rewards.bonuses.length > 0))
        throw new DomainError('VALIDATION_FAILED', REWARD_MESSAGES.standardOnly, 'rewards');
      // Tiers must still pay more than a changed base percentage, and a fixed commission has none.
      const issue = input.rewards ? null : rewardsIssue(rewards, input);
      if (issue) throw new DomainError('VALIDATION_FAILED', issue.message, issue.path.join('.'));
      Object.assign(row, {
        name: input.name,
        description: input.description,
        commissionType: input.commissionType,
        commissionValue: input.commissionValue,
        cookieDurationDays: input.cookieDurationDays,
        status: nextCampaignStatus(row.status, input.status),
        rewards,
      });
      const saved = await manager.getRepository(CampaignEntity).save(row);
      await this.announce(manager, CampaignsEvents.campaignUpdated, saved);
      return (await this.withProducts(manager, [saved]))[0]!;
    });
  }

  /** 'Pausar' (its active participations are kept in the history first) and 'Reanudar'. */
  async setPaused(actor: Actor, id: string, paused: boolean): Promise<{ campaign: Campaign; message: string }> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.reachable(manager, actor, id, true);
      row.status = nextCampaignStatus(row.status, paused ? 'paused' : 'active');
      if (paused) await snapshotParticipations(manager, row, 'paused');
      const saved = await manager.getRepository(CampaignEntity).save(row);
      await this.announce(manager, paused ? CampaignsEvents.campaignPaused : CampaignsEvents.campaignUpdated, saved);
      const [campaign] = await this.withProducts(manager, [saved]);
      return { campaign: campaign!, message: paused ? CAMPAIGN_TEXTS.paused : CAMPAIGN_TEXTS.updated };
    });
  }

  /** Deletes it after keeping every participation in the history; tracking expires its links. */
  async remove(actor: Actor, id: string): Promise<{ message: string }> {
    await this.dataSource.transaction(async (manager) => {
      const row = await this.reachable(manager, actor, id, true);
      await snapshotParticipations(manager, row, 'deleted');
      await manager.getRepository(CampaignEntity).delete({ id: row.id });
      await this.announce(manager, CampaignsEvents.campaignDeleted, row);
      this.logger.info('campaign.deleted', { campaignId: row.id, brandId: row.brandId });
    });
    return { message: CAMPAIGN_TEXTS.deleted };
  }

  /** The campaign, if the actor may act on its brand; locked for the transaction when it is to change. */
  async reachable(manager: EntityManager, actor: Actor, id: string, forUpdate = false): Promise<CampaignEntity> {
    const row = await manager
      .getRepository(CampaignEntity)
      .findOne({ where: { id }, ...(forUpdate ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
    if (!row || !canActOnBrand(actor, row.brandId)) throw new DomainError('CAMPAIGN_NOT_FOUND');
    return row;
  }

  /** A creator sees an open campaign, or one it applied to or works in ('Ver Detalle'). */
  private async seenByCreator(actor: Actor, id: string): Promise<CampaignEntity> {
    const creatorId = creatorOf(actor);
    const row = await this.dataSource.getRepository(CampaignEntity).findOneBy({ id });
    if (!row) throw new DomainError('CAMPAIGN_NOT_FOUND');
    if (row.status === 'active' && isVisibleToCreators(row)) return row;
    const [{ involved }] = await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM "campaigns"."campaign_applications" WHERE "campaign_id" = $1 AND "creator_id" = $2)
           OR EXISTS (SELECT 1 FROM "campaigns"."cpc_campaign_participations" WHERE "campaign_id" = $1 AND "creator_id" = $2) AS "involved"`,
      [id, creatorId],
    );
    if (!involved) throw new DomainError('CAMPAIGN_NOT_FOUND');
    return row;
  }

  async withProducts(manager: EntityManager, rows: CampaignEntity[]): Promise<Campaign[]> {
    if (rows.length === 0) return [];
    const links: { campaign_id: string; product_id: string }[] = await manager.query(
      `SELECT "campaign_id", "product_id" FROM "campaigns"."campaign_products" WHERE "campaign_id" = ANY($1) ORDER BY "product_id"`,
      [rows.map((r) => r.id)],
    );
    return rows.map((row) =>
      toCampaign(
        row,
        links.filter((l) => l.campaign_id === row.id).map((l) => l.product_id),
      ),
    );
  }

  private announce(
    manager: EntityManager,
    def: (typeof CampaignsEvents)['campaignCreated' | 'campaignUpdated' | 'campaignPaused' | 'campaignDeleted'],
    row: CampaignEntity,
  ): Promise<string> {
    return this.outbox.add(manager, def, {
      campaignId: row.id,
      brandId: row.brandId,
      name: row.name,
      campaignType: row.campaignType,
      status: row.status,
      rewards: row.rewards,
    });
  }
}

/** The creator the actor is, or 'not allowed'. */
export function creatorOf(actor: Actor): string {
  if (actor.role !== 'creator' || !actor.creatorId) throw new DomainError('FORBIDDEN');
  return actor.creatorId;
}
