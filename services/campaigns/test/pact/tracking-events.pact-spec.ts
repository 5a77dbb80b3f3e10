import { fileURLToPath } from 'node:url';
import { MatchersV3, MessageConsumerPact, synchronousBodyHandler } from '@pact-foundation/pact';
import { TrackingEvents } from '@afilia/contracts';

const { like, uuid, datetime, integer } = MatchersV3;
const ISO = "yyyy-MM-dd'T'HH:mm:ss.SSSX";

/**
 * campaigns as a consumer of tracking's billing events (message pact): the totals it shows on
 * the participation must be what tracking's outbox writes. Tracking verifies this pact with its
 * real service, from real clicks (services/tracking/test/pact).
 */
const pact = new MessageConsumerPact({
  consumer: 'campaigns',
  provider: 'tracking',
  dir: fileURLToPath(new URL('../../../../contracts/pacts', import.meta.url)),
  logLevel: 'warn',
});

const ledger = {
  eventId: uuid('5b0f3b1e-2f7a-4b8e-9a43-0d8a1c7e2b11'),
  occurredAt: datetime(ISO, '2026-11-25T12:00:00.000Z'),
  participationId: uuid('3d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f6a'),
  campaignId: uuid('0e6c2f4a-8d1b-4c3e-a5f7-9b2d4e6f8a10'),
  campaignName: like('Clics de verano'),
  brandId: uuid('6f1c1b7e-8d3a-4c1e-9a57-0b6a6f0f6a01'),
  creatorId: uuid('9b2d4e6f-8a10-4c3e-a5f7-0e6c2f4a8d1b'),
  linkId: uuid('2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f'),
  costPerClickCents: integer(50),
  maxClicks: integer(10),
};

describe('campaigns reading tracking events', () => {
  it('shows the clicks billed and what they earned', () =>
    pact
      .given('a creator’s CPC link reached 90 % of its quota')
      .expectsToReceive(TrackingEvents.cpcBilled.subject)
      .withMetadata({ subject: TrackingEvents.cpcBilled.subject })
      .withContent({ ...ledger, billedClicks: integer(9), earnedCents: integer(450), newClicks: integer(9) })
      .verify(
        synchronousBodyHandler((body) => {
          const event = TrackingEvents.cpcBilled.payload.parse(body);
          expect(event.earnedCents).toBe(event.billedClicks * event.costPerClickCents);
        }),
      ));

  it('completes a participation whose quota is spent', () =>
    pact
      .given('a creator’s CPC link spent its quota')
      .expectsToReceive(TrackingEvents.cpcQuotaReached.subject)
      .withMetadata({ subject: TrackingEvents.cpcQuotaReached.subject })
      .withContent({ ...ledger, billedClicks: integer(10), earnedCents: integer(500) })
      .verify(
        synchronousBodyHandler((body) => {
          const event = TrackingEvents.cpcQuotaReached.payload.parse(body);
          expect(event.billedClicks).toBe(event.maxClicks);
        }),
      ));
});
