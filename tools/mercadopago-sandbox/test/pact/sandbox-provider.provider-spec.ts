import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Verifier } from '@pact-foundation/pact';
import { createMercadoPagoSandbox, type MercadoPagoSandbox } from '../../src/index.js';

/**
 * The local Mercado Pago verifies tracking's pact with Mercado Pago, so the client and the
 * server the tests pay through cannot drift apart.
 */
const PACT = fileURLToPath(new URL('../../../../contracts/pacts/tracking-mercadopago.json', import.meta.url));
const TOKEN = 'TEST-pact-access-token';

let mp: MercadoPagoSandbox;
beforeAll(async () => {
  mp = await createMercadoPagoSandbox({ accessToken: TOKEN, webhookSecret: 'pact-webhook-secret-0123', settle: 'manual' });
});
afterAll(() => mp.close());

/** A call to the sandbox as a state handler makes it, with the application's token. */
async function call(method: string, path: string, body?: unknown, idempotencyKey?: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${mp.url}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${TOKEN}`,
      'Content-Type': 'application/json',
      ...(idempotencyKey ? { 'X-Idempotency-Key': idempotencyKey } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

const stateHandlers = {
  'an application with access token TEST-pact-access-token': async () => undefined,
  'a processed transfer of 1234.50 for payout 0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9': async () => {
    const intent = await call(
      'POST',
      '/v1/transaction-intents/process',
      {
        external_reference: '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9',
        point_of_interaction: { type: 'PSP_TRANSFER' },
        transaction: {
          from: { accounts: [{ amount: 1234.5 }] },
          to: { accounts: [{ amount: 1234.5, type: 'alias', number: 'IARA.COBRA.MP', holder: 'Iara Ventas' }] },
          total_amount: 1234.5,
        },
      },
      `pact-state-${Date.now()}`,
    );
    await mp.settle(String(intent.id), 'processed');
    return { intentId: String(intent.id) };
  },
  'an approved payment of 7020 for statement 9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a': async () => {
    const preference = await call('POST', '/checkout/preferences', {
      items: [{ title: 'Afilia: comisiones', quantity: 1, unit_price: 7020, currency_id: 'ARS' }],
      external_reference: '9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a',
    });
    const paid = await fetch(`${mp.url}/checkout/v1/pay`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ pref_id: String(preference.id) }),
      redirect: 'manual',
    });
    if (!paid.ok && paid.status !== 303) throw new Error(`checkout: ${paid.status}`);
    const payment = [...mp.payments.values()].find((p) => p.preference_id === preference.id)!;
    return { paymentId: String(payment.id) };
  },
};

describe('local Mercado Pago as Pact provider', () => {
  it('has the tracking pact to verify', () => {
    expect(existsSync(PACT)).toBe(true);
  });

  it('honours the tracking client’s pact', async () => {
    await new Verifier({
      provider: 'mercadopago',
      providerBaseUrl: mp.url,
      pactUrls: [PACT],
      stateHandlers,
      logLevel: 'warn',
    }).verifyProvider();
  });
});
