// Answers of the real Tiendanube API as its documentation shows them (github.com/TiendaNube/api-docs:
// README.md, resources/{product,order,coupon,webhook,authentication}.md), and the privacy payloads
// as the conformance review recorded them (shared/research/tiendanube-conformance.md, rows 16, 22,
// 29, 35, 37). The sandbox's answers are held to them field by field
// (documented-examples.spec.ts), and the catalogue's parsers read them, so a change on either side
// that leaves a documented shape fails a test. Values are the documentation's, trimmed to the
// fields either side reads; where the documentation disagrees with itself the note says which
// example was taken.

/** GET /products/{id} (resources/product.md): texts by language, prices as decimal strings or null. */
export const documentedProduct = {
  id: 1234,
  name: { es: 'Remera Lisa', pt: 'Camiseta Lisa' },
  description: { es: '<p>Remera de algodón</p>', pt: '<p>Camiseta de algodão</p>' },
  handle: { es: 'remera-lisa', pt: 'camiseta-lisa' },
  published: true,
  free_shipping: false,
  created_at: '2013-01-03T09:11:51-03:00',
  updated_at: '2013-03-11T09:14:11-03:00',
  variants: [{ id: 101, product_id: 1234, price: '25.00', promotional_price: null, stock: 12, sku: 'REM-01' }],
  images: [{ id: 101, product_id: 1234, src: 'https://d26lpennugtm8s.cloudfront.net/stores/001/remera.jpg', position: 1 }],
};

/**
 * GET /orders/{id} (resources/order.md): the single order names its landing page `landing_site`
 * (the list's example says `landing_url`); money as decimal strings; the line's quantity and
 * variant id appear as strings in one example and as numbers in another, so both are accepted.
 */
export const documentedOrder = {
  id: 450789469,
  number: 101,
  token: '898544a54283414238f74cd08f0efd3916f74b75',
  currency: 'ARS',
  status: 'open',
  payment_status: 'paid',
  subtotal: '38.00',
  discount: '0.00',
  total: '58.00',
  landing_site: 'http://www.example.com?source=abc',
  coupon: [{ code: 'SUPERDISCOUNT' }],
  created_at: '2008-01-10T11:00:00-05:00',
  updated_at: '2008-01-10T11:00:00-05:00',
  paid_at: '2008-01-10T11:00:00-05:00',
  cancelled_at: null,
  products: [{ product_id: 1234, variant_id: '101', name: 'Remera Lisa', price: '19.00', quantity: '2', sku: 'REM-01' }],
  customer: { id: 101, name: 'John Doe', email: 'john.doe@example.com' },
};

/** Fields whose JSON type the documentation's own examples disagree on: either is accepted. */
export const EITHER_STRING_OR_NUMBER = new Set(['number', 'variant_id', 'quantity', 'value']);

/** GET /webhooks (resources/webhook.md). */
export const documentedWebhook = {
  created_at: '2013-04-07T09:11:51-03:00',
  event: 'order/created',
  id: 5670,
  updated_at: '2013-04-08T11:11:51-03:00',
  url: 'https://myapp.com/order_created_hook',
};

/** What every API-registered webhook POSTs (resources/webhook.md, "Example webhook content"). */
export const documentedWebhookPayload = { store_id: 123, event: 'product/created', id: 1948209 };

/** POST /coupons → 201 (resources/coupon.md): `used` null on create, categories as objects elsewhere. */
export const documentedCouponCreated = {
  id: 32967,
  code: 'PRUEBA',
  type: 'percentage',
  value: '30.00',
  valid: true,
  used: null,
  max_uses: 100,
  start_date: '2014-05-08',
  end_date: '2014-06-08',
  min_price: 10,
  categories: null,
};

/** A category as a coupon answers it (resources/coupon.md, GET /coupons). */
export const documentedCouponCategory = {
  id: 117023,
  name: { es: 'Oxido Nítrico (NO2)' },
  description: { es: '' },
  handle: { es: 'oxido-nitrico-no2' },
  parent: null,
  subcategories: [],
  created_at: '2013-03-22T14:40:55+0000',
  updated_at: '2014-05-28T20:07:05+0000',
};

/** An empty list, on page 1 too: what independent clients of the real API report (review row 16). */
export const documentedEmptyList = { status: 404, body: { code: 404, message: 'Not Found', description: 'Last page is 0' } };

/** The privacy webhooks (resources/webhook.md, "Required Webhooks"; review row 37): no `event`. */
export const documentedPrivacy = {
  'store/redact': { store_id: 123 },
  'customers/redact': {
    store_id: 123,
    // A shopper may have left no phone or document: null here means "any value, or none".
    customer: { id: 1, email: 'john.doe@example.com', phone: null, identification: null },
    orders_to_redact: [450789469],
  },
  'customers/data_request': {
    store_id: 123,
    // A shopper may have left no phone or document: null here means "any value, or none".
    customer: { id: 1, email: 'john.doe@example.com', phone: null, identification: null },
    orders_requested: [450789469],
    checkouts_requested: [],
    drafts_orders_requested: [],
    data_request: { id: 456 },
  },
} as const;
