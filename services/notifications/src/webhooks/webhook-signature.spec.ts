import { createHmac } from 'node:crypto';
import { WEBHOOK_HEADERS } from '@afilia/contracts';
import { newWebhookSecret, secretHint, webhookHeaders, webhookSignature } from './webhook-signature.js';

describe('webhook signatures', () => {
  const secret = 'whsec_prueba';
  const body = '{"id":"d1","event":"sale.created","data":{"totalCents":150000}}';

  it('sign the timestamp and the body exactly as sent, as the documentation’s snippet recomputes it', () => {
    const expected = createHmac('sha256', secret).update(`1764417600.${body}`).digest('hex');
    expect(webhookSignature(secret, 1764417600, body)).toBe(`v1=${expected}`);
    // A changed byte of the body, another timestamp or another secret: another signature.
    expect(webhookSignature(secret, 1764417600, body.replace('150000', '150001'))).not.toBe(`v1=${expected}`);
    expect(webhookSignature(secret, 1764417601, body)).not.toBe(`v1=${expected}`);
    expect(webhookSignature('whsec_otro', 1764417600, body)).not.toBe(`v1=${expected}`);
  });

  it('put the delivery id, its event, the second it was signed and the signature in the headers', () => {
    const headers = webhookHeaders({ id: 'd1', event: 'sale.created', body }, secret, new Date('2025-11-29T12:00:00.900Z'));
    expect(headers).toMatchObject({
      'content-type': 'application/json',
      [WEBHOOK_HEADERS.id]: 'd1',
      [WEBHOOK_HEADERS.event]: 'sale.created',
      [WEBHOOK_HEADERS.timestamp]: '1764417600',
      [WEBHOOK_HEADERS.signature]: webhookSignature(secret, 1764417600, body),
    });
  });

  it('make secrets that differ, and hint at one without giving it away', () => {
    const [a, b] = [newWebhookSecret(), newWebhookSecret()];
    expect(a).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(secretHint(a)).toBe(`${a.slice(0, 12)}…`);
  });
});
