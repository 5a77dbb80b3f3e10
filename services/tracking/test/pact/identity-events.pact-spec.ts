import { fileURLToPath } from 'node:url';
import { MatchersV3, MessageConsumerPact, synchronousBodyHandler } from '@pact-foundation/pact';
import { IdentityEvents } from '@afilia/contracts';
import { eventBindingsOf } from '@afilia/service-kit';
import { AgencyFeeEventsListener } from '../../src/money/agency-fee-events.listener.js';

const { like, uuid, datetime, number } = MatchersV3;
const ISO = "yyyy-MM-dd'T'HH:mm:ss.SSSX";

/**
 * tracking as a consumer of identity's events (message pact): the agency fee it keeps as history
 * for the ledger must be what identity's outbox writes when a brand's owner confirms a fee or
 * unlinks the agency. Identity verifies this pact with its real service (services/identity/test/pact).
 */
const pact = new MessageConsumerPact({
  consumer: 'tracking',
  provider: 'identity',
  dir: fileURLToPath(new URL('../../../../contracts/pacts', import.meta.url)),
  logLevel: 'warn',
});

const fee = {
  brandId: '6f1c1b7e-8d3a-4c1e-9a57-0b6a6f0f6a01',
  agencyId: '4e5f6a7b-8c9d-4e0f-9a1b-2c3d4e5f6a7b',
  agencyName: 'Agencia Norte',
  effectiveAt: '2026-11-25T12:00:00.000Z',
};
const content = {
  eventId: uuid('5b0f3b1e-2f7a-4b8e-9a43-0d8a1c7e2b11'),
  occurredAt: datetime(ISO, '2026-11-25T12:00:00.000Z'),
  brandId: uuid(fee.brandId),
  agencyId: uuid(fee.agencyId),
  agencyName: like(fee.agencyName),
  effectiveAt: datetime(ISO, fee.effectiveAt),
};

/** The message as the kit hands it to the ledger's handler of agency fees: parsed by the handler's event. */
function handed(body: unknown): unknown {
  const binding = eventBindingsOf(new AgencyFeeEventsListener()).find((b) => b.def.subject === IdentityEvents.agencyFeeSet.subject);
  if (!binding) throw new Error(`the ledger handles no ${IdentityEvents.agencyFeeSet.subject}`);
  return binding.def.payload.parse(body);
}

/** The message identity sends in that state, and the fee the ledger keeps of it. */
function receives(state: string, rate: unknown, read: Record<string, unknown>) {
  return pact
    .given(state)
    .expectsToReceive(IdentityEvents.agencyFeeSet.subject)
    .withMetadata({ subject: IdentityEvents.agencyFeeSet.subject })
    .withContent({ ...content, rate })
    .verify(synchronousBodyHandler((body) => expect(handed(body)).toMatchObject(read)));
}

describe('tracking reading identity events', () => {
  it('keeps the fee a brand’s owner confirmed, from when it is in force', () =>
    receives('a brand’s owner confirmed the 15 % fee its agency asked for', number(0.15), { ...fee, rate: 0.15 }));

  it('keeps the end of an agency’s fee when the owner unlinks the agency', () =>
    receives('a brand’s owner unlinked the agency whose fee was in force', null, { ...fee, rate: null }));
});
