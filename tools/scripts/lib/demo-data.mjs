// Loads the demo accounts into an empty database through the real identity service, so demo
// rows are made by the same code as real ones. The logins are listed in the README.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { CampaignsRequests, CatalogueRequests, emptyShop, IdentityRequests, TrackingRequests } from '@afilia/contracts';
import { callerKey, connectNats, requestService } from '@afilia/service-kit';
import { say } from './infra.mjs';

export const DEMO_PASSWORD = 'Demo1234';
export const DEMO_ACCOUNTS = [
  { name: 'Marca Demo', email: 'marca@demo.afilia.app', role: 'brand' },
  { name: 'Creadora Demo', email: 'creadora@demo.afilia.app', role: 'creator' },
  { name: 'Agencia Demo', email: 'agencia@demo.afilia.app', role: 'agency', brands: ['Moda Austral', 'Café del Puerto'] },
  // More creators, so the brand's program shows applications in every state.
  { name: 'Tomás Rivas', email: 'tomas@demo.afilia.app', role: 'creator' },
  { name: 'Lucía Benítez', email: 'lucia@demo.afilia.app', role: 'creator' },
];

const DEMO_PRODUCTS = [
  { name: 'Campera impermeable', description: 'Campera liviana para lluvia, con capucha.', priceCents: 8_990_000 },
  { name: 'Mochila urbana 20 L', description: 'Mochila con bolsillo para notebook.', priceCents: 4_590_000 },
  { name: 'Buzo de algodón', description: 'Buzo frisado unisex.', priceCents: 3_250_000 },
];

/**
 * Signs up the demo accounts as the gateway would pass them on, with the gateway's key.
 * `landingUrl` is where the demo CPC campaign sends its clicks: the demo brand has no store of
 * its own, so the platform's own address, which always answers.
 */
export async function loadDemoData({ databaseUrl, bus, gatewayKey, landingUrl }) {
  const caller = callerKey('gateway', gatewayKey);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db.query('SELECT count(*)::int AS n FROM identity.users');
  await db.end();
  if (rows[0].n > 0) return false;

  const nc = await connectNats(bus, 'demo-data');
  const sessions = {};
  try {
    for (const account of DEMO_ACCOUNTS) {
      const session = await requestService(
        nc,
        IdentityRequests.signUp,
        { name: account.name, email: account.email, password: DEMO_PASSWORD, role: account.role },
        null,
        { caller },
      );
      if (!session.ok) throw new Error(`demo ${account.email}: ${session.error.message}`);
      sessions[account.email] = session.value.actor;
      for (const name of account.brands ?? []) {
        const brand = await requestService(nc, IdentityRequests.createBrand, { name }, session.value.actor, { caller });
        if (!brand.ok) throw new Error(`demo brand ${name}: ${brand.error.message}`);
      }
    }
    await loadDemoProgram(nc, caller, sessions, landingUrl, databaseUrl);
    await loadDemoAgencyFee(nc, caller, sessions);
    await loadDemoShop(nc, caller, sessions['creadora@demo.afilia.app']);
  } finally {
    await nc.drain();
  }
  say(`Datos de demo cargados (contraseña ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`);
  return true;
}

/** One request as the gateway would send it for `actor`; throws with the service's message. */
async function ask(nc, caller, def, data, actor) {
  const reply = await requestService(nc, def, data, actor, { caller });
  if (!reply.ok) throw new Error(`demo ${def.subject}: ${reply.error.message}`);
  return reply.value;
}

/**
 * The first creator's public shop (/shop/creadora-demo, decision 174): a welcome, a link, a text,
 * the products of its links (once tracking has made them from the acceptance) and its Instagram.
 */
async function loadDemoShop(nc, caller, creator) {
  let products = [];
  for (let i = 0; i < 50 && products.length === 0; i++) {
    products = await ask(nc, caller, TrackingRequests.shopProducts, { creatorId: creator.creatorId, linkIds: [], all: true }, null);
    if (products.length === 0) await new Promise((r) => setTimeout(r, 200));
  }
  const blocks = [
    { id: randomUUID(), type: 'text', data: { title: 'Hola', content: 'Lo que uso y recomiendo, elegido uno por uno.' } },
    ...products.map((p) => ({ id: randomUUID(), type: 'product', data: { affiliateLinkId: p.affiliateLinkId } })),
    { id: randomUUID(), type: 'link', data: { title: 'Mi último video', url: 'https://www.youtube.com/' } },
    { id: randomUUID(), type: 'social_stats', data: {} },
  ];
  await ask(
    nc,
    caller,
    IdentityRequests.saveShop,
    {
      ...emptyShop(creator.creatorId, null),
      creatorId: undefined,
      slug: 'creadora-demo',
      shopTitle: 'Creadora Demo',
      shopDescription: 'Moda y mate, todos los días',
      instagramUsername: 'creadora.demo',
      instagramFollowers: 12_400,
      blocks: blocks.map((block, order) => ({ ...block, order })),
    },
    creator,
  );
  await loadDemoProfile(nc, caller, creator);
}

/**
 * The same creator's profile (/press-kit/creadora-demo, decision 177): a public press kit with
 * its networks' figures entered by hand, two featured posts, a link and the verified results.
 */
async function loadDemoProfile(nc, caller, creator) {
  const profile = await ask(nc, caller, IdentityRequests.getProfile, {}, creator);
  const network = (stats) => ({ username: null, followers: 0, posts: 0, views: 0, engagement: 0, hidden: false, ...stats });
  await ask(
    nc,
    caller,
    IdentityRequests.saveProfile,
    {
      revision: profile.revision,
      name: 'Creadora Demo',
      slug: 'creadora-demo',
      isPublic: true,
      pressKitPublic: true,
      bio: 'Moda y mate, todos los días',
      profileImageUrl: null,
      socialLinks: {
        instagram: 'https://www.instagram.com/creadora.demo',
        tiktok: 'https://www.tiktok.com/@creadora.demo',
        email: 'creadora@demo.afilia.app',
      },
      networks: {
        instagram: network({ username: 'creadora.demo', followers: 12_400, posts: 320, engagement: 4.2 }),
        tiktok: network({ username: 'creadora.demo', followers: 28_900, posts: 140, engagement: 6.1 }),
        youtube: network({ username: 'creadorademo', followers: 3_100, posts: 42, views: 410_000 }),
        kick: network({}),
      },
      linkedin: { followers: 0, hidden: false },
      featuredPosts: [
        {
          url: 'https://www.instagram.com/p/demo-otono/',
          platform: 'instagram',
          description: 'Mi look de otoño con la campaña de la marca demo',
        },
        { url: 'https://www.tiktok.com/@creadora.demo/video/1', platform: 'tiktok', description: 'Unboxing en 30 segundos' },
      ],
      customLinks: [{ title: 'Tarifas 2026', url: 'https://www.example.com/tarifas' }],
      showVerifiedResults: true,
    },
    creator,
  );
}

/**
 * The demo brand works with the demo agency too (decision 171): its owner adds it, and the agency
 * asks for a 10 % fee, left for the brand to confirm in its settings.
 */
async function loadDemoAgencyFee(nc, caller, sessions) {
  const brand = sessions['marca@demo.afilia.app'];
  const agency = sessions['agencia@demo.afilia.app'];
  const brandId = brand.brandIds[0];
  await ask(nc, caller, IdentityRequests.addBrandAgency, { brandId, email: 'agencia@demo.afilia.app' }, brand);
  // The agency's next session carries the brand, as the gateway would pass it on.
  await ask(
    nc,
    caller,
    IdentityRequests.proposeAgencyFee,
    { brandId, feePercent: 10 },
    { ...agency, brandIds: [...agency.brandIds, brandId] },
  );
}

/**
 * The demo brand's program, made through the real services: products, a standard campaign on
 * them and a CPC campaign with a budget, and applications in every state (accepted, with a
 * counteroffer waiting, rejected; an active and a pending CPC participation).
 */
async function loadDemoProgram(nc, caller, sessions, landingUrl, databaseUrl) {
  const brand = sessions['marca@demo.afilia.app'];
  // A brand's links lead only to its own domains (issue 34 §3); the demo brand has no store, so
  // the platform's own address is recorded as its site, as the pixel verifier records one.
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(`INSERT INTO tracking.brand_domains (brand_id, host, source) VALUES ($1, $2, 'pixel') ON CONFLICT DO NOTHING`, [
      brand.brandIds[0],
      new URL(landingUrl).hostname,
    ]);
  } finally {
    await db.end();
  }
  const [ana, tomas, lucia] = ['creadora@demo.afilia.app', 'tomas@demo.afilia.app', 'lucia@demo.afilia.app'].map((e) => sessions[e]);
  const products = [];
  for (const product of DEMO_PRODUCTS) products.push(await ask(nc, caller, CatalogueRequests.createProduct, product, brand));
  const standard = await ask(
    nc,
    caller,
    CampaignsRequests.createCampaign,
    {
      campaignType: 'standard',
      name: 'Temporada de otoño',
      description: 'Comisión por cada venta de la colección de otoño.',
      productIds: products.map((p) => p.id),
    },
    brand,
  );
  const cpc = await ask(
    nc,
    caller,
    CampaignsRequests.createCampaign,
    {
      campaignType: 'cpc',
      name: 'Clics de lanzamiento',
      description: 'Pagamos cada visita a la nueva colección.',
      costPerClickCents: 50,
      maxClicksPerCreator: 1000,
      totalBudgetCents: 2_000_000,
      targetUrl: landingUrl,
    },
    brand,
  );
  const accepted = await ask(nc, caller, CampaignsRequests.apply, { campaignId: standard.id }, ana);
  await ask(nc, caller, CampaignsRequests.acceptApplication, { id: accepted.applicationId }, brand);
  const countered = await ask(
    nc,
    caller,
    CampaignsRequests.apply,
    {
      campaignId: standard.id,
      proposal: { kind: 'commission', commissionType: 'percentage', commissionValue: 25, terms: 'Dos reels por mes' },
    },
    tomas,
  );
  await ask(
    nc,
    caller,
    CampaignsRequests.counterOffer,
    { id: countered.applicationId, commissionValue: 20, terms: 'Un reel por mes' },
    brand,
  );
  const rejected = await ask(nc, caller, CampaignsRequests.apply, { campaignId: standard.id }, lucia);
  await ask(
    nc,
    caller,
    CampaignsRequests.rejectApplication,
    { id: rejected.applicationId, reason: 'Buscamos perfiles de moda urbana' },
    brand,
  );
  const active = await ask(nc, caller, CampaignsRequests.apply, { campaignId: cpc.id }, ana);
  await ask(nc, caller, CampaignsRequests.approveParticipation, { id: active.participationId }, brand);
  await ask(
    nc,
    caller,
    CampaignsRequests.apply,
    { campaignId: cpc.id, proposal: { kind: 'cpc', costPerClickCents: 70, maxClicks: 800 } },
    lucia,
  );
}
