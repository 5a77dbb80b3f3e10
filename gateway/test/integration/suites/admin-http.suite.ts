import { connectStore } from '../../support/platform-harness.js';
import { sharedPlatform } from '../../support/shared-platform.js';

const platform = sharedPlatform();

const product = (name: string) => ({ name, description: null, priceCents: 1_250_000 });

describe('the admin’s menus', () => {
  it('list every brand with owner, agencies, store, products and campaigns; every creator; every product by brand', async () => {
    const admin = await platform.signUpAdmin();
    const brand = await platform.signUp('brand', 'Marca Norte');
    await connectStore(platform, brand.token);
    const first = await platform.api('POST', '/api/v1/products', { token: brand.token, body: product('Remera Norte') });
    await platform.api('POST', '/api/v1/products', { token: brand.token, body: product('Buzo Norte') });
    await platform.api('POST', '/api/v1/campaigns', {
      token: brand.token,
      body: { campaignType: 'standard', name: 'Otoño', productIds: [first.json.id] },
    });
    const agency = await platform.signUp('agency', 'Agencia Sur');
    const agencyBrand = await platform.api('POST', '/api/v1/brands', { token: agency.token, body: { name: 'Café del Sur' } });
    // The agency's new brand enters its pass at its next sign-in.
    const signedIn = await platform.api('POST', '/api/v1/auth/sign-in', { body: { email: agency.email, password: 'Secreta123' } });
    await platform.api('POST', '/api/v1/products', {
      token: signedIn.json.accessToken,
      body: { ...product('Café en grano'), brandId: agencyBrand.json.id },
    });
    const creator = await platform.signUp('creator', 'Lía Creadora');

    const brands = await platform.api('GET', '/api/v1/admin/brands', { token: admin.token });
    expect(brands.status).toBe(200);
    expect(brands.json.find((b: { id: string }) => b.id === brand.user.brands[0].id)).toMatchObject({
      name: 'Marca Norte',
      ownerName: 'Marca Norte',
      ownerEmail: brand.email,
      agencies: [],
      storeConnected: true,
      products: 2,
      campaigns: 1,
      activeCampaigns: 1,
    });
    expect(brands.json.find((b: { id: string }) => b.id === agencyBrand.json.id)).toMatchObject({
      ownerName: null,
      agencies: ['Agencia Sur'],
      storeConnected: false,
      products: 1,
      campaigns: 0,
    });

    const creators = await platform.api('GET', '/api/v1/admin/creators', { token: admin.token });
    expect(creators.json.find((c: { email: string }) => c.email === creator.email)).toMatchObject({
      name: 'Lía Creadora',
      collaborations: 0,
    });

    const all = await platform.api('GET', '/api/v1/admin/products', { token: admin.token });
    expect(all.json).toMatchObject({ page: 1, pageSize: 50 });
    expect(all.json.total).toBeGreaterThanOrEqual(3);
    const ofAgencyBrand = await platform.api('GET', `/api/v1/admin/products?brandId=${agencyBrand.json.id}`, { token: admin.token });
    expect(ofAgencyBrand.json).toMatchObject({ total: 1, items: [{ name: 'Café en grano', brandId: agencyBrand.json.id }] });
  });

  it('answer the Spanish message for a bad filter', async () => {
    const admin = await platform.signUpAdmin();
    expect(await platform.api('GET', '/api/v1/admin/products?page=0', { token: admin.token })).toMatchObject({
      status: 400,
      json: { message: 'Página inválida' },
    });
    expect(await platform.api('GET', '/api/v1/admin/products?brandId=otra', { token: admin.token })).toMatchObject({
      status: 400,
      json: { message: 'Marca inválida' },
    });
  });

  it('are refused to brands, agencies and creators, whose own screens stay theirs', async () => {
    for (const role of ['brand', 'agency', 'creator'] as const) {
      const person = await platform.signUp(role);
      for (const path of ['/api/v1/admin/brands', '/api/v1/admin/creators', '/api/v1/admin/products'])
        expect((await platform.api('GET', path, { token: person.token })).status).toBe(403);
    }
  });

  it('let an admin read any brand’s catalogue and campaigns, and give it the platform’s figures', async () => {
    const admin = await platform.signUpAdmin();
    const brand = await platform.signUp('brand', 'Marca Este');
    await platform.api('POST', '/api/v1/products', { token: brand.token, body: product('Gorra Este') });
    const brandId = brand.user.brands[0].id as string;
    const products = await platform.api('GET', `/api/v1/products?brandId=${brandId}`, { token: admin.token });
    expect(products.json.map((p: { name: string }) => p.name)).toEqual(['Gorra Este']);
    expect((await platform.api('GET', `/api/v1/campaigns?brandId=${brandId}`, { token: admin.token })).status).toBe(200);
    const summary = await platform.api('GET', '/api/v1/dashboard/summary', { token: admin.token });
    expect(summary.json.role).toBe('admin');
    expect(summary.json.figures.activeProducts).toBeGreaterThanOrEqual(1);
    // Another brand still never reads it.
    const stranger = await platform.signUp('brand', 'Marca Oeste');
    expect((await platform.api('GET', `/api/v1/products?brandId=${brandId}`, { token: stranger.token })).status).toBe(403);
  });
});
