import { waitFor } from '@afilia/service-kit/testing';
import { connectStore, type PlatformHarness } from './platform-harness.js';
import { creatorInCampaign, newProduct } from './collaboration.js';

type Person = { token: string; user: any; email: string };

/**
 * One tenant of the authorisation matrix: a brand with its store connected, a creator working in
 * its campaign, an agency linked to it, and one row of every kind a route can name. `ids` holds
 * every identifier of the tenant's, so a response to another tenant's people can be searched
 * for a leak. `fresh` makes new rows for routes that change a row's state once.
 */
export interface Tenant {
  name: string;
  brand: Person;
  creator: Person;
  agency: Person;
  brandId: string;
  creatorId: string;
  agencyId: string;
  productIds: string[];
  campaignId: string;
  /** Read by no sample: with the accepted application, its id feeds `ids`, so the leak check searches for it too. */
  cpcCampaignId: string;
  applicationId: string;
  linkIds: string[];
  codeId: string;
  /** The code's text, which a test sale names. */
  codeText: string;
  pixelId: string;
  listId: string;
  internalCreatorId: string;
  brandNotificationId: string;
  bannerId: string;
  syncId: string;
  collaborationId: string;
  ids: Set<string>;
  fresh: Fresh;
}

/** New rows of a tenant's, each for one request that changes it. */
export interface Fresh {
  product(): Promise<string>;
  campaign(): Promise<string>;
  /** A creator's pending application to a new standard campaign. */
  application(): Promise<string>;
  /** A pending application the brand has answered with a counter-offer, awaiting the creator. */
  counterOffered(): Promise<string>;
  /** A creator's pending participation in a new CPC campaign. */
  participation(): Promise<string>;
  /** A participation the brand has answered with a counter-offer, awaiting the creator. */
  counterOfferedParticipation(): Promise<string>;
  customLink(): Promise<string>;
  pixel(): Promise<string>;
  code(): Promise<string>;
  banner(): Promise<string>;
  /** The creator's pending request to collaborate on a product of the brand's. */
  collaboration(): Promise<string>;
  /** The brand's pending invitation of the creator to a product of its own. */
  invitation(): Promise<string>;
  /** A pixel conversion of the creator's, counted and waiting for the brand's review. */
  conversion(): Promise<string>;
  /** A domain the brand added, waiting for its DNS record: its claim. */
  domainClaim(): Promise<string>;
}

function expectStatus(res: { status: number; text: string }, status: number, what: string): void {
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${res.text}`);
}

export async function signIn(platform: PlatformHarness, email: string): Promise<Person> {
  const res = await platform.api('POST', '/api/v1/auth/sign-in', { body: { email, password: 'Secreta123' } });
  expectStatus(res, 200, `sign-in ${email}`);
  return { token: res.json.accessToken as string, user: res.json.user, email };
}

/** A tenant built through the API only, as its people would. */
export async function buildTenant(platform: PlatformHarness, name: string): Promise<Tenant> {
  const base = await creatorInCampaign(platform, {
    brand: `Marca ${name}`,
    creator: `Creadora ${name}`,
    products: [`Gorra ${name}`, `Bufanda ${name}`],
  });
  const { brand, creator, productIds, campaignId, creatorId } = base;
  const brandId = brand.user.brands[0].id as string;
  await platform.verifyDomain(brandId, `tienda-${name.toLowerCase()}.example`);
  const api = (method: string, path: string, token: string, body?: unknown) => platform.api(method, `/api/v1${path}`, { token, body });

  const invited = await platform.signUp('agency', `Agencia ${name}`);
  expectStatus(await api('POST', `/brands/${brandId}/agencies`, brand.token, { email: invited.email }), 200, 'agency link');
  // The agency's token names its brands: a new one once it is linked.
  const agency = await signIn(platform, invited.email);
  const agencyId = agency.user.agency?.id ?? invited.user.agency?.id;

  await connectStore(platform, brand.token);
  const sync = await api('POST', '/store/sync', brand.token, {});
  await waitFor(async () => ((await api('GET', `/store/sync/${sync.json.id}`, brand.token)).json.status === 'done' ? true : undefined), {
    what: 'the sync',
  });

  const fresh: Fresh = {
    product: () => newProduct(platform, brand.token, `Producto ${name} ${Math.random().toString(36).slice(2, 7)}`),
    async campaign() {
      const res = await api('POST', '/campaigns', brand.token, { campaignType: 'standard', name: `Campaña ${name}`, productIds });
      expectStatus(res, 201, 'campaign');
      return res.json.id as string;
    },
    async application() {
      const res = await api('POST', `/campaigns/${await fresh.campaign()}/applications`, creator.token, {});
      expectStatus(res, 201, 'application');
      return res.json.applicationId as string;
    },
    async counterOffered() {
      const id = await fresh.application();
      expectStatus(await api('POST', `/applications/${id}/counter-offer`, brand.token, { commissionValue: 12 }), 200, 'counter-offer');
      return id;
    },
    async participation() {
      const campaign = await api('POST', '/campaigns', brand.token, {
        campaignType: 'cpc',
        name: `Clics ${name}`,
        costPerClickCents: 50,
        maxClicksPerCreator: 100,
      });
      expectStatus(campaign, 201, 'cpc campaign');
      const res = await api('POST', `/campaigns/${campaign.json.id}/applications`, creator.token, {});
      expectStatus(res, 201, 'participation');
      return res.json.participationId as string;
    },
    async counterOfferedParticipation() {
      const id = await fresh.participation();
      const res = await api('POST', `/participations/${id}/counter-offer`, brand.token, { costPerClickCents: 60, maxClicks: 50 });
      expectStatus(res, 200, 'participation counter-offer');
      return id;
    },
    async customLink() {
      const res = await api('POST', '/links/custom', brand.token, {
        campaignId,
        creatorId,
        destinationUrl: `https://tienda-${name.toLowerCase()}.example/promo`,
      });
      expectStatus(res, 201, 'custom link');
      return res.json.id as string;
    },
    async domainClaim() {
      const res = await api('POST', '/domains', brand.token, {
        domain: `d${Math.random().toString(36).slice(2, 10)}.${name.toLowerCase()}.example`,
      });
      expectStatus(res, 201, 'domain claim');
      return res.json.claimId as string;
    },
    async pixel() {
      const res = await api('POST', '/pixels', brand.token, { name: `Píxel ${name}` });
      expectStatus(res, 201, 'pixel');
      return res.json.id as string;
    },
    async code() {
      return (await newCode()).id;
    },
    async banner() {
      expectStatus(
        await api('PUT', '/banner-messages', creator.token, { brandId, customMessage: `Mensaje ${Math.random().toString(36).slice(2)}` }),
        200,
        'banner',
      );
      const list = await api('GET', `/banner-messages?brandId=${brandId}`, brand.token);
      return list.json.find((banner: { status: string }) => banner.status === 'pending').id as string;
    },
    async collaboration() {
      const product = await fresh.product();
      const res = await api('POST', '/product-collaborations', creator.token, { productId: product });
      expectStatus(res, 201, 'collaboration request');
      return res.json.id as string;
    },
    async conversion() {
      // Written as tracking writes a counted one: the matrix asks who may review it, not how it came.
      const { rows } = await platform.db.query(
        `INSERT INTO tracking.external_conversions (id, brand_id, source, event_name, event_type, order_ref, amount_cents, status,
           campaign_id, creator_id, link_id, commission_cents, is_valid, review, review_ends_at)
         VALUES (gen_random_uuid(), $1, 'PX-MATRIX00', 'purchase', 'purchase', gen_random_uuid()::text, 100000, 'pending',
           $2, $3, $4, 15000, true, 'pending', now() + interval '7 days') RETURNING id`,
        [brandId, campaignId, creatorId, base.links[0].id],
      );
      return rows[0].id as string;
    },
    async invitation() {
      const product = await fresh.product();
      const res = await api('POST', `/creators/${creatorId}/invitations`, brand.token, { brandId, productId: product });
      expectStatus(res, 201, 'invitation');
      return res.json.id as string;
    },
  };
  async function newCode(): Promise<{ id: string; code: string }> {
    const code = `${name}${Math.random().toString(36).slice(2, 8)}`.toUpperCase();
    const res = await api('POST', '/discount-codes', brand.token, { code, creatorId, discountType: 'percentage', discountValue: 10 });
    expectStatus(res, 201, 'discount code');
    return { id: res.json.id as string, code };
  }

  const cpcCampaign = await api('POST', '/campaigns', brand.token, {
    campaignType: 'cpc',
    name: `Clics ${name}`,
    costPerClickCents: 50,
    maxClicksPerCreator: 100,
  });
  const list = await api('POST', '/creator-lists', brand.token, { name: `Lista ${name}` });
  expectStatus(list, 201, 'creator list');
  const internal = await api('POST', '/creators', brand.token, { name: `Interno ${name}` });
  expectStatus(internal, 201, 'internal creator');
  const notifications = await waitFor(async () => {
    const res = await api('GET', '/notifications', brand.token);
    return res.json.items?.length ? res.json.items : undefined;
  });
  const applications = await api('GET', '/applications', brand.token);
  const code = await newCode();

  const tenant: Tenant = {
    name,
    brand,
    creator,
    agency,
    brandId,
    creatorId,
    agencyId,
    productIds,
    campaignId,
    cpcCampaignId: cpcCampaign.json.id,
    applicationId: applications.json.applications[0].id,
    linkIds: base.links.map((link: { id: string }) => link.id),
    codeId: code.id,
    codeText: code.code,
    pixelId: await fresh.pixel(),
    listId: list.json.id,
    internalCreatorId: internal.json.id,
    brandNotificationId: notifications[0].id,
    bannerId: await fresh.banner(),
    syncId: sync.json.id,
    collaborationId: await fresh.collaboration(),
    ids: new Set(),
    fresh,
  };
  for (const value of Object.values(tenant))
    for (const id of [value].flat()) if (typeof id === 'string' && /^[0-9a-f-]{36}$/.test(id)) tenant.ids.add(id);
  for (const person of [brand, creator, agency]) tenant.ids.add(person.user.id);
  // A creator's profile is public (the directory, the brands it applies to): not a leak to find.
  tenant.ids.delete(creatorId);
  return tenant;
}
