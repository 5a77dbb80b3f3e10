import { fileURLToPath } from 'node:url';
import { MatchersV3, MessageConsumerPact, synchronousBodyHandler } from '@pact-foundation/pact';
import { CampaignsEvents } from '@afilia/contracts';
import { NOTIFICATION_RULES, type Names, type NotificationDraft } from '../../src/inbox/notification-rules.js';

const { like, uuid, datetime, integer, number, regex, eachLike } = MatchersV3;
const ISO = "yyyy-MM-dd'T'HH:mm:ss.SSSX";

/**
 * notifications as a consumer of campaigns' events (message pact): what its rules read must be
 * what campaigns' outbox writes. Campaigns verifies this pact with its real service.
 */
const pact = new MessageConsumerPact({
  consumer: 'notifications',
  provider: 'campaigns',
  dir: fileURLToPath(new URL('../../../../contracts/pacts', import.meta.url)),
  logLevel: 'warn',
});

const names: Names = { brand: () => 'Marca', creator: () => 'Creadora' };
const base = {
  eventId: uuid('5b0f3b1e-2f7a-4b8e-9a43-0d8a1c7e2b11'),
  occurredAt: datetime(ISO, '2026-11-23T12:00:00.000Z'),
  campaignId: uuid('0e6c2f4a-8d1b-4c3e-a5f7-9b2d4e6f8a10'),
  brandId: uuid('6f1c1b7e-8d3a-4c1e-9a57-0b6a6f0f6a01'),
};
const creatorId = uuid('9b2d4e6f-8a10-4c3e-a5f7-0e6c2f4a8d1b');
const application = { ...base, applicationId: uuid('1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d'), campaignName: like('Temporada'), creatorId };
const participation = { ...base, participationId: uuid('3d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f6a'), campaignName: like('Clics'), creatorId };
const campaignType = regex('^(standard|conversion|cpc)$', 'cpc');

/** The rule's notifications for the message, as the listener would write them. */
function notified(subject: string, body: unknown) {
  const rule = NOTIFICATION_RULES.find((r) => r.event.subject === subject)! as unknown as {
    event: { payload: { parse(v: unknown): unknown } };
    notify(e: unknown, n: Names): NotificationDraft[];
  };
  return rule.notify(rule.event.payload.parse(body), names);
}

/** The message campaigns sends in that state, and the notification notifications makes of it. */
function receives(state: string, event: { subject: string }, content: Record<string, unknown>, expected: Partial<NotificationDraft>) {
  return pact
    .given(state)
    .expectsToReceive(event.subject)
    .withMetadata({ subject: event.subject })
    .withContent(content)
    .verify(synchronousBodyHandler((body) => expect(notified(event.subject, body)).toEqual([expect.objectContaining(expected)])));
}

describe('notifications reading campaigns events', () => {
  it('tells the brand about an application', () =>
    receives('a creator applied to a brand’s campaign', CampaignsEvents.applicationSubmitted, application, {
      type: 'application_received',
    }));

  it('tells the brand about a CPC request', () =>
    receives('a creator asked to join a brand’s CPC campaign', CampaignsEvents.participationRequested, participation, {
      type: 'application_received',
      audience: { kind: 'brand', id: '6f1c1b7e-8d3a-4c1e-9a57-0b6a6f0f6a01' },
    }));

  it('tells the creator about an accepted application', () =>
    receives(
      'a creator’s application to a standard campaign with products was accepted',
      CampaignsEvents.applicationAccepted,
      {
        ...application,
        campaignType: regex('^(standard|conversion)$', 'standard'),
        paymentMethod: regex('^(direct|discount_code|store_products)$', 'direct'),
        productIds: eachLike(uuid('2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f')),
        targetUrl: null,
        commissionType: regex('^(percentage|fixed)$', 'percentage'),
        commissionValue: number(20),
      },
      { type: 'application_accepted', audience: { kind: 'creator', id: '9b2d4e6f-8a10-4c3e-a5f7-0e6c2f4a8d1b' } },
    ));

  it('tells the creator about an approved CPC participation', () =>
    receives(
      'a creator’s CPC participation was approved',
      CampaignsEvents.participationApproved,
      {
        ...participation,
        costPerClickCents: integer(50),
        maxClicks: integer(100),
        budgetAllocatedCents: integer(5000),
        targetUrl: like('https://tienda.example/promo'),
      },
      { type: 'cpc_application_approved' },
    ));

  it('tells the creator why an application was rejected', () =>
    receives(
      'a brand rejected a creator’s application, saying why',
      CampaignsEvents.applicationRejected,
      { ...application, reason: like('No encaja con la marca') },
      { type: 'application_rejected', message: 'Marca rechazó tu aplicación a "Temporada": No encaja con la marca' },
    ));

  it('tells the creator about a counteroffer on an application', () =>
    receives('a brand counter-offered a creator’s application', CampaignsEvents.applicationCounterOffered, application, {
      type: 'counter_offer',
      audience: { kind: 'creator', id: '9b2d4e6f-8a10-4c3e-a5f7-0e6c2f4a8d1b' },
    }));

  it('tells the creator about the brand’s counteroffer on a CPC request', () =>
    receives(
      'a brand counter-offered a creator’s CPC request',
      CampaignsEvents.participationCounterOffered,
      { ...participation, by: 'brand' },
      { type: 'counter_offer', audience: { kind: 'creator', id: '9b2d4e6f-8a10-4c3e-a5f7-0e6c2f4a8d1b' } },
    ));

  it('tells the brand about a creator’s own terms for a CPC campaign', () =>
    receives(
      'a creator asked to join a brand’s CPC campaign on their own terms',
      CampaignsEvents.participationCounterOffered,
      { ...participation, by: 'creator' },
      { type: 'counter_offer', audience: { kind: 'brand', id: '6f1c1b7e-8d3a-4c1e-9a57-0b6a6f0f6a01' } },
    ));

  it('tells the brand that a campaign was created', () =>
    receives(
      'a brand created a campaign',
      CampaignsEvents.campaignCreated,
      { ...base, name: like('Temporada'), campaignType, status: regex('^(active|inactive|paused)$', 'active') },
      { type: 'campaign_created' },
    ));

  it('warns the brand that 90 % of a campaign’s budget is allocated', () =>
    receives(
      'a CPC campaign’s approvals reached 90 % of its total budget',
      CampaignsEvents.budgetWarning,
      { ...base, campaignName: like('Clics'), allocatedCents: integer(9000), totalBudgetCents: integer(10_000) },
      { type: 'campaign_budget_warning', message: '"Clics" ya asignó $90,00 de $100,00 (90 % o más).' },
    ));

  it('tells the brand that a campaign’s whole budget is allocated', () =>
    receives(
      'a CPC campaign’s approvals reached its whole total budget',
      CampaignsEvents.budgetReached,
      { ...base, campaignName: like('Clics'), allocatedCents: integer(10_000), totalBudgetCents: integer(10_000) },
      { type: 'campaign_budget_reached' },
    ));

  it('tells the brand that a campaign passed its end date', () =>
    receives(
      'a campaign passed its end date',
      CampaignsEvents.campaignInactive,
      { ...base, name: like('Temporada'), campaignType, status: 'inactive' },
      { type: 'campaign_inactive', relatedId: '0e6c2f4a-8d1b-4c3e-a5f7-9b2d4e6f8a10' },
    ));
});
