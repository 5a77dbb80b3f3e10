import { CampaignsRequests, streamOf } from '@afilia/contracts';
import { adminActor, agencyActor, brandActor, creatorActor } from '@afilia/service-kit/testing';
import { CampaignExpiry } from '../../src/campaigns/campaign-expiry.js';
import { CampaignsHarness } from '../support/campaigns-harness.js';

const campaigns = new CampaignsHarness();
beforeAll(() => campaigns.start());
afterAll(() => campaigns.stop());

const cpc = {
  campaignType: 'cpc' as const,
  name: 'Clics de verano',
  costPerClickCents: 50,
  maxClicksPerCreator: 200,
  totalBudgetCents: 500_000,
};

const published = (subject: string, campaignId: string) => campaigns.published(subject, 'campaignId', campaignId);

describe('a brand’s CPC campaign', () => {
  const brand = brandActor();

  it('is created active, with its price, quota and budget, and announced', async () => {
    const campaign = await campaigns.call(CampaignsRequests.createCampaign, cpc, brand);
    expect(campaign).toMatchObject({
      brandId: brand.brandIds[0],
      campaignType: 'cpc',
      status: 'active',
      costPerClickCents: 50,
      maxClicksPerCreator: 200,
      totalBudgetCents: 500_000,
      budgetPerCreatorCents: null,
      productIds: [],
    });
    expect(await published('campaigns.campaign.created', campaign.id)).toMatchObject({ brandId: brand.brandIds[0], campaignType: 'cpc' });
    expect(streamOf('campaigns')!.subjects).toContain('campaigns.campaign.created');
    expect((await campaigns.call(CampaignsRequests.listCampaigns, {}, brand)).map((c) => c.id)).toContain(campaign.id);
  });

  it('is listed, with its dates, field for field as created (the list is JSON Postgres writes)', async () => {
    const owner = brandActor();
    const dated = await campaigns.call(CampaignsRequests.createCampaign, { ...cpc, startDate: '2026-12-01', endDate: '2026-12-31' }, owner);
    const plain = await campaigns.call(CampaignsRequests.createCampaign, { ...cpc, name: 'Clics de invierno' }, owner);
    expect(dated).toMatchObject({ startDate: '2026-12-01T00:00:00.000Z', endDate: '2026-12-31T00:00:00.000Z' });
    expect(await campaigns.call(CampaignsRequests.listCampaigns, {}, owner)).toEqual([plain, dated]);
  });

  it('refuses bad numbers with the field’s message, never a 500', async () => {
    const error = await campaigns.failure(CampaignsRequests.createCampaign, { ...cpc, costPerClickCents: 0 }, brand);
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'El costo por clic debe ser de al menos $0,01' });
  });

  it('is edited, paused, resumed; a change its status does not allow says why', async () => {
    const campaign = await campaigns.call(CampaignsRequests.createCampaign, cpc, brand);
    const edit = {
      id: campaign.id,
      name: 'Clics de otoño',
      description: 'Nueva temporada',
      cookieDurationDays: 15,
      status: 'inactive' as const,
      commissionType: 'percentage' as const,
      commissionValue: 10,
    };
    expect(await campaigns.call(CampaignsRequests.updateCampaign, edit, brand)).toMatchObject({
      name: 'Clics de otoño',
      status: 'inactive',
    });
    expect(await campaigns.failure(CampaignsRequests.setCampaignPaused, { id: campaign.id, paused: true }, brand)).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: 'La campaña está inactiva: activala antes de pausarla',
    });
    await campaigns.call(CampaignsRequests.updateCampaign, { ...edit, status: 'active' }, brand);
    const paused = await campaigns.call(CampaignsRequests.setCampaignPaused, { id: campaign.id, paused: true }, brand);
    expect(paused).toMatchObject({ message: 'Campaña pausada y métricas guardadas', campaign: { status: 'paused' } });
    expect(await published('campaigns.campaign.paused', campaign.id)).toMatchObject({ status: 'paused' });
    expect((await campaigns.call(CampaignsRequests.setCampaignPaused, { id: campaign.id, paused: false }, brand)).campaign.status).toBe(
      'active',
    );
  });

  it('is deleted with the seed’s message, and announced', async () => {
    const campaign = await campaigns.call(CampaignsRequests.createCampaign, cpc, brand);
    expect(await campaigns.call(CampaignsRequests.deleteCampaign, { id: campaign.id }, brand)).toEqual({
      message: 'Campaña eliminada y métricas guardadas en historial',
    });
    expect(await published('campaigns.campaign.deleted', campaign.id)).toMatchObject({ brandId: brand.brandIds[0] });
    expect(await campaigns.failure(CampaignsRequests.getCampaign, { id: campaign.id }, brand)).toMatchObject({
      code: 'CAMPAIGN_NOT_FOUND',
    });
  });
});

describe('who reaches a campaign', () => {
  it('its brand, an agency of the brand and an admin; another brand or another agency gets “Campaña no encontrada”', async () => {
    const owner = brandActor();
    const campaign = await campaigns.call(CampaignsRequests.createCampaign, cpc, owner);
    for (const actor of [owner, agencyActor([owner.brandIds[0]!]), adminActor()])
      expect((await campaigns.call(CampaignsRequests.getCampaign, { id: campaign.id }, actor)).id).toBe(campaign.id);
    for (const actor of [brandActor(), agencyActor([brandActor().brandIds[0]!])]) {
      const error = await campaigns.failure(CampaignsRequests.getCampaign, { id: campaign.id }, actor);
      expect(error).toEqual({ code: 'CAMPAIGN_NOT_FOUND', message: 'Campaña no encontrada' });
      expect(await campaigns.failure(CampaignsRequests.deleteCampaign, { id: campaign.id }, actor)).toMatchObject({
        code: 'CAMPAIGN_NOT_FOUND',
      });
    }
    expect(await campaigns.call(CampaignsRequests.listCampaigns, {}, brandActor())).toEqual([]);
    expect(await campaigns.failure(CampaignsRequests.listCampaigns, {}, creatorActor())).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('a creator: while it is open to creators, and never to change it', async () => {
    const owner = brandActor();
    const campaign = await campaigns.call(CampaignsRequests.createCampaign, cpc, owner);
    const creator = creatorActor();
    expect((await campaigns.call(CampaignsRequests.getCampaign, { id: campaign.id }, creator)).id).toBe(campaign.id);
    expect((await campaigns.call(CampaignsRequests.availableCampaigns, {}, creator)).map((c) => c.id)).toContain(campaign.id);
    expect(await campaigns.failure(CampaignsRequests.deleteCampaign, { id: campaign.id }, creator)).toMatchObject({
      code: 'CAMPAIGN_NOT_FOUND',
    });
    await campaigns.call(CampaignsRequests.setCampaignPaused, { id: campaign.id, paused: true }, owner);
    expect(await campaigns.failure(CampaignsRequests.getCampaign, { id: campaign.id }, creator)).toMatchObject({
      code: 'CAMPAIGN_NOT_FOUND',
    });
    expect((await campaigns.call(CampaignsRequests.availableCampaigns, {}, creator)).map((c) => c.id)).not.toContain(campaign.id);
  });
});

describe('a brand’s standard campaign', () => {
  const brand = brandActor();

  it('is created on the brand’s own products, with the seed’s defaults', async () => {
    const products = [await campaigns.product(brand, 'Buzo canguro'), await campaigns.product(brand, 'Gorra bordada')];
    const campaign = await campaigns.call(
      CampaignsRequests.createCampaign,
      { campaignType: 'standard', name: 'Invierno', productIds: products },
      brand,
    );
    expect(campaign).toMatchObject({
      campaignType: 'standard',
      paymentMethod: 'direct',
      commissionType: 'percentage',
      commissionValue: 15,
      cookieDurationDays: 30,
      status: 'active',
      productIds: [...products].sort(),
    });
  });

  it('refuses no products, and another brand’s product, with “Debes seleccionar al menos un producto”', async () => {
    const base = { campaignType: 'standard' as const, name: 'Invierno' };
    expect(await campaigns.failure(CampaignsRequests.createCampaign, { ...base, productIds: [] }, brand)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Debes seleccionar al menos un producto',
    });
    const foreign = await campaigns.product(brandActor());
    expect(await campaigns.failure(CampaignsRequests.createCampaign, { ...base, productIds: [foreign] }, brand)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Debes seleccionar al menos un producto',
      field: 'productIds',
    });
  });
});

describe('a standard campaign’s rewards (issue 39 §4)', () => {
  const brand = brandActor();
  const rewards = {
    tiers: [
      { fromSales: 21, commissionValue: 18 },
      { fromSales: 51, commissionValue: 20 },
    ],
    bonuses: [{ metric: 'sales' as const, threshold: 10, amountCents: 500_000 }],
  };

  it('are kept with it, listed, announced, and kept by an edit that does not send them', async () => {
    const productIds = [await campaigns.product(brand, 'Buzo canguro')];
    const campaign = await campaigns.call(
      CampaignsRequests.createCampaign,
      { campaignType: 'standard', name: 'Escalones', productIds, rewards },
      brand,
    );
    expect(campaign.rewards).toEqual(rewards);
    expect((await campaigns.call(CampaignsRequests.listCampaigns, {}, brand)).find((c) => c.id === campaign.id)?.rewards).toEqual(rewards);
    const edit = { id: campaign.id, name: 'Escalones', commissionValue: 12, cookieDurationDays: 30, status: 'active' as const };
    expect((await campaigns.call(CampaignsRequests.updateCampaign, edit, brand)).rewards).toEqual(rewards);
    expect(await published('campaigns.campaign.updated', campaign.id)).toMatchObject({ rewards });
    // Without them, tiers must still pay more than the new base: the kept ones are checked again.
    expect(await campaigns.failure(CampaignsRequests.updateCampaign, { ...edit, commissionValue: 19 }, brand)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Cada escalón debe pagar más comisión que el anterior y que la comisión base',
      field: 'rewards.tiers.0.commissionValue',
    });
    const cleared = await campaigns.call(CampaignsRequests.updateCampaign, { ...edit, rewards: { tiers: [], bonuses: [] } }, brand);
    expect(cleared.rewards).toEqual({ tiers: [], bonuses: [] });
  });

  it('are refused on their field when they break a rule, and on a campaign that is not standard', async () => {
    const productIds = [await campaigns.product(brand, 'Gorra')];
    expect(
      await campaigns.failure(
        CampaignsRequests.createCampaign,
        {
          campaignType: 'standard',
          name: 'Mal',
          productIds,
          commissionValue: 20,
          rewards: { tiers: [{ fromSales: 5, commissionValue: 15 }] },
        },
        brand,
      ),
    ).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Cada escalón debe pagar más comisión que el anterior y que la comisión base',
      field: 'rewards.tiers.0.commissionValue',
    });
    const clicks = await campaigns.call(CampaignsRequests.createCampaign, cpc, brand);
    const edit = { id: clicks.id, name: cpc.name, commissionValue: 15, cookieDurationDays: 30, status: 'active' as const };
    expect(await campaigns.failure(CampaignsRequests.updateCampaign, { ...edit, rewards }, brand)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Las recompensas por resultados son para campañas de comisión estándar',
      field: 'rewards',
    });
  });
});

describe('a conversion campaign', () => {
  it('is refused until the brand has an active pixel seen on its site', async () => {
    const brand = brandActor();
    const input = {
      campaignType: 'conversion' as const,
      name: 'Leads',
      target: { kind: 'url' as const, url: 'https://tienda.example/registro' },
    };
    expect(await campaigns.failure(CampaignsRequests.createCampaign, input, brand)).toEqual({
      code: 'PIXEL_REQUIRED',
      message: 'Debes instalar el píxel de conversión antes de crear una campaña por conversión',
    });
    const pixel = await campaigns.db.query(
      `INSERT INTO tracking.tracking_pixels (brand_id, name, pixel_code, postback_secret) VALUES ($1, 'Sitio', 'PX-TEST0001', 'clave') RETURNING id`,
      [brand.brandIds[0]],
    );
    expect(await campaigns.failure(CampaignsRequests.createCampaign, input, brand)).toMatchObject({ code: 'PIXEL_REQUIRED' });
    await campaigns.db.query(`INSERT INTO tracking.tracking_pixel_events (brand_id, pixel_id, event_type) VALUES ($1, $2, 'page_view')`, [
      brand.brandIds[0],
      pixel.rows[0].id,
    ]);
    // Its links lead only to the brand's domains (issue 34 §3): tienda.example becomes one when its
    // pixel is verified there; any other address is refused on the field.
    expect(await campaigns.failure(CampaignsRequests.createCampaign, input, brand)).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'La URL tiene que ser de tu tienda o de uno de tus dominios verificados',
      field: 'target.url',
    });
    await campaigns.db.query(`INSERT INTO tracking.brand_domains (brand_id, host, source) VALUES ($1, 'tienda.example', 'pixel')`, [
      brand.brandIds[0],
    ]);
    const phishing = { ...cpc, targetUrl: 'https://tienda.example.evil.example/soporte' };
    expect(await campaigns.failure(CampaignsRequests.createCampaign, phishing, brand)).toMatchObject({ field: 'targetUrl' });
    expect(await campaigns.call(CampaignsRequests.createCampaign, input, brand)).toMatchObject({
      campaignType: 'conversion',
      targetUrl: 'https://tienda.example/registro',
      targetProductId: null,
    });
  });

  it('names what is missing from its target', async () => {
    const error = await campaigns.failure(
      CampaignsRequests.createCampaign,
      { campaignType: 'conversion', name: 'Leads', target: { kind: 'url', url: '' } },
      brandActor(),
    );
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Debes ingresar una URL personalizada' });
  });
});

describe('a campaign past its end date', () => {
  it('turns inactive by itself, once, announced; its links follow', async () => {
    const brand = brandActor();
    const campaign = await campaigns.call(
      CampaignsRequests.createCampaign,
      { ...cpc, startDate: '2026-01-01', endDate: '2026-01-31' },
      brand,
    );
    const expiry = campaigns.app.get(CampaignExpiry);
    await Promise.all([expiry.run('2026-02-01'), expiry.run('2026-02-01')]);
    expect((await campaigns.call(CampaignsRequests.getCampaign, { id: campaign.id }, brand)).status).toBe('inactive');
    const { rows } = await campaigns.db.query(
      "SELECT count(*)::int AS n FROM campaigns.outbox WHERE subject = 'campaigns.campaign.inactive' AND payload->>'campaignId' = $1",
      [campaign.id],
    );
    expect(rows[0].n).toBe(1);
    expect(await expiry.run('2026-02-01')).toBe(0);
  });
});
