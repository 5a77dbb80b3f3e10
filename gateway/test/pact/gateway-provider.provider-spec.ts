import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Verifier } from '@pact-foundation/pact';
import type { RequestHandler } from 'express';
import { BOOT_HOOK_TIMEOUT_MS, mailIn, navigate, uniqueEmail, unusedTotpCode, waitFor } from '@afilia/service-kit/testing';
import { codeFromStoreAdmin, connectStore, PlatformHarness, refreshCookieOf } from '../support/platform-harness.js';

const PACTS = fileURLToPath(new URL('../../../contracts/pacts/', import.meta.url));
// The social sandbox answers the profile's sync (a network's official API, locally).
const platform = new PlatformHarness({ socialSandbox: true });
beforeAll(() => platform.start(), BOOT_HOOK_TIMEOUT_MS);
afterAll(() => platform.stop());

const PASSWORD = 'Secreta123';

/** What the current provider state signed in as; the request filter presents it. */
let session: { token: string; cookie: string } | null = null;

async function deleteAccount(email: string) {
  await platform.db.query('DELETE FROM identity.brands WHERE owner_user_id IN (SELECT id FROM identity.users WHERE email = $1)', [email]);
  await platform.db.query('DELETE FROM identity.users WHERE email = $1', [email]);
}

async function account(email: string, role = 'brand') {
  await deleteAccount(email);
  const res = await platform.api('POST', '/api/v1/auth/sign-up', { body: { name: 'Ana Paz', email, password: PASSWORD, role } });
  if (res.status !== 201) throw new Error(`sign-up for state failed: ${res.status} ${res.text}`);
  session = { token: res.json.accessToken, cookie: refreshCookieOf(res.headers)! };
  return res.json.user.id as string;
}

/** A creator's account whose sign-in asks for an authenticator app's code; its recovery codes. */
async function accountWithApp(email: string): Promise<{ recoveryCodes: string[] }> {
  await account(email, 'creator');
  const token = session!.token;
  const setup = await platform.api('POST', '/api/v1/auth/two-factor/setup', { token });
  const confirmed = await platform.api('POST', '/api/v1/auth/two-factor/confirm', {
    token,
    body: { code: await unusedTotpCode(setup.json.key) },
  });
  if (confirmed.status !== 200) throw new Error(`two-factor setup for state failed: ${confirmed.status} ${confirmed.text}`);
  return { recoveryCodes: confirmed.json.recoveryCodes };
}

async function resetToken(token: string, { usedAt = null as Date | null } = {}) {
  const userId = await account('reset@example.com');
  const hash = createHash('sha256').update(token).digest('hex');
  await platform.db.query('DELETE FROM identity.password_reset_tokens WHERE token_hash = $1', [hash]);
  await platform.db.query(
    "INSERT INTO identity.password_reset_tokens (user_id, token_hash, expires_at, used_at) VALUES ($1, $2, now() + interval '30 minutes', $3)",
    [userId, hash, usedAt],
  );
}

/** A brand owner signed in for the state; the request filter presents their token. */
async function signedInBrand(): Promise<{ brandId: string; token: string }> {
  const res = await platform.api('POST', '/api/v1/auth/sign-up', {
    body: { name: 'Luna Ropa', email: uniqueEmail('marca'), password: PASSWORD, role: 'brand' },
  });
  session = { token: res.json.accessToken, cookie: refreshCookieOf(res.headers)! };
  return { brandId: res.json.user.brands[0].id, token: res.json.accessToken };
}

/** A creator's session of its own, without presenting it (the state picks whom the consumer plays). */
async function creatorSession(): Promise<{ token: string; cookie: string }> {
  const res = await platform.api('POST', '/api/v1/auth/sign-up', {
    body: { name: 'Sol Creadora', email: uniqueEmail('creador'), password: PASSWORD, role: 'creator' },
  });
  return { token: res.json.accessToken, cookie: refreshCookieOf(res.headers)! };
}

/** A brand's standard campaign on a product of its own, and a creator's application with a proposal. */
async function campaignWithApplication(): Promise<{
  brand: { token: string; cookie: string };
  creator: { token: string; cookie: string };
  campaignId: string;
  applicationId: string;
}> {
  const { token } = await signedInBrand();
  const brand = session!;
  const product = await platform.api('POST', '/api/v1/products', { token, body: { name: 'Gorra Luna', priceCents: 150000 } });
  const campaign = await platform.api('POST', '/api/v1/campaigns', {
    token,
    body: { campaignType: 'standard', name: 'Temporada', productIds: [product.json.id] },
  });
  const creator = await creatorSession();
  const applied = await platform.api('POST', `/api/v1/campaigns/${campaign.json.id}/applications`, {
    token: creator.token,
    body: { proposal: { kind: 'commission', commissionType: 'percentage', commissionValue: 25, terms: 'Dos reels por mes' } },
  });
  return { brand, creator, campaignId: campaign.json.id, applicationId: applied.json.applicationId };
}

/** A brand's standard campaign on a product, and a creator the brand accepted into it (its link made). */
/** The tier and bonus of the rewards states (issue 39 §4). */
const REWARDS = {
  tiers: [{ fromSales: 21, commissionValue: 18 }],
  bonuses: [{ metric: 'sales', threshold: 10, amountCents: 500_000 }],
};

async function acceptedCreator(options: { store?: boolean; rewards?: typeof REWARDS } = {}) {
  const { brandId, token } = await signedInBrand();
  const brand = session!;
  if (options.store) await connectStore(platform, token);
  // The brand's own site, where its custom links lead.
  await platform.verifyDomain(brandId, 'luna.example');
  const product = await platform.api('POST', '/api/v1/products', { token, body: { name: 'Gorra Luna', priceCents: 150000 } });
  const campaign = await platform.api('POST', '/api/v1/campaigns', {
    token,
    body: { campaignType: 'standard', name: 'Temporada', productIds: [product.json.id], rewards: options.rewards },
  });
  const creatorRes = await platform.api('POST', '/api/v1/auth/sign-up', {
    body: { name: 'Sol Creadora', email: uniqueEmail('creador'), password: PASSWORD, role: 'creator' },
  });
  const creator = { token: creatorRes.json.accessToken as string, cookie: refreshCookieOf(creatorRes.headers)! };
  const applied = await platform.api('POST', `/api/v1/campaigns/${campaign.json.id}/applications`, { token: creator.token, body: {} });
  await platform.api('POST', `/api/v1/applications/${applied.json.applicationId}/accept`, { token });
  const linkId = await waitFor(
    async () => (await platform.api('GET', '/api/v1/links', { token: creator.token })).json[0]?.id as string | undefined,
    { what: 'the accepted creator’s link' },
  );
  return {
    brand,
    creator,
    brandId,
    brandToken: token,
    campaignId: campaign.json.id as string,
    productId: product.json.id as string,
    creatorId: creatorRes.json.user.creator.id as string,
    linkId,
  };
}

/**
 * A sale of the brand's store with the accepted creator's coupon (the store's products synced):
 * the order's webhook reaches the platform and tracking records its transaction.
 */
async function creatorSale() {
  const accepted = await acceptedCreator({ store: true });
  const { brandToken, creatorId } = accepted;
  const job = await platform.api('POST', '/api/v1/store/sync', { token: brandToken, body: {} });
  await waitFor(
    async () =>
      (await platform.api('GET', `/api/v1/store/sync/${job.json.id}`, { token: brandToken })).json.status === 'done' ? true : undefined,
    { what: 'the sync to finish' },
  );
  const code = `SOL${Date.now().toString(36).toUpperCase()}`;
  await platform.api('POST', '/api/v1/discount-codes', {
    token: brandToken,
    body: { code, creatorId, discountType: 'percentage', discountValue: 10 },
  });
  await platform.sandbox.createOrder({ paid: true, coupon: code });
  await waitFor(async () => (await platform.api('GET', '/api/v1/transactions', { token: brandToken })).json.items?.[0], {
    what: 'the sale’s transaction',
  });
  return accepted;
}

/**
 * A brand whose owner added an agency, which asked for a 12,5 % fee; answers both sessions (the
 * state picks whom the consumer plays) and the ids.
 */
async function brandWithAgencyFee(): Promise<{
  brand: { token: string; cookie: string };
  agency: { token: string; cookie: string };
  brandId: string;
  agencyId: string;
}> {
  const agencyEmail = uniqueEmail('agencia');
  const signedUp = await platform.api('POST', '/api/v1/auth/sign-up', {
    body: { name: 'Agencia Norte', email: agencyEmail, password: PASSWORD, role: 'agency' },
  });
  const agencyId = signedUp.json.user.agency.id as string;
  const { brandId, token } = await signedInBrand();
  const brand = session!;
  await platform.api('POST', `/api/v1/brands/${brandId}/agencies`, { token, body: { email: agencyEmail } });
  // The agency's next session manages the brand.
  const signedIn = await platform.api('POST', '/api/v1/auth/sign-in', { body: { email: agencyEmail, password: PASSWORD } });
  const agency = { token: signedIn.json.accessToken as string, cookie: refreshCookieOf(signedIn.headers)! };
  await platform.api('PUT', `/api/v1/brands/${brandId}/agency-fee`, { token: agency.token, body: { feePercent: 12.5 } });
  return { brand, agency, brandId, agencyId };
}

const stateHandlers = {
  'a creator and a brand with an active product': async () => {
    const { brandId, token } = await signedInBrand();
    const product = await platform.api('POST', '/api/v1/products', {
      token,
      body: { name: 'Mate Luna', priceCents: 1_500_000, commissionCreator: 0.2 },
    });
    const creator = await creatorSession();
    session = creator;
    return { brandId, productId: product.json.id };
  },
  'a brand with a pending request from a platform creator and an invitation sent to it': async () => {
    const { token } = await signedInBrand();
    const brand = session;
    const [gorra, mate] = await Promise.all(
      [
        ['Gorra Luna', 150_000],
        ['Mate Luna', 1_500_000],
      ].map(async ([name, priceCents]) => (await platform.api('POST', '/api/v1/products', { token, body: { name, priceCents } })).json.id),
    );
    const creator = await creatorSession();
    const me = await platform.api('GET', '/api/v1/auth/me', { token: creator.token });
    const creatorId = me.json.creator.id as string;
    const request = await platform.api('POST', '/api/v1/product-collaborations', {
      token: creator.token,
      body: { productId: gorra, message: 'Me encantan sus gorras' },
    });
    const invited = await platform.api('POST', `/api/v1/creators/${creatorId}/invitations`, {
      token,
      body: { productId: mate, message: 'Te queremos en el equipo' },
    });
    if (request.status !== 201 || invited.status !== 201) throw new Error(`state failed: ${request.text} ${invited.text}`);
    session = brand;
    return { creatorId, requestId: request.json.id };
  },
  'a brand with an active product and a platform creator': async () => {
    const { token } = await signedInBrand();
    const brand = session;
    const product = await platform.api('POST', '/api/v1/products', { token, body: { name: 'Mate Luna', priceCents: 1_500_000 } });
    const creator = await creatorSession();
    const me = await platform.api('GET', '/api/v1/auth/me', { token: creator.token });
    session = brand;
    return { creatorId: me.json.creator.id, productId: product.json.id };
  },
  'a creator invited by a brand to an active product': async () => {
    const { brandId, token } = await signedInBrand();
    const product = await platform.api('POST', '/api/v1/products', { token, body: { name: 'Mate Luna', priceCents: 1_500_000 } });
    const creator = await creatorSession();
    const me = await platform.api('GET', '/api/v1/auth/me', { token: creator.token });
    const invited = await platform.api('POST', `/api/v1/creators/${me.json.creator.id}/invitations`, {
      token,
      body: { productId: product.json.id, message: 'Te queremos en el equipo' },
    });
    if (invited.status !== 201) throw new Error(`state failed: ${invited.text}`);
    session = creator;
    return { brandId, productId: product.json.id, collaborationId: invited.json.id };
  },
  "a brand's internal creator Sara Reclamo with a claim link": async () => {
    const { token } = await signedInBrand();
    const email = uniqueEmail('sara');
    const made = await platform.api('POST', '/api/v1/creators', { token, body: { name: 'Sara Reclamo', email } });
    if (made.status !== 201) throw new Error(`state failed: ${made.text}`);
    const mail = await waitFor(async () => mailIn(platform.mailbox, email)[0]);
    const claimToken = new URL(mail.text.match(/https?:\/\/\S+\/auth\?claim=\S+/)![0]).searchParams.get('claim');
    return { claimToken };
  },
  // The link at the end of a brand's invitation e-mail (decision 230), read from the e-mail itself.
  "a brand's invitation e-mail with its opt-out link": async () => {
    const { token } = await signedInBrand();
    const email = uniqueEmail('baja');
    const made = await platform.api('POST', '/api/v1/creators', { token, body: { name: 'Sara Baja', email } });
    if (made.status !== 201) throw new Error(`state failed: ${made.text}`);
    const mail = await waitFor(async () => mailIn(platform.mailbox, email)[0]);
    const optOutToken = new URL(mail.text.match(/https?:\/\/\S+\/baja-emails\?token=\S+/)![0]).searchParams.get('token');
    return { optOutToken };
  },
  'a brand with an API key': async () => {
    const { brandId, token } = await signedInBrand();
    const made = await platform.api('POST', `/api/v1/brands/${brandId}/api-keys`, { token, body: { name: 'ERP', scopes: ['sales:read'] } });
    return { brandId, keyId: made.json.id };
  },
  'a brand': async () => {
    const { brandId } = await signedInBrand();
    // Where a new webhook endpoint may point here: the harness's receiver (WEBHOOK_ALLOW_ORIGINS).
    return { brandId, webhookUrl: `${platform.webhooks.origin}/pacto` };
  },
  // An endpoint with one delivery already answered (its test ping).
  'a brand with a webhook endpoint': async () => {
    const { brandId, token } = await signedInBrand();
    const made = await platform.api('POST', `/api/v1/brands/${brandId}/webhooks`, {
      token,
      body: { url: `${platform.webhooks.origin}/pacto/${Date.now().toString(36)}`, events: ['sale.created'], description: 'ERP' },
    });
    if (made.status !== 201) throw new Error(`state failed: ${made.text}`);
    const ping = await platform.api('POST', `/api/v1/brands/${brandId}/webhooks/${made.json.id}/test`, { token });
    await waitFor(async () => {
      const log = await platform.api('GET', `/api/v1/brands/${brandId}/webhooks/${made.json.id}/deliveries`, { token });
      return log.json?.items?.[0]?.status === 'delivered' ? true : undefined;
    });
    return { brandId, webhookId: made.json.id, deliveryId: ping.json.id };
  },
  'a brand with an agency that asked for a fee': async () => {
    const { brand, brandId, agencyId } = await brandWithAgencyFee();
    session = brand;
    return { brandId, agencyId };
  },
  'an agency whose fee a brand confirmed': async () => {
    const { brand, agency, brandId, agencyId } = await brandWithAgencyFee();
    await platform.api('POST', `/api/v1/brands/${brandId}/agencies/${agencyId}/confirm-fee`, { token: brand.token });
    // Tracking learns the fee from identity's event: the state holds once it shows.
    await waitFor(async () => {
      const fees = await platform.api('GET', '/api/v1/payouts/agency-fees', { token: agency.token });
      return fees.json?.[0]?.feePercent != null ? true : undefined;
    });
    session = agency;
    return { brandId, agencyId };
  },
  'a creator with a sale': async () => {
    const { creator } = await creatorSale();
    session = creator;
  },
  'a brand with a creator’s sale': async () => {
    const { brand, brandId } = await creatorSale();
    session = brand;
    return { brandId };
  },
  'a creator accepted into a campaign': async () => {
    const { creator, campaignId, productId, brandId, linkId } = await acceptedCreator();
    session = creator;
    return { campaignId, productId, brandId, linkId };
  },
  'a creator accepted into a campaign with a tier and a bonus': async () => {
    const { creator, campaignId } = await acceptedCreator({ rewards: REWARDS });
    session = creator;
    await waitFor(
      async () => ((await platform.api('GET', '/api/v1/campaigns/rewards', { token: creator.token })).json.length ? true : undefined),
      {
        what: 'the rewards tracking keeps',
      },
    );
    return { campaignId };
  },
  'a brand with a creator in a campaign with a tier and a bonus': async () => {
    const { brand, brandToken, campaignId } = await acceptedCreator({ rewards: REWARDS });
    session = brand;
    await waitFor(
      async () =>
        (await platform.api('GET', `/api/v1/campaigns/${campaignId}/rewards`, { token: brandToken })).json.length ? true : undefined,
      { what: 'the rewards tracking keeps' },
    );
    return { campaignId };
  },
  'a brand with a creator in a campaign': async () => {
    const { brand, campaignId, creatorId, linkId } = await acceptedCreator();
    session = brand;
    return { campaignId, creatorId, linkId };
  },
  'a brand with a clicked custom link': async () => {
    const { brand, brandToken, campaignId, creatorId, linkId } = await acceptedCreator();
    const link = await platform.api('POST', '/api/v1/links/custom', {
      token: brandToken,
      body: { campaignId, creatorId, destinationUrl: 'https://luna.example/lookbook' },
    });
    // Only the custom link in the table: the acceptance's product link goes.
    await platform.api('DELETE', `/api/v1/links/${linkId}`, { token: brandToken });
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
    for (let i = 0; i < 2; i++)
      await navigate(`${platform.trackUrl}/track/${link.json.uniqueCode}?utm_source=instagram`, {
        headers: { 'user-agent': iphone, 'x-forwarded-for': '198.18.77.1' },
      });
    await waitFor(
      async () => ((await platform.api('GET', '/api/v1/analytics', { token: brandToken })).json.summary?.clicks === 2 ? true : undefined),
      { what: 'the clicks counted' },
    );
    session = brand;
    return { linkId: link.json.id };
  },
  'a creator with a discount code': async () => {
    const { creator, brandToken, creatorId } = await acceptedCreator({ store: true });
    const code = await platform.api('POST', '/api/v1/discount-codes', {
      token: brandToken,
      body: { code: `SOL${Date.now().toString(36).toUpperCase()}`, creatorId, discountType: 'percentage', discountValue: 15, maxUses: 100 },
    });
    session = creator;
    return { codeId: code.json.id };
  },
  'a brand with a creator’s application to review': async () => {
    const { brand, campaignId, applicationId } = await campaignWithApplication();
    session = brand;
    return { campaignId, applicationId };
  },
  'a creator and an open campaign': async () => {
    const { token } = await signedInBrand();
    const product = await platform.api('POST', '/api/v1/products', { token, body: { name: 'Gorra Luna', priceCents: 150000 } });
    const campaign = await platform.api('POST', '/api/v1/campaigns', {
      token,
      body: { campaignType: 'standard', name: 'Temporada', productIds: [product.json.id] },
    });
    session = await creatorSession();
    return { campaignId: campaign.json.id };
  },
  'a creator with a counteroffer to answer': async () => {
    const { brand, creator, applicationId } = await campaignWithApplication();
    await platform.api('POST', `/api/v1/applications/${applicationId}/counter-offer`, {
      token: brand.token,
      body: { commissionValue: 20 },
    });
    session = creator;
    return { applicationId };
  },
  'a brand with unread notifications': async () => {
    // The campaign's and the application's notifications, written by the notifications service
    // from campaigns' events: the list answers once both are there.
    const { brand } = await campaignWithApplication();
    session = brand;
    const notificationId = await waitFor(
      async () => {
        const list = await platform.api('GET', '/api/v1/notifications', { token: brand.token });
        return list.json?.unread === 2 ? (list.json.items[0].id as string) : undefined;
      },
      { what: 'the brand’s two notifications' },
    );
    return { notificationId };
  },
  'a fresh code from an install in the store admin, the store connected to no brand': async () => {
    return { code: await codeFromStoreAdmin(platform, { unbound: true }) };
  },
  'a store installed from its admin, waiting for its brand': async () => {
    const code = await codeFromStoreAdmin(platform, { unbound: true });
    const install = await platform.api('POST', '/api/v1/store/tiendanube/installations', { body: { code } });
    if (install.json?.status !== 'waiting') throw new Error(`state failed: ${install.status} ${install.text}`);
    return { installationToken: install.json.token };
  },
  'a brand with no store, and a store installed from its admin waiting for its brand': async () => {
    const code = await codeFromStoreAdmin(platform, { unbound: true });
    const install = await platform.api('POST', '/api/v1/store/tiendanube/installations', { body: { code } });
    if (install.json?.status !== 'waiting') throw new Error(`state failed: ${install.status} ${install.text}`);
    const { brandId } = await signedInBrand();
    return { brandId, installationToken: install.json.token };
  },
  'a brand with no store': async () => {
    const { brandId } = await signedInBrand();
    return { brandId };
  },
  'a brand with an internal creator María Núñez and an empty list Verano': async () => {
    const { brandId, token } = await signedInBrand();
    const creator = await platform.api('POST', '/api/v1/creators', { token, body: { name: 'María Núñez', categories: 'Moda, Belleza' } });
    const list = await platform.api('POST', '/api/v1/creator-lists', { token, body: { name: 'Verano' } });
    if (creator.status !== 201 || list.status !== 201) throw new Error(`state failed: ${creator.text} ${list.text}`);
    return { brandId, creatorId: creator.json.id, listId: list.json.id };
  },
  'a brand with a pixel seen on its site': async () => {
    const { brandId, token } = await signedInBrand();
    const pixel = await platform.api('POST', '/api/v1/pixels', { token, body: { name: 'Tienda principal' } });
    // A conversion test from the brand's page, then a shopper's page view: its latest event.
    const code = pixel.json.pixelCode as string;
    await fetch(`${platform.trackUrl}/pixel?code=${code}&event=test_conversion`).then((r) => r.arrayBuffer());
    await new Promise((resolve) => setTimeout(resolve, 20));
    await fetch(`${platform.trackUrl}/pixel?code=${code}&url=https%3A%2F%2Fluna.example%2F`, {
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36' },
    }).then((r) => r.arrayBuffer());
    return { brandId, pixelId: pixel.json.id };
  },
  'a brand with a conversion waiting for its review': async () => {
    const { brandId, token } = await signedInBrand();
    const pixel = await platform.api('POST', '/api/v1/pixels', { token, body: { name: 'Tienda principal' } });
    // Written as tracking writes a counted one: the contract is about its review, not how it came.
    const { rows } = await platform.db.query(
      `INSERT INTO tracking.external_conversions (id, brand_id, pixel_id, source, event_name, event_type, order_ref, amount_cents, status,
         campaign_id, creator_id, commission_cents, is_valid, review, review_ends_at)
       VALUES (gen_random_uuid(), $1, $2, $3, 'purchase', 'purchase', gen_random_uuid()::text, 100000, 'pending',
         gen_random_uuid(), gen_random_uuid(), 15000, true, 'pending', now() + interval '7 days') RETURNING id`,
      [brandId, pixel.json.id, pixel.json.pixelCode],
    );
    return { brandId, pixelId: pixel.json.id, conversionId: rows[0].id };
  },
  'a brand with a domain waiting for its DNS record': async () => {
    const { brandId, token } = await signedInBrand();
    const claim = await platform.api('POST', '/api/v1/domains', { token, body: { domain: `luna-${Date.now().toString(36)}.com.ar` } });
    if (claim.status !== 201) throw new Error(`domain claim for state failed: ${claim.status} ${claim.text}`);
    return { brandId, claimId: claim.json.claimId };
  },
  'a brand that published its domain’s DNS record': async () => {
    const { brandId, token } = await signedInBrand();
    const claim = await platform.api('POST', '/api/v1/domains', { token, body: { domain: `luna-${Date.now().toString(36)}.com.ar` } });
    if (claim.status !== 201) throw new Error(`domain claim for state failed: ${claim.status} ${claim.text}`);
    platform.dns.set(claim.json.record.name, [claim.json.record.value]);
    return { brandId, claimId: claim.json.claimId };
  },
  'a creator with a conversion its brand voided': async () => {
    const creator = await platform.api('POST', '/api/v1/auth/sign-up', {
      body: { name: 'Sol Creadora', email: uniqueEmail('creador'), password: PASSWORD, role: 'creator' },
    });
    session = { token: creator.json.accessToken, cookie: refreshCookieOf(creator.headers)! };
    // Written as tracking keeps a voided one: the contract is about what its creator reads of it.
    await platform.db.query(
      `INSERT INTO tracking.external_conversions (id, brand_id, source, event_name, event_type, order_ref, amount_cents, status,
         campaign_id, creator_id, commission_cents, is_valid, review, void_reason, reviewed_at)
       VALUES (gen_random_uuid(), gen_random_uuid(), 'PX-AB12CD34', 'purchase', 'purchase', gen_random_uuid()::text, 100000, 'pending',
         gen_random_uuid(), $1, 15000, true, 'voided', 'El pedido fue cancelado', now())`,
      [creator.json.user.creator.id],
    );
    return { creatorId: creator.json.user.creator.id };
  },
  'a brand with a custom product': async () => {
    const { brandId, token } = await signedInBrand();
    const product = await platform.api('POST', '/api/v1/products', {
      token,
      body: { name: 'Gorra Luna', description: 'Gorra de algodón', priceCents: 150000 },
    });
    return { brandId, productId: product.json.id };
  },
  'a brand with a connected store': async () => {
    const { brandId, token } = await signedInBrand();
    await connectStore(platform, token);
    return { brandId };
  },
  'a brand with a discount code': async () => {
    const { brandId, token } = await signedInBrand();
    await connectStore(platform, token);
    const code = await platform.api('POST', '/api/v1/discount-codes', {
      token,
      body: { code: `LUNA${Date.now().toString(36).toUpperCase()}`, discountType: 'percentage', discountValue: 15, maxUses: 100 },
    });
    return { brandId, codeId: code.json.id };
  },
  'a brand with a finished sync job': async () => {
    const { brandId, token } = await signedInBrand();
    await connectStore(platform, token);
    const job = await platform.api('POST', '/api/v1/store/sync', { token, body: {} });
    await waitFor(
      async () => ((await platform.api('GET', `/api/v1/store/sync/${job.json.id}`, { token })).json.status === 'done' ? true : undefined),
      {
        what: 'the sync to finish',
      },
    );
    return { brandId, syncJobId: job.json.id };
  },
  'no account exists for nueva@example.com': async () => {
    await deleteAccount('nueva@example.com');
    session = null;
  },
  'an account exists for dos@example.com with an authenticator app': async () => {
    await accountWithApp('dos@example.com');
  },
  'an account exists for dos@example.com with an authenticator app, past its password': async () => {
    const [code] = (await accountWithApp('dos@example.com')).recoveryCodes;
    const signedIn = await platform.api('POST', '/api/v1/auth/sign-in', { body: { email: 'dos@example.com', password: PASSWORD } });
    if (!signedIn.json?.challenge || !code) throw new Error(`sign-in for state failed: ${signedIn.status} ${signedIn.text}`);
    return { challenge: signedIn.json.challenge as string, code };
  },
  'an account exists for ana@example.com': async () => {
    await account('ana@example.com');
  },
  'a signed-in creator whose YouTube channel canal.sol has 48200 subscribers': async () => {
    session = await creatorSession();
    platform.social.pin('youtube', 'canal.sol', { followers: 48_200, posts: 96, views: 3_100_000 });
  },
  'a signed-in session': async () => {
    await account('sesion@example.com', 'creator');
  },
  'a valid reset token tok-valido-123': () => resetToken('tok-valido-123'),
  'a used reset token tok-usado-123': () => resetToken('tok-usado-123', { usedAt: new Date() }),
  'no reset token tok-inexistente': async () => undefined,
};

/** The consumer cannot know real cookies or tokens: the state's session is presented instead. */
const requestFilter: RequestHandler = (req, _res, next) => {
  if (session) {
    if (req.headers.cookie !== undefined || req.path.endsWith('/auth/refresh') || req.path.endsWith('/auth/sign-out')) {
      req.headers.cookie = session.cookie;
    }
    if (req.headers.authorization) req.headers.authorization = `Bearer ${session.token}`;
  }
  next();
};

describe('gateway as Pact provider', () => {
  const pactFiles = existsSync(PACTS) ? readdirSync(PACTS).filter((f) => f.endsWith('-gateway.json')) : [];

  it('has consumer pacts to verify', () => {
    expect(pactFiles.length).toBeGreaterThan(0);
  });

  it('honours every consumer pact', async () => {
    await new Verifier({
      provider: 'gateway',
      providerBaseUrl: platform.baseUrl,
      pactUrls: pactFiles.map((f) => `${PACTS}${f}`),
      stateHandlers,
      requestFilter,
      logLevel: 'warn',
    }).verifyProvider();
  });
});
