import { fileURLToPath } from 'node:url';
import { MessageProviderPact, providerWithMetadata } from '@pact-foundation/pact';
import { IdentityEvents, IdentityRequests } from '@afilia/contracts';
import { uniqueEmail, waitFor } from '@afilia/service-kit/testing';
import { IdentityHarness } from '../support/identity-harness.js';

/**
 * identity verifies what its consumers expect of its events (message pacts in
 * contracts/pacts/*-identity.json): each message is produced by the real service, read back
 * from its outbox as the relay publishes it.
 */
const identity = new IdentityHarness();
const PASSWORD = 'Segura123';
let last: Record<string, unknown> = {};

beforeAll(() => identity.start());
afterAll(() => identity.stop());

/**
 * A brand's owner who linked an agency by its account's e-mail, and the agency, in its next
 * session, asking for a 15 % fee on the brand.
 */
async function agencyAskingFee() {
  const owner = await identity.call(IdentityRequests.signUp, {
    name: 'Marca Sur',
    email: uniqueEmail('marca'),
    password: PASSWORD,
    role: 'brand',
  });
  const brandId = owner.actor.brandIds[0]!;
  const email = uniqueEmail('agencia');
  await identity.call(IdentityRequests.signUp, { name: 'Agencia Norte', email, password: PASSWORD, role: 'agency' });
  await identity.call(IdentityRequests.addBrandAgency, { brandId, email }, owner.actor);
  const agency = (await identity.signIn(email, PASSWORD)).actor;
  await identity.call(IdentityRequests.proposeAgencyFee, { brandId, feePercent: 15 }, agency);
  return { owner: owner.actor, brandId, agencyId: agency.agencyId! };
}

const verifier = new MessageProviderPact({
  provider: 'identity',
  pactUrls: ['notifications', 'tracking'].map((consumer) =>
    fileURLToPath(new URL(`../../../../contracts/pacts/${consumer}-identity.json`, import.meta.url)),
  ),
  logLevel: 'warn',
  stateHandlers: {
    'a person with an account asked to reset the password': async () => {
      const email = uniqueEmail('pact-reset');
      await identity.call(IdentityRequests.signUp, { name: 'Ana Paz', email, password: PASSWORD, role: 'creator' });
      await identity.call(IdentityRequests.requestPasswordReset, { email, origin: 'http://localhost:8080' });
      last = await identity.published(IdentityEvents.passwordResetRequested.subject, 'email', email);
    },
    'a brand’s owner confirmed the 15 % fee its agency asked for': async () => {
      const { owner, brandId, agencyId } = await agencyAskingFee();
      await identity.call(IdentityRequests.confirmAgencyFee, { brandId, agencyId }, owner);
      last = await identity.published(IdentityEvents.agencyFeeSet.subject, 'brandId', brandId);
    },
    'a brand’s owner unlinked the agency whose fee was in force': async () => {
      const { owner, brandId, agencyId } = await agencyAskingFee();
      await identity.call(IdentityRequests.confirmAgencyFee, { brandId, agencyId }, owner);
      await identity.call(IdentityRequests.removeBrandAgency, { brandId, agencyId }, owner);
      // The end is the brand's last fee message; the confirmed one may be published first.
      last = await waitFor(async () => {
        const fee = await identity.published(IdentityEvents.agencyFeeSet.subject, 'brandId', brandId);
        return fee['rate'] === null ? fee : undefined;
      });
    },
  },
  messageProviders: Object.fromEntries(
    [IdentityEvents.passwordResetRequested, IdentityEvents.agencyFeeSet].map((def) => [
      def.subject,
      providerWithMetadata(() => last, { subject: def.subject }),
    ]),
  ),
});

describe('identity events', () => {
  it('are what their consumers expect', () => verifier.verify(), 120_000);
});
