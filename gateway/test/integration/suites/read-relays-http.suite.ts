import { TRANSACTIONS_PAGE_SIZE } from '@afilia/contracts';
import { sharedPlatform } from '../../support/shared-platform.js';

// Read routes whose answer the service's Postgres writes as JSON and the gateway relays unparsed
// (issue 37 §1): the browser gets JSON, the same values the write answered, and only its own.
const platform = sharedPlatform();

describe('read routes relayed from the service', () => {
  it("answers a brand's products as JSON, newest first, field for field as it made them, and no other brand's", async () => {
    const brand = await platform.signUp('brand', 'Marca Relevo');
    const made = [];
    for (const name of ['Remera Relevo', 'Buzo Relevo'])
      made.push((await platform.api('POST', '/api/v1/products', { token: brand.token, body: { name, priceCents: 1_250_000 } })).json);
    const listed = await platform.api('GET', '/api/v1/products', { token: brand.token });
    expect(listed.status).toBe(200);
    expect(listed.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(listed.json).toEqual([made[1], made[0]]);
    const other = await platform.signUp('brand', 'Marca Ajena');
    expect((await platform.api('GET', '/api/v1/products', { token: other.token })).json).toEqual([]);
  });

  it("answers a brand's campaigns with their products, field for field as created, and its transactions page", async () => {
    const brand = await platform.signUp('brand', 'Marca Campañas Relevo');
    const products = [];
    for (const name of ['Mate Relevo', 'Termo Relevo'])
      products.push((await platform.api('POST', '/api/v1/products', { token: brand.token, body: { name, priceCents: 900_000 } })).json.id);
    const created = await platform.api('POST', '/api/v1/campaigns', {
      token: brand.token,
      body: { campaignType: 'standard', name: 'Invierno', productIds: products },
    });
    const listed = await platform.api('GET', '/api/v1/campaigns', { token: brand.token });
    expect(listed.json).toEqual([created.json]);
    expect([...created.json.productIds].sort()).toEqual([...products].sort());
    const page = await platform.api('GET', '/api/v1/transactions?page=3', { token: brand.token });
    expect(page).toMatchObject({ status: 200, json: { items: [], total: 0, page: 3, pageSize: TRANSACTIONS_PAGE_SIZE } });
  });
});
