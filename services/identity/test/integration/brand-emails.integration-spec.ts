import {
  BRAND_EMAIL_TEXTS,
  BRAND_EMAILS_PER_DAY,
  BRAND_EMAILS_PER_HOUR,
  IdentityEvents,
  IdentityRequests,
  NAME_LINK_MESSAGE,
  RECIPIENT_BRAND_EMAILS_PER_DAY,
  type Actor,
} from '@afilia/contracts';
import { uniqueEmail } from '@afilia/service-kit/testing';
import { IdentityHarness } from '../support/identity-harness.js';

// Issue 36 §3 on the real identity service: a brand's invitations to addresses it typed are
// e-mailed within its hour and day and the recipient's day, counted in Postgres; past them the
// creator is saved and the brand told; a recipient refuses a brand's e-mails from a signed link;
// a brand's and a creator's names refuse links.
const identity = new IdentityHarness();
beforeAll(() => identity.start());
afterAll(() => identity.stop());

/** A brand account of its own (the limits count per brand): its owner's actor. */
async function brand(name = 'Marca Límite'): Promise<Actor> {
  const session = await identity.call(IdentityRequests.signUp, {
    name: 'Ana Dueña',
    email: uniqueEmail('brand'),
    password: 'Segura123',
    role: 'brand',
  });
  await identity.call(
    IdentityRequests.updateBrand,
    { id: session.actor.brandIds[0]!, name, description: null, logoUrl: null },
    session.actor,
  );
  return session.actor;
}

const create = (actor: Actor, name: string, email: string) =>
  identity.call(IdentityRequests.createCreator, { name, email, categories: '', origin: 'https://afilia.example' }, actor);

/** The claim e-mails identity announced for the brand (notifications sends one per event). */
async function claimsOffered(brandId: string): Promise<string[]> {
  const { rows } = await identity.db.query<{ email: string }>(
    `SELECT payload->>'email' AS email FROM identity.outbox WHERE subject = $1 AND payload->>'brandId' = $2 ORDER BY created_at`,
    [IdentityEvents.creatorClaimOffered.subject, brandId],
  );
  return rows.map((r) => r.email);
}

/** Asks as notifications does before it sends a brand's invitation. */
const admit = (brandId: string, email: string, key: string) =>
  identity.call(IdentityRequests.admitBrandEmail, { brandId, email, kind: 'collaboration_invited', key }, null, 'notifications');

describe("the e-mails a brand's invitations cause", () => {
  it('stops e-mailing a brand past its hour, while the creators it makes are still saved and it is told why', async () => {
    const owner = await brand();
    const brandId = owner.brandIds[0]!;
    for (let i = 0; i < BRAND_EMAILS_PER_HOUR; i++) {
      const made = await create(owner, `Creadora ${String.fromCharCode(97 + i)}`, uniqueEmail('invitada'));
      expect(made.notices).toEqual([]);
    }
    const lateEmail = uniqueEmail('tarde');
    const late = await create(owner, 'Creadora Tardía', lateEmail);
    expect(late.notices).toEqual([BRAND_EMAIL_TEXTS.notSent['brand-hour']]);
    expect(late.notices[0]).toBe(
      'Creamos el creador, pero no le enviamos la invitación por email: tu marca ya envió 20 invitaciones en la última hora. Probá de nuevo más tarde.',
    );

    // Saved all the same, with its e-mail, in the brand's roster.
    const detail = await identity.call(IdentityRequests.creatorDetail, { id: late.id }, owner);
    expect(detail).toMatchObject({ name: 'Creadora Tardía', email: lateEmail, ownedByBrand: true });
    // Twenty e-mails left, none for the late one, and no claim link was made for it.
    const offered = await claimsOffered(brandId);
    expect(offered).toHaveLength(BRAND_EMAILS_PER_HOUR);
    expect(offered).not.toContain(lateEmail);
    const { rows } = await identity.db.query(`SELECT 1 FROM identity.creator_claims WHERE creator_id = $1`, [late.id]);
    expect(rows).toHaveLength(0);
    // Notifications asking for another of its invitations is told no too.
    expect(await admit(brandId, uniqueEmail('otra'), `collaboration_invited:${late.id}`)).toEqual({ send: false, hold: 'brand-hour' });
  });

  it('counts the last hour and the last 24 hours, not the calendar', async () => {
    const owner = await brand();
    const brandId = owner.brandIds[0]!;
    // A full day's e-mails, sent two hours ago: the hour is free, the day is not.
    await identity.db.query(
      `INSERT INTO identity.brand_emails (brand_id, recipient_hash, kind, key, sent_at)
       SELECT $1, md5(random()::text), 'creator_claim', gen_random_uuid()::text, now() - interval '2 hours' FROM generate_series(1, $2)`,
      [brandId, BRAND_EMAILS_PER_DAY],
    );
    expect(await create(owner, 'Creador Diario', uniqueEmail('dia'))).toMatchObject({ notices: [BRAND_EMAIL_TEXTS.notSent['brand-day']] });
    // A day later they no longer count.
    await identity.db.query(`UPDATE identity.brand_emails SET sent_at = now() - interval '25 hours' WHERE brand_id = $1`, [brandId]);
    expect(await create(owner, 'Creador Siguiente', uniqueEmail('dia'))).toMatchObject({ notices: [] });
  });

  it('e-mails one address at most three invitations a day, whatever the brand', async () => {
    const email = uniqueEmail('muy.invitada');
    for (let i = 0; i < RECIPIENT_BRAND_EMAILS_PER_DAY; i++)
      expect((await create(await brand(), 'Sol Invitada', email)).notices).toEqual([]);
    const fourth = await brand();
    const made = await create(fourth, 'Sol Invitada', email);
    expect(made.notices).toEqual([BRAND_EMAIL_TEXTS.notSent['recipient-day']]);
    // The creator is the fourth brand's all the same; its address got no fourth e-mail.
    expect((await identity.call(IdentityRequests.creatorDetail, { id: made.id }, fourth)).email).toBe(email);
    expect(await claimsOffered(fourth.brandIds[0]!)).toEqual([]);
    // The case of the address does not make it another recipient.
    expect(await admit(fourth.brandIds[0]!, email.toUpperCase(), 'collaboration_invited:mayusculas')).toEqual({
      send: false,
      hold: 'recipient-day',
    });
  });

  it('asked again for the same e-mail (a redelivery, or the claim identity admitted), counts it once', async () => {
    const owner = await brand();
    const brandId = owner.brandIds[0]!;
    const email = uniqueEmail('una.vez');
    const first = await admit(brandId, email, 'collaboration_invited:c1:u1');
    expect(first).toMatchObject({ send: true });
    for (let i = 0; i < 5; i++) expect(await admit(brandId, email, 'collaboration_invited:c1:u1')).toEqual(first);
    const { rows } = await identity.db.query(`SELECT count(*)::int AS n FROM identity.brand_emails WHERE brand_id = $1`, [brandId]);
    expect(rows[0].n).toBe(1);
  });

  it("stops a brand's e-mails to an address once the link in one of them was used, and only that brand's", async () => {
    const owner = await brand('Marca Insistente');
    const other = await brand('Marca Respetuosa');
    const brandId = owner.brandIds[0]!;
    const email = uniqueEmail('basta');
    const admitted = await admit(brandId, email, 'collaboration_invited:primera');
    if (!admitted.send) throw new Error('the first e-mail should go');
    const token = admitted.optOutToken;

    // The page reads which brand the link is for; reading changes nothing.
    expect(await identity.call(IdentityRequests.emailOptOut, { token })).toEqual({ brandName: 'Marca Insistente', optedOut: false });
    expect(await admit(brandId, email, 'collaboration_invited:segunda')).toMatchObject({ send: true });
    // The refusal, twice: the same answer, one row.
    expect(await identity.call(IdentityRequests.optOutOfEmails, { token })).toEqual({ brandName: 'Marca Insistente', optedOut: true });
    expect(await identity.call(IdentityRequests.optOutOfEmails, { token })).toEqual({ brandName: 'Marca Insistente', optedOut: true });
    expect(await identity.call(IdentityRequests.emailOptOut, { token })).toEqual({ brandName: 'Marca Insistente', optedOut: true });

    // From now on nothing of that brand goes to that address: a new invitation, one already admitted, a new creator.
    expect(await admit(brandId, email, 'collaboration_invited:tercera')).toEqual({ send: false, hold: 'opted-out' });
    expect(await admit(brandId, email, 'collaboration_invited:segunda')).toEqual({ send: false, hold: 'opted-out' });
    const made = await create(owner, 'Basta Gracias', email);
    expect(made.notices).toEqual([BRAND_EMAIL_TEXTS.notSent['opted-out']]);
    expect(await claimsOffered(brandId)).toEqual([]);
    // Another brand still may.
    expect((await create(other, 'Basta Gracias', email)).notices).toEqual([]);
  });

  it('refuses an opt-out link identity did not sign, or changed by one character', async () => {
    const owner = await brand();
    const admitted = await admit(owner.brandIds[0]!, uniqueEmail('firma'), 'collaboration_invited:firma');
    if (!admitted.send) throw new Error('the first e-mail should go');
    const token = admitted.optOutToken;
    const changed = `${token.slice(0, 30)}${token[30] === 'A' ? 'B' : 'A'}${token.slice(31)}`;
    for (const bad of [changed, 'A'.repeat(token.length), `${token}AA`])
      expect(await identity.failure(IdentityRequests.optOutOfEmails, { token: bad })).toMatchObject({ code: 'EMAIL_OPT_OUT_INVALID' });
  });

  it('is asked only by notifications', async () => {
    const owner = await brand();
    const reply = await identity.request(IdentityRequests.admitBrandEmail, {
      brandId: owner.brandIds[0]!,
      email: uniqueEmail('gateway'),
      kind: 'creator_claim',
      key: 'gateway-no',
    });
    expect(reply).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
  });
});

describe('names with links', () => {
  it("are refused for a brand's name, on its field, and the name stays as it was", async () => {
    const owner = await brand('Marca Prolija');
    const id = owner.brandIds[0]!;
    for (const name of ['https://afilia-soporte.com', 'Verificá tu cuenta en www.afilia.app', 'soporte.afilia.com.ar'])
      expect(await identity.failure(IdentityRequests.updateBrand, { id, name, description: null, logoUrl: null }, owner)).toMatchObject({
        code: 'VALIDATION_FAILED',
        field: 'name',
        message: NAME_LINK_MESSAGE,
      });
    expect((await identity.call(IdentityRequests.getBrand, { id }, owner)).name).toBe('Marca Prolija');
    // 'J. Pérez' and 'Dr. Ana' are names.
    expect(
      await identity.call(IdentityRequests.updateBrand, { id, name: 'Dr. Ana & J. Pérez', description: null, logoUrl: null }, owner),
    ).toMatchObject({
      name: 'Dr. Ana & J. Pérez',
    });
  });

  it("are refused for a creator's name: made by a brand, imported, at sign-up", async () => {
    const owner = await brand();
    expect(
      await identity.failure(IdentityRequests.createCreator, { name: 'bit.ly/premio', origin: 'https://afilia.example' }, owner),
    ).toMatchObject({
      field: 'name',
      message: NAME_LINK_MESSAGE,
    });
    expect(
      await identity.failure(IdentityRequests.importCreators, { rows: [{ line: 2, name: 'tienda.com.ar', categories: [] }] }, owner),
    ).toMatchObject({ field: 'rows.0.name', message: NAME_LINK_MESSAGE });
    expect(
      await identity.failure(IdentityRequests.signUp, {
        name: 'www.algo.com',
        email: uniqueEmail('c'),
        password: 'Segura123',
        role: 'creator',
      }),
    ).toMatchObject({ field: 'name', message: NAME_LINK_MESSAGE });
  });
});
