import { navigate, waitFor } from '@afilia/service-kit/testing';
import { creatorInCampaign, newProduct } from '../../support/collaboration.js';
import { sharedPlatform } from '../../support/shared-platform.js';

// 'Mis Links y Códigos' and the brand's custom links over HTTP, on every real service: names come
// from catalogue and identity, links from tracking, and each side sees only its own rows.
const platform = sharedPlatform();

const product = (token: string, name: string) => newProduct(platform, token, name);
const collaboration = () => creatorInCampaign(platform);

describe('the creator’s links', () => {
  it('shows each link with its product and brand, generates more in accepted campaigns, and keeps them to their creator', async () => {
    const { brand, creator, productIds, campaignId, links } = await collaboration();
    expect(links.map((l: { productName: string }) => l.productName).sort()).toEqual(['Bufanda tejida', 'Gorra de lana']);
    expect(links[0]).toMatchObject({ brandName: 'Marca Sur', campaignName: 'Invierno', cpc: null, productPriceCents: 1_990_000 });

    const options = await platform.api('GET', '/api/v1/links/options', { token: creator.token });
    expect(options.json).toEqual([
      {
        campaignId,
        campaignName: 'Invierno',
        brandId: links[0].brandId,
        brandName: 'Marca Sur',
        products: [
          { id: productIds[1], name: 'Bufanda tejida' },
          { id: productIds[0], name: 'Gorra de lana' },
        ],
      },
    ]);

    const made = await platform.api('POST', '/api/v1/links', { token: creator.token, body: { campaignId, productId: productIds[0] } });
    expect(made).toMatchObject({ status: 201, json: { kind: 'product', productName: 'Gorra de lana', clicks: 0 } });
    expect(made.json.uniqueCode).not.toBe(links.find((l: { productId: string }) => l.productId === productIds[0]).uniqueCode);
    const store = await platform.api('POST', '/api/v1/links', { token: creator.token, body: { campaignId, productId: null } });
    expect(store).toMatchObject({ status: 201, json: { kind: 'store', productId: null } });
    expect(store.json.uniqueCode).toMatch(/^AF-STORE-/);

    // A product of no campaign of hers, and a creator accepted nowhere.
    const foreign = await product(brand.token, 'Guantes');
    expect(await platform.api('POST', '/api/v1/links', { token: creator.token, body: { campaignId, productId: foreign } })).toMatchObject({
      status: 400,
      json: { message: 'Selecciona un producto', field: 'productId' },
    });
    const stranger = await platform.signUp('creator');
    expect(await platform.api('POST', '/api/v1/links', { token: stranger.token, body: { campaignId, productId: null } })).toMatchObject({
      status: 400,
      json: { message: 'No hay productos disponibles' },
    });
    expect((await platform.api('GET', '/api/v1/links', { token: stranger.token })).json).toEqual([]);
    expect((await platform.api('GET', '/api/v1/links/options', { token: stranger.token })).json).toEqual([]);

    // Personalise and show in the shop; the seed's limits on their fields; nobody else may.
    const tooLong = await platform.api('PATCH', `/api/v1/links/${made.json.id}`, {
      token: creator.token,
      body: { customProductName: 'x'.repeat(201) },
    });
    expect(tooLong).toMatchObject({
      status: 400,
      json: { field: 'customProductName', message: 'El nombre puede tener hasta 200 caracteres' },
    });
    const edited = await platform.api('PATCH', `/api/v1/links/${made.json.id}`, {
      token: creator.token,
      body: { customProductName: '  Gorra edición Lía ', customProductDescription: 'La que uso todo el invierno', showInShop: true },
    });
    expect(edited).toMatchObject({
      status: 200,
      json: { customProductName: 'Gorra edición Lía', customProductDescription: 'La que uso todo el invierno', showInShop: true },
    });
    expect(
      await platform.api('PATCH', `/api/v1/links/${made.json.id}`, { token: stranger.token, body: { showInShop: false } }),
    ).toMatchObject({ status: 404, json: { message: 'Link no encontrado' } });
    expect(
      await platform.api('PATCH', `/api/v1/links/${store.json.id}`, { token: creator.token, body: { showInShop: true } }),
    ).toMatchObject({ status: 400 });

    // The brand reads its campaign's links; another brand none of them.
    const mine = await platform.api('GET', `/api/v1/links?campaignId=${campaignId}`, { token: brand.token });
    expect(mine.json).toHaveLength(4);
    const otherBrand = await platform.signUp('brand');
    expect((await platform.api('GET', `/api/v1/links?campaignId=${campaignId}`, { token: otherBrand.token })).json).toEqual([]);
  });

  it('refuses to delete a link with sales, deletes one without, and tells the other side', async () => {
    const { brand, creator, links } = await collaboration();
    const [sold, unsold] = links;
    // Sales are counted by the money issue's attribution; here the count is set as it would stand.
    await platform.db.query(`UPDATE tracking.affiliate_links SET sales_generated = 2 WHERE id = $1`, [sold.id]);
    expect(await platform.api('DELETE', `/api/v1/links/${sold.id}`, { token: creator.token })).toMatchObject({
      status: 409,
      json: { message: 'Este link ya generó 2 venta(s) y no puede ser eliminado por motivos de auditoría.' },
    });
    const otherBrand = await platform.signUp('brand');
    expect((await platform.api('DELETE', `/api/v1/links/${unsold.id}`, { token: otherBrand.token })).status).toBe(404);
    expect(await platform.api('DELETE', `/api/v1/links/${unsold.id}`, { token: creator.token })).toMatchObject({
      status: 200,
      json: { message: 'Link eliminado exitosamente' },
    });
    expect((await platform.api('GET', '/api/v1/links', { token: creator.token })).json.map((l: { id: string }) => l.id)).toEqual([sold.id]);
    const told = await waitFor(async () => {
      const res = await platform.api('GET', '/api/v1/notifications', { token: brand.token });
      return res.json.items?.find((n: { type: string }) => n.type === 'link_deleted');
    });
    expect(told.message).toContain('Lía Creadora eliminó su link');
  });
});

describe('the brand’s custom links', () => {
  it('makes a link to the brand’s own site for a creator of the campaign, with its own code or a CUSTOM- one', async () => {
    const { brand, creator, campaignId, creatorId } = await collaboration();
    const post = (body: object, token = brand.token) => platform.api('POST', '/api/v1/links/custom', { token, body });

    expect(await post({ campaignId, creatorId, destinationUrl: '' })).toMatchObject({
      status: 400,
      json: { field: 'destinationUrl', message: 'Ingresa una URL de destino' },
    });
    expect(await post({ campaignId, creatorId, destinationUrl: 'no es una url' })).toMatchObject({
      status: 400,
      json: { field: 'destinationUrl', message: 'URL inválida' },
    });
    const stranger = await platform.signUp('creator');
    expect(await post({ campaignId, creatorId: stranger.user.creator.id, destinationUrl: 'https://marca.example/invierno' })).toMatchObject(
      {
        status: 400,
        json: { field: 'creatorId', message: 'Este creador no colabora en la campaña' },
      },
    );
    expect((await post({ campaignId, creatorId, destinationUrl: 'https://marca.example/invierno' }, creator.token)).status).toBe(400);
    // Never an open redirect on the platform's address: only the brand's domains, and no code that
    // reads like the platform's own page (issue 34 §3).
    expect(await post({ campaignId, creatorId, destinationUrl: 'https://evil.example/phish' })).toMatchObject({
      status: 400,
      json: { field: 'destinationUrl', message: 'La URL tiene que ser de tu tienda o de uno de tus dominios verificados' },
    });
    expect(await post({ campaignId, creatorId, destinationUrl: 'https://marca.example.evil.example/' })).toMatchObject({ status: 400 });
    expect(await post({ campaignId, creatorId, destinationUrl: 'https://marca.example/ok', code: 'soporte-login' })).toMatchObject({
      status: 400,
      json: { field: 'code', message: 'Ese código no está disponible: elegí otro' },
    });
    expect((await post({ campaignId, creatorId, destinationUrl: 'https://tienda.marca.example/ok' })).status).toBe(201);
    // Nor another brand's name, accents and case aside.
    await platform.signUp('brand', 'Zapatería Ándina');
    expect(await post({ campaignId, creatorId, destinationUrl: 'https://marca.example/ok', code: 'zapateria-andina-promo' })).toMatchObject(
      {
        status: 400,
        json: { field: 'code', message: 'Ese código no está disponible: elegí otro' },
      },
    );

    const random = await post({ campaignId, creatorId, destinationUrl: 'https://marca.example/invierno' });
    expect(random).toMatchObject({ status: 201, json: { kind: 'custom', destinationUrl: 'https://marca.example/invierno' } });
    expect(random.json.uniqueCode).toMatch(/^CUSTOM-[A-Z0-9]{8}$/);
    const own = await post({ campaignId, creatorId, destinationUrl: 'https://marca.example/lookbook', code: ' lia-invierno ' });
    expect(own).toMatchObject({ status: 201, json: { uniqueCode: 'LIA-INVIERNO', trackingUrl: `${platform.baseUrl}/track/LIA-INVIERNO` } });
    expect(await post({ campaignId, creatorId, destinationUrl: 'https://marca.example/otra', code: 'LIA-INVIERNO' })).toMatchObject({
      status: 409,
      json: { field: 'code', message: 'Este código ya existe, usa otro' },
    });

    // Its clicks go through /track like every link's.
    const visit = await navigate(`${platform.trackUrl}/track/LIA-INVIERNO`, {
      headers: { 'user-agent': 'Mozilla/5.0 Chrome/131' },
    });
    expect(visit.status).toBe(302);
    expect(visit.headers.get('location')).toMatch(/^https:\/\/marca\.example\/lookbook\?ref=LIA-INVIERNO&click_id=/);

    // The brand deletes it: the redirect forgets the code it had cached, and the creator is told.
    expect((await platform.api('DELETE', `/api/v1/links/${own.json.id}`, { token: brand.token })).status).toBe(200);
    await waitFor(async () => ((await navigate(`${platform.trackUrl}/track/LIA-INVIERNO`)).status === 404 ? true : undefined));
    const told = await waitFor(async () => {
      const res = await platform.api('GET', '/api/v1/notifications', { token: creator.token });
      return res.json.items?.find((n: { type: string }) => n.type === 'link_deleted');
    });
    expect(told).toMatchObject({
      link: '/dashboard/links',
      message: 'Marca Sur eliminó tu link LIA-INVIERNO de "Invierno". Ya no lleva a la tienda.',
    });
  });
});

describe('SafeLink Analytics', () => {
  it('reads a brand’s links and a creator’s own from the counters, with click quality, and the stats dialog of one', async () => {
    const { brand, creator, campaignId, creatorId } = await collaboration();
    const custom = await platform.api('POST', '/api/v1/links/custom', {
      token: brand.token,
      body: { campaignId, creatorId, destinationUrl: 'https://marca.example/lookbook' },
    });
    const code = custom.json.uniqueCode as string;
    const visit = (userAgent: string, ip: string) =>
      navigate(`${platform.trackUrl}/track/${code}?utm_source=instagram`, {
        headers: { 'user-agent': userAgent, 'x-forwarded-for': ip },
      });
    const person = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
    // Two people (one of them twice) and a bot.
    for (const [agent, ip] of [
      [person, '198.18.9.1'],
      [person, '198.18.9.1'],
      [person, '198.18.9.2'],
      ['Googlebot/2.1 (+http://www.google.com/bot.html)', '198.18.9.3'],
    ] as const)
      expect((await visit(agent, ip)).status).toBe(302);

    const analytics = await waitFor(async () => {
      const res = await platform.api('GET', `/api/v1/analytics?campaignId=${campaignId}`, { token: brand.token });
      return res.json.summary?.clicks === 3 && res.json.summary.quality.bots === 1 ? res.json : undefined;
    });
    expect(analytics.summary).toMatchObject({ clicks: 3, uniqueClicks: 2, conversions: 0, revenueCents: 0, ctr: 0 });
    expect(analytics.summary.quality).toEqual({ clicks: 4, unique: 2, bots: 1, repeats: 1, flagged: 0, percent: 50 });
    expect(analytics.campaigns).toEqual([expect.objectContaining({ campaignId, campaignName: 'Invierno', clicks: 3, conversions: 0 })]);
    const row = analytics.rows.find((r: { linkCode: string }) => r.linkCode === code);
    expect(row).toMatchObject({ creatorName: 'Lía Creadora', campaignName: 'Invierno', clicks: 3, kind: 'custom', status: 'active' });
    expect(analytics.rows).toHaveLength(3);

    // The creator reads the same figures for its own links; nobody else reads them.
    const own = await platform.api('GET', '/api/v1/analytics', { token: creator.token });
    expect(own.json.summary.quality).toEqual(analytics.summary.quality);
    const stranger = await platform.signUp('creator');
    expect((await platform.api('GET', '/api/v1/analytics', { token: stranger.token })).json.rows).toEqual([]);
    const otherBrand = await platform.signUp('brand');
    expect((await platform.api('GET', `/api/v1/analytics?campaignId=${campaignId}`, { token: otherBrand.token })).json.rows).toEqual([]);

    // The statistics dialog of that link.
    const stats = await platform.api('GET', `/api/v1/analytics/links/${custom.json.id}`, { token: creator.token });
    expect(stats.status).toBe(200);
    expect(stats.json).toMatchObject({ totalClicks: 3, uniqueClicks: 2, last24h: 3, sources: { instagram: 3 }, devices: { mobile: 3 } });
    expect(stats.json.lastClick).not.toBeNull();
    expect(stats.json.dailyClicks).toHaveLength(30);
    expect(stats.json.dailyClicks[29]).toEqual({ date: new Date().toISOString().slice(0, 10), clicks: 3 });
    expect((await platform.api('GET', `/api/v1/analytics/links/${custom.json.id}`, { token: otherBrand.token })).status).toBe(404);
  });
});
