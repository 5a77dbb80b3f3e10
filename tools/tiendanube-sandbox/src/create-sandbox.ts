// createSandbox: one HTTP server that plays a Tiendanube store with one app installed (or about
// to be): the OAuth pages, the REST API under /v1/{store_id}, product images, a bare storefront,
// the webhooks the platform would send, and the /_sandbox admin endpoints.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdmin, handleAdmin, type Admin } from './admin.js';
import { resolveOptions, type ResolvedOptions, type SandboxContext, type SandboxOptions } from './context.js';
import { couponRoutes } from './coupons.js';
import { apiError, json, readBody, type Reply } from './http.js';
import { IdAllocator } from './ids.js';
import { productPng } from './images.js';
import { consentPage, decide, exchangeCode, issueToken } from './oauth.js';
import { orderRoutes } from './orders.js';
import { productRoutes } from './products.js';
import { seededRandom } from './random.js';
import { LeakyBuckets } from './rate-limit.js';
import { admit, isAdmitted } from './request-rules.js';
import { findRoute, type Route } from './router.js';
import { scriptRoutes } from './scripts.js';
import { seedCatalogue } from './seed-catalogue.js';
import { emptyState, type SandboxState } from './state.js';
import { storeRoutes } from './store.js';
import { handleStorefront } from './storefront.js';
import { WebhookEmitter } from './webhook-emitter.js';
import { webhookRoutes } from './webhooks.js';

export interface Sandbox extends Admin {
  /** http://127.0.0.1:{port} (or publicUrl): the base of every URL below. */
  url: string;
  /** Where a client's API base points instead of https://api.tiendanube.com/v1 . */
  apiBaseUrl: string;
  /** Where a client's OAuth base points instead of https://www.tiendanube.com . */
  authBaseUrl: string;
  /** The merchant's install link: {url}/apps/{appId}/authorize . */
  authorizeUrl: string;
  storeId: number;
  appId: string;
  clientSecret: string;
  options: ResolvedOptions;
  /** The live records (products, orders, coupons, webhooks, scripts, tokens...). */
  state: SandboxState;
  close(): Promise<void>;
}

export async function createSandbox(input: SandboxOptions = {}): Promise<Sandbox> {
  const options = resolveOptions(input);
  const ids = new IdAllocator(options.storeId);
  const state = emptyState(options.privacyUrls);
  let baseUrl = options.publicUrl ?? '';
  const startedAt = options.now();
  const emitter = new WebhookEmitter({
    secret: () => options.clientSecret,
    retryDelaysMs: options.webhookRetryDelaysMs,
    timeoutMs: options.webhookTimeoutMs,
    now: options.now,
    log: options.log,
  });
  const ctx: SandboxContext = {
    options,
    state,
    ids,
    random: seededRandom(options.seed + 7919),
    now: options.now,
    openedAt: startedAt - 400 * 24 * 3600 * 1000,
    baseUrl: () => baseUrl,
    emitter,
  };

  const catalogue = seedCatalogue({ count: options.products, seed: options.seed, now: startedAt, ids });
  for (const category of catalogue.categories) state.categories.set(category.id, category);
  for (const product of catalogue.products) state.products.set(product.id, product);
  if (options.accessToken) issueToken(ctx, options.accessToken);

  const buckets = new LeakyBuckets(options.rateLimit, options.now);
  const routes: Route[] = [
    ...storeRoutes(ctx),
    ...productRoutes(ctx),
    ...orderRoutes(ctx),
    ...couponRoutes(ctx),
    ...webhookRoutes(ctx),
    ...scriptRoutes(ctx),
  ];
  const admin = createAdmin(ctx);

  async function api(req: IncomingMessage, url: URL, storeId: number, rest: string, rawBody: string): Promise<Reply> {
    const method = req.method ?? 'GET';
    const admitted = admit(ctx, buckets, { method, headers: req.headers, storeId, rawBody });
    if (!isAdmitted(admitted)) return admitted;
    const found = findRoute(routes, method, rest || '/');
    let reply: Reply;
    if (!found) reply = apiError(404, `No route for ${method} ${url.pathname}`);
    else if (found.route.scopes && !found.route.scopes.some((s) => admitted.token.scope.includes(s)))
      reply = apiError(403, `This call needs one of these scopes: ${found.route.scopes.join(', ')}`);
    else
      reply = await found.route.handler(
        { method, url, path: rest, query: url.searchParams, headers: req.headers, body: admitted.body, token: admitted.token },
        found.params,
      );
    return { ...reply, headers: { ...admitted.headers, ...reply.headers } };
  }

  async function dispatch(req: IncomingMessage, url: URL, rawBody: string): Promise<Reply> {
    const method = req.method ?? 'GET';
    const path = url.pathname;
    let match = /^\/(?:v1|\d{4}-\d{2})\/(\d+)(\/.*)?$/.exec(path);
    if (match) return api(req, url, Number(match[1]), match[2] ?? '/', rawBody);
    if (path === '/apps/authorize/token' && method === 'POST') return exchangeCode(ctx, rawBody, req.headers['content-type']);
    match = /^\/apps\/([^/]+)\/authorize\/?$/.exec(path);
    if (match && method === 'GET') return consentPage(ctx, decodeURIComponent(match[1] as string), url.searchParams);
    if (match && method === 'POST') return decide(ctx, decodeURIComponent(match[1] as string), new URLSearchParams(rawBody));
    match = /^\/images\/products\/(\d+)-(\d+)\.png$/.exec(path);
    if (match && method === 'GET') {
      const family = state.products.get(Number(match[1]))?.family ?? 'other';
      return {
        status: 200,
        text: productPng(family, Number(match[2])),
        contentType: 'image/png',
        headers: { 'Cache-Control': 'public, max-age=86400' },
      };
    }
    if (path === '/_sandbox' || path.startsWith('/_sandbox/'))
      return handleAdmin(ctx, admin, { method, path, query: url.searchParams, rawBody });
    const page = await handleStorefront(ctx, admin, { method, url, rawBody, cookies: req.headers.cookie });
    return page ?? apiError(404, `Nothing at ${method} ${path}`);
  }

  function write(res: ServerResponse, reply: Reply): void {
    const headers: Record<string, string> = { ...reply.headers };
    if (reply.text !== undefined) {
      headers['Content-Type'] = reply.contentType ?? 'text/plain; charset=utf-8';
      res.writeHead(reply.status, headers).end(reply.text);
    } else if (reply.body === undefined) res.writeHead(reply.status, headers).end();
    else {
      headers['Content-Type'] = 'application/json; charset=utf-8';
      res.writeHead(reply.status, headers).end(JSON.stringify(reply.body));
    }
  }

  const server = createServer((req, res) => {
    void (async () => {
      let reply: Reply;
      try {
        const rawBody = (await readBody(req)).toString('utf8');
        const url = new URL(req.url ?? '/', baseUrl || 'http://127.0.0.1');
        reply = await dispatch(req, url, rawBody);
      } catch (error) {
        options.log(`error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        reply = json(500, { code: 500, message: 'Internal Server Error', description: String(error) });
      }
      try {
        if (!res.headersSent) write(res, reply);
      } catch (error) {
        options.log(`error: ${String(error)}`);
        if (!res.headersSent) res.writeHead(500).end();
      }
    })();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  baseUrl = options.publicUrl ?? `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;

  return {
    ...admin,
    url: baseUrl,
    apiBaseUrl: `${baseUrl}/v1`,
    authBaseUrl: baseUrl,
    authorizeUrl: `${baseUrl}/apps/${options.appId}/authorize`,
    storeId: options.storeId,
    appId: options.appId,
    clientSecret: options.clientSecret,
    options,
    state,
    async close() {
      emitter.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await emitter.settle();
    },
  };
}
