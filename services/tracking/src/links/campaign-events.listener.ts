import { Injectable } from '@nestjs/common';
import { CampaignsEvents, type EventPayload } from '@afilia/contracts';
import { OnEvent, type EventTransaction } from '@afilia/service-kit';
import { openLedger } from '../billing/cpc-billing.js';
import { keepCollaborationTerms } from '../money/collaboration-terms.js';
import { keepCampaignRewards } from '../money/rewards.js';
import { linkForParticipation, linksForAcceptance, LinksService } from './links.service.js';

type CampaignFacts = EventPayload<typeof CampaignsEvents.campaignUpdated>;

/** Campaigns' events, as tracking turns them into links and link states (idempotent consumers). */
@Injectable()
export class CampaignEventsListener {
  constructor(private readonly links: LinksService) {}

  @OnEvent(CampaignsEvents.applicationAccepted)
  async onAccepted(event: EventPayload<typeof CampaignsEvents.applicationAccepted>, transaction: EventTransaction): Promise<void> {
    await transaction(async (manager) => {
      await this.links.create(manager, linksForAcceptance(event, Date.parse(event.occurredAt)));
      await keepCollaborationTerms(manager, event);
      await keepCampaignRewards(manager, event);
    });
  }

  @OnEvent(CampaignsEvents.participationApproved)
  async onApproved(event: EventPayload<typeof CampaignsEvents.participationApproved>, transaction: EventTransaction): Promise<void> {
    await transaction(async (manager) => {
      await this.links.create(manager, [linkForParticipation(event, Date.parse(event.occurredAt))]);
      await openLedger(manager, event);
    });
  }

  @OnEvent(CampaignsEvents.campaignPaused)
  async onPaused(event: CampaignFacts, transaction: EventTransaction): Promise<void> {
    await transaction((manager) => this.links.followCampaign(manager, event.campaignId, 'paused', event.occurredAt));
  }

  /** Also an edit of its tiers and bonuses: the next sales are paid on them. */
  @OnEvent(CampaignsEvents.campaignUpdated)
  async onUpdated(event: CampaignFacts, transaction: EventTransaction): Promise<void> {
    await transaction(async (manager) => {
      await this.links.followCampaign(manager, event.campaignId, event.status, event.occurredAt);
      await keepCampaignRewards(manager, event);
    });
  }

  /** Past its end date (campaigns' scheduled check). */
  @OnEvent(CampaignsEvents.campaignInactive)
  async onInactive(event: CampaignFacts, transaction: EventTransaction): Promise<void> {
    await transaction((manager) => this.links.followCampaign(manager, event.campaignId, 'inactive', event.occurredAt));
  }

  @OnEvent(CampaignsEvents.campaignDeleted)
  async onDeleted(event: CampaignFacts, transaction: EventTransaction): Promise<void> {
    await transaction((manager) => this.links.followCampaign(manager, event.campaignId, 'deleted', event.occurredAt));
  }
}
