import { sign, type KeyObject } from 'node:crypto';
import { z } from 'zod';

/** Integer cents at the edge of an API that speaks decimal numbers (ARS has two decimals). */
export const toAmount = (cents: number): number => Math.round(cents) / 100;
export const toCents = (amount: number): number => Math.round(amount * 100);

/** A Money Out transfer (`/v1/transaction-intents`) as far as we read it. */
const transactionIntentSchema = z.object({
  id: z.string(),
  external_reference: z.string(),
  status: z.string(),
  status_detail: z.string().nullish(),
  transaction: z.object({ total_amount: z.number() }),
});
export type TransactionIntent = z.infer<typeof transactionIntentSchema>;

/** One destination of a payout: the creator's CVU/CBU, alias or Mercado Pago account (e-mail). */
export interface TransferDestination {
  type: 'cvu' | 'alias' | 'mercadopago';
  number: string;
  holder: string;
}

const preferenceSchema = z.object({ id: z.string(), init_point: z.url() });
export type Preference = z.infer<typeof preferenceSchema>;

const paymentSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  status: z.string(),
  status_detail: z.string().nullish(),
  transaction_amount: z.number(),
  currency_id: z.string(),
  external_reference: z.string().nullish(),
});
export type MercadoPagoPayment = z.infer<typeof paymentSchema>;

const paymentSearchSchema = z.object({ results: z.array(paymentSchema) });

/** Mercado Pago answered outside 2xx, or with a body we cannot read. */
export class MercadoPagoError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`Mercado Pago answered ${status}: ${body.slice(0, 300)}`);
  }
}

export interface MercadoPagoClientConfig {
  apiUrl: string;
  accessToken: string;
  /**
   * The integrator's Ed25519 private key, whose public half Mercado Pago's Integrations team
   * holds: production signs every Money Out request with it (money-out/end-to-end-encryption).
   * Without it the requests say they are not signed, as the test environment takes them.
   */
  signingKey?: KeyObject | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * Mercado Pago's REST API, the calls the platform makes (research: mercadopago.md): Money Out
 * (`POST /v1/transaction-intents/process`, one destination per call, `X-Idempotency-Key`
 * required), reading a transfer back, a Checkout Pro preference (the brand's payment link), and
 * reading a payment back. Every answer is checked for the fields we use.
 */
export class MercadoPagoClient {
  private readonly fetch: typeof fetch;

  constructor(private readonly config: MercadoPagoClientConfig) {
    this.fetch = config.fetch ?? globalThis.fetch;
  }

  processTransfer(input: {
    externalReference: string;
    amountCents: number;
    destination: TransferDestination;
    notificationUrl: string;
    idempotencyKey: string;
  }): Promise<TransactionIntent> {
    const amount = toAmount(input.amountCents);
    return this.send(
      'POST',
      '/v1/transaction-intents/process',
      transactionIntentSchema,
      {
        external_reference: input.externalReference,
        point_of_interaction: { type: 'PSP_TRANSFER' },
        seller_configuration: { notification_info: { notification_url: input.notificationUrl } },
        transaction: {
          from: { accounts: [{ amount }] },
          to: { accounts: [{ amount, ...input.destination }] },
          total_amount: amount,
        },
      },
      input.idempotencyKey,
      true,
    );
  }

  getTransfer(id: string): Promise<TransactionIntent> {
    return this.send('GET', `/v1/transaction-intents/${encodeURIComponent(id)}`, transactionIntentSchema);
  }

  createPreference(input: {
    externalReference: string;
    title: string;
    amountCents: number;
    backUrl: string;
    idempotencyKey: string;
  }): Promise<Preference> {
    // No notification_url: a URL set per payment is notified in a form whose signature cannot be
    // validated (your-integrations/notifications/ipn); the payment is notified to the application's
    // webhook, configured in 'Your integrations' with its secret (docs/operations.md).
    return this.send(
      'POST',
      '/checkout/preferences',
      preferenceSchema,
      {
        items: [
          { id: input.externalReference, title: input.title, quantity: 1, unit_price: toAmount(input.amountCents), currency_id: 'ARS' },
        ],
        external_reference: input.externalReference,
        back_urls: { success: input.backUrl, failure: input.backUrl, pending: input.backUrl },
        auto_return: 'approved',
      },
      input.idempotencyKey,
    );
  }

  getPayment(id: string): Promise<MercadoPagoPayment> {
    return this.send('GET', `/v1/payments/${encodeURIComponent(id)}`, paymentSchema);
  }

  /** The payments that name this reference (`GET /v1/payments/search`), newest first: the first page is enough for one statement. */
  async paymentsFor(externalReference: string): Promise<MercadoPagoPayment[]> {
    const query = new URLSearchParams({ external_reference: externalReference, sort: 'date_created', criteria: 'desc', limit: '30' });
    return (await this.send('GET', `/v1/payments/search?${query}`, paymentSearchSchema)).results;
  }

  private async send<S extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: S,
    body?: unknown,
    idempotencyKey?: string,
    signed = false,
  ): Promise<z.output<S>> {
    const sent = body === undefined ? undefined : JSON.stringify(body);
    const res = await this.fetch(new URL(path, this.config.apiUrl.replace(/\/?$/, '/')), {
      method,
      headers: {
        Authorization: `Bearer ${this.config.accessToken}`,
        Accept: 'application/json',
        ...(sent === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(idempotencyKey ? { 'X-Idempotency-Key': idempotencyKey } : {}),
        ...(signed ? this.signature(sent ?? '') : {}),
      },
      body: sent,
      signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000),
    });
    const text = await res.text();
    if (!res.ok) throw new MercadoPagoError(res.status, text);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new MercadoPagoError(res.status, text);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new MercadoPagoError(res.status, `unexpected body: ${text}`);
    return parsed.data;
  }

  /** Money Out's signature headers: the exact bytes sent, signed with Ed25519, base64. */
  private signature(body: string): Record<string, string> {
    const key = this.config.signingKey;
    if (!key) return { 'X-Enforce-Signature': 'false' };
    return { 'X-Signature': sign(null, Buffer.from(body), key).toString('base64'), 'X-Enforce-Signature': 'true' };
  }
}
