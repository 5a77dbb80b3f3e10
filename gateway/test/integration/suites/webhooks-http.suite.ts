import { WEBHOOK_HEADERS, WEBHOOK_TEXTS } from '@afilia/contracts';
import { WebhookReceiver } from '@afilia/service-kit/testing';
import { brandWithCreatorCode } from '../../support/platform-harness.js';
import { sharedPlatform } from '../../support/shared-platform.js';

// A brand's webhooks over HTTP (issue 39 §2): an endpoint added in 'Configuración' receives the
// brand's sale from the whole platform (tracking → notifications), signed with its secret and
// once; the log shows it; bad input gets the form's words; nobody else reaches the endpoints.
const platform = sharedPlatform();

describe('a brand’s webhooks over HTTP', () => {
  it('deliver a sale made in the platform to the brand’s endpoint, signed and once, and list it in the log', async () => {
    const { brand, brandId } = await brandWithCreatorCode(platform, 'GANCHO10', { brand: 'Marca Gancho', creator: 'Gala Gancho' });
    const url = `${platform.webhooks.origin}/marca-gancho/ventas`;
    const made = await platform.api('POST', `/api/v1/brands/${brandId}/webhooks`, {
      token: brand.token,
      body: { url, events: ['sale.created', 'sale.created'], description: 'ERP de la marca' },
    });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({ url, events: ['sale.created'], description: 'ERP de la marca', active: true });
    const secret = made.json.secret as string;
    const listed = await platform.api('GET', `/api/v1/brands/${brandId}/webhooks`, { token: brand.token });
    expect(listed.json).toEqual([expect.objectContaining({ id: made.json.id, secretHint: made.json.secretHint })]);
    expect(listed.text).not.toContain(secret);

    await platform.api('POST', '/api/v1/test-sale', { token: brand.token, body: { couponCode: 'GANCHO10', orderTotal: 250 } });
    const [delivery] = await platform.webhooks.arrivals('/marca-gancho/ventas', 1);
    expect(WebhookReceiver.verifies(secret, delivery!)).toBe(true);
    const body = JSON.parse(delivery!.body);
    expect(body).toMatchObject({
      event: 'sale.created',
      brandId,
      data: { totalCents: 25_000, test: true, creator: { name: 'Gala Gancho' }, attributedBy: 'coupon' },
    });
    const log = await platform.api('GET', `/api/v1/brands/${brandId}/webhooks/${made.json.id}/deliveries`, { token: brand.token });
    expect(log.json).toEqual({
      items: [
        expect.objectContaining({ id: delivery!.headers[WEBHOOK_HEADERS.id], status: 'delivered', responseStatus: 200, attempts: 1 }),
      ],
      more: false,
    });
    expect(platform.webhooks.at('/marca-gancho/ventas')).toHaveLength(1);
  });

  it('answer bad input with the form’s words on their fields, and never a 500', async () => {
    const { brand, brandId } = await brandWithCreatorCode(platform, 'MALO10', { brand: 'Marca Mala Data', creator: 'Mica Mala' });
    const post = (body: unknown) => platform.api('POST', `/api/v1/brands/${brandId}/webhooks`, { token: brand.token, body });
    const cases: [unknown, string, string][] = [
      [{ url: '', events: ['sale.created'] }, 'url', WEBHOOK_TEXTS.urlRequired],
      [{ url: 'https://10.1.1.1/x', events: ['sale.created'] }, 'url', WEBHOOK_TEXTS.urlPrivate],
      [{ url: 'http://erp.example.com/x', events: ['sale.created'] }, 'url', WEBHOOK_TEXTS.urlHttps],
      [{ url: `${platform.webhooks.origin}/x`, events: [] }, 'events', WEBHOOK_TEXTS.eventsRequired],
      [{ url: `${platform.webhooks.origin}/x`, events: ['order.created'] }, 'events.0', WEBHOOK_TEXTS.unknownEvent],
      [
        { url: `${platform.webhooks.origin}/x`, events: ['sale.created'], description: 'x'.repeat(201) },
        'description',
        WEBHOOK_TEXTS.descriptionTooLong,
      ],
    ];
    for (const [body, field, message] of cases) {
      const refused = await post(body);
      expect({ status: refused.status, field: refused.json.field, message: refused.json.message }).toEqual({ status: 400, field, message });
    }
    const made = await post({ url: `${platform.webhooks.origin}/malo`, events: ['sale.created'] });
    const badQuery = await platform.api('GET', `/api/v1/brands/${brandId}/webhooks/${made.json.id}/deliveries?status=raro`, {
      token: brand.token,
    });
    expect(badQuery.status).toBe(400);
    const missing = await platform.api('POST', `/api/v1/brands/${brandId}/webhook-deliveries/${made.json.id}/resend`, {
      token: brand.token,
    });
    expect(missing).toMatchObject({ status: 404, json: { message: WEBHOOK_TEXTS.deliveryNotFound } });
  });

  it('are the brand’s own: another brand and a creator are refused, and no API key reaches them', async () => {
    const { brand, brandId } = await brandWithCreatorCode(platform, 'AJENO10', { brand: 'Marca Propia', creator: 'Pia Propia' });
    const made = await platform.api('POST', `/api/v1/brands/${brandId}/webhooks`, {
      token: brand.token,
      body: { url: `${platform.webhooks.origin}/propia`, events: ['sale.created'] },
    });
    const stranger = await platform.signUp('brand', 'Marca Extraña');
    const creator = await platform.signUp('creator', 'Cora Curiosa');
    for (const token of [stranger.token, creator.token]) {
      expect((await platform.api('GET', `/api/v1/brands/${brandId}/webhooks`, { token })).status).toBe(403);
      expect((await platform.api('POST', `/api/v1/brands/${brandId}/webhooks/${made.json.id}/rotate-secret`, { token })).status).toBe(403);
    }
    const key = await platform.api('POST', `/api/v1/brands/${brandId}/api-keys`, {
      token: brand.token,
      body: { name: 'Todo', scopes: ['sales:read', 'links:write', 'campaigns:read'] },
    });
    const withKey = await fetch(`${platform.baseUrl}/api/v1/brands/${brandId}/webhooks`, {
      headers: { authorization: `Bearer ${key.json.key}` },
    });
    expect(withKey.status).toBe(403);
  });
});
