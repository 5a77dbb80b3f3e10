import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  APPLICATION_TEXTS,
  BUDGET_WARNING_RATIO,
  budgetInsufficientMessage,
  budgetPerCreatorMessage,
  CampaignsEvents,
  type Actor,
  type CpcCounterOfferRequest,
  type CpcProposal,
  type RespondRequest,
} from '@afilia/contracts';
import { canActOnBrand, DomainError, JsonLogger, Outbox } from '@afilia/service-kit';
import { CampaignEntity } from '../campaigns/campaign.entity.js';
import { creatorOf } from '../campaigns/campaigns.service.js';
import { ParticipationEntity } from './participation.entity.js';
import { nextParticipationStatus, type ParticipationAction } from './participation-status.js';

type Message = { message: string };

/**
 * Creators' participations in CPC campaigns (seed 002 §4 'CPC participation'). The brand's
 * approval allocates cost per click × max clicks of the campaign's total budget: the campaign row
 * is locked for the check and the write, so approvals racing each other queue and never overspend.
 */
@Injectable()
export class ParticipationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly logger: JsonLogger,
  ) {}

  /** The creator asks to take part, on the campaign's terms (pending) or its own (pending_counteroffer). */
  async request(
    manager: EntityManager,
    campaign: CampaignEntity,
    creatorId: string,
    proposal: CpcProposal | null,
  ): Promise<{ message: string; applicationId: null; participationId: string }> {
    const row = await manager.getRepository(ParticipationEntity).save(
      manager.getRepository(ParticipationEntity).create({
        campaignId: campaign.id,
        brandId: campaign.brandId,
        creatorId,
        status: proposal ? 'pending_counteroffer' : 'pending',
        costPerClickCents: campaign.costPerClickCents!,
        maxClicks: campaign.maxClicksPerCreator!,
        proposedCostPerClickCents: proposal?.costPerClickCents ?? null,
        proposedMaxClicks: proposal?.maxClicks ?? null,
        proposedBy: proposal ? 'creator' : null,
      }),
    );
    if (proposal)
      await this.outbox.add(manager, CampaignsEvents.participationCounterOffered, { ...facts(row, campaign), by: 'creator' as const });
    else await this.outbox.add(manager, CampaignsEvents.participationRequested, facts(row, campaign));
    return {
      message: proposal ? APPLICATION_TEXTS.cpcCounterOffered : APPLICATION_TEXTS.cpcRequested,
      applicationId: null,
      participationId: row.id,
    };
  }

  /** The brand approves: the final terms, the budget checked and allocated, the participation active. */
  async approve(actor: Actor, id: string): Promise<Message> {
    return this.brandAct(actor, id, 'approve', async (manager, row, campaign) => {
      if (row.proposedBy === 'creator') {
        row.costPerClickCents = row.proposedCostPerClickCents!;
        row.maxClicks = row.proposedMaxClicks!;
      }
      clearProposal(row);
      const allocation = row.costPerClickCents * row.maxClicks;
      if (campaign.budgetPerCreatorCents !== null && allocation > campaign.budgetPerCreatorCents)
        throw new DomainError('BUDGET_INSUFFICIENT', budgetPerCreatorMessage(campaign.budgetPerCreatorCents));
      const allocated = await allocatedExcept(manager, campaign.id, row.id);
      const total = campaign.totalBudgetCents;
      if (total !== null && allocated + allocation > total)
        throw new DomainError('BUDGET_INSUFFICIENT', budgetInsufficientMessage(total, allocated));
      row.budgetAllocatedCents = allocation;
      await this.outbox.add(manager, CampaignsEvents.participationApproved, {
        ...facts(row, campaign),
        costPerClickCents: row.costPerClickCents,
        maxClicks: row.maxClicks,
        budgetAllocatedCents: allocation,
        targetUrl: campaign.targetUrl,
      });
      if (total !== null) await this.announceBudget(manager, campaign, allocated, allocated + allocation, total);
      return APPLICATION_TEXTS.approvedWithLink;
    });
  }

  /** The brand counter-offers a pending request (or the creator's counteroffer) with its own price and quota. */
  async counterOffer(actor: Actor, input: CpcCounterOfferRequest): Promise<Message> {
    return this.brandAct(actor, input.id, 'counterOffer', async (manager, row, campaign) => {
      row.proposedCostPerClickCents = input.costPerClickCents;
      row.proposedMaxClicks = input.maxClicks;
      row.proposedBy = 'brand';
      await this.outbox.add(manager, CampaignsEvents.participationCounterOffered, { ...facts(row, campaign), by: 'brand' as const });
      return APPLICATION_TEXTS.counterOfferSent;
    });
  }

  /** Rejection deletes the request (seed 002 §4). */
  async reject(actor: Actor, id: string): Promise<Message> {
    return this.brandAct(actor, id, 'reject', async (manager, row, campaign) => {
      await this.outbox.add(manager, CampaignsEvents.participationRejected, facts(row, campaign));
      return APPLICATION_TEXTS.rejected;
    });
  }

  /** The creator answers the brand's counteroffer: accepted, its values become the terms and the brand approves; rejected, the request goes. */
  async respond(actor: Actor, input: RespondRequest): Promise<Message> {
    const creatorId = creatorOf(actor);
    return this.dataSource.transaction(async (manager) => {
      const row = await manager
        .getRepository(ParticipationEntity)
        .findOne({ where: { id: input.id }, lock: { mode: 'pessimistic_write' } });
      if (!row || row.creatorId !== creatorId) throw new DomainError('APPLICATION_NOT_FOUND');
      const campaign = await manager.getRepository(CampaignEntity).findOneByOrFail({ id: row.campaignId });
      const next = nextParticipationStatus(row, input.accept ? 'acceptOffer' : 'rejectOffer');
      if (next === 'deleted') {
        await manager.getRepository(ParticipationEntity).delete({ id: row.id });
        await this.outbox.add(manager, CampaignsEvents.participationRejected, facts(row, campaign));
        return { message: APPLICATION_TEXTS.counterOfferRejected };
      }
      row.costPerClickCents = row.proposedCostPerClickCents!;
      row.maxClicks = row.proposedMaxClicks!;
      clearProposal(row);
      row.status = next;
      await manager.getRepository(ParticipationEntity).save(row);
      await this.outbox.add(manager, CampaignsEvents.participationRequested, facts(row, campaign));
      return { message: APPLICATION_TEXTS.counterOfferAccepted };
    });
  }

  /**
   * A brand's action on a participation in one of its campaigns. The campaign row is locked
   * first (every approval of the campaign queues behind it), then the participation.
   */
  private async brandAct(
    actor: Actor,
    id: string,
    action: ParticipationAction,
    effect: (manager: EntityManager, row: ParticipationEntity, campaign: CampaignEntity) => Promise<string>,
  ): Promise<Message> {
    return this.dataSource.transaction(async (manager) => {
      const found = await manager.getRepository(ParticipationEntity).findOneBy({ id });
      const campaign = found
        ? await manager.getRepository(CampaignEntity).findOne({ where: { id: found.campaignId }, lock: { mode: 'pessimistic_write' } })
        : null;
      if (!found || !campaign || !canActOnBrand(actor, campaign.brandId)) throw new DomainError('APPLICATION_NOT_FOUND');
      // Read again under the campaign's lock: another action may have changed it meanwhile.
      const row = await manager.getRepository(ParticipationEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw new DomainError('APPLICATION_NOT_FOUND');
      const next = nextParticipationStatus(row, action);
      const message = await effect(manager, row, campaign);
      if (next === 'deleted') await manager.getRepository(ParticipationEntity).delete({ id: row.id });
      else {
        row.status = next;
        await manager.getRepository(ParticipationEntity).save(row);
      }
      this.logger.info(`participation.${action}`, { participationId: row.id, campaignId: campaign.id });
      return { message };
    });
  }

  /** 90 % and 100 % of the total budget, each announced when an approval crosses it. */
  private async announceBudget(
    manager: EntityManager,
    campaign: CampaignEntity,
    before: number,
    after: number,
    total: number,
  ): Promise<void> {
    const budget = {
      campaignId: campaign.id,
      campaignName: campaign.name,
      brandId: campaign.brandId,
      allocatedCents: after,
      totalBudgetCents: total,
    };
    if (after >= total && before < total) await this.outbox.add(manager, CampaignsEvents.budgetReached, budget);
    else if (after >= total * BUDGET_WARNING_RATIO && before < total * BUDGET_WARNING_RATIO)
      await this.outbox.add(manager, CampaignsEvents.budgetWarning, budget);
  }
}

function facts(row: ParticipationEntity, campaign: CampaignEntity) {
  return {
    participationId: row.id,
    campaignId: campaign.id,
    campaignName: campaign.name,
    brandId: campaign.brandId,
    creatorId: row.creatorId,
  };
}

function clearProposal(row: ParticipationEntity): void {
  row.proposedCostPerClickCents = null;
  row.proposedMaxClicks = null;
  row.proposedBy = null;
}

/**
 * What the campaign's other participations hold of its budget: the allocations of active and
 * completed ones (a completed quota was spent), pending ones holding none until approved.
 */
async function allocatedExcept(manager: EntityManager, campaignId: string, participationId: string): Promise<number> {
  const [{ sum }] = await manager.query(
    `SELECT COALESCE(SUM("budget_allocated_cents"), 0)::bigint AS "sum" FROM "campaigns"."cpc_campaign_participations"
      WHERE "campaign_id" = $1 AND "id" <> $2`,
    [campaignId, participationId],
  );
  return Number(sum);
}
