import { CatalogueEvents } from './events/catalogue.js';
import type { EventDef } from './events/define.js';
import { IdentityEvents } from './events/identity.js';
import { CatalogueRequests } from './messages/catalogue.js';
import { healthResponseSchema, type RequestDef } from './messages/define.js';
import { IdentityRequests } from './messages/identity.js';
import { NotificationsRequests } from './messages/notifications.js';
import type { summaryPartSchema } from './http/dashboard/summary.js';
import type { z } from 'zod';
import { CampaignsEvents } from './events/campaigns.js';
import { NotificationsEvents } from './events/notifications.js';
import { CampaignsRequests } from './messages/campaigns.js';
import { TrackingEvents } from './events/tracking.js';
import { TrackingRequests } from './messages/tracking.js';

type AnyRequest = RequestDef<string, z.ZodType, z.ZodType>;

/** What a service promises the rest of the platform: the requests it answers and the events it publishes. */
export interface ServiceContract {
  requests: { health: RequestDef<string, z.ZodType, typeof healthResponseSchema> } & Record<string, AnyRequest>;
  events: Record<string, EventDef<string, z.ZodType>>;
  /**
   * The events it consumes (its `@OnEvent` handlers): NATS lets it bind a durable consumer to
   * these and to nothing else, and the kit refuses at boot a handler missing from the list.
   */
  consumes: readonly EventDef<string, z.ZodType>[];
  /**
   * The events each of its replicas follows with an ordered, memory-only consumer to keep state
   * it holds in memory fresh (tracking's link cache): every replica sees every one of them.
   */
  follows?: readonly EventDef<string, z.ZodType>[];
  /** Its part of the dashboard home, when it has figures there. */
  summary?: RequestDef<string, z.ZodType, typeof summaryPartSchema>;
}

/**
 * The platform's services: the one list the rest derives from. The gateway's health and
 * dashboard, the launcher, the test harnesses, the JetStream streams and the NATS permissions
 * read it; the deploy manifests are checked against it by a test. A service's name is also its
 * Postgres schema, its NATS queue group and the first segment of its subjects.
 */
export const SERVICES = {
  identity: {
    requests: IdentityRequests,
    events: IdentityEvents,
    // The creators directory's projections: who collaborates with which brand, and what each creator earned.
    consumes: [TrackingEvents.linkCreated, TrackingEvents.linkDeleted, TrackingEvents.creatorEarningsChanged],
  },
  catalogue: {
    requests: CatalogueRequests,
    events: CatalogueEvents,
    // Tiendanube's webhooks are answered at once and processed from the catalogue's own stream.
    consumes: [CatalogueEvents.webhookReceived],
    summary: CatalogueRequests.summary,
  },
  notifications: {
    requests: NotificationsRequests,
    events: NotificationsEvents,
    // The reset e-mail, and every event a notification comes from (its rules table, one line each).
    consumes: [
      IdentityEvents.passwordResetRequested,
      IdentityEvents.creatorClaimOffered,
      CampaignsEvents.applicationSubmitted,
      CampaignsEvents.participationRequested,
      CampaignsEvents.applicationAccepted,
      CampaignsEvents.participationApproved,
      CampaignsEvents.applicationRejected,
      CampaignsEvents.applicationCounterOffered,
      CampaignsEvents.participationCounterOffered,
      CampaignsEvents.campaignCreated,
      CampaignsEvents.budgetWarning,
      CampaignsEvents.budgetReached,
      CampaignsEvents.campaignInactive,
      TrackingEvents.cpcQuotaWarning,
      TrackingEvents.cpcQuotaReached,
      TrackingEvents.fraudDetected,
      TrackingEvents.linkDeleted,
      TrackingEvents.saleAttributed,
      TrackingEvents.saleReversed,
      TrackingEvents.payoutPaid,
      TrackingEvents.conversionRecorded,
      TrackingEvents.campaignHighCtr,
      CatalogueEvents.discountCodeDeactivated,
      CatalogueEvents.collaborationRequested,
      CatalogueEvents.collaborationInvited,
      CatalogueEvents.collaborationAnswered,
      // A brand's webhooks hear of these too (issue 39 §2), from the same handler.
      TrackingEvents.conversionVoided,
      TrackingEvents.commissionsCleared,
    ],
  },
  campaigns: {
    requests: CampaignsRequests,
    events: CampaignsEvents,
    // The clicks tracking billed, shown on the participation; a spent quota completes it.
    consumes: [TrackingEvents.cpcBilled, TrackingEvents.cpcQuotaReached],
    summary: CampaignsRequests.summary,
  },
  tracking: {
    requests: TrackingRequests,
    events: TrackingEvents,
    // Links are born from acceptances and approvals, and follow their campaign's status.
    consumes: [
      CampaignsEvents.applicationAccepted,
      CampaignsEvents.participationApproved,
      CampaignsEvents.campaignPaused,
      CampaignsEvents.campaignUpdated,
      CampaignsEvents.campaignDeleted,
      CampaignsEvents.campaignInactive,
      // Where product and store links lead: the storefront and product pages catalogue reads.
      CatalogueEvents.storeConnected,
      CatalogueEvents.productPagesChanged,
      // Its own clicks, stored and counted in batches by one durable consumer.
      TrackingEvents.clicksRecorded,
      // Sales become commissions: attribution of paid orders, reversal of cancelled and refunded
      // ones, and their commissions follow an edited order's items.
      CatalogueEvents.orderPaid,
      CatalogueEvents.orderCancelled,
      CatalogueEvents.orderRefunded,
      CatalogueEvents.orderEdited,
      // The agency fee a brand confirmed, accrued from the brand's part of its sales.
      IdentityEvents.agencyFeeSet,
    ],
    follows: [TrackingEvents.linkChanged],
    summary: TrackingRequests.summary,
  },
} as const satisfies Record<string, ServiceContract>;

export type ServiceName = keyof typeof SERVICES;
export const SERVICE_NAMES = Object.keys(SERVICES) as ServiceName[];

/**
 * The services that send requests to other services (a contract names them among a request's
 * callers): each holds a signing key of its own (SIGNING_KEY), given it by the launcher, the test
 * harnesses and the deploy manifests.
 */
export const SIGNING_SERVICES = SERVICE_NAMES.filter((caller) =>
  SERVICE_NAMES.some((owner) => Object.values((SERVICES[owner] as ServiceContract).requests).some((def) => def.callers.includes(caller))),
);

export interface StreamConfig {
  name: string;
  subjects: readonly string[];
}

/**
 * The JetStream stream a service publishes to, one per owner, or null when it publishes none.
 * A stream lists exact event subjects rather than `identity.>`: a wildcard would also capture
 * the request-reply subjects of the same owner and answer them with stream acknowledgements.
 */
export function streamOf(service: ServiceName): StreamConfig | null {
  const subjects = Object.values(SERVICES[service].events as Record<string, EventDef<string, z.ZodType>>).map((e) => e.subject);
  return subjects.length ? { name: service.toUpperCase(), subjects } : null;
}

/** The service that owns a subject: its first segment. */
export function ownerOf(subject: string): ServiceName {
  const owner = subject.split('.')[0] as ServiceName;
  if (!(owner in SERVICES)) throw new Error(`No service owns the subject ${subject}`);
  return owner;
}

/** The stream an event travels on, found from its owner. */
export function streamOfEvent(def: EventDef<string, z.ZodType>): StreamConfig {
  const stream = streamOf(ownerOf(def.subject));
  if (!stream || !stream.subjects.includes(def.subject)) throw new Error(`${def.subject} is not an event of ${ownerOf(def.subject)}`);
  return stream;
}

/**
 * What each gateway replica follows to keep its in-memory state fresh (gateway/src/bus/
 * follow-events.ts): a stream and one filter each (the NATS 2.9 of some machines takes a single
 * filter per consumer). The gateway may read these and no other events.
 */
export const GATEWAY_FOLLOWS = {
  /** Access tokens of ended sessions stop at once. */
  sessionsEnded: { stream: streamOfEvent(IdentityEvents.sessionsEnded).name, filter: IdentityEvents.sessionsEnded.subject },
  /** Both identity.user.changed and identity.brand.changed drop users from the GET /auth/me cache. */
  accountChanges: { stream: streamOfEvent(IdentityEvents.userChanged).name, filter: 'identity.*.changed' },
  /** A revoked API key stops at once on every replica (issue 39 §1). */
  apiKeysRevoked: { stream: streamOfEvent(IdentityEvents.apiKeyRevoked).name, filter: IdentityEvents.apiKeyRevoked.subject },
  /** New notifications, pushed live to the browsers of the people they are for. */
  notificationsCreated: {
    stream: streamOfEvent(NotificationsEvents.notificationCreated).name,
    filter: NotificationsEvents.notificationCreated.subject,
  },
} satisfies Record<string, { stream: string; filter: string }>;

/** The requests that answer each service's part of the dashboard home. */
export const SUMMARY_REQUESTS = SERVICE_NAMES.flatMap((name) => {
  const service: ServiceContract = SERVICES[name];
  return service.summary ? [service.summary] : [];
});
