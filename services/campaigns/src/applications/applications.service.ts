import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager } from 'typeorm';
import {
  APPLICATION_TEXTS,
  commissionProposalIssue,
  CampaignsEvents,
  type Actor,
  type ApplicationsList,
  type ApplyRequest,
  type CounterOfferRequest,
  type RejectRequest,
  type RespondRequest,
} from '@afilia/contracts';
import {
  brandScope,
  canActOnBrand,
  DomainError,
  isUniqueViolation,
  JsonLogger,
  lookupNames,
  Outbox,
  ServiceClient,
} from '@afilia/service-kit';
import { CampaignEntity } from '../campaigns/campaign.entity.js';
import { creatorOf } from '../campaigns/campaigns.service.js';
import { isVisibleToCreators } from '../campaigns/campaign-visibility.js';
import { ParticipationEntity } from '../participations/participation.entity.js';
import { ParticipationsService } from '../participations/participations.service.js';
import { ApplicationEntity } from './application.entity.js';
import { nextApplicationStatus, type ApplicationAction } from './application-status.js';
import { toApplicationView, toParticipationView } from './application-views.js';

type Message = { message: string };

/**
 * Creators' applications to standard and conversion campaigns (seed 002 §4 'Standard
 * application'); `apply` also takes requests to CPC campaigns and hands them to participations.
 * A brand acts only on applications to its campaigns, a creator only on its own: anything else
 * is 'Aplicación no encontrada'.
 */
@Injectable()
export class ApplicationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly client: ServiceClient,
    private readonly participations: ParticipationsService,
    private readonly logger: JsonLogger,
  ) {}

  async apply(
    actor: Actor,
    input: ApplyRequest,
  ): Promise<{ message: string; applicationId: string | null; participationId: string | null }> {
    const creatorId = creatorOf(actor);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const campaign = await manager.getRepository(CampaignEntity).findOneBy({ id: input.campaignId });
        if (!campaign) throw new DomainError('CAMPAIGN_NOT_FOUND');
        if (!isVisibleToCreators(campaign)) throw new DomainError('INVALID_TRANSITION', APPLICATION_TEXTS.notAvailable);
        const proposal = input.proposal;
        if (campaign.campaignType === 'cpc') {
          if (proposal?.kind === 'commission') throw new DomainError('VALIDATION_FAILED', APPLICATION_TEXTS.wrongKind, 'proposal');
          return this.participations.request(manager, campaign, creatorId, proposal);
        }
        if (proposal?.kind === 'cpc') throw new DomainError('VALIDATION_FAILED', APPLICATION_TEXTS.wrongKind, 'proposal');
        const row = await manager.getRepository(ApplicationEntity).save(
          manager.getRepository(ApplicationEntity).create({
            campaignId: campaign.id,
            brandId: campaign.brandId,
            creatorId,
            status: 'pending',
            proposedCommissionType: proposal?.commissionType ?? null,
            proposedCommissionValue: proposal?.commissionValue ?? null,
            proposedTerms: proposal?.terms ?? null,
            counterOfferCommissionType: null,
            counterOfferCommissionValue: null,
            counterOfferTerms: null,
            rejectionReason: null,
          }),
        );
        await this.outbox.add(manager, CampaignsEvents.applicationSubmitted, facts(row, campaign));
        return { message: proposal ? APPLICATION_TEXTS.proposed : APPLICATION_TEXTS.applied, applicationId: row.id, participationId: null };
      });
    } catch (error) {
      // One live application or participation per creator and campaign (a partial unique index).
      if (isUniqueViolation(error)) throw new DomainError('INVALID_TRANSITION', APPLICATION_TEXTS.alreadyApplied);
      throw error;
    }
  }

  /** A brand's applications and participations (of one campaign, or all of the brand's), or a creator's own. */
  async list(actor: Actor, filter: { campaignId?: string; brandId?: string }): Promise<ApplicationsList> {
    const campaigns = await this.campaignsInView(actor, filter);
    const ids = [...campaigns.keys()];
    const mine = actor.role === 'creator' ? { creatorId: creatorOf(actor) } : {};
    const [applications, participations] = ids.length
      ? await Promise.all([
          this.dataSource.getRepository(ApplicationEntity).find({ where: { campaignId: In(ids), ...mine }, order: { createdAt: 'DESC' } }),
          this.dataSource
            .getRepository(ParticipationEntity)
            .find({ where: { campaignId: In(ids), ...mine }, order: { createdAt: 'DESC' } }),
        ])
      : [[], []];
    const names = await lookupNames(
      this.client,
      [...campaigns.values()].map((c) => c.brandId),
      [...applications, ...participations].map((r) => r.creatorId),
    );
    return {
      applications: applications.map((a) => toApplicationView(a, campaigns.get(a.campaignId)!, names)),
      participations: participations.map((p) => toParticipationView(p, campaigns.get(p.campaignId)!, names)),
    };
  }

  /** The brand accepts: the creator's proposal, when it made one, becomes the agreed commission. */
  async accept(actor: Actor, id: string): Promise<Message> {
    return this.brandAct(actor, id, 'accept', async (manager, row, campaign) => {
      await this.outbox.add(
        manager,
        CampaignsEvents.applicationAccepted,
        acceptedFacts(row, campaign, await productIdsOf(manager, campaign)),
      );
      return APPLICATION_TEXTS.accepted;
    });
  }

  /** The brand counteroffers: the status stays pending; type and value default to the campaign's. */
  async counterOffer(actor: Actor, input: CounterOfferRequest): Promise<Message> {
    return this.brandAct(actor, input.id, 'counterOffer', async (manager, row, campaign) => {
      row.counterOfferCommissionType = input.commissionType ?? campaign.commissionType;
      row.counterOfferCommissionValue = input.commissionValue ?? campaign.commissionValue;
      // A value whose type comes from the campaign is checked against that type here.
      const issue = commissionProposalIssue(row.counterOfferCommissionType, row.counterOfferCommissionValue);
      if (issue) throw new DomainError('VALIDATION_FAILED', issue, 'commissionValue');
      row.counterOfferTerms = input.terms;
      await this.outbox.add(manager, CampaignsEvents.applicationCounterOffered, facts(row, campaign));
      return APPLICATION_TEXTS.counterOfferSent;
    });
  }

  async reject(actor: Actor, input: RejectRequest): Promise<Message> {
    return this.brandAct(actor, input.id, 'reject', async (manager, row, campaign) => {
      row.rejectionReason = input.reason;
      await this.outbox.add(manager, CampaignsEvents.applicationRejected, { ...facts(row, campaign), reason: input.reason });
      return APPLICATION_TEXTS.rejected;
    });
  }

  /**
   * The creator answers the brand's counteroffer. Accepting makes it the agreed commission (kept
   * in the proposed fields, docs/decisions.md); either way the counter-offer fields clear.
   */
  async respond(actor: Actor, input: RespondRequest): Promise<Message> {
    const creatorId = creatorOf(actor);
    return this.dataSource.transaction(async (manager) => {
      const row = await manager.getRepository(ApplicationEntity).findOne({ where: { id: input.id }, lock: { mode: 'pessimistic_write' } });
      if (!row || row.creatorId !== creatorId) throw new DomainError('APPLICATION_NOT_FOUND');
      const campaign = await manager.getRepository(CampaignEntity).findOneByOrFail({ id: row.campaignId });
      row.status = nextApplicationStatus(row, input.accept ? 'acceptCounterOffer' : 'rejectCounterOffer');
      if (input.accept) {
        row.proposedCommissionType = row.counterOfferCommissionType;
        row.proposedCommissionValue = row.counterOfferCommissionValue;
        row.proposedTerms = row.counterOfferTerms ?? row.proposedTerms;
      }
      row.counterOfferCommissionType = null;
      row.counterOfferCommissionValue = null;
      row.counterOfferTerms = null;
      await manager.getRepository(ApplicationEntity).save(row);
      if (input.accept)
        await this.outbox.add(
          manager,
          CampaignsEvents.applicationAccepted,
          acceptedFacts(row, campaign, await productIdsOf(manager, campaign)),
        );
      else await this.outbox.add(manager, CampaignsEvents.applicationRejected, { ...facts(row, campaign), reason: null });
      return { message: input.accept ? APPLICATION_TEXTS.counterOfferAccepted : APPLICATION_TEXTS.counterOfferRejected };
    });
  }

  /** A brand's action on an application to one of its campaigns, locked, through the state machine. */
  private async brandAct(
    actor: Actor,
    id: string,
    action: ApplicationAction,
    effect: (manager: EntityManager, row: ApplicationEntity, campaign: CampaignEntity) => Promise<string>,
  ): Promise<Message> {
    return this.dataSource.transaction(async (manager) => {
      const row = await manager.getRepository(ApplicationEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      const campaign = row ? await manager.getRepository(CampaignEntity).findOneBy({ id: row.campaignId }) : null;
      if (!row || !campaign || !canActOnBrand(actor, campaign.brandId)) throw new DomainError('APPLICATION_NOT_FOUND');
      row.status = nextApplicationStatus(row, action);
      const message = await effect(manager, row, campaign);
      await manager.getRepository(ApplicationEntity).save(row);
      this.logger.info(`application.${action}`, { applicationId: row.id, campaignId: campaign.id });
      return { message };
    });
  }

  /** The campaigns whose applications the actor may list, by id. */
  private async campaignsInView(actor: Actor, filter: { campaignId?: string; brandId?: string }): Promise<Map<string, CampaignEntity>> {
    const repo = this.dataSource.getRepository(CampaignEntity);
    let rows: CampaignEntity[];
    if (actor.role === 'creator') {
      const creatorId = creatorOf(actor);
      const ids: { campaign_id: string }[] = await this.dataSource.query(
        `SELECT "campaign_id" FROM "campaigns"."campaign_applications" WHERE "creator_id" = $1
         UNION SELECT "campaign_id" FROM "campaigns"."cpc_campaign_participations" WHERE "creator_id" = $1`,
        [creatorId],
      );
      const wanted = ids.map((r) => r.campaign_id).filter((id) => !filter.campaignId || id === filter.campaignId);
      rows = wanted.length ? await repo.findBy({ id: In(wanted) }) : [];
    } else if (filter.campaignId) {
      const row = await repo.findOneBy({ id: filter.campaignId });
      if (!row || !canActOnBrand(actor, row.brandId)) throw new DomainError('CAMPAIGN_NOT_FOUND');
      rows = [row];
    } else {
      rows = await repo.findBy({ brandId: brandScope(actor, filter.brandId) });
    }
    return new Map(rows.map((r) => [r.id, r]));
  }
}

function facts(row: ApplicationEntity, campaign: CampaignEntity) {
  return {
    applicationId: row.id,
    campaignId: campaign.id,
    campaignName: campaign.name,
    brandId: campaign.brandId,
    creatorId: row.creatorId,
  };
}

/** What tracking needs to make the links, and the commission agreed (the proposal, or the campaign's). */
function acceptedFacts(row: ApplicationEntity, campaign: CampaignEntity, productIds: string[]) {
  const agreed = row.proposedCommissionValue !== null && row.proposedCommissionType !== null;
  return {
    ...facts(row, campaign),
    campaignType: campaign.campaignType,
    paymentMethod: campaign.paymentMethod,
    productIds,
    targetUrl: campaign.targetUrl,
    commissionType: agreed ? row.proposedCommissionType! : campaign.commissionType,
    commissionValue: agreed ? row.proposedCommissionValue! : campaign.commissionValue,
    cookieDurationDays: campaign.cookieDurationDays,
    rewards: campaign.rewards,
  };
}

/** The products a creator's links point to: the campaign's, or a conversion campaign's target. */
async function productIdsOf(manager: EntityManager, campaign: CampaignEntity): Promise<string[]> {
  if (campaign.campaignType === 'conversion') return campaign.targetProductId ? [campaign.targetProductId] : [];
  const rows: { product_id: string }[] = await manager.query(
    `SELECT "product_id" FROM "campaigns"."campaign_products" WHERE "campaign_id" = $1 ORDER BY "product_id"`,
    [campaign.id],
  );
  return rows.map((r) => r.product_id);
}
