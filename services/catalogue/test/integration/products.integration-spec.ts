import { CatalogueRequests } from '@afilia/contracts';
import { agencyActor, brandActor, creatorActor } from '@afilia/service-kit/testing';
import { CatalogueHarness } from '../support/catalogue-harness.js';

const catalogue = new CatalogueHarness();
beforeAll(() => catalogue.start());
afterAll(() => catalogue.stop());

const remera = { name: 'Remera Lisa', description: 'Algodón', priceCents: 1250000 };

describe('catalogue.product.*', () => {
  it('creates a custom product with 15% commissions, active, and lists it newest first', async () => {
    const brand = brandActor();
    const first = await catalogue.call(CatalogueRequests.createProduct, remera, brand);
    const second = await catalogue.call(CatalogueRequests.createProduct, { ...remera, name: 'Buzo Canguro' }, brand);
    expect(first).toMatchObject({ commissionCreator: 0.15, commissionPlatform: 0.15, status: 'active', tiendanubeProductId: null });
    const list = await catalogue.call(CatalogueRequests.listProducts, {}, brand);
    expect(list.map((p) => p.id)).toEqual([second.id, first.id]);
    // The list is JSON Postgres writes (issue 37 §1): the same products, field for field, as the
    // entity path answers them.
    expect(list).toEqual([second, first]);
  });

  it("sets the platform's 15% itself, whatever a brand sends, and keeps the creator's share within the rest", async () => {
    const brand = brandActor();
    // A brand-facing request has no platform field: one smuggled in is dropped, not stored.
    const smuggled = { ...remera, commissionPlatform: 0 } as typeof remera;
    expect((await catalogue.call(CatalogueRequests.createProduct, smuggled, brand)).commissionPlatform).toBe(0.15);
    const tooMuch = await catalogue.failure(CatalogueRequests.createProduct, { ...remera, commissionCreator: 0.9 }, brand);
    expect([tooMuch.message, tooMuch.field]).toEqual([
      'La comisión del creador no puede superar el 85% (la plataforma cobra el 15%)',
      'commissionCreator',
    ]);
  });

  it('answers the seed messages for bad products', async () => {
    const brand = brandActor();
    const cases: [object, string][] = [
      [{ ...remera, priceCents: 0 }, 'El precio debe ser mayor a 0'],
      [{ ...remera, priceCents: 100_000_000_000 }, 'El precio es demasiado alto'],
      [{ ...remera, description: 'x'.repeat(1001) }, 'La descripción es demasiado larga'],
      [{ ...remera, commissionCreator: 1.5 }, 'La comisión debe estar entre 0 y 1'],
      [{ ...remera, name: 'ab' }, 'El nombre debe tener al menos 3 caracteres'],
    ];
    for (const [input, message] of cases) {
      const error = await catalogue.failure(CatalogueRequests.createProduct, input as typeof remera, brand);
      expect(error).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
  });

  it('edits and deletes a product', async () => {
    const brand = brandActor();
    const product = await catalogue.call(CatalogueRequests.createProduct, remera, brand);
    const edited = await catalogue.call(
      CatalogueRequests.updateProduct,
      {
        id: product.id,
        name: 'Remera Estampada',
        description: null,
        priceCents: 1500000,
        commissionCreator: 0.2,
      },
      brand,
    );
    expect(edited).toMatchObject({ name: 'Remera Estampada', priceCents: 1500000, commissionCreator: 0.2, description: null });
    expect((await catalogue.call(CatalogueRequests.deleteProduct, { id: product.id }, brand)).message).toBe(
      'Producto eliminado exitosamente',
    );
    expect(await catalogue.call(CatalogueRequests.listProducts, {}, brand)).toEqual([]);
  });

  it('never lets brand A read or change brand B’s products', async () => {
    const a = brandActor();
    const b = brandActor();
    const productOfB = await catalogue.call(CatalogueRequests.createProduct, remera, b);
    expect(await catalogue.call(CatalogueRequests.listProducts, {}, a)).toEqual([]);
    expect((await catalogue.failure(CatalogueRequests.listProducts, { brandId: b.brandIds[0] }, a)).code).toBe('FORBIDDEN');
    expect((await catalogue.failure(CatalogueRequests.createProduct, { ...remera, brandId: b.brandIds[0] }, a)).code).toBe('FORBIDDEN');
    const update = { id: productOfB.id, name: 'Robada', description: null, priceCents: 1, commissionCreator: 0 };
    expect((await catalogue.failure(CatalogueRequests.updateProduct, update, a)).code).toBe('NOT_FOUND');
    expect((await catalogue.failure(CatalogueRequests.deleteProduct, { id: productOfB.id }, a)).code).toBe('NOT_FOUND');
    expect((await catalogue.call(CatalogueRequests.listProducts, {}, b))[0]!.name).toBe('Remera Lisa');
  });

  it('lets an agency work on its linked brands only, and refuses creators', async () => {
    const owner = brandActor();
    const other = brandActor();
    const agency = agencyActor([owner.brandIds[0]!]);
    const created = await catalogue.call(CatalogueRequests.createProduct, { ...remera, brandId: owner.brandIds[0] }, agency);
    expect(created.brandId).toBe(owner.brandIds[0]);
    expect((await catalogue.failure(CatalogueRequests.listProducts, { brandId: other.brandIds[0] }, agency)).code).toBe('FORBIDDEN');
    expect((await catalogue.failure(CatalogueRequests.listProducts, {}, creatorActor())).code).toBe('FORBIDDEN');
  });

  it('counts active products for the brand home', async () => {
    const brand = brandActor();
    await catalogue.call(CatalogueRequests.createProduct, remera, brand);
    await catalogue.call(CatalogueRequests.createProduct, remera, brand);
    expect(await catalogue.call(CatalogueRequests.summary, {}, brand)).toEqual({ brand: { activeProducts: 2 } });
  });

  it('looks products up by ids for the services the contract names, and for nobody else', async () => {
    const brand = brandActor();
    const product = await catalogue.call(CatalogueRequests.createProduct, remera, brand);
    const found = await catalogue.call(CatalogueRequests.getProducts, { ids: [product.id] }, null, 'campaigns');
    expect(found.map((p) => p.name)).toEqual(['Remera Lisa']);
    expect(await catalogue.failure(CatalogueRequests.getProducts, { ids: [product.id] })).toMatchObject({ code: 'FORBIDDEN' });
  });
});
