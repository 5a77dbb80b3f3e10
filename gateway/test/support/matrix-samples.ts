import { randomUUID } from 'node:crypto';
import { ONE_PIXEL_PNG } from './images.js';
import { connectStore, type PlatformHarness } from './platform-harness.js';
import type { Tenant } from './tenants.js';

/** The people of the matrix: an agency linked to no brand is the unlinked one. */
export type MatrixRole = 'creator' | 'brand' | 'agency' | 'unlinkedAgency' | 'admin';

export interface CellContext {
  role: MatrixRole;
  /** The token of the person asking. */
  token: string;
  platform: PlatformHarness;
}

/** One request: the path's parameters by name, the query, and a JSON body or raw bytes. */
export interface Call {
  path?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  raw?: { contentType: string; data: Buffer };
}

/**
 * How the matrix calls one route on a tenant's rows, `t`, as the cell's person. Answers null for a
 * cell the route cannot express (a creator has no brand to name in a brand's list).
 */
export interface Sample {
  call(t: Tenant, cell: CellContext): Call | null | Promise<Call | null>;
  /** The route names no tenant: it reads or changes the caller's own account, so only its own cell runs. */
  ownOnly?: true;
  /** Answers of a correct request that the fixture cannot turn into a 2xx (nothing payable yet, a made-up state). */
  alsoAllowed?: readonly number[];
  /** The rows are each user's own (its lists), so an agency linked to no brand has its own too. */
  perUser?: true;
  /** The route works on the caller's brand without naming it: an agency linked to none is refused. */
  brandBound?: true;
  /** A server-sent stream: its status is read and the connection dropped. */
  stream?: true;
  /** Puts back what an allowed own cell undid (the store it disconnected). */
  restore?(t: Tenant, platform: PlatformHarness): Promise<void>;
}

const brandSide = (role: MatrixRole) => role === 'brand' || role === 'agency' || role === 'unlinkedAgency' || role === 'admin';
const tag = () => randomUUID().slice(0, 8);
/** The brand a brand-side request names: its own one's, or another's. */
const brandQuery = (t: Tenant) => ({ brandId: t.brandId });
/** A creator's own rows take no brand; only the brand side names one. */
const brandSideOnly = (t: Tenant, cell: CellContext, call: Call): Call | null =>
  brandSide(cell.role) ? call : cell.role === 'creator' && t.name === 'A' ? {} : null;

/** A tenant's webhook endpoint the samples share (a brand may have 10): made once, remade if a cell deleted it. */
const endpoints = new Map<string, string>();
async function webhookOf(t: Tenant, platform: PlatformHarness, role: 'kept' | 'deletable' = 'kept'): Promise<string> {
  const key = `${t.brandId}:${role}`;
  const listed = await platform.api('GET', `/api/v1/brands/${t.brandId}/webhooks`, { token: t.brand.token });
  const known = endpoints.get(key);
  if (known && (listed.json as { id: string }[]).some((e) => e.id === known)) return known;
  const made = await platform.api('POST', `/api/v1/brands/${t.brandId}/webhooks`, {
    token: t.brand.token,
    body: { url: `${platform.webhooks.origin}/matriz/${tag()}`, events: ['sale.created'] },
  });
  endpoints.set(key, made.json.id as string);
  return made.json.id as string;
}

const withoutOwner = ({ creatorId: _creatorId, ...rest }: Record<string, unknown>) => rest;

/** Every protected route's sample, by OpenAPI operation id: a route without one fails the matrix. */
export const SAMPLES: Record<string, Sample> = {
  'AuthController.me': { ownOnly: true, call: () => ({}) },
  'AuthController.updateMe': { ownOnly: true, call: () => ({ body: { name: 'Ana Paz' } }) },
  // Two-step sign-in is each person's own. The matrix's admin set up its app when it signed in, so
  // its own setup is refused (409); a made-up code is refused after authorisation (400), and so is
  // turning off or renewing what is not on (409).
  'AuthController.twoFactorStatus': { ownOnly: true, call: () => ({}) },
  'AuthController.startTwoFactor': { ownOnly: true, alsoAllowed: [409], call: () => ({}) },
  'AuthController.confirmTwoFactor': { ownOnly: true, alsoAllowed: [400, 409], call: () => ({ body: { code: '000000' } }) },
  'AuthController.disableTwoFactor': {
    ownOnly: true,
    alsoAllowed: [400, 409],
    call: () => ({ body: { password: 'Secreta123', code: '000000' } }),
  },
  'AuthController.renewRecoveryCodes': { ownOnly: true, alsoAllowed: [400, 409], call: () => ({ body: { code: '000000' } }) },

  'BrandsController.create': { ownOnly: true, call: () => ({ body: { name: `Marca nueva ${tag()}` } }) },
  'BrandsController.get': { call: (t) => ({ path: { id: t.brandId } }) },
  'BrandsController.update': { call: (t) => ({ path: { id: t.brandId }, body: { name: `Marca ${t.name}`, logoUrl: null } }) },
  'BrandsController.agencies': { call: (t) => ({ path: { id: t.brandId } }) },
  'BrandsController.addAgency': {
    async call(t, { platform }) {
      const agency = await platform.signUp('agency', 'Agencia Invitada');
      return { path: { id: t.brandId }, body: { email: agency.email } };
    },
  },
  'BrandsController.removeAgency': {
    async call(t, { platform }) {
      const agency = await platform.signUp('agency', 'Agencia de Paso');
      const added = await platform.api('POST', `/api/v1/brands/${t.brandId}/agencies`, {
        token: t.brand.token,
        body: { email: agency.email },
      });
      const agencyId = added.json.agencies.find((a: { name: string }) => a.name === 'Agencia de Paso').agencyId as string;
      return { path: { id: t.brandId, agencyId } };
    },
  },
  'ApiKeysController.list': { call: (t) => ({ path: { id: t.brandId } }) },
  'ApiKeysController.create': { call: (t) => ({ path: { id: t.brandId }, body: { name: `Clave ${tag()}`, scopes: ['sales:read'] } }) },
  'ApiKeysController.revoke': {
    async call(t, { platform }) {
      const made = await platform.api('POST', `/api/v1/brands/${t.brandId}/api-keys`, {
        token: t.brand.token,
        body: { name: `Clave ${tag()}`, scopes: ['sales:read'] },
      });
      return { path: { id: t.brandId, keyId: made.json.id as string } };
    },
  },
  'BrandWebhooksController.list': { call: (t) => ({ path: { id: t.brandId } }) },
  'BrandWebhooksController.create': {
    call: (t, { platform }) => ({
      path: { id: t.brandId },
      body: { url: `${platform.webhooks.origin}/matriz/${tag()}`, events: ['sale.created'] },
    }),
  },
  'BrandWebhooksController.update': {
    call: async (t, { platform }) => ({
      path: { id: t.brandId, webhookId: await webhookOf(t, platform) },
      body: { description: `Matriz ${tag()}` },
    }),
  },
  'BrandWebhooksController.remove': {
    call: async (t, { platform }) => ({ path: { id: t.brandId, webhookId: await webhookOf(t, platform, 'deletable') } }),
  },
  'BrandWebhooksController.rotate': {
    call: async (t, { platform }) => ({ path: { id: t.brandId, webhookId: await webhookOf(t, platform) } }),
  },
  'BrandWebhooksController.test': {
    call: async (t, { platform }) => ({ path: { id: t.brandId, webhookId: await webhookOf(t, platform) } }),
  },
  'BrandWebhooksController.deliveries': {
    call: async (t, { platform }) => ({ path: { id: t.brandId, webhookId: await webhookOf(t, platform) } }),
  },
  'BrandWebhooksController.resend': {
    async call(t, { platform }) {
      const webhookId = await webhookOf(t, platform);
      const ping = await platform.api('POST', `/api/v1/brands/${t.brandId}/webhooks/${webhookId}/test`, { token: t.brand.token });
      return { path: { id: t.brandId, deliveryId: ping.json.id as string } };
    },
  },
  'BrandsController.proposeFee': { call: (t) => ({ path: { id: t.brandId }, body: { feePercent: 10 } }) },
  // Confirmed once; a second confirmation finds no proposal left.
  'BrandsController.confirmFee': { alsoAllowed: [409], call: (t) => ({ path: { id: t.brandId, agencyId: t.agencyId } }) },

  'CollaborationsController.list': { ownOnly: true, call: () => ({}) },
  'CollaborationsController.get': { call: (t) => ({ path: { id: t.brandId } }) },
  'CollaborationsController.request': { call: async (t) => ({ body: { productId: await t.fresh.product() } }) },
  'CollaborationsController.answer': {
    async call(t, { role }) {
      const id = role === 'creator' ? await t.fresh.invitation() : await t.fresh.collaboration();
      return { path: { id }, body: { status: 'accepted' } };
    },
  },
  'CollaborationsController.invite': {
    call: async (t) => ({ path: { id: t.creatorId }, body: { brandId: t.brandId, productId: await t.fresh.product() } }),
  },
  'CollaborationsController.withCreator': { call: (t) => ({ path: { id: t.creatorId }, query: brandQuery(t) }) },

  'CreatorsController.page': { call: (t) => ({ query: brandQuery(t) }) },
  'CreatorsController.create': { call: (t) => ({ body: { brandId: t.brandId, name: `Interno ${tag()}` } }) },
  'CreatorsController.import': {
    call: (t) => ({ body: { brandId: t.brandId, rows: [{ line: 2, name: `Importado ${tag()}`, categories: [] }] } }),
  },
  'CreatorsController.detail': { call: (t) => ({ path: { id: t.internalCreatorId }, query: brandQuery(t) }) },
  // Lists are each user's own: the brand's list is another user's even to its agency.
  'CreatorsController.lists': { ownOnly: true, call: () => ({}) },
  'CreatorsController.createList': { ownOnly: true, call: () => ({ body: { name: `Lista ${tag()}` } }) },
  'CreatorsController.setLists': {
    perUser: true,
    async call(t, { role, token, platform }) {
      if (t.name === 'B') return { body: { creatorId: t.creatorId, listIds: [t.listId] } };
      if (role !== 'brand') {
        const own = await platform.api('POST', '/api/v1/creator-lists', { token, body: { name: `Lista ${tag()}` } });
        return own.status === 201 ? { body: { creatorId: t.creatorId, listIds: [own.json.id] } } : null;
      }
      return { body: { creatorId: t.creatorId, listIds: [t.listId] } };
    },
  },

  'ShopController.get': { ownOnly: true, call: () => ({}) },
  'ShopController.save': {
    ownOnly: true,
    async call(_t, { token, platform }) {
      const shop = await platform.api('GET', '/api/v1/creator/shop', { token });
      // What the editor sends: what it read, less the owner (the route takes no owner).
      return shop.status === 200 ? { body: withoutOwner(shop.json.shop) } : { body: {} };
    },
  },
  'ProfileController.get': { ownOnly: true, call: () => ({}) },
  'ProfileController.save': {
    ownOnly: true,
    async call(_t, { token, platform }) {
      const profile = await platform.api('GET', '/api/v1/creator/profile', { token });
      return profile.status === 200 ? { body: withoutOwner(profile.json.profile) } : { body: {} };
    },
  },
  // No network's keys in this platform: the sync fails upstream (502), after authorisation.
  'ProfileController.sync': { ownOnly: true, alsoAllowed: [502], call: () => ({ body: { network: 'youtube', username: 'canal' } }) },

  'ProductsController.list': { call: (t) => ({ query: brandQuery(t) }) },
  'ProductsController.create': { call: (t) => ({ body: { name: `Producto ${tag()}`, priceCents: 150_000, brandId: t.brandId } }) },
  'ProductsController.update': {
    call: async (t) => ({ path: { id: await t.fresh.product() }, body: { name: `Producto ${tag()}`, priceCents: 160_000 } }),
  },
  'ProductsController.remove': { call: async (t) => ({ path: { id: await t.fresh.product() } }) },

  'DiscountCodesController.list': { call: (t, cell) => brandSideOnly(t, cell, { query: brandQuery(t) }) },
  'DiscountCodesController.create': {
    call: (t) => ({
      body: { brandId: t.brandId, creatorId: t.creatorId, code: `M${tag()}`.toUpperCase(), discountType: 'percentage', discountValue: 10 },
    }),
  },
  'DiscountCodesController.deactivate': { call: async (t) => ({ path: { id: await t.fresh.code() } }) },
  'DiscountCodesController.customise': {
    call: async (t) => ({ path: { id: await t.fresh.code() }, body: { code: `MIO${tag()}`.toUpperCase() } }),
  },

  'NotificationsController.list': { ownOnly: true, call: () => ({}) },
  'NotificationsController.readAll': { ownOnly: true, call: () => ({ body: {} }) },
  'NotificationsController.preferences': { ownOnly: true, call: () => ({}) },
  'NotificationsController.savePreferences': {
    ownOnly: true,
    call: () => ({ body: { campaigns: true, conversions: true, fraud: true, budgetAlerts: true, emailNotifications: false } }),
  },
  // A notification is its user's: only the brand's owner has one of the brand's, and nobody another's.
  'NotificationsController.read': {
    call: (t, { role }) => (t.name === 'B' || role === 'brand' ? { path: { id: t.brandNotificationId }, body: {} } : null),
  },
  'NotificationsController.stream': { ownOnly: true, stream: true, call: () => ({}) },

  'AssistantController.reply': {
    call: (t) => ({ body: { brandId: t.brandId, messages: [{ role: 'user', content: 'Quiero una campaña por clics' }] } }),
  },
  // The recording arrives as the file itself; a few bytes that are no audio are refused after authorisation.
  'AssistantController.transcribe': {
    ownOnly: true,
    brandBound: true,
    // 400 for bytes that are no audio, or for an admin who names no brand; 503 without a transcription service.
    alsoAllowed: [400, 503],
    call: () => ({ raw: { contentType: 'audio/webm', data: Buffer.from('no es audio') } }),
  },

  'BannersController.list': { call: (t, cell) => brandSideOnly(t, cell, { query: brandQuery(t) }) },
  'BannersController.submit': { call: (t) => ({ body: { brandId: t.brandId, customMessage: `Mensaje ${tag()}` } }) },
  'BannersController.moderate': { call: async (t) => ({ path: { id: await t.fresh.banner() }, body: { approve: false } }) },

  'CampaignsController.list': { call: (t) => ({ query: brandQuery(t) }) },
  'CampaignsController.create': {
    call: (t) => ({ body: { campaignType: 'standard', name: `Campaña ${tag()}`, productIds: t.productIds, brandId: t.brandId } }),
  },
  'CampaignsController.available': { ownOnly: true, call: () => ({}) },
  'CampaignsController.get': { call: (t) => ({ path: { id: t.campaignId } }) },
  'CampaignsController.rewards': { call: (t) => ({ path: { id: t.campaignId } }) },
  'CampaignsController.myRewards': { ownOnly: true, call: () => ({}) },
  'CampaignsController.update': {
    call: async (t) => ({
      path: { id: await t.fresh.campaign() },
      body: { name: `Campaña ${tag()}`, cookieDurationDays: 30, status: 'active' },
    }),
  },
  'CampaignsController.remove': { call: async (t) => ({ path: { id: await t.fresh.campaign() } }) },
  'CampaignsController.pause': { call: async (t) => ({ path: { id: await t.fresh.campaign() } }) },
  'CampaignsController.resume': { call: async (t) => ({ path: { id: await t.fresh.campaign() } }) },

  'ApplicationsController.apply': { call: async (t) => ({ path: { id: await t.fresh.campaign() }, body: {} }) },
  'ApplicationsController.list': { call: (t, cell) => brandSideOnly(t, cell, { query: brandQuery(t) }) },
  'ApplicationsController.accept': { call: async (t) => ({ path: { id: await t.fresh.application() } }) },
  'ApplicationsController.counterOffer': {
    call: async (t) => ({ path: { id: await t.fresh.application() }, body: { commissionValue: 12 } }),
  },
  'ApplicationsController.reject': { call: async (t) => ({ path: { id: await t.fresh.application() }, body: {} }) },
  'ApplicationsController.respond': { call: async (t) => ({ path: { id: await t.fresh.counterOffered() }, body: { accept: true } }) },
  'ApplicationsController.approve': { call: async (t) => ({ path: { id: await t.fresh.participation() } }) },
  'ApplicationsController.counterOfferParticipation': {
    call: async (t) => ({ path: { id: await t.fresh.participation() }, body: { costPerClickCents: 70, maxClicks: 40 } }),
  },
  'ApplicationsController.rejectParticipation': { call: async (t) => ({ path: { id: await t.fresh.participation() } }) },
  'ApplicationsController.respondToParticipationOffer': {
    call: async (t) => ({ path: { id: await t.fresh.counterOfferedParticipation() }, body: { accept: true } }),
  },

  'LinksController.list': { call: (t, cell) => brandSideOnly(t, cell, { query: { campaignId: t.campaignId } }) },
  // The creator has this product's link already: generating it again answers it.
  'LinksController.generate': { call: (t) => ({ body: { campaignId: t.campaignId, productId: t.productIds[0] } }) },
  'LinksController.options': { ownOnly: true, call: () => ({}) },
  'LinksController.createInternal': { call: (t) => ({ body: { brandId: t.brandId, creatorId: t.internalCreatorId, productId: null } }) },
  'LinksController.createCustom': {
    call: (t) => ({
      body: { campaignId: t.campaignId, creatorId: t.creatorId, destinationUrl: `https://tienda-${t.name.toLowerCase()}.example/promo` },
    }),
  },
  'LinksController.update': { call: (t) => ({ path: { id: t.linkIds[0]! }, body: { showInShop: true } }) },
  // The tenant's links bill no clicks, so none are held: the brand's own answer is 409.
  'LinksController.settleHeldClicks': { alsoAllowed: [409], call: (t) => ({ path: { id: t.linkIds[0]! }, body: { action: 'release' } }) },
  'LinksController.remove': { call: async (t) => ({ path: { id: await t.fresh.customLink() } }) },
  'LinksController.analytics': { call: (t, cell) => brandSideOnly(t, cell, { query: brandQuery(t) }) },
  'LinksController.linkStats': { call: (t) => ({ path: { id: t.linkIds[0]! } }) },
  'LinksController.pixelStatus': { call: (t) => ({ query: brandQuery(t) }) },

  'TransactionsController.list': { call: (t, cell) => brandSideOnly(t, cell, { query: brandQuery(t) }) },
  // The screens' lists as files: the same scope, so the same cells.
  'ExportsController.transactions': { call: (t, cell) => brandSideOnly(t, cell, { query: brandQuery(t) }) },
  'ExportsController.clicks': { call: (t, cell) => brandSideOnly(t, cell, { query: brandQuery(t) }) },
  'ExportsController.payouts': { ownOnly: true, call: () => ({}) },
  'ExportsController.creators': { call: (t) => ({ query: brandQuery(t) }) },
  'ExportsController.conversions': { call: (t, cell) => brandSideOnly(t, cell, { query: brandQuery(t) }) },
  // The code exists in the store, so the test sale goes through (or is refused as a repeat).
  'TestSaleController.run': { call: (t) => ({ body: { brandId: t.brandId, couponCode: t.codeText } }) },

  'PixelsController.list': { call: (t) => ({ query: brandQuery(t) }) },
  'PixelsController.create': { call: (t) => ({ body: { brandId: t.brandId, name: `Píxel ${tag()}` } }) },
  'PixelsController.conversions': { call: (t) => ({ query: brandQuery(t) }) },
  'PixelsController.update': { call: (t) => ({ path: { id: t.pixelId }, body: { isActive: true } }) },
  'PixelsController.remove': { call: async (t) => ({ path: { id: await t.fresh.pixel() } }) },
  'PixelsController.approve': { call: async (t) => ({ path: { id: await t.fresh.conversion() } }) },
  'PixelsController.void': { call: async (t) => ({ path: { id: await t.fresh.conversion() }, body: { reason: 'Pedido cancelado' } }) },
  'PixelsController.rotateSecret': { call: (t) => ({ path: { id: t.pixelId } }) },
  'DomainsController.list': { call: (t) => ({ query: brandQuery(t) }) },
  'DomainsController.claim': { call: (t) => ({ query: brandQuery(t), body: { domain: `nuevo-${tag()}.example` } }) },
  // No DNS record was published for the claim: the brand's own answer is 409 ('No encontramos el registro TXT…').
  'DomainsController.verify': { alsoAllowed: [409], call: async (t) => ({ path: { id: await t.fresh.domainClaim() } }) },
  'DomainsController.remove': { call: async (t) => ({ path: { id: await t.fresh.domainClaim() } }) },
  'PixelsController.verify': { call: (t) => ({ path: { id: t.pixelId }, body: { url: 'https://127.0.0.1/gracias' } }) },

  'PayoutsController.payeeBalance': { ownOnly: true, call: () => ({}) },
  'PayoutsController.agencyBrandFees': { ownOnly: true, call: () => ({}) },
  'PayoutsController.saveAccount': {
    ownOnly: true,
    call: () => ({ body: { method: 'alias', value: 'ana.paz.mp', holderName: 'Ana Paz' } }),
  },
  'PayoutsController.brandBalance': { call: (t) => ({ query: brandQuery(t) }) },
  'PayoutsController.createStatement': { alsoAllowed: [409], call: (t) => ({ query: brandQuery(t) }) },
  'PayoutsController.listStatements': { ownOnly: true, call: () => ({}) },
  // No statement or batch has this id: the admin passes authorisation and finds nothing.
  'PayoutsController.markStatementPaid': { ownOnly: true, alsoAllowed: [404], call: () => ({ path: { id: randomUUID() } }) },
  'PayoutsController.listBatches': { ownOnly: true, call: () => ({}) },
  'PayoutsController.createBatch': { ownOnly: true, call: () => ({}) },
  'PayoutsController.getBatch': { ownOnly: true, alsoAllowed: [404], call: () => ({ path: { id: randomUUID() } }) },
  'PayoutsController.markPaid': { ownOnly: true, alsoAllowed: [404], call: () => ({ path: { id: randomUUID() } }) },

  'StoreController.status': { call: (t) => ({ query: brandQuery(t) }) },
  'StoreController.authorizeUrl': { call: (t) => ({ body: { brandId: t.brandId } }) },
  // A made-up code and state: refused as expired after authorisation.
  'StoreController.callback': { ownOnly: true, alsoAllowed: [400], call: () => ({ body: { code: 'abc', state: 'def' } }) },
  // A made-up installation token: refused as unknown after authorisation (another brand's, before).
  'StoreController.claim': { alsoAllowed: [404], call: (t) => ({ body: { token: 'x'.repeat(43), brandId: t.brandId } }) },
  'StoreController.disconnect': {
    call: (t) => ({ body: { brandId: t.brandId } }),
    restore: (t, platform) => connectStore(platform, t.brand.token),
  },
  'StoreController.startSync': { alsoAllowed: [409], call: (t) => ({ body: { brandId: t.brandId } }) },
  'StoreController.getSync': { call: (t) => ({ path: { id: t.syncId } }) },

  'UploadsController.image': { ownOnly: true, call: () => ({ raw: { contentType: 'image/png', data: ONE_PIXEL_PNG } }) },
  'DashboardController.summary': { ownOnly: true, call: () => ({}) },
  'AdminController.brands': { ownOnly: true, call: () => ({}) },
  'AdminController.creators': { ownOnly: true, call: () => ({}) },
  'AdminController.products': { ownOnly: true, call: () => ({}) },
};
