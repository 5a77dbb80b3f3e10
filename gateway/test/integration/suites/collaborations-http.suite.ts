import { waitFor } from '@afilia/service-kit/testing';
import { sharedPlatform } from '../../support/shared-platform.js';

// Brands for creators (seed 001 §2, issue 15 §5) on every real service: the brands with active
// products, a brand's products with the creator's commission, and a request to collaborate on a
// product, once per product even when sent twice at once.
const platform = sharedPlatform();

describe('brands for creators', () => {
  it('lists brands with products, shows one with its products, and takes one request per product', async () => {
    const brand = await platform.signUp('brand', 'Marca Colibrí');
    const empty = await platform.signUp('brand', 'Marca Vacía');
    const creator = await platform.signUp('creator', 'Iris Creadora');
    const brandId = brand.user.brands[0].id as string;
    const made = [];
    for (const [name, commissionCreator] of [
      ['Mate Colibrí', 0.2],
      ['Bombilla Colibrí', 0.125],
    ] as const)
      made.push(
        (await platform.api('POST', '/api/v1/products', { token: brand.token, body: { name, priceCents: 1_500_000, commissionCreator } }))
          .json,
      );

    // Only creators browse brands.
    expect((await platform.api('GET', '/api/v1/creator-brands', { token: brand.token })).status).toBe(403);
    const list = await platform.api('GET', '/api/v1/creator-brands', { token: creator.token });
    expect(list.status).toBe(200);
    const listed = list.json.find((b: { id: string }) => b.id === brandId);
    expect(listed).toMatchObject({ name: 'Marca Colibrí', productCount: 2, commissionPercent: 15 });
    expect(Date.parse(listed.memberSince)).not.toBeNaN();
    // A brand with nothing to sell is not listed.
    expect(list.json.some((b: { id: string }) => b.id === empty.user.brands[0].id)).toBe(false);

    const detail = () => platform.api('GET', `/api/v1/creator-brands/${brandId}`, { token: creator.token });
    expect((await detail()).json).toMatchObject({
      name: 'Marca Colibrí',
      commissionPercent: 15,
      products: expect.arrayContaining([
        expect.objectContaining({ name: 'Mate Colibrí', commissionPercent: 20, priceCents: 1_500_000, collaboration: null }),
        expect.objectContaining({ name: 'Bombilla Colibrí', commissionPercent: 12.5, collaboration: null }),
      ]),
    });
    expect(
      await platform.api('GET', '/api/v1/creator-brands/00000000-0000-4000-8000-000000000000', { token: creator.token }),
    ).toMatchObject({
      status: 404,
      json: { message: 'Marca no encontrada' },
    });
    expect((await platform.api('GET', '/api/v1/creator-brands/no-es-un-id', { token: creator.token })).status).toBe(400);

    // A request, with its message checked on the field; then the product cannot be requested again.
    const ask = (body: object) => platform.api('POST', '/api/v1/product-collaborations', { token: creator.token, body });
    expect(await ask({ productId: made[0].id, message: 'x'.repeat(501) })).toMatchObject({
      status: 400,
      json: { field: 'message', message: 'El mensaje es demasiado largo' },
    });
    expect(await ask({ productId: made[0].id, message: '  Me encanta el mate  ' })).toMatchObject({
      status: 201,
      json: { productId: made[0].id, brandId, status: 'pending', initiatedBy: 'creator', message: 'Me encanta el mate' },
    });
    expect(await ask({ productId: made[0].id })).toMatchObject({
      status: 409,
      json: { field: 'productId', message: 'Ya hay una colaboración para este producto' },
    });
    // Two requests for the other product at once: one is taken.
    const both = await Promise.all([ask({ productId: made[1].id }), ask({ productId: made[1].id })]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(
      (await platform.api('POST', '/api/v1/product-collaborations', { token: brand.token, body: { productId: made[1].id } })).status,
    ).toBe(403);

    const [mate] = (await detail()).json.products.filter((p: { name: string }) => p.name === 'Mate Colibrí');
    expect(mate.collaboration).toMatchObject({ status: 'pending', message: 'Me encanta el mate' });

    // The brand is told of each request once (issue 15 §5), the refused ones not at all.
    const told = await waitFor(async () => {
      const { json } = await platform.api('GET', '/api/v1/notifications', { token: brand.token });
      const requests = json.items.filter((n: { title: string }) => n.title === 'Nueva solicitud de colaboración');
      return requests.length === 2 ? requests : undefined;
    });
    expect(told.map((n: { message: string }) => n.message)).toContain(
      `Iris Creadora quiere colaborar con tu producto "Mate Colibrí". Mensaje: "Me encanta el mate"`,
    );
  });

  it('offers no request on a product the creator already promotes through a campaign, and refuses one (issue 35)', async () => {
    const brand = await platform.signUp('brand', 'Marca Tucán');
    const creator = await platform.signUp('creator', 'Tina Creadora');
    const brandId = brand.user.brands[0].id as string;
    const products = [];
    for (const name of ['Yerba Tucán', 'Termo Tucán'])
      products.push(
        (
          await platform.api('POST', '/api/v1/products', {
            token: brand.token,
            body: { name, priceCents: 900_000, commissionCreator: 0.2 },
          })
        ).json as { id: string },
      );
    const [promoted, other] = products as [{ id: string }, { id: string }];
    const campaign = await platform.api('POST', '/api/v1/campaigns', {
      token: brand.token,
      body: { campaignType: 'standard', name: 'Otoño Tucán', productIds: [promoted.id] },
    });
    const applied = await platform.api('POST', `/api/v1/campaigns/${campaign.json.id}/applications`, { token: creator.token, body: {} });
    await platform.api('POST', `/api/v1/applications/${applied.json.applicationId}/accept`, { token: brand.token, body: {} });
    await waitFor(async () => ((await platform.api('GET', '/api/v1/links', { token: creator.token })).json.length ? true : undefined));

    const detail = await platform.api('GET', `/api/v1/creator-brands/${brandId}`, { token: creator.token });
    const byId = new Map((detail.json.products as { id: string; promoted: boolean }[]).map((p) => [p.id, p.promoted]));
    expect(byId.get(promoted.id)).toBe(true);
    expect(byId.get(other.id)).toBe(false);
    expect(
      await platform.api('POST', '/api/v1/product-collaborations', { token: creator.token, body: { productId: promoted.id } }),
    ).toMatchObject({
      status: 409,
      json: { field: 'productId', message: 'Ya promocionás este producto en una campaña' },
    });
    expect(
      (await platform.api('POST', '/api/v1/product-collaborations', { token: creator.token, body: { productId: other.id } })).status,
    ).toBe(201);
  });
});
