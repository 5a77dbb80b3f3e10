import { LeakyBucket } from './leaky-bucket.js';
import type { TnCoupon, TnOrder, TnProduct, TnScript, TnStore, TnTokenAnswer, TnWebhook } from './tiendanube-types.js';

/** A refusal from Tiendanube, with its status and the text it gave. */
export class TiendanubeError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** 401: the store's token is not accepted any more (the app was uninstalled or its access revoked). */
export class TiendanubeUnauthorized extends TiendanubeError {}

/** 402: the store's subscription or the app's charge is unpaid; every call fails until it is settled. */
export class TiendanubePaymentRequired extends TiendanubeError {}

/**
 * A list asked past its last page: `404 {"description":"Last page is N"}`. The real API answers an
 * empty list so too, on page 1 ("Last page is 0": a new store with no webhooks or orders yet), so
 * for a list it means "nothing more", never a failure.
 */
export function isPastLastPage(error: unknown): boolean {
  return error instanceof TiendanubeError && error.status === 404 && /^Last page is \d+$/.test(error.message);
}

export interface TiendanubeConfig {
  /** REST base up to the version segment, e.g. https://api.tiendanube.com/v1 */
  apiUrl: string;
  /** Where the install page and the token exchange live, e.g. https://www.tiendanube.com */
  authUrl: string;
  appId: string;
  clientSecret: string;
  /** Mandatory: `AppName (contact)`; without it the API answers 400. */
  userAgent: string;
  fetch?: typeof globalThis.fetch;
  sleep?: (ms: number) => Promise<void>;
  maxRetries?: number;
}

const sleepFor = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Tiendanube's REST API and OAuth, following the research notes: `Authentication: bearer`,
 * the User-Agent, JSON bodies, the 40/2-per-second bucket with 429 retried after a backoff,
 * `Link` pagination with 200 per page, and errors that may come with a 200 on the token exchange.
 */
export class TiendanubeClient {
  private readonly buckets = new Map<string, LeakyBucket>();
  private readonly fetch: typeof globalThis.fetch;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly config: TiendanubeConfig) {
    this.fetch = config.fetch ?? fetch;
    this.sleep = config.sleep ?? sleepFor;
  }

  /** The install URL the brand's browser is sent to; scopes are set on the app, not here. */
  authorizeUrl(state: string): string {
    const url = new URL(`/apps/${encodeURIComponent(this.config.appId)}/authorize`, this.config.authUrl);
    url.searchParams.set('state', state);
    return url.toString();
  }

  /** Exchanges the callback's code for a store token. Tokens never expire; a new one replaces the old. */
  async exchangeCode(code: string): Promise<{ accessToken: string; storeId: string; scope: string }> {
    const res = await this.fetch(new URL('/apps/authorize/token', this.config.authUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': this.config.userAgent, accept: 'application/json' },
      body: JSON.stringify({
        client_id: this.config.appId,
        client_secret: this.config.clientSecret,
        grant_type: 'authorization_code',
        code,
      }),
    });
    const body = (await res.json().catch(() => ({}))) as TnTokenAnswer;
    // Errors may arrive with HTTP 200: only an access_token means success.
    if (!body.access_token) throw new TiendanubeError(res.status, body.error_description ?? body.error ?? `HTTP ${res.status}`);
    const storeId = body.user_id ?? body.store_id;
    if (storeId === undefined) throw new TiendanubeError(res.status, 'La respuesta no trae el id de la tienda');
    return { accessToken: body.access_token, storeId: String(storeId), scope: body.scope ?? '' };
  }

  store(storeId: string, accessToken: string, onUnauthorized?: () => Promise<void>): StoreApi {
    let bucket = this.buckets.get(storeId);
    if (!bucket) this.buckets.set(storeId, (bucket = new LeakyBucket()));
    return new StoreApi(this.config, this.fetch, this.sleep, bucket, storeId, accessToken, onUnauthorized);
  }
}

/** What createCoupon sends: `value` is a percentage or an amount; `endDate` is YYYY-MM-DD. */
export interface NewCoupon {
  code: string;
  type: 'percentage' | 'absolute';
  value: number;
  maxUses: number | null;
  endDate: string | null;
  /** The store's ids of the only products it discounts; null for the whole cart. */
  productIds: string[] | null;
}

export interface Page<T> {
  items: T[];
  total: number | null;
}

export class StoreApi {
  constructor(
    private readonly config: TiendanubeConfig,
    private readonly fetch: typeof globalThis.fetch,
    private readonly sleep: (ms: number) => Promise<void>,
    private readonly bucket: LeakyBucket,
    private readonly storeId: string,
    private readonly accessToken: string,
    /** Called when the store answers 401, before the error is thrown: the token is dead. */
    private readonly onUnauthorized?: () => Promise<void>,
  ) {}

  getStore(): Promise<TnStore> {
    return this.json<TnStore>('GET', '/store');
  }

  getProduct(id: string): Promise<TnProduct> {
    return this.json<TnProduct>('GET', `/products/${encodeURIComponent(id)}`);
  }

  getOrder(id: string): Promise<TnOrder> {
    return this.json<TnOrder>('GET', `/orders/${encodeURIComponent(id)}`);
  }

  /**
   * The orders changed since `since` with this payment status, page by page. The list's default
   * (`any`) means authorized, pending or paid only (resources/order.md), so a refunded or voided
   * order is asked for by its status.
   */
  ordersUpdatedSince(since: Date, paymentStatus: 'paid' | 'refunded' | 'voided'): AsyncGenerator<Page<TnOrder>> {
    return this.pages<TnOrder>('/orders', { updated_at_min: since.toISOString(), payment_status: paymentStatus });
  }

  async listWebhooks(): Promise<TnWebhook[]> {
    const webhooks: TnWebhook[] = [];
    for await (const page of this.pages<TnWebhook>('/webhooks')) webhooks.push(...page.items);
    return webhooks;
  }

  createWebhook(event: string, url: string): Promise<TnWebhook> {
    return this.json<TnWebhook>('POST', '/webhooks', { event, url });
  }

  async listScripts(): Promise<TnScript[]> {
    const scripts: TnScript[] = [];
    for await (const page of this.pages<TnScript>('/scripts')) scripts.push(...page.items);
    return scripts;
  }

  /**
   * Associates the app's script, registered at the Partner Portal, with the store; the store
   * loads it with `query_params` (a JSON object as a string) on its query string.
   */
  associateScript(scriptId: number, queryParams: Record<string, string>): Promise<TnScript> {
    return this.json<TnScript>('POST', '/scripts', { script_id: scriptId, query_params: JSON.stringify(queryParams) });
  }

  updateScript(id: number | string, queryParams: Record<string, string>): Promise<TnScript> {
    return this.json<TnScript>('PUT', `/scripts/${encodeURIComponent(String(id))}`, { query_params: JSON.stringify(queryParams) });
  }

  /** Every product, page by page. */
  products(): AsyncGenerator<Page<TnProduct>> {
    return this.pages<TnProduct>('/products');
  }

  /**
   * The store's coupon with exactly this code, or null. Codes are unique in a store whatever
   * their case; `q` matches part of a code, so the match is checked here.
   */
  async findCoupon(code: string): Promise<TnCoupon | null> {
    const wanted = code.toUpperCase();
    for await (const page of this.pages<TnCoupon>('/coupons', { q: code }))
      for (const coupon of page.items) if (coupon.code.toUpperCase() === wanted) return coupon;
    return null;
  }

  /**
   * A coupon for the shop's shoppers (code: letters and digits only, as Tiendanube asks): a
   * percentage, or an absolute amount in the store's currency; the use limit and last day only
   * when there are, so the store enforces them too.
   */
  createCoupon(coupon: NewCoupon): Promise<TnCoupon> {
    const body: Record<string, unknown> = { code: coupon.code, type: coupon.type, value: coupon.value.toFixed(2) };
    if (coupon.maxUses !== null) body['max_uses'] = coupon.maxUses;
    if (coupon.endDate !== null) body['end_date'] = coupon.endDate;
    // Written as ids (the documentation answers Product objects and writes categories as ids).
    if (coupon.productIds?.length) body['products'] = coupon.productIds.map(Number);
    return this.json<TnCoupon>('POST', '/coupons', body);
  }

  /** Gives a coupon a new code, its terms unchanged (the store refuses a code it has with a 422). */
  renameCoupon(id: string, code: string): Promise<TnCoupon> {
    return this.json<TnCoupon>('PUT', `/coupons/${encodeURIComponent(id)}`, { code });
  }

  /** Removes a coupon from the store (answers `{}`); one already gone is no error. */
  async deleteCoupon(id: string): Promise<void> {
    try {
      await this.json<Record<string, never>>('DELETE', `/coupons/${encodeURIComponent(id)}`);
    } catch (error) {
      if (!(error instanceof TiendanubeError && error.status === 404)) throw error;
    }
  }

  /** A list, page by page (200 a page, following `Link: rel="next"`); an empty list yields nothing. */
  private async *pages<T>(path: string, query: Record<string, string> = {}): AsyncGenerator<Page<T>> {
    let next: string | null = this.url(`${path}?${new URLSearchParams({ ...query, per_page: '200', page: '1' })}`);
    while (next) {
      let res: Response;
      try {
        res = await this.send('GET', next);
      } catch (error) {
        if (isPastLastPage(error)) return;
        throw error;
      }
      const items = (await res.json()) as T[];
      const total = res.headers.get('x-total-count');
      yield { items, total: total === null ? null : Number(total) };
      next = nextLink(res.headers.get('link'));
    }
  }

  private url(path: string): string {
    return `${this.config.apiUrl.replace(/\/$/, '')}/${encodeURIComponent(this.storeId)}${path}`;
  }

  private async json<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await this.send(method, this.url(path), body);
    return (await res.json()) as T;
  }

  /** One call with the bucket respected, 429 and 5xx retried with backoff, and errors named. */
  private async send(method: string, url: string, body?: unknown): Promise<Response> {
    const maxRetries = this.config.maxRetries ?? 5;
    for (let attempt = 0; ; attempt++) {
      for (let wait = this.bucket.reserve(); wait > 0; wait = this.bucket.reserve()) await this.sleep(wait);
      const res = await this.fetch(url, {
        method,
        headers: {
          Authentication: `bearer ${this.accessToken}`,
          'User-Agent': this.config.userAgent,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json; charset=utf-8' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const limit = Number(res.headers.get('x-rate-limit-limit'));
      const remaining = Number(res.headers.get('x-rate-limit-remaining'));
      if (limit > 0 && Number.isFinite(remaining)) this.bucket.observe(limit, remaining);

      if ((res.status === 429 || res.status >= 500) && attempt < maxRetries) {
        const reset = Number(res.headers.get('x-rate-limit-reset'));
        await res.body?.cancel();
        await this.sleep(res.status === 429 && reset > 0 ? reset : 500 * 2 ** attempt);
        continue;
      }
      if (res.status === 402) throw new TiendanubePaymentRequired(402, 'Payment Required');
      if (res.status === 401) {
        const error = new TiendanubeUnauthorized(401, await describe(res));
        await this.onUnauthorized?.();
        throw error;
      }
      if (res.ok) return res;
      throw new TiendanubeError(res.status, await describe(res));
    }
  }
}

/** The `rel="next"` URL of a Link header, if any. */
export function nextLink(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(',')) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/.exec(part.trim());
    if (match?.[1]) return match[1];
  }
  return null;
}

async function describe(res: Response): Promise<string> {
  const text = await res.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { description?: string; message?: string; error?: string };
    return body.description ?? body.message ?? body.error ?? text;
  } catch {
    return text || `HTTP ${res.status}`;
  }
}
