import { randomUUID } from 'node:crypto';
import { CatalogueRequests } from '@afilia/contracts';
import { brandActor, creatorActor, waitFor } from '@afilia/service-kit/testing';
import type { Sandbox } from '@afilia/tiendanube-sandbox';
import type { CatalogueHarness } from '../support/catalogue-harness.js';
import { catalogueWithSandbox, connectThroughOauth, testSandbox, type Forwarder } from '../support/store-fixture.js';

// A brand's discount codes as coupons of its Tiendanube store (the sandbox), and the safelink's
// ensure-coupon that tracking asks for a creator's shopper. Identity names the codes' brands.
let sandbox: Sandbox;
let forwarder: Forwarder;
let catalogue: CatalogueHarness;
const brand = brandActor();
const creatorId = randomUUID();
/** A product synced from the store (a code for it is a coupon for it alone), and one made in Afilia only. */
let productId: string;
let storeProductId: number;
let customProductId: string;

beforeAll(async () => {
  sandbox = await testSandbox({ products: 12 });
  ({ catalogue, forwarder } = await catalogueWithSandbox(sandbox));
  await connectThroughOauth(catalogue, brand);
  const job = await catalogue.call(CatalogueRequests.startSync, {}, brand);
  await waitFor(async () =>
    (await catalogue.call(CatalogueRequests.getSync, { id: job.id }, brand)).status === 'running' ? undefined : true,
  );
  const buyable = buyableProducts()[0]!;
  storeProductId = buyable.id;
  const { rows } = await catalogue.db.query(`SELECT id FROM catalogue.products WHERE brand_id = $1 AND tiendanube_product_id = $2`, [
    brand.brandIds[0],
    String(buyable.id),
  ]);
  productId = rows[0].id;
  customProductId = (await catalogue.call(CatalogueRequests.createProduct, { name: 'Gorra Sol', priceCents: 150_000 }, brand)).id;
});

afterAll(async () => {
  await catalogue.stop();
  await forwarder.close();
  await sandbox.close();
});

/** Products the store sells: a price on every variant and stock for a few. */
const buyableProducts = () =>
  [...sandbox.state.products.values()].filter(
    (p) => p.published && p.variants.every((v) => v.price !== null && (!v.stock_management || (v.stock ?? 0) >= 5)),
  );
const storeCoupon = (code: string) => [...sandbox.state.coupons.values()].find((c) => c.code === code);
const ensure = (owner: { brandId: string; creatorId: string; productId: string | null }) =>
  catalogue.call(CatalogueRequests.ensureCoupon, owner, null, 'tracking');

describe('a brand’s discount codes', () => {
  it('are made as coupons in the brand’s store, upper-cased, with the store keeping the limits', async () => {
    const code = await catalogue.call(
      CatalogueRequests.createDiscountCode,
      { creatorId, code: 'solcrea15', discountType: 'percentage', discountValue: 15, maxUses: 100, expiresAt: '2099-12-31T23:00:00Z' },
      brand,
    );
    expect(code).toMatchObject({ code: 'SOLCREA15', creatorId, scope: 'store', discountValue: 15, usageCount: 0, isActive: true });
    expect(storeCoupon('SOLCREA15')).toMatchObject({ type: 'percentage', value: '15.00', max_uses: 100, end_date: '2099-12-31' });
    const fixed = await catalogue.call(
      CatalogueRequests.createDiscountCode,
      { code: 'ENVIO500', discountType: 'fixed', discountValue: 50_000, scope: 'product', productId },
      brand,
    );
    expect(fixed).toMatchObject({ code: 'ENVIO500', productId, scope: 'product', creatorId: null });
    // For that product alone (the store's id), so the store discounts no other line.
    expect(storeCoupon('ENVIO500')).toMatchObject({ type: 'absolute', value: '500.00', products: [storeProductId] });
    expect(storeCoupon('SOLCREA15')!.products).toBeNull();
    expect((await catalogue.call(CatalogueRequests.listDiscountCodes, {}, brand)).map((c) => c.code)).toEqual(['ENVIO500', 'SOLCREA15']);
  });

  it('discount in the store only what they are for, and only through the day the brand chose there', async () => {
    const other = buyableProducts().find((p) => p.id !== storeProductId)!;
    const line = (product: { id: number; variants: { id: number }[] }, quantity: number) => ({
      product_id: product.id,
      variant_id: product.variants[0]!.id,
      quantity,
    });
    const target = sandbox.state.products.get(storeProductId)!;
    const unit = (p: typeof target) => Number(p.variants[0]!.promotional_price ?? p.variants[0]!.price);
    const order = await sandbox.createOrder({ products: [line(target, 1), line(other, 2)], coupon: 'envio500' });
    expect(order['discount']).toBe(Math.min(500, unit(target)).toFixed(2));
    await expect(sandbox.createOrder({ products: [line(other, 1)], coupon: 'envio500' })).rejects.toMatchObject({ status: 422 });

    // The brand chose 31 March: the end of that day in Argentina is 1 April 02:59:59 UTC, and the store's last day is the 31st.
    await catalogue.call(
      CatalogueRequests.createDiscountCode,
      { creatorId: randomUUID(), code: 'MARZO10', discountType: 'percentage', discountValue: 10, expiresAt: '2099-04-01T02:59:59.000Z' },
      brand,
    );
    expect(storeCoupon('MARZO10')).toMatchObject({ end_date: '2099-03-31' });
  });

  it('are refused for a product the store does not sell: its coupon could only discount the whole cart', async () => {
    expect(
      await catalogue.failure(
        CatalogueRequests.createDiscountCode,
        { code: 'PROPIO10', discountType: 'percentage', discountValue: 10, scope: 'product', productId: customProductId },
        brand,
      ),
    ).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Este producto no está en tu tienda de Tiendanube: sincronizá tus productos o elegí uno de la tienda',
      field: 'productId',
    });
    expect(storeCoupon('PROPIO10')).toBeUndefined();
  });

  it('refuses what the seed and the store refuse, in Spanish, and makes nothing', async () => {
    const base = { discountType: 'percentage' as const, discountValue: 10 };
    const failure = (data: object) => catalogue.failure(CatalogueRequests.createDiscountCode, { ...base, code: 'X1', ...data }, brand);
    expect(await failure({ code: '  ' })).toMatchObject({ message: 'Completá todos los campos requeridos', field: 'code' });
    expect(await failure({ discountValue: undefined })).toMatchObject({ message: 'Completá todos los campos requeridos' });
    expect(await failure({ code: 'SOL-10' })).toMatchObject({ message: 'El código solo puede tener letras y números' });
    expect(await failure({ scope: 'product' })).toMatchObject({ message: 'Selecciona un producto', field: 'productId' });
    expect(await failure({ discountValue: 120 })).toMatchObject({ message: 'El descuento no puede superar el 100%' });
    expect(await failure({ code: 'solcrea15' })).toMatchObject({ code: 'CODE_TAKEN', message: 'Este código ya existe, usa otro' });
    // Another brand's product is no product of this brand.
    const other = brandActor();
    const theirs = (await catalogue.call(CatalogueRequests.createProduct, { name: 'Otra Gorra', priceCents: 1000 }, other)).id;
    expect(await failure({ scope: 'product', productId: theirs })).toMatchObject({ message: 'Selecciona un producto' });
    // The merchant's own coupon in the store already has the code.
    sandbox.state.coupons.set(990_001, { ...storeCoupon('SOLCREA15')!, id: 990_001, code: 'TIENDA20' });
    expect(await failure({ code: 'tienda20' })).toMatchObject({ code: 'CODE_TAKEN', field: 'code' });
    const { rows } = await catalogue.db.query('SELECT count(*)::int AS n FROM catalogue.discount_codes WHERE brand_id = $1', [
      brand.brandIds[0],
    ]);
    expect(rows[0].n).toBe(3);
  });

  it('are seen by their brand only (and each by the creator it is for)', async () => {
    expect(await catalogue.call(CatalogueRequests.listDiscountCodes, {}, brandActor())).toEqual([]);
    expect(await catalogue.call(CatalogueRequests.listDiscountCodes, {}, creatorActor())).toEqual([]);
    expect((await catalogue.call(CatalogueRequests.listDiscountCodes, {}, creatorActor(creatorId))).map((c) => c.code)).toEqual([
      'SOLCREA15',
    ]);
  });
});

describe('deactivating a discount code', () => {
  // Another creator's codes, so the safelink's choices below stay the first creator's.
  const otherCreator = randomUUID();

  it('removes its coupon from the store, makes it inactive and announces it; the brand’s only', async () => {
    const made = await catalogue.call(
      CatalogueRequests.createDiscountCode,
      { creatorId: otherCreator, code: 'CHAUCODIGO', discountType: 'percentage', discountValue: 5 },
      brand,
    );
    expect(storeCoupon('CHAUCODIGO')).toBeDefined();
    // Another brand cannot, nor can it tell the code exists.
    expect(await catalogue.failure(CatalogueRequests.deactivateDiscountCode, { id: made.id }, brandActor())).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Código no encontrado',
    });
    expect(await catalogue.call(CatalogueRequests.deactivateDiscountCode, { id: made.id }, brand)).toEqual({
      message: 'Código desactivado',
    });
    expect(storeCoupon('CHAUCODIGO')).toBeUndefined();
    const codes = await catalogue.call(CatalogueRequests.listDiscountCodes, {}, brand);
    expect(codes.find((c) => c.id === made.id)).toMatchObject({ isActive: false });
    expect(await catalogue.published('catalogue.discount-code.deactivated', 'codeId', made.id)).toMatchObject({
      brandId: brand.brandIds[0],
      creatorId: otherCreator,
      code: 'CHAUCODIGO',
    });
    // Twice is still deactivated, announced once.
    await catalogue.call(CatalogueRequests.deactivateDiscountCode, { id: made.id }, brand);
    const { rows } = await catalogue.db.query(
      "SELECT count(*)::int AS n FROM catalogue.outbox WHERE subject = 'catalogue.discount-code.deactivated' AND payload->>'codeId' = $1",
      [made.id],
    );
    expect(rows[0].n).toBe(1);
  });

  it('changes nothing when the store cannot remove the coupon', async () => {
    const made = await catalogue.call(
      CatalogueRequests.createDiscountCode,
      { creatorId: otherCreator, code: 'SIGUEACTIVO', discountType: 'percentage', discountValue: 5 },
      brand,
    );
    sandbox.state.paymentRequired = true;
    try {
      expect(await catalogue.failure(CatalogueRequests.deactivateDiscountCode, { id: made.id }, brand)).toMatchObject({
        code: 'STORE_PAYMENT_REQUIRED',
      });
    } finally {
      sandbox.state.paymentRequired = false;
    }
    expect(storeCoupon('SIGUEACTIVO')).toBeDefined();
    const codes = await catalogue.call(CatalogueRequests.listDiscountCodes, {}, brand);
    expect(codes.find((c) => c.id === made.id)).toMatchObject({ isActive: true });
  });
});

describe('the safelink’s coupon for a creator', () => {
  it('is the creator’s code, its coupon made again in the store when it went missing, once', async () => {
    const owner = { brandId: brand.brandIds[0]!, creatorId, productId };
    expect(await ensure(owner)).toEqual({ code: 'SOLCREA15' });
    // The merchant deleted it in the store: the next shopper's visit makes it again.
    const gone = storeCoupon('SOLCREA15')!;
    sandbox.state.coupons.delete(gone.id);
    await catalogue.db.query("UPDATE catalogue.discount_codes SET store_coupon_id = NULL WHERE code = 'SOLCREA15'");
    expect(await ensure(owner)).toEqual({ code: 'SOLCREA15' });
    const remade = storeCoupon('SOLCREA15')!;
    expect(remade.id).not.toBe(gone.id);
    expect(remade).toMatchObject({ type: 'percentage', max_uses: 100 });
    // Known to exist: no second coupon, nothing asked of the store.
    const coupons = sandbox.state.coupons.size;
    expect(await ensure(owner)).toEqual({ code: 'SOLCREA15' });
    expect(sandbox.state.coupons.size).toBe(coupons);
  });

  it('prefers the creator’s code for the product, and is none for a creator without a usable code', async () => {
    await catalogue.call(
      CatalogueRequests.createDiscountCode,
      { creatorId, code: 'SOLGORRA20', discountType: 'percentage', discountValue: 20, scope: 'product', productId },
      brand,
    );
    expect(await ensure({ brandId: brand.brandIds[0]!, creatorId, productId })).toEqual({ code: 'SOLGORRA20' });
    expect(await ensure({ brandId: brand.brandIds[0]!, creatorId, productId: null })).toEqual({ code: 'SOLCREA15' });
    expect(await ensure({ brandId: brand.brandIds[0]!, creatorId: randomUUID(), productId })).toEqual({ code: null });
    // Spent codes are no coupon for shoppers.
    await catalogue.db.query("UPDATE catalogue.discount_codes SET usage_count = max_uses WHERE code = 'SOLCREA15'");
    expect(await ensure({ brandId: brand.brandIds[0]!, creatorId, productId: null })).toEqual({ code: null });
  });

  it('waits for a store: a brand without one keeps its code and the safelink gives none', async () => {
    const storeless = brandActor();
    const code = await catalogue.call(
      CatalogueRequests.createDiscountCode,
      { creatorId, code: 'SINTIENDA10', discountType: 'percentage', discountValue: 10 },
      storeless,
    );
    expect(code.code).toBe('SINTIENDA10');
    expect(storeCoupon('SINTIENDA10')).toBeUndefined();
    expect(await ensure({ brandId: storeless.brandIds[0]!, creatorId, productId: null })).toEqual({ code: null });
  });

  it('is asked by tracking only', async () => {
    const reply = await catalogue.request(CatalogueRequests.ensureCoupon, { brandId: brand.brandIds[0]!, creatorId, productId: null });
    expect(reply.ok).toBe(false);
  });
});

describe('a code used in a paid order', () => {
  it('counts one use per order, however many times the store reports it paid', async () => {
    const made = await catalogue.call(
      CatalogueRequests.createDiscountCode,
      { creatorId: randomUUID(), code: 'USADO10', discountType: 'percentage', discountValue: 10 },
      brand,
    );
    const order = await sandbox.createOrder({ paid: true, coupon: 'usado10' });
    const usage = async () =>
      (await catalogue.call(CatalogueRequests.listDiscountCodes, {}, brand)).find((c) => c.id === made.id)!.usageCount;
    await waitFor(async () => ((await usage()) === 1 ? true : undefined), { what: 'the use to be counted' });
    // Reported paid again two days later (news for the webhook receipts): still one use.
    await catalogue.db.query(
      "UPDATE catalogue.webhook_receipts SET received_at = now() - interval '49 hours' WHERE event = 'order/paid' AND resource_id = $1",
      [String(order.id)],
    );
    await sandbox.emit('order/paid', String(order.id));
    await sandbox.settle();
    await waitFor(async () => {
      const { rows } = await catalogue.db.query(
        "SELECT count(*)::int AS n FROM catalogue.outbox WHERE subject = 'catalogue.order.paid' AND payload->>'orderId' = $1",
        [String(order.id)],
      );
      return rows[0].n === 2 ? true : undefined;
    });
    expect(await usage()).toBe(1);
  });
});
