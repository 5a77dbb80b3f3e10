import { uniqueEmail, waitFor } from '@afilia/service-kit/testing';
import { connectStore } from '../../support/platform-harness.js';
import { sharedPlatform } from '../../support/shared-platform.js';

const platform = sharedPlatform();

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
    // Other suites' sandbox stores number their orders alike: the brand tells this one's apart.
    const brandId = res.json.user.brands[0].id as string;
    const published = await waitFor(
      async () => {
        const { rows } = await platform.db.query(
          "SELECT payload FROM catalogue.outbox WHERE subject = 'catalogue.order.paid' AND payload->>'orderId' = $1 AND payload->>'brandId' = $2",
          [String(order.id), brandId],
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

describe('the privacy webhooks, each at its own URL', () => {
  it('takes the store’s signed requests, which name no event, and refuses forged ones with 401', async () => {
    const res = await platform.api('POST', '/api/v1/auth/sign-up', {
      body: { name: 'Sol Calzado', email: uniqueEmail('marca'), password: 'Secreta123', role: 'brand' },
    });
    await connectStore(platform, res.json.accessToken);
    await platform.sandbox.createOrder({ paid: true, customer: { name: 'Eva', email: 'eva.privacidad@example.com' } });
    await platform.sandbox.settle();

    platform.sandbox.clearDeliveries();
    await platform.sandbox.requestCustomerData({ email: 'eva.privacidad@example.com' });
    await platform.sandbox.redactCustomer({ email: 'eva.privacidad@example.com' }, { delivery: 'bad-signature' });
    await platform.sandbox.settle();
    const [asked] = platform.sandbox.deliveries({ event: 'customers/data_request' });
    expect(asked).toMatchObject({ status: 200 });
    expect(platform.sandbox.deliveries({ event: 'customers/redact' }).every((d) => d.status === 401)).toBe(true);
    const { rows } = await platform.db.query('SELECT topic FROM catalogue.privacy_requests ORDER BY received_at');
    expect(rows.map((r: { topic: string }) => r.topic)).toEqual(['customers/data_request']);
  });
});
