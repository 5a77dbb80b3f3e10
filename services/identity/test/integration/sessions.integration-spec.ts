import { IdentityRequests } from '@afilia/contracts';
import { uniqueEmail } from '@afilia/service-kit/testing';
import { IdentityHarness } from '../support/identity-harness.js';

const identity = new IdentityHarness();
beforeAll(() => identity.start());
afterAll(() => identity.stop());

async function newSession() {
  return identity.call(IdentityRequests.signUp, { name: 'Ana Paz', email: uniqueEmail('sesion'), password: 'Secreta123', role: 'creator' });
}

/** A refresh that must answer a new session (not the sessions a replay ended). */
async function refreshed(refreshToken: string) {
  const outcome = await identity.call(IdentityRequests.refresh, { refreshToken });
  if ('ended' in outcome) throw new Error('the refresh ended the sessions instead of renewing one');
  return outcome;
}

/** A refresh token presented again: it ends the person's sessions and says whose, for the gateway to stop their tokens at once. */
async function replayed(refreshToken: string, userId: string) {
  const outcome = await identity.call(IdentityRequests.refresh, { refreshToken });
  expect(outcome).toEqual({ ended: { userId, endedAt: expect.any(String) } });
}

/** Moves the user's rotations back past the reuse window, as if the replay came later. */
async function outOfReuseWindow(userId: string) {
  await identity.db.query(
    `UPDATE identity.refresh_tokens SET rotated_at = rotated_at - interval '1 minute' WHERE user_id = $1 AND rotated_at IS NOT NULL`,
    [userId],
  );
}

describe('identity.session.refresh', () => {
  it('rotates: the new refresh token works and the old one is spent', async () => {
    const first = await newSession();
    const second = await refreshed(first.refreshToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.user.id).toBe(first.user.id);
    const third = await refreshed(second.refreshToken);
    expect(third.user.id).toBe(first.user.id);
  });

  it('treats a reused refresh token as stolen and ends the whole session', async () => {
    const first = await newSession();
    const second = await refreshed(first.refreshToken);
    await outOfReuseWindow(second.user.id);
    await replayed(first.refreshToken, first.user.id);
    const afterTheft = await identity.failure(IdentityRequests.refresh, { refreshToken: second.refreshToken });
    expect(afterTheft.code).toBe('SESSION_EXPIRED');
  });

  it('answers two tabs refreshing at the same moment with the same new pair, and the session lives on', async () => {
    const first = await newSession();
    const [a, b] = await Promise.all([refreshed(first.refreshToken), refreshed(first.refreshToken)]);
    expect(b.refreshToken).toBe(a.refreshToken);
    expect(b.user.id).toBe(first.user.id);
    const next = await refreshed(a.refreshToken);
    expect(next.user.id).toBe(first.user.id);
  });

  it('still ends the session when the old token is replayed after the reuse window', async () => {
    const first = await newSession();
    const second = await refreshed(first.refreshToken);
    expect((await refreshed(first.refreshToken)).refreshToken).toBe(second.refreshToken);
    await outOfReuseWindow(first.user.id);
    await replayed(first.refreshToken, first.user.id);
    expect((await identity.failure(IdentityRequests.refresh, { refreshToken: second.refreshToken })).code).toBe('SESSION_EXPIRED');
  });

  it('answers nothing again once the new token was itself used', async () => {
    const first = await newSession();
    const second = await refreshed(first.refreshToken);
    await refreshed(second.refreshToken);
    await replayed(first.refreshToken, first.user.id);
  });

  it('stores refresh tokens only as hashes', async () => {
    const session = await newSession();
    const { rows } = await identity.db.query('SELECT token_hash FROM identity.refresh_tokens WHERE user_id = $1', [session.user.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).not.toContain(session.refreshToken);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses an unknown refresh token', async () => {
    const error = await identity.failure(IdentityRequests.refresh, { refreshToken: 'no-existe' });
    expect(error.code).toBe('SESSION_EXPIRED');
  });
});

describe('identity.session.revoke', () => {
  it('signs out: the refresh token no longer works, and the answer says whose sessions ended', async () => {
    const session = await newSession();
    expect(await identity.call(IdentityRequests.signOut, { refreshToken: session.refreshToken })).toEqual({
      message: 'Sesión cerrada',
      ended: { userId: session.user.id, endedAt: expect.any(String) },
    });
    expect(await identity.call(IdentityRequests.signOut, { refreshToken: 'no-existe' })).toEqual({
      message: 'Sesión cerrada',
      ended: null,
    });
    const error = await identity.failure(IdentityRequests.refresh, { refreshToken: session.refreshToken });
    expect(error.code).toBe('SESSION_EXPIRED');
  });
});

describe('identity.user.get', () => {
  it('answers the current user for the actor, and refuses without one', async () => {
    const session = await newSession();
    const me = await identity.call(IdentityRequests.currentUser, {}, session.actor);
    expect(me).toEqual(session.user);
    const error = await identity.failure(IdentityRequests.currentUser, {});
    expect(error.code).toBe('UNAUTHENTICATED');
  });
});

describe('identity.brand.create', () => {
  it('lets an agency create brands linked to it', async () => {
    const agency = await identity.call(IdentityRequests.signUp, {
      name: 'Agencia Sur',
      email: uniqueEmail('agencia'),
      password: 'Secreta123',
      role: 'agency',
    });
    await identity.call(IdentityRequests.createBrand, { name: 'Marca Uno' }, agency.actor);
    await identity.call(IdentityRequests.createBrand, { name: 'Marca Dos', description: 'Ropa' }, agency.actor);
    const me = await identity.call(IdentityRequests.currentUser, {}, agency.actor);
    expect(me.brands.map((b) => b.name)).toEqual(['Marca Uno', 'Marca Dos']);
  });

  it('refuses brand creation to a brand user and requires a name', async () => {
    const brand = await identity.call(IdentityRequests.signUp, {
      name: 'Ana Paz',
      email: uniqueEmail('marca'),
      password: 'Secreta123',
      role: 'brand',
    });
    expect((await identity.failure(IdentityRequests.createBrand, { name: 'Otra' }, brand.actor)).code).toBe('FORBIDDEN');
    const agency = await identity.call(IdentityRequests.signUp, {
      name: 'Agencia Sur',
      email: uniqueEmail('agencia'),
      password: 'Secreta123',
      role: 'agency',
    });
    const error = await identity.failure(IdentityRequests.createBrand, { name: '  ' }, agency.actor);
    expect(error.message).toBe('El nombre es requerido');
  });
});

describe('identity.brand.update and identity.user.update-profile', () => {
  it('lets the owner change the brand, and nobody else', async () => {
    const owner = await identity.call(IdentityRequests.signUp, {
      name: 'Ana Paz',
      email: uniqueEmail('duena'),
      password: 'Secreta123',
      role: 'brand',
    });
    const brandId = owner.user.brands[0]!.id;
    const updated = await identity.call(
      IdentityRequests.updateBrand,
      { id: brandId, name: 'Luna Ropa', description: 'Ropa de algodón', logoUrl: '/uploads/logo.png' },
      owner.actor,
    );
    expect(updated).toMatchObject({ name: 'Luna Ropa', description: 'Ropa de algodón', logoUrl: '/uploads/logo.png' });
    const stranger = await identity.call(IdentityRequests.signUp, {
      name: 'Otra Marca',
      email: uniqueEmail('otra'),
      password: 'Secreta123',
      role: 'brand',
    });
    const denied = await identity.failure(
      IdentityRequests.updateBrand,
      { id: brandId, name: 'Robada', description: null, logoUrl: null },
      stranger.actor,
    );
    expect(denied.code).toBe('NOT_FOUND');
    const blank = await identity.failure(
      IdentityRequests.updateBrand,
      { id: brandId, name: ' ', description: null, logoUrl: null },
      owner.actor,
    );
    expect(blank.message).toBe('El nombre es requerido');
    const long = await identity.failure(
      IdentityRequests.updateBrand,
      { id: brandId, name: 'Luna', description: 'x'.repeat(501), logoUrl: null },
      owner.actor,
    );
    expect(long.message).toBe('La descripción es demasiado larga');
  });

  it('changes the profile name with the sign-up rules', async () => {
    const session = await newSession();
    const me = await identity.call(IdentityRequests.updateProfile, { name: 'Ana María Paz' }, session.actor);
    expect(me.name).toBe('Ana María Paz');
    const error = await identity.failure(IdentityRequests.updateProfile, { name: 'Ana 2' }, session.actor);
    expect(error.message).toBe('El nombre solo puede contener letras');
  });
});
