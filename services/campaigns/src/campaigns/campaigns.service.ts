import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  CAMPAIGN_TEXTS,
  CampaignsEvents,
  type Actor,
  type Campaign,
  type CpcCampaignForm,
  type UpdateCampaignRequest,
} from '@afilia/contracts';
import { brandScope, canActOnBrand, DomainError, JsonLogger, Outbox } from '@afilia/service-kit';
import { nextCampaignStatus } from './campaign-status.js';
import { CampaignEntity } from './campaign.entity.js';

/** Dates travel as ISO date-times; the table keeps the day. */
const day = (d: string | null) => (d ? new Date(`${d}T00:00:00Z`).toISOString() : null);

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
    startDate: day(row.startDate),
    endDate: day(row.endDate),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A brand's campaigns. A brand reaches its own, an agency those of its linked brands, an admin
 * all; anything else, another brand's id included, is 'Campaña no encontrada'. Every change
 * publishes its event in the same transaction.
 */
@Injectable()
export class CampaignsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly logger: JsonLogger,
  ) {}

  async list(actor: Actor, brandId?: string): Promise<Campaign[]> {
    const scope = brandScope(actor, brandId);
    const rows = await this.dataSource.getRepository(CampaignEntity).find({ where: { brandId: scope }, order: { createdAt: 'DESC' } });
    return this.withProducts(this.dataSource.manager, rows);
  }

  async get(actor: Actor, id: string): Promise<Campaign> {
    const row = await this.reachable(this.dataSource.manager, actor, id);
    return (await this.withProducts(this.dataSource.manager, [row]))[0]!;
  }

  async createCpc(actor: Actor, input: CpcCampaignForm): Promise<Campaign> {
    const brandId = brandScope(actor, input.brandId);
    return this.dataSource.transaction(async (manager) => {
      const row = await manager.getRepository(CampaignEntity).save({
        brandId,
        name: input.name,
        description: input.description,
        campaignType: 'cpc' as const,
        paymentMethod: 'direct' as const,
        commissionType: 'percentage' as const,
        commissionValue: 0,
        cookieDurationDays: 30,
        status: 'active' as const,
        targetProductId: null,
        targetUrl: null,
        costPerClickCents: input.costPerClickCents,
        maxClicksPerCreator: input.maxClicksPerCreator,
        budgetPerCreatorCents: input.budgetPerCreatorCents,
        totalBudgetCents: input.totalBudgetCents,
        startDate: input.startDate,
        endDate: input.endDate,
      });
      await this.announce(manager, CampaignsEvents.campaignCreated, row);
      this.logger.info('campaign.created', { campaignId: row.id, brandId, campaignType: 'cpc' });
      return toCampaign(await manager.getRepository(CampaignEntity).findOneByOrFail({ id: row.id }), []);
    });
  }

  /** The edit dialog: name, description, commission, cookie days, and Activa or Inactiva. */
  async update(actor: Actor, input: UpdateCampaignRequest): Promise<Campaign> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.reachable(manager, actor, input.id, true);
      Object.assign(row, {
        name: input.name,
        description: input.description,
        commissionType: input.commissionType,
        commissionValue: input.commissionValue,
        cookieDurationDays: input.cookieDurationDays,
        status: nextCampaignStatus(row.status, input.status),
      });
      const saved = await manager.getRepository(CampaignEntity).save(row);
      await this.announce(manager, CampaignsEvents.campaignUpdated, saved);
      return (await this.withProducts(manager, [saved]))[0]!;
    });
  }

  /** 'Pausar' and 'Reanudar'. */
  async setPaused(actor: Actor, id: string, paused: boolean): Promise<{ campaign: Campaign; message: string }> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.reachable(manager, actor, id, true);
      row.status = nextCampaignStatus(row.status, paused ? 'paused' : 'active');
      const saved = await manager.getRepository(CampaignEntity).save(row);
      await this.announce(manager, paused ? CampaignsEvents.campaignPaused : CampaignsEvents.campaignUpdated, saved);
      const [campaign] = await this.withProducts(manager, [saved]);
      return { campaign: campaign!, message: paused ? CAMPAIGN_TEXTS.paused : CAMPAIGN_TEXTS.updated };
    });
  }

  async remove(actor: Actor, id: string): Promise<{ message: string }> {
    await this.dataSource.transaction(async (manager) => {
      const row = await this.reachable(manager, actor, id, true);
      await manager.getRepository(CampaignEntity).delete({ id: row.id });
      await this.announce(manager, CampaignsEvents.campaignDeleted, row);
      this.logger.info('campaign.deleted', { campaignId: row.id, brandId: row.brandId });
    });
    return { message: CAMPAIGN_TEXTS.deleted };
  }

  /** The campaign, if the actor may reach it; locked for the transaction when it is to change. */
  private async reachable(manager: EntityManager, actor: Actor, id: string, forUpdate = false): Promise<CampaignEntity> {
    const row = await manager
      .getRepository(CampaignEntity)
      .findOne({ where: { id }, ...(forUpdate ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
    if (!row || !canActOnBrand(actor, row.brandId)) throw new DomainError('CAMPAIGN_NOT_FOUND');
    return row;
  }

  private async withProducts(manager: EntityManager, rows: CampaignEntity[]): Promise<Campaign[]> {
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
    def: (typeof CampaignsEvents)[keyof typeof CampaignsEvents],
    row: CampaignEntity,
  ): Promise<string> {
    return this.outbox.add(manager, def, {
      campaignId: row.id,
      brandId: row.brandId,
      name: row.name,
      campaignType: row.campaignType,
      status: row.status,
    });
  }
}
