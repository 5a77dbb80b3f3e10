import {
  documentedEmptyList,
  documentedOrder,
  documentedPrivacy,
  documentedProduct,
  documentedWebhookPayload,
} from '@afilia/tiendanube-sandbox';
import { PRIVACY_TOPICS } from '@afilia/contracts';
import { privacyBodies } from '../privacy/privacy.service.js';
import { webhookBody } from '../webhooks/webhooks.service.js';
import { mapOrder, mapProduct } from './product-mapping.js';
import { isPastLastPage, TiendanubeError } from './tiendanube-client.js';

// The catalogue's parsers read Tiendanube's documented answers (the sandbox holds itself to the
// same examples: tools/tiendanube-sandbox/src/documented-examples.spec.ts).
describe('the catalogue reads what the documentation shows', () => {
  it('a product', () => {
    expect(mapProduct(documentedProduct, 'es', 'https://tienda.example.com')).toEqual({
      tiendanubeProductId: '1234',
      name: 'Remera Lisa',
      description: 'Remera de algodón',
      priceCents: 2500,
      imageUrl: documentedProduct.images[0]!.src,
      status: 'active',
      pageUrl: 'https://tienda.example.com/productos/remera-lisa/',
    });
  });

  it('a single order, its landing page included', () => {
    expect(mapOrder(documentedOrder)).toEqual({
      orderId: '450789469',
      orderNumber: '101',
      couponCodes: ['SUPERDISCOUNT'],
      landingUrl: 'http://www.example.com?source=abc',
      currency: 'ARS',
      subtotalCents: 3800,
      discountCents: 0,
      totalCents: 5800,
      lineItems: [{ tiendanubeProductId: '1234', variantId: '101', name: 'Remera Lisa', priceCents: 1900, quantity: 2, sku: 'REM-01' }],
      customerEmail: 'john.doe@example.com',
    });
  });

  it('a webhook’s body, and the privacy ones that name no event', () => {
    expect(webhookBody.parse(documentedWebhookPayload)).toEqual({ store_id: '123', event: 'product/created', id: '1948209' });
    for (const topic of PRIVACY_TOPICS) expect(privacyBodies[topic].safeParse(documentedPrivacy[topic]).success).toBe(true);
  });

  it('an empty list', () => {
    expect(isPastLastPage(new TiendanubeError(documentedEmptyList.status, documentedEmptyList.body.description))).toBe(true);
    expect(isPastLastPage(new TiendanubeError(404, 'Order not found'))).toBe(false);
  });
});
