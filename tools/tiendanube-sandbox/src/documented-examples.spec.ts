import type { Sandbox } from './create-sandbox.js';
import {
  documentedCouponCategory,
  documentedCouponCreated,
  documentedEmptyList,
  documentedOrder,
  documentedProduct,
  documentedPrivacy,
  documentedWebhook,
  documentedWebhookPayload,
  EITHER_STRING_OR_NUMBER,
} from './documented-examples.js';
import { apiClient, sandboxWithPrivacyReceiver } from './test/sandbox-client.js';
import type { WebhookReceiver } from './webhook-receiver.js';

const kind = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/**
 * Where `actual` leaves the documented shape: a documented field it lacks, or one of another JSON
 * type (a documented null may be anything; the fields the documentation itself disagrees on may
 * be a string or a number). Arrays are compared by their first item.
 */
function shapeDifferences(documented: unknown, actual: unknown, path = ''): string[] {
  const want = kind(documented);
  const got = kind(actual);
  const field = path.split('.').at(-1) ?? '';
  if (want === 'null') return [];
  if (EITHER_STRING_OR_NUMBER.has(field) && (got === 'string' || got === 'number')) return [];
  if (want !== got) return [`${path || '(root)'}: ${want} documented, ${got} answered`];
  if (want === 'array') {
    const [first] = documented as unknown[];
    const [firstActual] = actual as unknown[];
    return first === undefined || firstActual === undefined ? [] : shapeDifferences(first, firstActual, `${path}[0]`);
  }
  if (want !== 'object') return [];
  return Object.entries(documented as Record<string, unknown>).flatMap(([key, value]) =>
    key in (actual as object)
      ? shapeDifferences(value, (actual as Record<string, unknown>)[key], path ? `${path}.${key}` : key)
      : [`${path ? `${path}.` : ''}${key}: documented, missing`],
  );
}

const SECRET = 'documented-examples-secret';
let sandbox: Sandbox;
let receiver: WebhookReceiver;
let call: ReturnType<typeof apiClient>;

beforeAll(async () => {
  ({ sandbox, receiver } = await sandboxWithPrivacyReceiver(SECRET, { products: 20 }));
  call = apiClient(sandbox, sandbox.issueToken().access_token);
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});

describe('the sandbox answers as the documentation shows, field by field', () => {
  it('a product', async () => {
    const [product] = (await call('GET', '/products?published=true&per_page=1')).body;
    expect(shapeDifferences(documentedProduct, (await call('GET', `/products/${product.id}`)).body)).toEqual([]);
  });

  it('a single order, and its landing page under the name the single order uses', async () => {
    await call('POST', '/coupons', { code: 'SUPERDISCOUNT', type: 'percentage', value: '10.00' });
    const order = await sandbox.createOrder({
      paid: true,
      coupon: 'SUPERDISCOUNT',
      landing_url: 'http://www.example.com?source=abc',
      customer: { name: 'John Doe', email: 'john.doe@example.com' },
    });
    expect(shapeDifferences(documentedOrder, (await call('GET', `/orders/${order['id']}`)).body)).toEqual([]);
  });

  it('a webhook, and what it POSTs', async () => {
    const created = await call('POST', '/webhooks', { event: 'product/updated', url: receiver.urlFor('/hooks') });
    expect(shapeDifferences(documentedWebhook, created.body)).toEqual([]);
    expect(shapeDifferences([documentedWebhook], (await call('GET', '/webhooks')).body)).toEqual([]);
    const [product] = (await call('GET', '/products?per_page=1')).body;
    receiver.reset();
    await sandbox.updateProduct(product.id, { published: true });
    const [hook] = await receiver.waitFor((r) => r.length > 0);
    expect(shapeDifferences(documentedWebhookPayload, hook!.payload)).toEqual([]);
  });

  it('a coupon just created, and its categories as objects', async () => {
    const created = await call('POST', '/coupons', {
      code: 'PRUEBA',
      type: 'percentage',
      value: '30.00',
      max_uses: 100,
      min_price: 10,
      start_date: '2014-05-08',
      end_date: '2099-06-08',
    });
    expect(shapeDifferences(documentedCouponCreated, created.body)).toEqual([]);
    const [category] = sandbox.state.categories.values();
    const withCategory = await call('POST', '/coupons', { code: 'PRUEBA2', type: 'percentage', value: '5', categories: [category!.id] });
    expect(shapeDifferences([documentedCouponCategory], withCategory.body.categories)).toEqual([]);
  });

  it('an empty list', async () => {
    const none = await call('GET', '/orders?status=closed');
    expect({ status: none.status, body: none.body }).toEqual(documentedEmptyList);
  });

  it('the privacy webhooks', async () => {
    await sandbox.createOrder({ paid: true, customer: { name: 'John Doe', email: 'john.doe@example.com' } });
    receiver.reset();
    await sandbox.requestCustomerData({ email: 'john.doe@example.com' });
    await sandbox.redactCustomer({ email: 'john.doe@example.com' });
    await sandbox.uninstall();
    const hooks = await receiver.waitFor((r) => r.length >= 3);
    const by = (path: string) => hooks.find((h) => h.path === path)!.payload;
    expect(shapeDifferences(documentedPrivacy['customers/data_request'], by('/customers-data-request'))).toEqual([]);
    expect(shapeDifferences(documentedPrivacy['customers/redact'], by('/customers-redact'))).toEqual([]);
    expect(shapeDifferences(documentedPrivacy['store/redact'], by('/store-redact'))).toEqual([]);
    for (const path of ['/customers-data-request', '/customers-redact', '/store-redact']) expect(by(path)).not.toHaveProperty('event');
  });
});

describe('the comparison', () => {
  it('finds a missing field, a field of another type, and looks inside lists', () => {
    expect(shapeDifferences({ a: '1', b: [{ c: 1 }] }, { b: [{ c: '1' }] })).toEqual([
      'a: documented, missing',
      'b[0].c: number documented, string answered',
    ]);
  });
});
