import { randomUUID } from 'node:crypto';
import { waitFor } from '@afilia/service-kit/testing';
import { brandWithCreatorCode as withCode } from '../../support/platform-harness.js';
import { sharedPlatform } from '../../support/shared-platform.js';

// Sales over HTTP on every real service and the sandbox store: a shopper's order with a creator's
// coupon reaches the brand's and the creator's lists through the store's webhook, and the test
// sale runs the same attribution, marked as a test.
const platform = sharedPlatform();

interface Transaction {
  id: string;
  orderId: string;
  creatorName: string;
  brandName: string;
  amountTotalCents: number;
  amountCreatorCents: number;
  amountPlatformCents: number;
  amountBrandCents: number;
  isTest: boolean;
  status: string;
}

const brandWithCreatorCode = (code: string) => withCode(platform, code);

const list = async (token: string, query = '') =>
  (await platform.api('GET', `/api/v1/transactions${query}`, { token })).json as { items: Transaction[]; total: number };

describe('a test sale', () => {
  it('attributes an order of the given total to the coupon’s creator, marked as a test, left out of the totals', async () => {
    const { brand, creator, brandId } = await brandWithCreatorCode('IARA10');
    const post = (body: object, token = brand.token) => platform.api('POST', '/api/v1/test-sale', { token, body });

    expect(await post({ couponCode: '  ', orderTotal: 100 })).toMatchObject({
      status: 400,
      json: { field: 'couponCode', message: 'Por favor ingresa un código de cupón' },
    });
    expect(await post({ couponCode: 'IARA10', orderTotal: -5 })).toMatchObject({ status: 400, json: { field: 'orderTotal' } });
    expect(await post({ couponCode: 'NOEXISTE', orderTotal: 100 })).toMatchObject({
      status: 400,
      json: { field: 'couponCode', message: 'Ese cupón no es un código de creador de esta marca' },
    });
    // Only a brand owner or agency tests, and only on a brand of its own.
    expect((await post({ couponCode: 'IARA10' }, creator.token)).status).toBe(403);
    const other = await platform.signUp('brand', 'Marca Otra');
    expect(await post({ couponCode: 'IARA10' }, other.token)).toMatchObject({ status: 400, json: { field: 'couponCode' } });
    expect((await post({ couponCode: 'IARA10', brandId }, other.token)).status).toBe(403);

    // Lower case, and no total: the seed's default of 100.
    const ran = await post({ couponCode: 'iara10' });
    expect(ran).toMatchObject({
      status: 200,
      json: { success: true, commissionCents: 1_500, amountTotalCents: 10_000, amountPlatformCents: 1_500, amountBrandCents: 7_000 },
    });
    expect(ran.json.orderId).toMatch(/^PRUEBA-[0-9A-F]{8}$/);
    const [test] = (await list(brand.token)).items;
    expect(test).toMatchObject({ id: ran.json.transactionId, isTest: true, creatorName: 'Iara Ventas', brandName: 'Marca Delta' });
    // The brand's check, not a sale of hers: the creator does not see it.
    expect((await list(creator.token)).items).toEqual([]);
    const home = await platform.api('GET', '/api/v1/dashboard/summary', { token: brand.token });
    expect(home.json.figures.totalSalesCents).toBe(0);
    expect(home.json.recentTransactions).toEqual([]);
  });
});

describe('a shopper’s order with the creator’s coupon', () => {
  it('becomes the creator’s transaction through the store’s webhook, seen by the brand and the creator only; the coupon is then used', async () => {
    const { brand, creator } = await brandWithCreatorCode('IARA20');
    const order = await platform.sandbox.createOrder({ paid: true, coupon: 'IARA20' });
    const sale = await waitFor(async () => (await list(brand.token)).items.find((t) => t.orderId === String(order['id'])), {
      what: 'the order’s transaction',
    });
    expect(sale).toMatchObject({ isTest: false, status: 'pending', creatorName: 'Iara Ventas' });
    expect(sale.amountCreatorCents + sale.amountPlatformCents + sale.amountBrandCents).toBe(sale.amountTotalCents);
    expect((await list(creator.token)).items.map((t) => t.id)).toEqual([sale.id]);
    const home = await platform.api('GET', '/api/v1/dashboard/summary', { token: creator.token });
    expect(home.json.figures).toMatchObject({ totalEarnedCents: sale.amountCreatorCents, salesGenerated: 1 });

    const stranger = await platform.signUp('brand', 'Marca Ajena');
    expect((await list(stranger.token)).items).toEqual([]);
    expect((await platform.api('GET', `/api/v1/transactions?brandId=${sale.id}`, { token: stranger.token })).status).toBe(403);
    expect((await platform.api('GET', '/api/v1/transactions?page=0', { token: brand.token })).status).toBe(400);

    // Seed 002 §5: the test sale wants an unused coupon.
    await waitFor(async () => {
      const codes = (await platform.api('GET', '/api/v1/discount-codes', { token: brand.token })).json as {
        code: string;
        usageCount: number;
      }[];
      return codes.find((c) => c.code === 'IARA20' && c.usageCount === 1);
    });
    expect(await platform.api('POST', '/api/v1/test-sale', { token: brand.token, body: { couponCode: 'IARA20' } })).toMatchObject({
      status: 400,
      json: { message: 'Ese cupón ya se usó en una venta: probá con uno sin usar' },
    });
  });
});

describe('a code made in a campaign', () => {
  it('is paid on that campaign’s terms, in a test sale and in the store, whatever other campaign the creator is in', async () => {
    const { brand, creator } = await withCode(platform, 'NIDIA5', { brand: 'Marca Épsilon', creator: 'Nidia Ventas' });
    const products = (await platform.api('GET', '/api/v1/products', { token: brand.token })).json as {
      id: string;
      tiendanubeProductId: string | null;
      priceCents: number;
    }[];
    // A product of the store both campaigns promote.
    const product = products.find((p) => p.tiendanubeProductId && p.priceCents > 0)!;
    const productIds = [product.id];
    /** A standard campaign paying `percent`, the creator accepted into it (its terms agreed now). */
    const campaignAt = async (name: string, percent: number) => {
      const campaign = await platform.api('POST', '/api/v1/campaigns', {
        token: brand.token,
        body: { campaignType: 'standard', name, productIds, commissionType: 'percentage', commissionValue: percent },
      });
      const applied = await platform.api('POST', `/api/v1/campaigns/${campaign.json.id}/applications`, { token: creator.token, body: {} });
      await platform.api('POST', `/api/v1/applications/${applied.json.applicationId}/accept`, { token: brand.token, body: {} });
      return campaign.json.id as string;
    };
    const twelve = await campaignAt('Doce por ciento', 12);
    await waitFor(async () => ((await platform.api('GET', '/api/v1/links', { token: creator.token })).json.length >= 1 ? true : undefined));
    // Agreed later: the creator's latest terms with the brand.
    await campaignAt('Veinte por ciento', 20);
    await waitFor(async () => ((await platform.api('GET', '/api/v1/links', { token: creator.token })).json.length >= 2 ? true : undefined));

    // The code from the 12 % campaign's 'Códigos de Descuento'.
    const made = await platform.api('POST', '/api/v1/discount-codes', {
      token: brand.token,
      body: { code: 'NIDIA12', creatorId: creator.user.creator.id, discountType: 'percentage', discountValue: 10, campaignId: twelve },
    });
    expect(made).toMatchObject({ status: 201, json: { campaignId: twelve } });
    const test = await platform.api('POST', '/api/v1/test-sale', { token: brand.token, body: { couponCode: 'NIDIA12', orderTotal: 1000 } });
    expect(test.json).toMatchObject({ amountTotalCents: 100_000, commissionCents: 12_000 });
    // A code from no campaign is paid on the latest terms agreed.
    const latest = await platform.api('POST', '/api/v1/test-sale', {
      token: brand.token,
      body: { couponCode: 'NIDIA5', orderTotal: 1000 },
    });
    expect(latest.json).toMatchObject({ commissionCents: 20_000 });
    // Naming a campaign that is not hers with this brand changes nothing: the latest terms again.
    await platform.api('POST', '/api/v1/discount-codes', {
      token: brand.token,
      body: { code: 'NIDIAX', creatorId: creator.user.creator.id, discountType: 'percentage', discountValue: 10, campaignId: randomUUID() },
    });
    const foreign = await platform.api('POST', '/api/v1/test-sale', {
      token: brand.token,
      body: { couponCode: 'NIDIAX', orderTotal: 1000 },
    });
    expect(foreign.json).toMatchObject({ commissionCents: 20_000 });

    // The same in the store: the shopper's order of that product with the 12 % code.
    const order = await platform.sandbox.createOrder({
      paid: true,
      coupon: 'NIDIA12',
      products: [{ product_id: Number(product.tiendanubeProductId) }],
    });
    const sale = await waitFor(async () => (await list(brand.token)).items.find((t) => t.orderId === String(order['id'])), {
      what: 'the order’s transaction',
    });
    expect(sale.amountCreatorCents).toBe(Math.round(sale.amountTotalCents * 0.12));
  });
});
