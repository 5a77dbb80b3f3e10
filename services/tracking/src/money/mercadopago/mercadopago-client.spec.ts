import { generateKeyPairSync, verify, type KeyObject } from 'node:crypto';
import { MercadoPagoClient, toAmount, toCents } from './mercadopago-client.js';

describe('amounts at the edge of Mercado Pago', () => {
  it('turns integer cents into two-decimal numbers and back without drift', () => {
    expect(toAmount(123_450)).toBe(1234.5);
    expect(toAmount(1)).toBe(0.01);
    for (let cents = 0; cents < 200_000; cents += 7) expect(toCents(toAmount(cents))).toBe(cents);
  });
});

describe('Money Out requests', () => {
  const keys = generateKeyPairSync('ed25519');
  const transfer = {
    externalReference: 'payout-1',
    amountCents: 150_000,
    destination: { type: 'alias' as const, number: 'ANA.PEREZ.MP', holder: 'Ana Pérez' },
    notificationUrl: 'https://afilia.example/webhooks/mercadopago',
    idempotencyKey: 'payout-b-1',
  };
  /** The request the client sends, answered as Mercado Pago accepts a transfer. */
  async function sent(signingKey: KeyObject | null) {
    const seen: { headers: Headers; body: string }[] = [];
    const fetch = (async (_url: string | URL | Request, init?: RequestInit) => {
      seen.push({ headers: new Headers(init!.headers), body: String(init!.body) });
      return new Response(
        JSON.stringify({ id: 'ti-1', external_reference: 'payout-1', status: 'approved', transaction: { total_amount: 1500 } }),
        {
          status: 201,
        },
      );
    }) as typeof globalThis.fetch;
    await new MercadoPagoClient({ apiUrl: 'https://api.mercadopago.example', accessToken: 'APP_USR-x', fetch, signingKey }).processTransfer(
      transfer,
    );
    return seen[0]!;
  }

  it('are signed in production: the exact bytes sent, Ed25519, base64, with X-Enforce-Signature: true', async () => {
    const request = await sent(keys.privateKey);
    expect(request.headers.get('x-enforce-signature')).toBe('true');
    const signature = Buffer.from(request.headers.get('x-signature')!, 'base64');
    expect(verify(null, Buffer.from(request.body), keys.publicKey, signature)).toBe(true);
    expect(request.headers.get('x-idempotency-key')).toBe('payout-b-1');
  });

  it('say they are not signed without a key, as the test environment takes them', async () => {
    const request = await sent(null);
    expect(request.headers.get('x-enforce-signature')).toBe('false');
    expect(request.headers.get('x-signature')).toBeNull();
  });
});
