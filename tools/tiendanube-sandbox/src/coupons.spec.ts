import { createSandbox, type Sandbox } from './create-sandbox.js';
import { apiClient, fakeClock } from './test/sandbox-client.js';

describe('coupons', () => {
  const clock = fakeClock(Date.parse('2026-03-02T15:00:00Z'));
  let sandbox: Sandbox;
  let call: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    sandbox = await createSandbox({ products: 12, now: clock.now });
    call = apiClient(sandbox, sandbox.issueToken().access_token);
  });
  afterAll(() => sandbox.close());

  it('creates a coupon: 201 with id, valid and used (null until first used), as the documentation shows', async () => {
    const res = await call('POST', '/coupons', { code: 'ANA10', type: 'percentage', value: '10.00', max_uses: null, min_price: 0 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ code: 'ANA10', type: 'percentage', value: '10.00', valid: true, used: null, max_uses: null });
    expect(Number.isInteger(res.body.id)).toBe(true);
    expect((await call('GET', `/coupons/${res.body.id}`)).body.code).toBe('ANA10');
  });

  it('refuses a code that is taken (in any case), not alphanumeric, or blank, with a 422 field map', async () => {
    expect((await call('POST', '/coupons', { code: 'ana10', type: 'percentage', value: '5' })).body).toEqual({
      code: ['has already been taken'],
    });
    for (const code of ['ANA-10', 'ANA_10', 'ANA 10', 'AÑA10']) {
      const res = await call('POST', '/coupons', { code, type: 'percentage', value: '5' });
      expect(res.status).toBe(422);
      expect(res.body.code).toEqual(['must contain only alphanumeric characters']);
    }
    const blank = await call('POST', '/coupons', { type: 'absolute', value: '500' });
    expect(blank.status).toBe(422);
    expect(blank.body).toEqual({ code: ["can't be blank"] });
  });

  it('requires a value for percentage and absolute coupons, but not for shipping ones', async () => {
    const noValue = await call('POST', '/coupons', { code: 'SINVALOR', type: 'percentage' });
    expect(noValue.status).toBe(422);
    expect(noValue.body).toEqual({ value: ["can't be blank"] });
    expect((await call('POST', '/coupons', { code: 'ABS1', type: 'absolute' })).body).toEqual({ value: ["can't be blank"] });
    expect((await call('POST', '/coupons', { code: 'MUCHO', type: 'percentage', value: '150' })).body.value).toEqual([
      'must be less than or equal to 100',
    ]);
    const wrongType = await call('POST', '/coupons', { code: 'RARO', type: 'percent', value: '5' });
    expect(wrongType.body.type[0]).toContain('is not included in the list');
    const shipping = await call('POST', '/coupons', { code: 'ENVIOGRATIS', type: 'shipping' });
    expect(shipping.status).toBe(201);
    expect(shipping.body.value).toBeNull();
  });

  it('lists, searches, updates and deletes', async () => {
    const created = await call('POST', '/coupons', {
      code: 'LUCIA15',
      type: 'absolute',
      value: 1500,
      start_date: '2026-01-01',
      end_date: '2026-12-31',
    });
    // The value comes back as it was sent (the documentation echoes "10.00" and 50 alike).
    expect(created.body.value).toBe(1500);
    const found = await call('GET', '/coupons?q=lucia');
    expect(found.body.map((c: { code: string }) => c.code)).toEqual(['LUCIA15']);
    const all = await call('GET', '/coupons');
    expect(all.headers.get('x-total-count')).toBe(String(all.body.length));

    const updated = await call('PUT', `/coupons/${created.body.id}`, { value: '2000.00' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ code: 'LUCIA15', value: '2000.00' });
    expect((await call('PUT', `/coupons/${created.body.id}`, { code: 'ANA10' })).body).toEqual({ code: ['has already been taken'] });

    const off = await call('PUT', `/coupons/${created.body.id}`, { valid: false });
    expect(off.body.valid).toBe(false);
    expect((await call('GET', '/coupons?valid=false')).body.map((c: { code: string }) => c.code)).toContain('LUCIA15');

    const deleted = await call('DELETE', `/coupons/${created.body.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({});
    expect((await call('GET', `/coupons/${created.body.id}`)).status).toBe(404);
  });

  it('counts uses when an order applies the coupon, and stops at max_uses', async () => {
    const coupon = (await call('POST', '/coupons', { code: 'UNAVEZ', type: 'percentage', value: '20', max_uses: 1 })).body;
    const order = await sandbox.createOrder({ coupon: 'unavez' });
    expect(order['coupon']).toEqual([{ id: coupon.id, code: 'UNAVEZ', type: 'percentage', value: '20' }]);
    const after = (await call('GET', `/coupons/${coupon.id}`)).body;
    expect(after).toMatchObject({ used: 1, valid: false });
    await expect(sandbox.createOrder({ coupon: 'UNAVEZ' })).rejects.toMatchObject({ status: 422, body: { coupon: [expect.any(String)] } });
  });

  it('takes category ids and answers category objects', async () => {
    const [category] = sandbox.state.categories.values();
    const res = await call('POST', '/coupons', { code: 'CATEG5', type: 'percentage', value: '5', categories: [category!.id] });
    expect(res.status).toBe(201);
    expect(res.body.categories).toEqual([
      expect.objectContaining({ id: category!.id, name: expect.objectContaining({ es: expect.any(String) }) }),
    ]);
  });

  it('is not valid before start_date or after end_date', async () => {
    const future = (await call('POST', '/coupons', { code: 'FUTURO', type: 'shipping', start_date: '2026-04-01' })).body;
    expect(future.valid).toBe(false);
    clock.advance(31 * 24 * 3600 * 1000);
    expect((await call('GET', `/coupons/${future.id}`)).body.valid).toBe(true);
    const dates = await call('POST', '/coupons', { code: 'MAL', type: 'shipping', start_date: '2026-05-01', end_date: '2026-04-01' });
    expect(dates.body).toEqual({ end_date: ['must be on or after start_date'] });
  });
});
