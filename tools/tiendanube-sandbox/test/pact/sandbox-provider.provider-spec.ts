import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Verifier } from '@pact-foundation/pact';
import { createSandbox, type Sandbox } from '../../src/index.js';

/**
 * The sandbox verifies the catalogue's pact with Tiendanube, so the client and the sandbox
 * cannot drift apart: a request the client makes that the sandbox would answer differently
 * fails here.
 */
const PACT = fileURLToPath(new URL('../../../../contracts/pacts/catalogue-tiendanube.json', import.meta.url));
const TOKEN = 'tok-pact-123';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox({
    appId: 'afilia-sandbox',
    clientSecret: 'afilia-sandbox-client-secret',
    autoApprove: true,
    redirectUrl: 'http://127.0.0.1:9/cb',
  });
});
afterAll(() => sandbox.close());

async function installed() {
  await sandbox.setPaymentRequired(false);
  sandbox.issueToken(TOKEN);
}

/** The store's coupon with this code, made as the merchant's app would (through the store's API) when missing; its id. */
async function coupon(code: string): Promise<string> {
  const exists = () => [...sandbox.state.coupons.values()].find((c) => c.code === code);
  if (!exists())
    await fetch(`${sandbox.apiBaseUrl}/${sandbox.storeId}/coupons`, {
      method: 'POST',
      headers: { Authentication: `bearer ${TOKEN}`, 'User-Agent': 'pact-state', 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ code, type: 'percentage', value: '10.00' }),
    });
  return String(exists()!.id);
}

const stateHandlers = {
  'a store 3501234 with the app installed under token tok-pact-123': async () => {
    await installed();
    const priced = [...sandbox.state.products.values()].find((p) => p.variants.length > 0 && p.variants.every((v) => v.price !== null))!;
    // The id in a path, and as a coupon's `products` writes it (a number).
    return { productId: String(priced.id), productNumber: priced.id };
  },
  'a store 3501234 with the app installed under token tok-pact-123 and the coupon SOLCREA10': async () => {
    await installed();
    return { couponId: await coupon('SOLCREA10') };
  },
  'a store 3501234 with the app installed under token tok-pact-123 and the coupons SOLCREA10 and TIENDA20': async () => {
    await installed();
    await coupon('TIENDA20');
    return { couponId: await coupon('SOLCREA10') };
  },
  'a store 3501234 with the app installed under token tok-pact-123 and no webhooks': async () => {
    await installed();
    sandbox.state.webhooks.clear();
  },
  'a paid order in store 3501234 with token tok-pact-123': async () => {
    await installed();
    const order = await sandbox.createOrder({ paid: true, landing_url: 'https://tienda.example/?aff=AF-1' });
    return { orderId: String(order.id) };
  },
  'an authorization code was issued for store 3501234': async () => {
    await sandbox.setPaymentRequired(false);
    const consent = await fetch(`${sandbox.authorizeUrl}?state=pact`, { redirect: 'manual' });
    return { code: new URL(consent.headers.get('location')!).searchParams.get('code')! };
  },
  'store 3501234 with token tok-pact-123 owes its subscription': async () => {
    sandbox.issueToken(TOKEN);
    await sandbox.setPaymentRequired(true);
  },
};

describe('tiendanube sandbox as Pact provider', () => {
  it('has the catalogue pact to verify', () => {
    expect(existsSync(PACT)).toBe(true);
  });

  it('honours the catalogue client’s pact', async () => {
    await new Verifier({
      provider: 'tiendanube',
      providerBaseUrl: sandbox.url,
      pactUrls: [PACT],
      stateHandlers,
      logLevel: 'warn',
    }).verifyProvider();
  });
});
