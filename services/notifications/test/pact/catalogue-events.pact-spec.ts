import { fileURLToPath } from 'node:url';
import { MatchersV3, MessageConsumerPact, synchronousBodyHandler } from '@pact-foundation/pact';
import { CatalogueEvents } from '@afilia/contracts';
import { NOTIFICATION_RULES, type Names, type NotificationDraft } from '../../src/inbox/notification-rules.js';

const { like, uuid, datetime } = MatchersV3;
const ISO = "yyyy-MM-dd'T'HH:mm:ss.SSSX";

/**
 * notifications as a consumer of catalogue's discount code events (message pact): what its rule
 * reads must be what catalogue's outbox writes. Catalogue verifies this pact with its real
 * service against the sandbox store (services/catalogue/test/pact).
 */
const pact = new MessageConsumerPact({
  consumer: 'notifications',
  provider: 'catalogue',
  dir: fileURLToPath(new URL('../../../../contracts/pacts', import.meta.url)),
  logLevel: 'warn',
});

const names: Names = { brand: () => 'Marca', creator: () => 'Creadora' };

describe('notifications reading catalogue events', () => {
  it('tells the creator that the brand deactivated its discount code', () =>
    pact
      .given('a brand deactivated a creator’s discount code')
      .expectsToReceive(CatalogueEvents.discountCodeDeactivated.subject)
      .withMetadata({ subject: CatalogueEvents.discountCodeDeactivated.subject })
      .withContent({
        eventId: uuid('5b0f3b1e-2f7a-4b8e-9a43-0d8a1c7e2b11'),
        occurredAt: datetime(ISO, '2026-11-26T12:00:00.000Z'),
        codeId: uuid('3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f'),
        brandId: uuid('6f1c1b7e-8d3a-4c1e-9a57-0b6a6f0f6a01'),
        creatorId: uuid('9b2d4e6f-8a10-4c3e-a5f7-0e6c2f4a8d1b'),
        code: like('SOLCREA15'),
      })
      .verify(
        synchronousBodyHandler((body) => {
          const rule = NOTIFICATION_RULES.find((r) => r.event.subject === CatalogueEvents.discountCodeDeactivated.subject)! as unknown as {
            event: { payload: { parse(v: unknown): unknown } };
            notify(e: unknown, n: Names): NotificationDraft[];
          };
          expect(rule.notify(rule.event.payload.parse(body), names)).toEqual([
            expect.objectContaining({
              type: 'code_deactivated',
              audience: { kind: 'creator', id: '9b2d4e6f-8a10-4c3e-a5f7-0e6c2f4a8d1b' },
            }),
          ]);
        }),
      ));
});
