import { BRAND_EMAIL_TEXTS, BRAND_EMAILS_PER_HOUR, NAME_LINK_MESSAGE } from '@afilia/contracts';
import { mailIn, uniqueEmail, waitFor } from '@afilia/service-kit/testing';
import { sharedPlatform } from '../../support/shared-platform.js';

// Issue 36 §3 ('No relay with our name') on every real service through the gateway: a brand's
// invitations to addresses it typed leave within its limits, under a subject of ours, naming the
// brand in the body with a link that refuses its e-mails without an account; past a limit the
// creator is saved and the brand told; names with links are refused on their field.
const platform = sharedPlatform();

const OPT_OUT_LINK = /https?:\/\/\S+\/baja-emails\?token=([A-Za-z0-9_-]+)/;

/** The e-mails queued for an address (what the mailbox gets, before it gets it). */
async function emailsTo(email: string) {
  const { rows } = await platform.db.query<{ kind: string; subject: string }>(
    'SELECT kind, subject FROM notifications.emails WHERE to_address = $1 ORDER BY created_at',
    [email],
  );
  return rows;
}

describe('e-mails a brand causes', () => {
  it('stop past the brand’s hour while its creators are still saved and it is told, each under a subject of ours', async () => {
    const brand = await platform.signUp('brand', 'Marca Apurada');
    const create = (name: string, email: string) =>
      platform.api('POST', '/api/v1/creators', { token: brand.token, body: { name, email, categories: 'moda' } });
    const invited: string[] = [];
    for (let i = 0; i < BRAND_EMAILS_PER_HOUR; i++) {
      const email = uniqueEmail(`invitada${i}`);
      invited.push(email);
      expect(await create(`Invitada ${String.fromCharCode(97 + i)}`, email)).toMatchObject({ status: 201, json: { notices: [] } });
    }
    const lateEmail = uniqueEmail('tardia');
    const late = await create('Invitada Tardía', lateEmail);
    expect(late).toMatchObject({
      status: 201,
      json: {
        name: 'Invitada Tardía',
        email: lateEmail,
        notices: [
          'Creamos el creador, pero no le enviamos la invitación por email: tu marca ya envió 20 invitaciones en la última hora. Probá de nuevo más tarde.',
        ],
      },
    });
    expect((await platform.api('GET', `/api/v1/creators/${late.json.id}`, { token: brand.token })).status).toBe(200);

    // Twenty e-mails, each with our subject; none names the brand there.
    const mails = await waitFor(async () => {
      const found = invited.flatMap((email) => mailIn(platform.mailbox, email));
      return found.length === BRAND_EMAILS_PER_HOUR ? found : undefined;
    });
    expect(new Set(mails.map((m) => m.subject))).toEqual(new Set([BRAND_EMAIL_TEXTS.claimSubject]));
    for (const mail of mails) {
      expect(mail.subject).not.toContain('Apurada');
      expect(mail.text).toContain('a pedido de la marca «Marca Apurada»');
    }
    // The late one's e-mail was never announced, so it can never leave.
    expect(await emailsTo(lateEmail)).toEqual([]);
    const { rows } = await platform.db.query('SELECT 1 FROM identity.creator_claims WHERE creator_id = $1', [late.json.id]);
    expect(rows).toEqual([]);
  });

  it("lets the address refuse the brand from the e-mail's link, with no account; that brand's invitations then send nothing", async () => {
    const brand = await platform.signUp('brand', 'Marca Insistente');
    const email = uniqueEmail('sara.basta');
    const made = await platform.api('POST', '/api/v1/creators', { token: brand.token, body: { name: 'Sara Basta', email } });
    expect(made).toMatchObject({ status: 201, json: { notices: [] } });
    const [mail] = await waitFor(async () => {
      const found = mailIn(platform.mailbox, email);
      return found.length ? found : undefined;
    });
    expect(mail!.subject).toBe('Te sumaron como creador en Afilia');
    const link = mail!.text.match(OPT_OUT_LINK)!;
    const token = link[1]!;

    // The link leads to mf-public's page (e2e: public-pages), which reads its brand and refuses only on its button.
    expect(new URL(link[0]).pathname).toBe('/baja-emails');
    expect(await platform.api('POST', '/api/v1/email-opt-outs/lookup', { body: { token } })).toMatchObject({
      status: 200,
      json: { brandName: 'Marca Insistente', optedOut: false },
    });
    expect(await platform.api('POST', '/api/v1/email-opt-outs', { body: { token } })).toMatchObject({
      status: 200,
      json: { brandName: 'Marca Insistente', optedOut: true },
    });
    // A made-up or altered link is refused.
    const altered = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
    expect(await platform.api('POST', '/api/v1/email-opt-outs', { body: { token: altered } })).toMatchObject({
      status: 404,
      json: { code: 'EMAIL_OPT_OUT_INVALID', message: 'Este link para dejar de recibir emails no es válido' },
    });
    expect(await platform.api('POST', '/api/v1/email-opt-outs/lookup', { body: { token: 'corto' } })).toMatchObject({
      status: 400,
      json: { field: 'token', message: 'Este link para dejar de recibir emails no es válido' },
    });

    // She signs up through the claim link and asks for e-mails; the brand invites her to a product.
    const claimToken = new URL(mail!.text.match(/https?:\/\/\S+\/auth\?claim=\S+/)![0]).searchParams.get('claim');
    const sara = await platform.api('POST', '/api/v1/auth/sign-up', {
      body: { name: 'Sara Basta', email, password: 'Secreta123', role: 'creator', claimToken },
    });
    expect(sara.status).toBe(201);
    const saraToken = sara.json.accessToken as string;
    const preferences = (await platform.api('GET', '/api/v1/notifications/preferences', { token: saraToken })).json;
    await platform.api('PUT', '/api/v1/notifications/preferences', {
      token: saraToken,
      body: { ...preferences, emailNotifications: true },
    });
    const product = await platform.api('POST', '/api/v1/products', {
      token: brand.token,
      body: { name: 'Mate Insistente', priceCents: 100_000 },
    });
    expect(
      (
        await platform.api('POST', `/api/v1/creators/${made.json.id}/invitations`, {
          token: brand.token,
          body: { productId: product.json.id },
        })
      ).status,
    ).toBe(201);

    // The invitation reaches her bell; no e-mail of that brand reaches her address.
    await waitFor(async () => {
      const { json } = await platform.api('GET', '/api/v1/notifications', { token: saraToken });
      return json.items.some((n: { type: string }) => n.type === 'collaboration_invited') ? true : undefined;
    });
    expect((await emailsTo(email)).map((e) => e.kind)).toEqual(['creator_claim']);
  });

  it('refuses names with links on their field: a brand’s, an internal creator’s, a sign-up’s', async () => {
    const brand = await platform.signUp('brand', 'Marca Prolija');
    const brandId = brand.user.brands[0].id as string;
    expect(
      await platform.api('PATCH', `/api/v1/brands/${brandId}`, {
        token: brand.token,
        body: { name: 'Verificá tu cuenta en https://afilia-soporte.com', description: null, logoUrl: null },
      }),
    ).toMatchObject({ status: 400, json: { field: 'name', message: NAME_LINK_MESSAGE } });
    expect(
      await platform.api('PATCH', `/api/v1/brands/${brandId}`, {
        token: brand.token,
        body: { name: 'afilia.app', description: null, logoUrl: null },
      }),
    ).toMatchObject({ status: 400, json: { field: 'name', message: 'El nombre no puede contener enlaces' } });
    expect((await platform.api('GET', `/api/v1/brands/${brandId}`, { token: brand.token })).json.name).toBe('Marca Prolija');
    expect(
      await platform.api('PATCH', `/api/v1/brands/${brandId}`, {
        token: brand.token,
        body: { name: 'J. Pérez & Dr. Ana', description: null, logoUrl: null },
      }),
    ).toMatchObject({ status: 200, json: { name: 'J. Pérez & Dr. Ana' } });

    expect(await platform.api('POST', '/api/v1/creators', { token: brand.token, body: { name: 'bit.ly/premio' } })).toMatchObject({
      status: 400,
      json: { field: 'name', message: NAME_LINK_MESSAGE },
    });
    expect(
      await platform.api('POST', '/api/v1/creators/import', {
        token: brand.token,
        body: { rows: [{ line: 2, name: 'tienda.com.ar', categories: [] }] },
      }),
    ).toMatchObject({ status: 400, json: { field: 'rows.0.name', message: NAME_LINK_MESSAGE } });
    expect(
      await platform.api('POST', '/api/v1/auth/sign-up', {
        body: { name: 'www.algo.com', email: uniqueEmail('link'), password: 'Secreta123', role: 'brand' },
      }),
    ).toMatchObject({ status: 400, json: { field: 'name', message: NAME_LINK_MESSAGE } });
  });
});
