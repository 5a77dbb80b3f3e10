import { CampaignsEvents, TrackingEvents, type EventDef, type EventPayload, type WebhookEvent } from '@afilia/contracts';
import type { z } from 'zod';

/** A creator as a webhook names one: the id the API uses, and the name the screens show. */
export type CreatorName = (id: string) => string;

/** One delivery an event asks for: to the brand's endpoints that chose `event`. */
export interface WebhookDraft {
  brandId: string;
  event: WebhookEvent;
  data: Record<string, unknown>;
}

interface Source<T extends EventDef<string, z.ZodType>> {
  event: T;
  /** The creators whose names the data carries. */
  creatorIds(event: EventPayload<T>): string[];
  drafts(event: EventPayload<T>, creator: CreatorName): WebhookDraft[];
}

function source<T extends EventDef<string, z.ZodType>>(s: Source<T>): Source<T> {
  return s;
}

const creatorOf = (e: { creatorId: string }) => [e.creatorId];
const creatorData = (id: string, creator: CreatorName) => ({ id, name: creator(id) });

/**
 * From domain events to a brand's webhooks (issue 39 §2, decision 245): one line per event a
 * webhook event comes from. The data is the public shape docs/webhooks.md documents: amounts in
 * cents of the brand's currency, ids the API answers with, the creator with its name.
 */
export const WEBHOOK_SOURCES = [
  source({
    event: TrackingEvents.saleAttributed,
    creatorIds: creatorOf,
    drafts: (e, creator) => [
      {
        brandId: e.brandId,
        event: 'sale.created',
        data: {
          orderId: e.orderId,
          orderNumber: e.orderNumber,
          creator: creatorData(e.creatorId, creator),
          attributedBy: e.attributedBy,
          currency: e.currency,
          totalCents: e.totalCents,
          creatorCents: e.creatorCents,
          transactionIds: e.transactionIds,
          test: e.isTest,
        },
      },
    ],
  }),
  source({
    event: TrackingEvents.saleReversed,
    creatorIds: creatorOf,
    drafts: (e, creator) => [
      {
        brandId: e.brandId,
        event: 'sale.reversed',
        data: {
          orderId: e.orderId,
          orderNumber: e.orderNumber,
          creator: creatorData(e.creatorId, creator),
          reason: e.reason,
          totalCents: e.totalCents,
          creatorCents: e.creatorCents,
          transactionIds: e.transactionIds,
        },
      },
    ],
  }),
  source({
    event: TrackingEvents.commissionsCleared,
    creatorIds: (e) => e.commissions.map((c) => c.creatorId),
    drafts: (e, creator) => [
      {
        brandId: e.brandId,
        event: 'commission.cleared',
        data: {
          commissions: e.commissions.map((c) => ({
            kind: c.kind,
            id: c.id,
            creator: creatorData(c.creatorId, creator),
            creatorCents: c.creatorCents,
          })),
        },
      },
    ],
  }),
  source({
    event: TrackingEvents.conversionRecorded,
    creatorIds: creatorOf,
    drafts: (e, creator) => [
      {
        brandId: e.brandId,
        event: 'conversion.created',
        data: {
          conversionId: e.conversionId,
          campaign: { id: e.campaignId, name: e.campaignName },
          creator: creatorData(e.creatorId, creator),
          eventType: e.eventType,
          amountCents: e.amountCents,
          commissionCents: e.commissionCents,
          heldFor: e.holdReason,
        },
      },
    ],
  }),
  source({
    event: TrackingEvents.conversionVoided,
    creatorIds: creatorOf,
    drafts: (e, creator) => [
      {
        brandId: e.brandId,
        event: 'conversion.voided',
        data: { conversionId: e.conversionId, campaignId: e.campaignId, creator: creatorData(e.creatorId, creator), reason: e.reason },
      },
    ],
  }),
  source({
    event: CampaignsEvents.applicationSubmitted,
    creatorIds: creatorOf,
    drafts: (e, creator) => [
      {
        brandId: e.brandId,
        event: 'application.received',
        data: {
          kind: 'application',
          id: e.applicationId,
          campaign: { id: e.campaignId, name: e.campaignName },
          creator: creatorData(e.creatorId, creator),
        },
      },
    ],
  }),
  source({
    event: CampaignsEvents.participationRequested,
    creatorIds: creatorOf,
    drafts: (e, creator) => [
      {
        brandId: e.brandId,
        event: 'application.received',
        data: {
          kind: 'cpc_participation',
          id: e.participationId,
          campaign: { id: e.campaignId, name: e.campaignName },
          creator: creatorData(e.creatorId, creator),
        },
      },
    ],
  }),
  source({
    event: CampaignsEvents.applicationAccepted,
    creatorIds: creatorOf,
    drafts: (e, creator) => [
      {
        brandId: e.brandId,
        event: 'creator.joined',
        data: {
          kind: 'application',
          id: e.applicationId,
          campaign: { id: e.campaignId, name: e.campaignName },
          creator: creatorData(e.creatorId, creator),
          commissionType: e.commissionType,
          commissionValue: e.commissionValue,
        },
      },
    ],
  }),
  source({
    event: CampaignsEvents.participationApproved,
    creatorIds: creatorOf,
    drafts: (e, creator) => [
      {
        brandId: e.brandId,
        event: 'creator.joined',
        data: {
          kind: 'cpc_participation',
          id: e.participationId,
          campaign: { id: e.campaignId, name: e.campaignName },
          creator: creatorData(e.creatorId, creator),
          costPerClickCents: e.costPerClickCents,
        },
      },
    ],
  }),
];
