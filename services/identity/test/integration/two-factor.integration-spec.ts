import { IdentityRequests, RECOVERY_CODE_COUNT, SIGN_IN_CHALLENGE_ATTEMPTS, TWO_FACTOR_FAILURE_LIMIT, type Actor } from '@afilia/contracts';
import { totpCode, uniqueEmail, unusedTotpCode } from '@afilia/service-kit/testing';
import { grantAdmin } from '../../src/admin/grant-admin.js';
import { IdentityHarness } from '../support/identity-harness.js';

const identity = new IdentityHarness();
beforeAll(() => identity.start());
afterAll(() => identity.stop());

const password = 'Secreta123';

/** A creator who turned two-step sign-in on in settings: their key and recovery codes. */
async function creatorWithTwoFactor() {
  const email = uniqueEmail('dospasos');
  const { actor } = await identity.call(IdentityRequests.signUp, { name: 'Ana Paz', email, password, role: 'creator' });
  const { key } = await identity.call(IdentityRequests.startTwoFactor, {}, actor);
  const { recoveryCodes } = await identity.call(IdentityRequests.confirmTwoFactor, { code: await unusedTotpCode(key) }, actor);
  return { email, actor, key, recoveryCodes };
}

async function challengeOf(email: string, secret = password) {
  const outcome = await identity.call(IdentityRequests.signIn, { email, password: secret });
  if (!('twoFactor' in outcome)) throw new Error('expected a second step');
  return outcome;
}

const status = (actor: Actor) => identity.call(IdentityRequests.twoFactorStatus, {}, actor);

describe('two-step sign-in (decision 192)', () => {
  it('is turned on in settings by the first code of the app, and gives ten recovery codes once', async () => {
    const email = uniqueEmail('activa');
    const { actor } = await identity.call(IdentityRequests.signUp, { name: 'Ana Paz', email, password, role: 'brand' });
    expect(await status(actor)).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    expect((await identity.failure(IdentityRequests.confirmTwoFactor, { code: '123456' }, actor)).code).toBe('TWO_FACTOR_STATE');

    const enrollment = await identity.call(IdentityRequests.startTwoFactor, {}, actor);
    const key = enrollment.key.replace(/ /g, '');
    expect(enrollment.uri).toContain(`secret=${key}`);
    const wrong = String((Number(totpCode(key)) + 1) % 1_000_000).padStart(6, '0');
    expect(await identity.failure(IdentityRequests.confirmTwoFactor, { code: wrong }, actor)).toMatchObject({
      code: 'TWO_FACTOR_CODE_INVALID',
      field: 'code',
    });
    const { recoveryCodes } = await identity.call(IdentityRequests.confirmTwoFactor, { code: await unusedTotpCode(key) }, actor);
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(await status(actor)).toEqual({ enabled: true, required: false, recoveryCodesLeft: RECOVERY_CODE_COUNT });

    // At rest the key is sealed and the codes are hashes: the table reveals neither.
    const { rows } = await identity.db.query('SELECT totp_key, totp_pending_key FROM identity.users WHERE id = $1', [actor.userId]);
    expect(rows[0].totp_pending_key).toBeNull();
    expect(rows[0].totp_key).toMatch(/^v1:/);
    expect(rows[0].totp_key).not.toContain(key);
    const hashes = await identity.db.query('SELECT code_hash FROM identity.recovery_codes WHERE user_id = $1', [actor.userId]);
    expect(hashes.rows.map((r) => r.code_hash).join(' ')).not.toContain(recoveryCodes[0]!.replace('-', ''));
    expect((await identity.failure(IdentityRequests.startTwoFactor, {}, actor)).code).toBe('TWO_FACTOR_STATE');
  });

  it('then a right password alone opens no session: the code does, once', async () => {
    const { email, key } = await creatorWithTwoFactor();
    const challenge = await challengeOf(email);
    expect(challenge).toEqual({ twoFactor: 'code', challenge: expect.any(String), expiresIn: 300 });
    expect(JSON.stringify(challenge)).not.toMatch(/accessToken|refreshToken/);

    const code = await unusedTotpCode(key);
    const session = await identity.call(IdentityRequests.verifyTwoFactor, { challenge: challenge.challenge, code });
    expect(session.user.email).toBe(email);
    expect(session.accessToken).toBeTruthy();
    expect(session.recoveryCodes).toBeUndefined();
    // The challenge is spent, and the same code does not open a second sign-in.
    expect((await identity.failure(IdentityRequests.verifyTwoFactor, { challenge: challenge.challenge, code })).code).toBe(
      'TWO_FACTOR_CHALLENGE_EXPIRED',
    );
    const again = await challengeOf(email);
    expect((await identity.failure(IdentityRequests.verifyTwoFactor, { challenge: again.challenge, code })).code).toBe(
      'TWO_FACTOR_CODE_INVALID',
    );
  });

  it('takes each recovery code once, in any case and with or without its hyphen', async () => {
    const { email, actor, recoveryCodes } = await creatorWithTwoFactor();
    const code = recoveryCodes[3]!;
    const first = await challengeOf(email);
    await identity.call(IdentityRequests.verifyTwoFactor, { challenge: first.challenge, code: code.toUpperCase().replace('-', '') });
    expect((await status(actor)).recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);
    const second = await challengeOf(email);
    expect((await identity.failure(IdentityRequests.verifyTwoFactor, { challenge: second.challenge, code })).code).toBe(
      'TWO_FACTOR_CODE_INVALID',
    );
  });

  it(`ends a challenge after ${SIGN_IN_CHALLENGE_ATTEMPTS} wrong codes, and when its minutes pass`, async () => {
    const { email, key } = await creatorWithTwoFactor();
    const challenge = await challengeOf(email);
    for (let i = 0; i < SIGN_IN_CHALLENGE_ATTEMPTS; i++)
      expect((await identity.failure(IdentityRequests.verifyTwoFactor, { challenge: challenge.challenge, code: 'aaaaa-aaaaa' })).code).toBe(
        'TWO_FACTOR_CODE_INVALID',
      );
    const right = await unusedTotpCode(key);
    expect((await identity.failure(IdentityRequests.verifyTwoFactor, { challenge: challenge.challenge, code: right })).code).toBe(
      'TWO_FACTOR_CHALLENGE_EXPIRED',
    );

    const late = await challengeOf(email);
    await identity.db.query(
      `UPDATE identity.sign_in_challenges SET expires_at = now() - interval '1 second' WHERE attempts = 0 AND used_at IS NULL AND user_id = (SELECT id FROM identity.users WHERE email = $1)`,
      [email],
    );
    expect((await identity.failure(IdentityRequests.verifyTwoFactor, { challenge: late.challenge, code: right })).code).toBe(
      'TWO_FACTOR_CHALLENGE_EXPIRED',
    );
    expect((await identity.failure(IdentityRequests.verifyTwoFactor, { challenge: 'inventado', code: right })).code).toBe(
      'TWO_FACTOR_CHALLENGE_EXPIRED',
    );
  });

  it(`takes no code on an account after ${TWO_FACTOR_FAILURE_LIMIT} wrong ones in a quarter hour, whatever challenges they came with`, async () => {
    const { email, actor, key } = await creatorWithTwoFactor();
    for (let i = 0; i < TWO_FACTOR_FAILURE_LIMIT; i++) {
      // A new challenge every few tries, as someone holding the password could get.
      const { challenge } = await challengeOf(email);
      expect((await identity.failure(IdentityRequests.verifyTwoFactor, { challenge, code: '000000' })).code).toBe(
        'TWO_FACTOR_CODE_INVALID',
      );
    }
    const right = await unusedTotpCode(key);
    const { challenge } = await challengeOf(email);
    expect(await identity.failure(IdentityRequests.verifyTwoFactor, { challenge, code: right })).toEqual({
      code: 'TWO_FACTOR_LOCKED',
      message: 'Demasiados códigos incorrectos. Esperá 15 minutos y volvé a intentar.',
    });
    expect((await identity.failure(IdentityRequests.renewRecoveryCodes, { code: right }, actor)).code).toBe('TWO_FACTOR_LOCKED');

    // Once the quarter hour is over, the right code works and the count starts again.
    await identity.db.query(`UPDATE identity.users SET totp_failures_since = now() - interval '16 minutes' WHERE id = $1`, [actor.userId]);
    await identity.call(IdentityRequests.verifyTwoFactor, { challenge, code: right });
    const { rows } = await identity.db.query('SELECT totp_failures FROM identity.users WHERE id = $1', [actor.userId]);
    expect(rows[0].totp_failures).toBe(0);
  });

  it('is turned off only with both the password and a code, and sign-in opens a session directly again', async () => {
    const { email, actor, key } = await creatorWithTwoFactor();
    expect(
      // Refused before its code is looked at, so the code stays unspent.
      await identity.failure(IdentityRequests.disableTwoFactor, { password: 'Otra12345', code: totpCode(key) }, actor),
    ).toMatchObject({ code: 'VALIDATION_FAILED', field: 'password', message: 'La contraseña no es correcta' });
    expect(await identity.failure(IdentityRequests.disableTwoFactor, { password, code: '000000' }, actor)).toMatchObject({
      code: 'TWO_FACTOR_CODE_INVALID',
      field: 'code',
    });
    expect(await identity.call(IdentityRequests.disableTwoFactor, { password, code: await unusedTotpCode(key) }, actor)).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });
    expect((await identity.signIn(email, password)).user.email).toBe(email);
  });

  it('renews the recovery codes for a code, and the old ones stop working', async () => {
    const { email, actor, key, recoveryCodes } = await creatorWithTwoFactor();
    const renewed = await identity.call(IdentityRequests.renewRecoveryCodes, { code: await unusedTotpCode(key) }, actor);
    expect(renewed.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(renewed.recoveryCodes).not.toContain(recoveryCodes[0]);
    const challenge = await challengeOf(email);
    expect(
      (await identity.failure(IdentityRequests.verifyTwoFactor, { challenge: challenge.challenge, code: recoveryCodes[0]! })).code,
    ).toBe('TWO_FACTOR_CODE_INVALID');
    await identity.call(IdentityRequests.verifyTwoFactor, { challenge: challenge.challenge, code: renewed.recoveryCodes[0]! });
  });

  it('asks an admin without an app to set one up before any session, and a stolen admin password alone is then not enough', async () => {
    const email = uniqueEmail('admin');
    const granted = await grantAdmin(identity.db, { email, name: 'Operaciones' });
    if (granted.kind !== 'created') throw new Error('expected a new admin');

    const setup = await challengeOf(email, granted.password);
    expect(setup).toMatchObject({
      twoFactor: 'setup',
      enrollment: { key: expect.any(String), uri: expect.stringContaining('otpauth://totp/') },
    });
    expect(JSON.stringify(setup)).not.toMatch(/accessToken|refreshToken/);
    // A recovery code cannot stand for the app while none is set up.
    expect((await identity.failure(IdentityRequests.verifyTwoFactor, { challenge: setup.challenge, code: 'aaaaa-aaaaa' })).code).toBe(
      'TWO_FACTOR_CODE_INVALID',
    );
    const key = setup.enrollment!.key;
    const session = await identity.call(IdentityRequests.verifyTwoFactor, { challenge: setup.challenge, code: await unusedTotpCode(key) });
    expect(session.actor.role).toBe('admin');
    expect(session.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(await status(session.actor)).toEqual({ enabled: true, required: true, recoveryCodesLeft: RECOVERY_CODE_COUNT });

    // Whoever has the password now meets the code, not a new setup.
    const thief = await challengeOf(email, granted.password);
    expect(thief).toEqual({ twoFactor: 'code', challenge: expect.any(String), expiresIn: 300 });
    expect(
      (await identity.failure(IdentityRequests.disableTwoFactor, { password: granted.password, code: totpCode(key) }, session.actor)).code,
    ).toBe('TWO_FACTOR_REQUIRED');
  });
});
