import { uniqueEmail, waitFor } from '@afilia/service-kit/testing';
import { connectStore, PlatformHarness } from '../support/platform-harness.js';

const platform = new PlatformHarness();
beforeAll(() => platform.start(), 60_000);
afterAll(() => platform.stop());

describe('POST /webhooks/tiendanube', () => {
  it('takes the store’s signed webhooks and refuses forged ones with 401', async () => {
    const res = await platform.api('POST', '/api/v1/auth/sign-up', {
      body: { name: 'Luna Ropa', email: uniqueEmail('marca'), password: 'Secreta123', role: 'brand' },
    });
    await connectStore(platform, res.json.accessToken);

    const order = await platform.sandbox.createOrder({ paid: true, landing_url: 'https://tienda.example/?aff=AF-9' });
    await platform.sandbox.settle();
    const paid = platform.sandbox.deliveries({ event: 'order/paid' });
    expect(paid.map((d) => d.status)).toContain(200);
    const published = await waitFor(
      async () => {
        const { rows } = await platform.db.query(
          "SELECT payload FROM catalogue.outbox WHERE subject = 'catalogue.order.paid' AND payload->>'orderId' = $1",
          [String(order.id)],
        );
        return rows[0]?.payload;
      },
      { what: 'the order to be published' },
    );
    expect(published.landingUrl).toBe('https://tienda.example/?aff=AF-9');

    await platform.sandbox.createOrder({ paid: true, delivery: 'bad-signature' });
    await platform.sandbox.settle();
    const forged = platform.sandbox.deliveries().filter((d) => d.mode === 'bad-signature');
    expect(forged.length).toBeGreaterThan(0);
    expect(forged.every((d) => d.status === 401)).toBe(true);
  });
});
