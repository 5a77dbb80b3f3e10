import { fileURLToPath } from 'node:url';
import { MessageProviderPact, providerWithMetadata } from '@pact-foundation/pact';
import { IdentityEvents, IdentityRequests } from '@afilia/contracts';
import { uniqueEmail, waitFor } from '@afilia/service-kit/testing';
import { IdentityHarness } from '../support/identity-harness.js';

/**
 * identity verifies what its consumers expect of its events (message pacts in
 * contracts/pacts/*-identity.json): each message is produced by the real service, read back
 * from its outbox as the relay would publish it.
 */
const identity = new IdentityHarness();
let email = '';

beforeAll(() => identity.start());
afterAll(() => identity.stop());

async function lastEventTo(subject: string, address: string): Promise<unknown> {
  return waitFor(async () => {
    const { rows } = await identity.db.query(
      `SELECT "payload" FROM "identity"."outbox" WHERE "subject" = $1 AND "payload"->>'email' = $2 ORDER BY "created_at" DESC LIMIT 1`,
      [subject, address],
    );
    return rows[0]?.payload as unknown;
  });
}

const verifier = new MessageProviderPact({
  provider: 'identity',
  pactUrls: [fileURLToPath(new URL('../../../../contracts/pacts/notifications-identity.json', import.meta.url))],
  logLevel: 'warn',
  stateHandlers: {
    'a person with an account asked to reset the password': async () => {
      email = uniqueEmail('pact-reset');
      await identity.call(IdentityRequests.signUp, { name: 'Ana Paz', email, password: 'Segura123', role: 'creator' });
      await identity.call(IdentityRequests.requestPasswordReset, { email, origin: 'http://localhost:8080' });
    },
  },
  messageProviders: {
    [IdentityEvents.passwordResetRequested.subject]: providerWithMetadata(
      () => lastEventTo(IdentityEvents.passwordResetRequested.subject, email),
      { subject: IdentityEvents.passwordResetRequested.subject },
    ),
  },
});

describe('identity events', () => {
  it('are what their consumers expect', () => verifier.verify(), 60_000);
});
