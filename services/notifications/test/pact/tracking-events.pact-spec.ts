import { fileURLToPath } from 'node:url';
import { MatchersV3, MessageConsumerPact, synchronousBodyHandler } from '@pact-foundation/pact';
import { TrackingEvents } from '@afilia/contracts';
import { NOTIFICATION_RULES, type Names, type NotificationDraft } from '../../src/inbox/notification-rules.js';
import { WEBHOOK_SOURCES, type WebhookDraft } from '../../src/webhooks/webhook-sources.js';

const { like, uuid, datetime, integer, eachLike } = MatchersV3;
const ISO = "yyyy-MM-dd'T'HH:mm:ss.SSSX";

/**
 * notifications as a consumer of tracking's billing events (message pact): what its rules read
 * must be what tracking's outbox writes. Tracking verifies this pact with its real service,
 * from real clicks (services/tracking/test/pact).
 */
const pact = new MessageConsumerPact({
  consumer: 'notifications',
  provider: 'tracking',
  dir: fileURLToPath(new URL('../../../../contracts/pacts', import.meta.url)),
  logLevel: 'warn',
});

const names: Names = { brand: () => 'Marca', creator: () => 'Creadora' };
const base = {
  eventId: uuid('5b0f3b1e-2f7a-4b8e-9a43-0d8a1c7e2b11'),
  occurredAt: datetime(ISO, '2026-11-25T12:00:00.000Z'),
  campaignId: uuid('0e6c2f4a-8d1b-4c3e-a5f7-9b2d4e6f8a10'),
  campaignName: like('Clics de verano'),
  brandId: uuid('6f1c1b7e-8d3a-4c1e-9a57-0b6a6f0f6a01'),
  creatorId: uuid('9b2d4e6f-8a10-4c3e-a5f7-0e6c2f4a8d1b'),
  linkId: uuid('2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f'),
};
const ledger = {
  ...base,
  participationId: uuid('3d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f6a'),
  costPerClickCents: integer(50),
  maxClicks: integer(10),
  billedClicks: integer(9),
  earnedCents: integer(450),
};

/** The message tracking sends in that state, checked by what notifications makes of it. */
function message(state: string, event: { subject: string }, content: Record<string, unknown>, check: (body: unknown) => void) {
  return pact
    .given(state)
    .expectsToReceive(event.subject)
    .withMetadata({ subject: event.subject })
    .withContent(content)
    .verify(synchronousBodyHandler(check));
}

/** The notification notifications makes of the message. */
function receives(state: string, event: { subject: string }, content: Record<string, unknown>, expected: Partial<NotificationDraft>) {
  return message(state, event, content, (body) => {
    const rule = NOTIFICATION_RULES.find((r) => r.event.subject === event.subject)! as unknown as {
      event: { payload: { parse(v: unknown): unknown } };
      notify(e: unknown, n: Names): NotificationDraft[];
    };
    expect(rule.notify(rule.event.payload.parse(body), names)).toEqual([expect.objectContaining(expected)]);
  });
}

/** The webhook delivery notifications queues of the message. */
function hooks(state: string, event: { subject: string }, content: Record<string, unknown>, expected: Partial<WebhookDraft>) {
  return message(state, event, content, (body) => {
    const source = WEBHOOK_SOURCES.find((r) => r.event.subject === event.subject)! as unknown as {
      event: { payload: { parse(v: unknown): unknown } };
      drafts(e: unknown, creator: (id: string) => string): WebhookDraft[];
    };
    expect(source.drafts(source.event.payload.parse(body), names.creator)).toEqual([expect.objectContaining(expected)]);
  });
}

describe('notifications reading tracking events', () => {
  it('tells the creator that 90 % of the clicks are billed', () =>
    receives('a creator’s CPC link reached 90 % of its quota', TrackingEvents.cpcQuotaWarning, ledger, {
      type: 'cpc_quota_warning',
      audience: { kind: 'creator', id: '9b2d4e6f-8a10-4c3e-a5f7-0e6c2f4a8d1b' },
    }));

  it('tells the creator that the quota is spent', () =>
    receives(
      'a creator’s CPC link spent its quota',
      TrackingEvents.cpcQuotaReached,
      { ...ledger, billedClicks: integer(10), earnedCents: integer(500) },
      {
        type: 'cpc_quota_reached',
      },
    ));

  it('tells the brand about one visitor clicking a CPC link over and over', () =>
    receives(
      'one visitor clicked a creator’s CPC link more than 10 times in an hour',
      TrackingEvents.fraudDetected,
      { ...base, rule: 'visitor_repeat', clicks: integer(11), hourStart: datetime(ISO, '2026-11-25T12:00:00.000Z') },
      { type: 'fraud_detected', audience: { kind: 'brand', id: '6f1c1b7e-8d3a-4c1e-9a57-0b6a6f0f6a01' } },
    ));

  it('tells the brand and the creator that the store cancelled a sale', () =>
    pact
      .given('the store cancelled a creator’s coupon sale')
      .expectsToReceive(TrackingEvents.saleReversed.subject)
      .withMetadata({ subject: TrackingEvents.saleReversed.subject })
      .withContent({
        eventId: base.eventId,
        occurredAt: base.occurredAt,
        brandId: base.brandId,
        creatorId: base.creatorId,
        orderId: like('100001'),
        orderNumber: like('101'),
        reason: 'order_cancelled',
        transactionIds: eachLike(uuid('7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d')),
        totalCents: integer(2_080_000),
        creatorCents: integer(312_000),
      })
      .verify(
        synchronousBodyHandler((body) => {
          const rule = NOTIFICATION_RULES.find((r) => r.event.subject === TrackingEvents.saleReversed.subject)! as unknown as {
            event: { payload: { parse(v: unknown): unknown } };
            notify(e: unknown, n: Names): NotificationDraft[];
          };
          const drafts = rule.notify(rule.event.payload.parse(body), names);
          expect(drafts.map((d) => [d.type, d.audience.kind])).toEqual([
            ['sale_reversed', 'brand'],
            ['sale_reversed', 'creator'],
          ]);
        }),
      ));

  it('tells the creator its payout arrived', () =>
    receives(
      'a creator’s payout was paid',
      TrackingEvents.payoutPaid,
      {
        eventId: base.eventId,
        occurredAt: base.occurredAt,
        payoutId: uuid('3d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f6a'),
        creatorId: base.creatorId,
        amountCents: integer(200_000),
      },
      { type: 'payout_sent', audience: { kind: 'creator', id: '9b2d4e6f-8a10-4c3e-a5f7-0e6c2f4a8d1b' } },
    ));

  it('tells the brand’s webhooks that a conversion was voided', () =>
    hooks(
      'a brand voided a creator’s counted conversion',
      TrackingEvents.conversionVoided,
      {
        eventId: base.eventId,
        occurredAt: base.occurredAt,
        conversionId: uuid('4e5f6a7b-8c9d-4e0f-9a1b-2c3d4e5f6a7b'),
        brandId: base.brandId,
        creatorId: base.creatorId,
        campaignId: base.campaignId,
        reason: like('Registro duplicado'),
      },
      { brandId: '6f1c1b7e-8d3a-4c1e-9a57-0b6a6f0f6a01', event: 'conversion.voided' },
    ));

  it('tells the brand’s webhooks which commissions cleared', () =>
    hooks(
      'a creator’s sale cleared',
      TrackingEvents.commissionsCleared,
      {
        eventId: base.eventId,
        occurredAt: base.occurredAt,
        brandId: base.brandId,
        commissions: eachLike({
          kind: 'sale',
          id: uuid('7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d'),
          creatorId: base.creatorId,
          creatorCents: integer(312_000),
        }),
      },
      { brandId: '6f1c1b7e-8d3a-4c1e-9a57-0b6a6f0f6a01', event: 'commission.cleared' },
    ));
});
