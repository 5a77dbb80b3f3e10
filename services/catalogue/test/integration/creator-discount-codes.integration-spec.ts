import { CatalogueRequests, IdentityRequests, type Actor } from '@afilia/contracts';
import { brandActor, creatorActor, uniqueEmail } from '@afilia/service-kit/testing';
import type { Sandbox } from '@afilia/tiendanube-sandbox';
import type { CatalogueHarness } from '../support/catalogue-harness.js';
import { catalogueWithSandbox, connectThroughOauth, testSandbox, type Forwarder } from '../support/store-fixture.js';

// A creator's discount codes (seed 001 §2): the codes brands assigned it, across brands and with
// their names (identity runs beside catalogue), and its own version of them, which the brand's
// store's coupon follows.
let sandbox: Sandbox;
let forwarder: Forwarder;
let catalogue: CatalogueHarness;
// 'Sol Marca' has the sandbox store; 'Luna Marca' has none yet.
let sol: Actor;
let luna: Actor;
const creator = creatorActor();
const otherCreator = creatorActor();

/** A brand signed up in identity: sign-up names its brand after the person. */
async function namedBrand(name: string): Promise<Actor> {
  const session = await catalogue.call(IdentityRequests.signUp, {
    name,
    email: uniqueEmail('marca'),
    password: 'Segura123',
    role: 'brand',
  });
  return brandActor(session.actor.brandIds[0]);
}

const assign = (brand: Actor, code: string, creatorId = creator.creatorId) =>
  catalogue.call(CatalogueRequests.createDiscountCode, { creatorId, code, discountType: 'percentage', discountValue: 10 }, brand);
const customise = (id: string, code: string, actor: Actor = creator) =>
  catalogue.call(CatalogueRequests.customiseDiscountCode, { id, code }, actor);
const refusal = (id: string, code: string, actor: Actor = creator) =>
  catalogue.failure(CatalogueRequests.customiseDiscountCode, { id, code }, actor);
const storeCoupon = (code: string) => [...sandbox.state.coupons.values()].find((c) => c.code === code);
const codeOf = async (id: string) => (await catalogue.call(CatalogueRequests.listDiscountCodes, {}, creator)).find((c) => c.id === id)!;

beforeAll(async () => {
  sandbox = await testSandbox({ products: 3 });
  ({ catalogue, forwarder } = await catalogueWithSandbox(sandbox));
  sol = await namedBrand('Sol Marca');
  luna = await namedBrand('Luna Marca');
  await connectThroughOauth(catalogue, sol);
});

afterAll(async () => {
  await catalogue.stop();
  await forwarder.close();
  await sandbox.close().catch(() => undefined);
});

describe('a creator’s list of codes', () => {
  it('has every code assigned to it across brands, newest first, active or not, with the brand’s name', async () => {
    const first = await assign(sol, 'SOLANA10');
    const second = await assign(luna, 'LUNAANA5');
    const gone = await assign(sol, 'CHAUANA');
    await catalogue.call(CatalogueRequests.deactivateDiscountCode, { id: gone.id }, sol);
    await assign(sol, 'OTRO10', otherCreator.creatorId);

    const codes = await catalogue.call(CatalogueRequests.listDiscountCodes, {}, creator);
    expect(codes.map((c) => [c.code, c.brandName, c.isActive])).toEqual([
      ['CHAUANA', 'Sol Marca', false],
      ['LUNAANA5', 'Luna Marca', true],
      ['SOLANA10', 'Sol Marca', true],
    ]);
    expect(codes.map((c) => c.id)).toEqual([gone.id, second.id, first.id]);
    // Or one brand's, when it names one.
    expect((await catalogue.call(CatalogueRequests.listDiscountCodes, { brandId: luna.brandIds[0] }, creator)).map((c) => c.code)).toEqual([
      'LUNAANA5',
    ]);
    // The brand's own list is as before, named too.
    const brandCodes = await catalogue.call(CatalogueRequests.listDiscountCodes, {}, sol);
    expect(brandCodes.map((c) => c.code)).toEqual(['OTRO10', 'CHAUANA', 'SOLANA10']);
    expect(brandCodes.every((c) => c.brandName === 'Sol Marca')).toBe(true);
  });

  it('is refused to a creator account without a creator', async () => {
    const without = { ...creatorActor(), creatorId: null };
    expect(await catalogue.failure(CatalogueRequests.listDiscountCodes, {}, without)).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('the creator’s own code', () => {
  it('renames the store’s coupon and is what the safelink gives shoppers', async () => {
    const code = (await catalogue.call(CatalogueRequests.listDiscountCodes, {}, creator)).find((c) => c.code === 'SOLANA10')!;
    const coupon = storeCoupon('SOLANA10')!;
    expect(await customise(code.id, '  anapaz20 ')).toEqual({ message: 'Código personalizado actualizado!' });
    expect(storeCoupon('SOLANA10')).toBeUndefined();
    expect(storeCoupon('ANAPAZ20')).toMatchObject({ id: coupon.id, type: 'percentage' });
    expect(await codeOf(code.id)).toMatchObject({ code: 'SOLANA10', creatorCustomCode: 'ANAPAZ20', isActive: true });
    const safelink = { brandId: sol.brandIds[0]!, creatorId: creator.creatorId!, productId: null };
    expect(await catalogue.call(CatalogueRequests.ensureCoupon, safelink, null, 'tracking')).toEqual({ code: 'ANAPAZ20' });
  });

  it('is saved as it is when it does not change, without asking the store', async () => {
    const code = (await catalogue.call(CatalogueRequests.listDiscountCodes, {}, creator)).find((c) => c.code === 'SOLANA10')!;
    sandbox.state.paymentRequired = true;
    try {
      expect(await customise(code.id, 'anapaz20')).toEqual({ message: 'Código personalizado actualizado!' });
    } finally {
      sandbox.state.paymentRequired = false;
    }
  });

  it('changes only the code when the brand has no store yet', async () => {
    const code = (await catalogue.call(CatalogueRequests.listDiscountCodes, {}, creator)).find((c) => c.code === 'LUNAANA5')!;
    // Free in this brand, though another brand uses it.
    await customise(code.id, 'OTRO10');
    expect(await codeOf(code.id)).toMatchObject({ creatorCustomCode: 'OTRO10' });
    expect(storeCoupon('LUNAANA5')).toBeUndefined();
  });

  it('refuses a code the brand or its store already has, and changes nothing', async () => {
    const code = (await catalogue.call(CatalogueRequests.listDiscountCodes, {}, creator)).find((c) => c.code === 'SOLANA10')!;
    // Another creator's code of the brand, and the brand's own code of a deactivated one.
    expect(await refusal(code.id, 'otro10')).toMatchObject({
      code: 'CODE_TAKEN',
      message: 'Este código ya existe, usa otro',
      field: 'code',
    });
    expect(await refusal(code.id, 'CHAUANA')).toMatchObject({ code: 'CODE_TAKEN' });
    // The merchant's own coupon in the store.
    sandbox.state.coupons.set(990_101, { ...storeCoupon('ANAPAZ20')!, id: 990_101, code: 'TIENDA30' });
    expect(await refusal(code.id, 'tienda30')).toMatchObject({ code: 'CODE_TAKEN', field: 'code' });
    expect(await codeOf(code.id)).toMatchObject({ creatorCustomCode: 'ANAPAZ20' });
    expect(storeCoupon('ANAPAZ20')).toBeDefined();
    expect(await refusal(code.id, '   ')).toMatchObject({ code: 'VALIDATION_FAILED', message: 'El código no puede estar vacío' });
  });

  it('is its own creator’s only, and only while the code is active', async () => {
    const codes = await catalogue.call(CatalogueRequests.listDiscountCodes, {}, creator);
    const mine = codes.find((c) => c.code === 'SOLANA10')!;
    const notFound = { code: 'NOT_FOUND', message: 'Código no encontrado' };
    expect(await refusal(mine.id, 'ROBADO1', otherCreator)).toMatchObject(notFound);
    expect(await refusal(mine.id, 'ROBADO1', sol)).toMatchObject(notFound);
    expect(await refusal('00000000-0000-4000-8000-000000000000', 'ROBADO1')).toMatchObject(notFound);
    const inactive = codes.find((c) => c.code === 'CHAUANA')!;
    expect(await refusal(inactive.id, 'VUELVO1')).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: 'Este código está inactivo y ya no se puede editar',
    });
    expect(await codeOf(mine.id)).toMatchObject({ creatorCustomCode: 'ANAPAZ20' });
  });

  it('is left as it was, with its coupon, when the store refuses or cannot be reached', async () => {
    const code = (await catalogue.call(CatalogueRequests.listDiscountCodes, {}, creator)).find((c) => c.code === 'SOLANA10')!;
    sandbox.state.paymentRequired = true;
    try {
      expect(await refusal(code.id, 'NUEVO1')).toMatchObject({ code: 'STORE_PAYMENT_REQUIRED' });
    } finally {
      sandbox.state.paymentRequired = false;
    }
    // The store gone altogether (the last test of the file: the sandbox stays closed).
    await sandbox.close();
    expect(await refusal(code.id, 'NUEVO1')).toMatchObject({
      code: 'TIENDANUBE_ERROR',
      message: 'No pudimos cambiar el cupón en tu tienda de Tiendanube. Tu código no cambió; volvé a intentar en unos minutos.',
    });
    expect(await codeOf(code.id)).toMatchObject({ creatorCustomCode: 'ANAPAZ20' });
    expect(storeCoupon('ANAPAZ20')).toBeDefined();
    expect(storeCoupon('NUEVO1')).toBeUndefined();
  });
});
