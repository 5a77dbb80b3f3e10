import { BRAND_AUTO_CREATED_NOTICE, IdentityRequests } from '@afilia/contracts';
import { uniqueEmail, waitFor } from '@afilia/service-kit/testing';
import { IdentityHarness } from '../support/identity-harness.js';

const identity = new IdentityHarness();
beforeAll(() => identity.start());
afterAll(() => identity.stop());

const password = 'Secreta123';

describe('identity.user.sign-up', () => {
  it('creates a brand user with a brand named after the profile, and says so', async () => {
    const session = await identity.call(IdentityRequests.signUp, {
      name: 'Tienda Luna',
      email: uniqueEmail('marca'),
      password,
      role: 'brand',
    });
    expect(session.user.role).toBe('brand');
    expect(session.user.brands).toEqual([expect.objectContaining({ name: 'Tienda Luna' })]);
    expect(session.actor.brandIds).toEqual([session.user.brands[0]!.id]);
    expect(session.notices).toEqual([BRAND_AUTO_CREATED_NOTICE]);
    expect(session.accessToken.split('.')).toHaveLength(3);
  });

  it('creates a creator user with a creator record', async () => {
    const session = await identity.call(IdentityRequests.signUp, {
      name: 'Caro Gómez',
      email: uniqueEmail('creadora'),
      password,
      role: 'creator',
    });
    expect(session.user.creator).toEqual(expect.objectContaining({ name: 'Caro Gómez' }));
    expect(session.actor.creatorId).toBe(session.user.creator!.id);
    expect(session.notices).toEqual([]);
  });

  it('creates an agency user with an agency record and no brands', async () => {
    const session = await identity.call(IdentityRequests.signUp, {
      name: 'Agencia Sur',
      email: uniqueEmail('agencia'),
      password,
      role: 'agency',
    });
    expect(session.user.agency).toEqual(expect.objectContaining({ name: 'Agencia Sur' }));
    expect(session.user.brands).toEqual([]);
    expect(session.actor.agencyId).toBe(session.user.agency!.id);
  });

  it('stores the password as an Argon2id hash and the e-mail lowercased', async () => {
    const email = uniqueEmail('Mayus').replace('mayus', 'MAYUS');
    await identity.call(IdentityRequests.signUp, { name: 'Ana Paz', email, password, role: 'creator' });
    const { rows } = await identity.db.query('SELECT email, password_hash FROM identity.users WHERE email = $1', [email.toLowerCase()]);
    expect(rows).toHaveLength(1);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses a second account with the same e-mail, whatever its case', async () => {
    const email = uniqueEmail('duplicada');
    await identity.call(IdentityRequests.signUp, { name: 'Ana Paz', email, password, role: 'brand' });
    const error = await identity.failure(IdentityRequests.signUp, {
      name: 'Otra Ana',
      email: email.toUpperCase(),
      password,
      role: 'creator',
    });
    expect(error).toEqual({ code: 'EMAIL_TAKEN', message: 'Ya existe una cuenta con este email' });
  });

  it('answers the first validation message when the data is wrong', async () => {
    const error = await identity.failure(IdentityRequests.signUp, {
      name: 'Ana Paz',
      email: uniqueEmail(),
      password: 'secreta123',
      role: 'brand',
    });
    expect(error).toEqual({ code: 'VALIDATION_FAILED', message: 'Debe incluir al menos una mayúscula', field: 'password' });
  });

  it('publishes identity.user.signed-up through the outbox', async () => {
    const session = await identity.call(IdentityRequests.signUp, {
      name: 'Ana Paz',
      email: uniqueEmail('evento'),
      password,
      role: 'creator',
    });
    const publishedAt = await waitFor(
      async () => {
        const { rows } = await identity.db.query(
          "SELECT published_at FROM identity.outbox WHERE subject = 'identity.user.signed-up' AND payload->>'userId' = $1",
          [session.user.id],
        );
        return rows[0]?.published_at ?? undefined;
      },
      { what: 'the sign-up event to be published' },
    );
    expect(publishedAt).toBeInstanceOf(Date);
  });
});

describe('identity.user.sign-in', () => {
  it('signs in with the right password and rejects a wrong one or an unknown e-mail alike', async () => {
    const email = uniqueEmail('login');
    await identity.call(IdentityRequests.signUp, { name: 'Ana Paz', email, password, role: 'creator' });
    const session = await identity.signIn(email, password);
    expect(session.user.email).toBe(email);

    const wrong = await identity.failure(IdentityRequests.signIn, { email, password: 'Otra1234' });
    const unknown = await identity.failure(IdentityRequests.signIn, { email: uniqueEmail('nadie'), password });
    expect(wrong).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Email o contraseña incorrectos' });
    expect(unknown).toEqual(wrong);
  });

  it('creates the missing brand record of a brand user at sign-in', async () => {
    const email = uniqueEmail('sinmarca');
    const session = await identity.call(IdentityRequests.signUp, { name: 'Ana Paz', email, password, role: 'brand' });
    await identity.db.query('DELETE FROM identity.brands WHERE owner_user_id = $1', [session.user.id]);
    const again = await identity.signIn(email, password);
    expect(again.notices).toEqual([BRAND_AUTO_CREATED_NOTICE]);
    expect(again.user.brands).toHaveLength(1);
  });
});
