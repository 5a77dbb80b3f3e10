import { connectStore } from '../../support/platform-harness.js';
import { sharedPlatform } from '../../support/shared-platform.js';

// The creator's discount codes through the API (seed 001 §2): its list, named by identity (so
// catalogue's own NATS user may ask it), and its own code, the store's coupon following.
const platform = sharedPlatform();

describe('a creator’s discount codes', () => {
  it('lists them with the brand’s name and takes the creator’s own code', async () => {
    const brand = await platform.signUp('brand', 'Sol Marca');
    await connectStore(platform, brand.token);
    const creator = await platform.signUp('creator', 'Ana Paz');
    const made = await platform.api('POST', '/api/v1/discount-codes', {
      token: brand.token,
      body: { creatorId: creator.user.creator.id, code: 'SOLANA10', discountType: 'percentage', discountValue: 10 },
    });
    expect(made.status).toBe(201);

    const list = await platform.api('GET', '/api/v1/discount-codes', { token: creator.token });
    expect(list.status).toBe(200);
    expect(list.json).toEqual([expect.objectContaining({ id: made.json.id, code: 'SOLANA10', brandName: 'Sol Marca', isActive: true })]);

    const path = `/api/v1/discount-codes/${made.json.id}/custom-code`;
    const empty = await platform.api('PUT', path, { token: creator.token, body: { code: ' ' } });
    expect(empty).toMatchObject({ status: 400, json: { message: 'El código no puede estar vacío' } });
    const theBrand = await platform.api('PUT', path, { token: brand.token, body: { code: 'ANAPAZ20' } });
    expect(theBrand).toMatchObject({ status: 404, json: { message: 'Código no encontrado' } });

    const saved = await platform.api('PUT', path, { token: creator.token, body: { code: 'anapaz20' } });
    expect(saved).toMatchObject({ status: 200, json: { message: 'Código personalizado actualizado!' } });
    const codes = [...platform.sandbox.state.coupons.values()].map((c) => c.code);
    expect(codes).toContain('ANAPAZ20');
    expect(codes).not.toContain('SOLANA10');
    const after = await platform.api('GET', '/api/v1/discount-codes', { token: creator.token });
    expect(after.json[0]).toMatchObject({ code: 'SOLANA10', creatorCustomCode: 'ANAPAZ20' });
  });
});
