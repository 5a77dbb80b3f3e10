import { fileURLToPath } from 'node:url';
import { MatchersV3, MessageConsumerPact, synchronousBodyHandler } from '@pact-foundation/pact';
import { TrackingEvents } from '@afilia/contracts';
import { eventBindingsOf } from '@afilia/service-kit';
import { DirectoryProjectionsListener } from '../../src/directory/directory-projections.listener.js';

const { like, uuid, datetime, integer, regex } = MatchersV3;
const ISO = "yyyy-MM-dd'T'HH:mm:ss.SSSX";

/**
 * identity as a consumer of tracking's events (message pact): what the directory's projections
 * read of a link's birth and deletion and of a creator's earnings must be what tracking's outbox
 * writes. Tracking verifies this pact with its real service (services/tracking/test/pact).
 */
const pact = new MessageConsumerPact({
  consumer: 'identity',
  provider: 'tracking',
  dir: fileURLToPath(new URL('../../../../contracts/pacts', import.meta.url)),
  logLevel: 'warn',
});

const linkId = '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f';
const brandId = '6f1c1b7e-8d3a-4c1e-9a57-0b6a6f0f6a01';
const creatorId = '9b2d4e6f-8a10-4c3e-a5f7-0e6c2f4a8d1b';
const base = { eventId: uuid('5b0f3b1e-2f7a-4b8e-9a43-0d8a1c7e2b11'), occurredAt: datetime(ISO, '2026-11-25T12:00:00.000Z') };
const link = {
  ...base,
  linkId: uuid(linkId),
  brandId: uuid(brandId),
  creatorId: uuid(creatorId),
  campaignId: uuid('0e6c2f4a-8d1b-4c3e-a5f7-9b2d4e6f8a10'),
};

/** The message as the kit hands it to the directory's handler of its subject: parsed by the handler's event. */
function handed(subject: string, body: unknown): unknown {
  const binding = eventBindingsOf(new DirectoryProjectionsListener()).find((b) => b.def.subject === subject);
  if (!binding) throw new Error(`the directory handles no ${subject}`);
  return binding.def.payload.parse(body);
}

/** The message tracking sends in that state, and what the directory's handler reads of it. */
function receives(state: string, event: { subject: string }, content: Record<string, unknown>, read: Record<string, unknown>) {
  return pact
    .given(state)
    .expectsToReceive(event.subject)
    .withMetadata({ subject: event.subject })
    .withContent(content)
    .verify(synchronousBodyHandler((body) => expect(handed(event.subject, body)).toMatchObject(read)));
}

describe('identity reading tracking events', () => {
  it('counts a creator as collaborating with the brand of a new link', () =>
    receives(
      'a creator’s CPC participation got its link',
      TrackingEvents.linkCreated,
      { ...link, code: like('CPC-0e6c2f4a-9b2d4e6f-mhx1') },
      { linkId, brandId, creatorId },
    ));

  it('forgets the collaboration of a deleted link', () =>
    receives(
      'a creator deleted one of its product links',
      TrackingEvents.linkDeleted,
      {
        ...link,
        code: like('AF-2c3d4e5f-9b2d4e6f-mhx1'),
        campaignName: like('Temporada'),
        productName: like('Campera'),
        deletedBy: regex('^(creator|brand)$', 'creator'),
      },
      { linkId, brandId, creatorId },
    ));

  it('keeps what a creator has cleared in all, as of the message', () =>
    receives(
      'a creator’s billed clicks became an earning',
      TrackingEvents.creatorEarningsChanged,
      { ...base, creatorId: uuid(creatorId), totalEarnedCents: integer(450) },
      { creatorId, totalEarnedCents: 450, occurredAt: '2026-11-25T12:00:00.000Z' },
    ));
});
