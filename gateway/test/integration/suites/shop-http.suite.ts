import { emptyShop } from '@afilia/contracts';
import { creatorInCampaign } from '../../support/collaboration.js';
import { sharedPlatform } from '../../support/shared-platform.js';
import { imageUploads } from '../../support/uploads.js';

// The creator's shop (seed 001 §2–§5, issue 15 §1–2) on every real service: identity keeps it,
// tracking says which products it shows, the gateway draws the public page.
const platform = sharedPlatform();

/** What a shop nobody edited holds, less its owner and revision: the body of a save that changes nothing. */
const { creatorId: _creatorId, revision: _revision, ...EMPTY } = emptyShop('00000000-0000-4000-8000-000000000000', null);
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const save = (token: string, body: object) => platform.api('PUT', '/api/v1/creator/shop', { token, body });
const page = (key: string) =>
  fetch(`${platform.baseUrl}/shop/${key}`).then(async (res) => ({
    status: res.status,
    type: res.headers.get('content-type'),
    html: await res.text(),
  }));

describe('the creator’s shop', () => {
  it('is saved from the editor with its checks, drawn on /shop/{slug or id}, and never overwritten by a stale save', async () => {
    const { creator, brand, links, creatorId } = await creatorInCampaign(platform, {
      brand: 'Marca Norte',
      creator: 'Lía Tienda',
      products: ['Gorra de lana', 'Bufanda tejida'],
    });
    const [gorra, bufanda] = ['Gorra de lana', 'Bufanda tejida'].map((name) =>
      links.find((l: { productName: string }) => l.productName === name),
    );

    const opened = await platform.api('GET', '/api/v1/creator/shop', { token: creator.token });
    expect(opened.status).toBe(200);
    expect(opened.json.shop).toEqual({ creatorId, revision: 0, ...EMPTY });
    expect(opened.json.products.map((p: { productName: string }) => p.productName).sort()).toEqual(['Bufanda tejida', 'Gorra de lana']);
    expect(opened.json.products[0]).toMatchObject({ brandName: 'Marca Norte', priceCents: 1_990_000 });

    // Bad input: the first problem, on its field, in Spanish; nothing is stored.
    expect(await save(creator.token, { ...EMPTY, revision: 0, slug: 'ab' })).toMatchObject({
      status: 400,
      json: { field: 'slug', message: 'La URL debe tener entre 3 y 40 caracteres' },
    });
    expect(await save(creator.token, { ...EMPTY, revision: 0, slug: creatorId })).toMatchObject({
      status: 400,
      json: { field: 'slug', message: 'Esa URL no está disponible. Elige otra.' },
    });
    expect(
      await save(creator.token, {
        ...EMPTY,
        revision: 0,
        blocks: [{ id: id(1), type: 'link', order: 0, data: { title: 'x', url: 'javascript:alert(1)' } }],
      }),
    ).toMatchObject({ status: 400, json: { field: 'blocks.0.data.url', message: 'Ingresá una URL válida (https://...)' } });
    expect(await save(brand.token, { ...EMPTY, revision: 0 })).toMatchObject({ status: 403 });

    const saved = await save(creator.token, {
      ...EMPTY,
      revision: 0,
      slug: '  Lia-Shop ',
      shopTitle: 'Lía <b>Tienda</b>',
      instagramUsername: '@lia.tienda',
      instagramFollowers: 15_300,
      themeBackground: '#FFFFFF',
      themeText: '#EEEEEE',
      blocks: [
        { id: id(4), type: 'social_stats', order: 9, data: {} },
        { id: id(1), type: 'link', order: 2, data: { title: 'Mi blog', url: 'https://lia.blog/' } },
        { id: id(2), type: 'product', order: 3, data: { affiliateLinkId: gorra.id } },
        // Another creator's link, or none: never drawn.
        { id: id(3), type: 'product', order: 4, data: { affiliateLinkId: id(77) } },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ revision: 1, slug: 'lia-shop', instagramUsername: 'lia.tienda', themeBackground: '#ffffff' });
    expect(saved.json.blocks.map((b: { id: string; order: number }) => [b.id, b.order])).toEqual([
      [id(1), 0],
      [id(2), 1],
      [id(3), 2],
      [id(4), 3],
    ]);

    // A save made from revision 0 again would overwrite revision 1: refused.
    expect(await save(creator.token, { ...EMPTY, revision: 0, shopTitle: 'Vieja' })).toMatchObject({
      status: 409,
      json: { code: 'STALE_REVISION' },
    });

    const shown = await page('lia-shop');
    expect(shown.status).toBe(200);
    expect(shown.type).toContain('text/html');
    expect(shown.html).toContain('<title>Lía &lt;b&gt;Tienda&lt;/b&gt; — Tienda</title>');
    expect(shown.html).toContain(
      `<a href="https://lia.blog/" ping="/shop-events?c=${creatorId}&amp;k=${id(1)}" class="afs-button" rel="noopener">Mi blog</a>`,
    );
    expect(shown.html).toContain(`href="/safelink?aff=${gorra.uniqueCode}&amp;product=${gorra.productId}"`);
    expect(shown.html).not.toContain('Bufanda tejida');
    expect(shown.html).toContain('@lia.tienda');
    expect(shown.html).toContain('15k seguidores');
    // The text the creator chose would not read on white: black instead.
    expect(shown.html).toContain('--afs-text:#000000');
    expect(shown.html).not.toContain('<script');
    expect(shown.html).toContain(`<meta property="og:url" content="${platform.baseUrl}/shop/lia-shop" />`);
    expect((await page(creatorId)).html).toContain('Gorra de lana');

    // A product marked 'show in shop' on 'Mis Links' shows after the blocks.
    await platform.api('PATCH', `/api/v1/links/${bufanda.id}`, { token: creator.token, body: { showInShop: true } });
    expect((await page('lia-shop')).html).toContain('Bufanda tejida');

    // The page counts its blocks on tracking's listener: an image for the views, a link's ping for a click; a bot's are not counted.
    const BROWSER = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36';
    const event = (method: string, query: string, userAgent = BROWSER) =>
      fetch(`${platform.trackUrl}/shop-events?${query}`, { method, headers: { 'user-agent': userAgent } });
    const viewed = await event('GET', `c=${creatorId}&v=${id(1)},${id(2)}`);
    expect([viewed.status, viewed.headers.get('content-type')]).toEqual([200, 'image/gif']);
    expect((await event('GET', `c=${creatorId}&v=${id(1)}`, 'curl/8.5.0')).status).toBe(200);
    expect((await event('POST', `c=${creatorId}&k=${id(2)}`)).status).toBe(204);
    expect((await event('POST', `c=${creatorId}&k=<script>`)).status).toBe(400);
    expect((await event('GET', `c=nadie&v=${id(1)}`)).status).toBe(400);
    const figures = (await platform.api('GET', '/api/v1/creator/shop', { token: creator.token })).json.stats;
    expect(figures).toEqual({ [id(1)]: { views: 1, clicks: 0 }, [id(2)]: { views: 1, clicks: 1 } });

    expect(await page('nadie-tiene-esta')).toMatchObject({ status: 404 });
    expect((await page(id(5))).html).toContain('<h1>Tienda no encontrada</h1>');
    expect((await page('no%20v%C3%A1lida')).status).toBe(404);
  });

  it('gives a custom URL to one creator only, even when two ask for it at once', async () => {
    const one = await platform.signUp('creator', 'Uno Creador');
    const two = await platform.signUp('creator', 'Dos Creadora');
    const three = await platform.signUp('creator', 'Tres Creadora');
    expect((await save(one.token, { ...EMPTY, revision: 0, slug: 'la-misma' })).status).toBe(200);
    expect(await save(two.token, { ...EMPTY, revision: 0, slug: 'la-misma' })).toMatchObject({
      status: 409,
      json: { code: 'SLUG_TAKEN', field: 'slug', message: 'Esta URL ya está en uso. Elige otra.' },
    });
    const both = await Promise.all([two, three].map((c) => save(c.token, { ...EMPTY, revision: 0, slug: 'a-la-vez' })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    // The one refused saved nothing else either, and may save under another URL.
    const refused = both[0]!.status === 409 ? two : three;
    expect((await platform.api('GET', '/api/v1/creator/shop', { token: refused.token })).json.shop).toMatchObject({
      revision: 0,
      slug: null,
    });
    expect((await save(refused.token, { ...EMPTY, revision: 0, slug: 'otra-url' })).json).toMatchObject({ revision: 1, slug: 'otra-url' });
  });

  it('refuses the platform’s words and a brand’s name as a URL, and holds a released URL for its creator 30 days', async () => {
    const reserved = { status: 400, json: { field: 'slug', message: 'Esa URL no está disponible. Elige otra.' } };
    const creator = await platform.signUp('creator', 'Cora Reserva');
    for (const slug of ['afilia', 'admin', 'soporte-afilia', 'pagos'])
      expect(await save(creator.token, { ...EMPTY, revision: 0, slug })).toMatchObject(reserved);
    const brand = await platform.signUp('brand', 'Marca Yerbatera');
    await platform.api('PATCH', `/api/v1/brands/${brand.user.brands[0].id}`, {
      token: brand.token,
      body: { name: 'Yerbatera Norte', description: '', logoUrl: null },
    });
    expect(await save(creator.token, { ...EMPTY, revision: 0, slug: 'yerbatera-norte-tienda' })).toMatchObject(reserved);

    // Let go, the URL stays hers: nobody else takes it, she may take it back.
    expect((await save(creator.token, { ...EMPTY, revision: 0, slug: 'cora-tienda' })).status).toBe(200);
    expect((await save(creator.token, { ...EMPTY, revision: 1, slug: 'cora-nueva' })).status).toBe(200);
    const other = await platform.signUp('creator', 'Otra Persona');
    expect(await save(other.token, { ...EMPTY, revision: 0, slug: 'cora-tienda' })).toMatchObject({
      status: 409,
      json: { code: 'SLUG_TAKEN', field: 'slug' },
    });
    expect((await save(creator.token, { ...EMPTY, revision: 2, slug: 'cora-tienda' })).json).toMatchObject({ slug: 'cora-tienda' });
    // Thirty days later it is free.
    expect((await save(creator.token, { ...EMPTY, revision: 3, slug: 'cora-final' })).status).toBe(200);
    await platform.db.query(`UPDATE identity.released_slugs SET released_at = now() - interval '31 days' WHERE slug = 'cora-tienda'`);
    expect((await save(other.token, { ...EMPTY, revision: 0, slug: 'cora-tienda' })).json).toMatchObject({ slug: 'cora-tienda' });
  });
});

describe('the shop’s images', () => {
  const { upload, served } = imageUploads(platform, 0);

  it('are the creator’s own uploads, and a replaced or removed one is deleted', async () => {
    const creator = await platform.signUp('creator', 'Ema Imagen');
    const other = await platform.signUp('creator', 'Otra Persona');
    const first = await upload(creator.token);
    expect(first).toMatch(new RegExp(`^/uploads/${creator.user.id}/[0-9a-f-]{36}\\.png$`));
    expect((await save(creator.token, { ...EMPTY, revision: 0, logoUrl: first })).json).toMatchObject({ revision: 1, logoUrl: first });
    expect(await served(first)).toBe(200);

    // Another person's upload cannot be put in the shop (replacing it would delete their file).
    const theirs = await upload(other.token);
    expect(await save(creator.token, { ...EMPTY, revision: 1, logoUrl: first, backgroundImageUrl: theirs })).toMatchObject({
      status: 400,
      json: { field: 'backgroundImageUrl', message: 'Imagen inválida' },
    });

    const second = await upload(creator.token);
    expect((await save(creator.token, { ...EMPTY, revision: 1, logoUrl: second })).status).toBe(200);
    expect(await served(first)).toBe(404);
    expect(await served(second)).toBe(200);
    expect((await save(creator.token, { ...EMPTY, revision: 2, logoUrl: null })).status).toBe(200);
    expect(await served(second)).toBe(404);
    expect(await served(theirs)).toBe(200);
  });
});
