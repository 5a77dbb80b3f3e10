import { fileURLToPath } from 'node:url';
import { MatchersV3, MessageConsumerPact, synchronousBodyHandler } from '@pact-foundation/pact';
import { IdentityEvents } from '@afilia/contracts';
import { passwordResetEmail } from '../../src/emails/password-reset-requested.listener.js';

const { like, uuid, datetime, regex } = MatchersV3;
const ISO = "yyyy-MM-dd'T'HH:mm:ss.SSSX";

/**
 * notifications as a consumer of identity's events (message pact): what it reads from
 * `identity.password-reset.requested` must be what identity's outbox writes. Identity verifies
 * this pact with its real outbox (services/identity/test/pact).
 */
const pact = new MessageConsumerPact({
  consumer: 'notifications',
  provider: 'identity',
  dir: fileURLToPath(new URL('../../../../contracts/pacts', import.meta.url)),
  logLevel: 'warn',
});

describe('notifications reading identity events', () => {
  it('turns a password reset request into the e-mail that carries the sealed link', () =>
    pact
      .given('a person with an account asked to reset the password')
      .expectsToReceive(IdentityEvents.passwordResetRequested.subject)
      .withMetadata({ subject: IdentityEvents.passwordResetRequested.subject })
      .withContent({
        eventId: uuid('5b0f3b1e-2f7a-4b8e-9a43-0d8a1c7e2b11'),
        occurredAt: datetime(ISO, '2026-11-23T12:00:00.000Z'),
        userId: uuid('0e6c2f4a-8d1b-4c3e-a5f7-9b2d4e6f8a10'),
        email: like('ana@example.com'),
        name: like('Ana Paz'),
        // The link sealed for notifications (services/kit/src/sealed-box.ts): version, then four base64url parts.
        sealedResetUrl: regex('^s1(\\.[A-Za-z0-9_-]+){4}$', 's1.MCowBQYDK2VuAyEA.AAAAAAAAAAAAAAAA.bGluaw.dGFn'),
        expiresAt: datetime(ISO, '2026-11-23T12:30:00.000Z'),
      })
      .verify(
        synchronousBodyHandler((body) => {
          const event = IdentityEvents.passwordResetRequested.payload.parse(body);
          const email = passwordResetEmail(event);
          expect(email.to).toBe('ana@example.com');
          expect(email.sealedLink).toBe(event.sealedResetUrl);
        }),
      ));
});
