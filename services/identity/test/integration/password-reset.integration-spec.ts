import {
  IdentityEvents,
  IdentityRequests,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  PASSWORD_UPDATED_MESSAGE,
  streamOfEvent,
} from '@afilia/contracts';
import { jetstreamManager, openSealed } from '@afilia/service-kit';
import { uniqueEmail, waitFor } from '@afilia/service-kit/testing';
import { IdentityHarness } from '../support/identity-harness.js';

const identity = new IdentityHarness();
beforeAll(() => identity.start());
afterAll(() => identity.stop());

const origin = 'http://localhost:8080';

/** Signs a user up, asks for a reset and reads the link from the event in the outbox, as only notifications can. */
async function requestReset(email = uniqueEmail('reset')) {
  const session = await identity.call(IdentityRequests.signUp, { name: 'Ana Paz', email, password: 'Secreta123', role: 'creator' });
  const answer = await identity.call(IdentityRequests.requestPasswordReset, { email, origin });
  expect(answer.message).toBe(PASSWORD_RESET_REQUESTED_MESSAGE);
  const sealed = await waitFor(async () => {
    const { rows } = await identity.db.query(
      "SELECT payload->>'sealedResetUrl' AS sealed FROM identity.outbox WHERE subject = 'identity.password-reset.requested' AND payload->>'userId' = $1 ORDER BY created_at DESC LIMIT 1",
      [session.user.id],
    );
    return rows[0]?.sealed as string | undefined;
  });
  const resetUrl = openSealed(process.env.SEAL_PRIVATE_KEY!, sealed);
  const token = new URL(resetUrl).searchParams.get('token')!;
  return { session, email, token, resetUrl };
}

describe('identity.password-reset.request', () => {
  it('answers the same message for an unknown e-mail and stores nothing', async () => {
    const answer = await identity.call(IdentityRequests.requestPasswordReset, { email: uniqueEmail('nadie'), origin });
    expect(answer.message).toBe(PASSWORD_RESET_REQUESTED_MESSAGE);
  });

  it('builds the link on the given origin with a 256-bit token stored only as a hash', async () => {
    const { resetUrl, token, session } = await requestReset();
    expect(resetUrl.startsWith(`${origin}/reset-password?token=`)).toBe(true);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const { rows } = await identity.db.query(
      'SELECT token_hash, expires_at, created_at FROM identity.password_reset_tokens WHERE user_id = $1',
      [session.user.id],
    );
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    const minutes = (rows[0].expires_at.getTime() - rows[0].created_at.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(30, 0);
  });

  it('keeps the link nowhere in clear: not in its outbox, not in the event on the stream', async () => {
    const { token, session } = await requestReset();
    const { rows } = await identity.db.query("SELECT payload::text AS payload FROM identity.outbox WHERE payload->>'userId' = $1", [
      session.user.id,
    ]);
    expect(rows.map((r: { payload: string }) => r.payload).join()).not.toContain(token);
    const jsm = await jetstreamManager(identity.nc);
    const { name } = streamOfEvent(IdentityEvents.passwordResetRequested);
    const event = await waitFor(async () => {
      const last = await jsm.streams.getMessage(name, { last_by_subj: IdentityEvents.passwordResetRequested.subject }).catch(() => null);
      return last?.string().includes(session.user.id) ? last.string() : undefined;
    });
    expect(event).not.toContain(token);
  });
});

describe('identity.password-reset.validate', () => {
  it('says an unknown token is invalid', async () => {
    const error = await identity.failure(IdentityRequests.validateResetToken, { token: 'inexistente' });
    expect(error.message).toBe('Token inválido o expirado');
  });

  it('accepts a fresh token, then sets the password once and ends every session', async () => {
    const { token, email, session } = await requestReset();
    expect((await identity.call(IdentityRequests.validateResetToken, { token })).message).toBe('Token válido');

    const done = await identity.call(IdentityRequests.validateResetToken, { token, newPassword: 'NuevaClave9' });
    expect(done).toEqual({ message: PASSWORD_UPDATED_MESSAGE, ended: { userId: session.user.id, endedAt: expect.any(String) } });

    expect((await identity.failure(IdentityRequests.validateResetToken, { token })).message).toBe('Este token ya fue utilizado');
    expect((await identity.failure(IdentityRequests.refresh, { refreshToken: session.refreshToken })).code).toBe('SESSION_EXPIRED');
    expect((await identity.failure(IdentityRequests.signIn, { email, password: 'Secreta123' })).code).toBe('INVALID_CREDENTIALS');
    expect((await identity.signIn(email, 'NuevaClave9')).user.email).toBe(email);
    // The gateway learns it too, so the live access tokens stop working at once.
    const { rows } = await identity.db.query(
      "SELECT payload FROM identity.outbox WHERE subject = 'identity.sessions.ended' AND payload->>'userId' = $1",
      [session.user.id],
    );
    expect(rows.map((r: { payload: { reason: string } }) => r.payload.reason)).toEqual(['password-reset']);
  });

  it('says an expired token is expired', async () => {
    const { token, session } = await requestReset();
    await identity.db.query("UPDATE identity.password_reset_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1", [
      session.user.id,
    ]);
    const error = await identity.failure(IdentityRequests.validateResetToken, { token, newPassword: 'NuevaClave9' });
    expect(error.message).toBe('Token expirado. Solicitá un nuevo link');
  });

  it('voids the older token when a newer one is requested', async () => {
    const first = await requestReset();
    await identity.call(IdentityRequests.requestPasswordReset, { email: first.email, origin });
    const error = await identity.failure(IdentityRequests.validateResetToken, { token: first.token });
    expect(error.message).toBe('Este token ya fue utilizado');
  });

  it('applies the password rules to the new password', async () => {
    const { token } = await requestReset();
    const error = await identity.failure(IdentityRequests.validateResetToken, { token, newPassword: 'corta' });
    expect(error.message).toBe('La contraseña debe tener al menos 8 caracteres');
  });
});
