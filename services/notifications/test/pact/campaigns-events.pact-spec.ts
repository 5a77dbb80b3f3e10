import { fileURLToPath } from 'node:url';
import { MatchersV3, MessageConsumerPact, synchronousBodyHandler } from '@pact-foundation/pact';
import { CampaignsEvents } from '@afilia/contracts';
import { NOTIFICATION_RULES, type Names } from '../../src/inbox/notification-rules.js';

const { like, uuid, datetime, integer, regex } = MatchersV3;
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

/** The rule's notifications for the message, as the listener would write them. */
function notified(subject: string, body: unknown) {
  const rule = NOTIFICATION_RULES.find((r) => r.event.subject === subject)! as unknown as {
    event: { payload: { parse(v: unknown): unknown } };
    notify(e: unknown, n: Names): { type: string }[];
  };
  return rule.notify(rule.event.payload.parse(body), names);
}

describe('notifications reading campaigns events', () => {
  it('tells the brand about an application', () =>
    pact
      .given('a creator applied to a brand’s campaign')
      .expectsToReceive(CampaignsEvents.applicationSubmitted.subject)
      .withMetadata({ subject: CampaignsEvents.applicationSubmitted.subject })
      .withContent({ ...base, applicationId: uuid('1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d'), campaignName: like('Temporada'), creatorId })
      .verify(
        synchronousBodyHandler((body) =>
          expect(notified(CampaignsEvents.applicationSubmitted.subject, body)[0]!.type).toBe('application_received'),
        ),
      ));

  it('tells the creator about an approved CPC participation', () =>
    pact
      .given('a creator’s CPC participation was approved')
      .expectsToReceive(CampaignsEvents.participationApproved.subject)
      .withMetadata({ subject: CampaignsEvents.participationApproved.subject })
      .withContent({
        ...base,
        participationId: uuid('3d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f6a'),
        campaignName: like('Clics'),
        creatorId,
        costPerClickCents: integer(50),
        maxClicks: integer(100),
        budgetAllocatedCents: integer(5000),
        targetUrl: like('https://tienda.example/promo'),
      })
      .verify(
        synchronousBodyHandler((body) =>
          expect(notified(CampaignsEvents.participationApproved.subject, body)[0]!.type).toBe('cpc_application_approved'),
        ),
      ));

  it('tells the brand that a campaign was created', () =>
    pact
      .given('a brand created a campaign')
      .expectsToReceive(CampaignsEvents.campaignCreated.subject)
      .withMetadata({ subject: CampaignsEvents.campaignCreated.subject })
      .withContent({
        ...base,
        name: like('Temporada'),
        campaignType: regex('^(standard|conversion|cpc)$', 'cpc'),
        status: regex('^(active|inactive|paused)$', 'active'),
      })
      .verify(
        synchronousBodyHandler((body) => expect(notified(CampaignsEvents.campaignCreated.subject, body)[0]!.type).toBe('campaign_created')),
      ));
});
