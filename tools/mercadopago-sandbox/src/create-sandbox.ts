// createMercadoPagoSandbox: one HTTP server that plays Mercado Pago for the platform: Money Out
// transfers (/v1/transaction-intents), Checkout Pro preferences and the checkout pages behind
// them, payments, the signed notifications that follow, and the /_sandbox admin endpoints.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { adminRoutes, replayNotification } from './admin.js';
import { checkoutRoutes } from './checkout.js';
import type { SandboxContext } from './context.js';
import { apiError, badRequest, header, notFound, parseJson, readBody, SandboxError, type Reply } from './http.js';
import { IdempotencyStore } from './idempotency.js';
import { NotificationEmitter, type Delivery } from './notifications.js';
import { resolveOptions, type MercadoPagoSandboxOptions } from './options.js';
import { FIRST_PAYMENT_ID, paymentRoutes, reversePayment, type Payment } from './payments.js';
import { preferenceRoutes, type Preference } from './preferences.js';
import { findRoute, type Route } from './router.js';
import { Scheduler } from './scheduler.js';
import { returnIntent, settleIntent, transactionIntentRoutes, type TransactionIntent } from './transaction-intents.js';

/** The sandbox account's user id: preferences' collector_id and notifications' user_id. */
export const COLLECTOR_ID = 1_234_567_890;

export interface MercadoPagoSandbox {
  /** http://127.0.0.1:{port}: also the API base, in place of https://api.mercadopago.com . */
  url: string;
  accessToken: string;
  webhookSecret: string;
  /** The sandbox account's user id (collector_id, and user_id in notifications). */
  collectorId: number;
  /** Every notification sent, in order (live records: attempts and lastStatus move). */
  notifications: Delivery[];
  /** Re-sends notification `index` byte for byte with the same headers; the receiver's status (0: no answer). */
  replay(index: number): Promise<number>;
  /** Ends a transfer still in process (settle: 'manual'), then sends its notification; resolves after the first send. */
  settle(intentId: string, status: 'processed' | 'rejected'): Promise<void>;
  /** An approved payment refunded to the payer, or charged back, then its notification; resolves after the first send. */
  reversePayment(paymentId: string, status: 'refunded' | 'charged_back'): Promise<void>;
  /** While true, notifications are recorded but never delivered (`attempts` stays 0), as when they are lost. */
  loseNotifications(lost: boolean): void;
  /** The destination bank sends a processed transfer back (`refunded`), then its notification; resolves after the first send. */
  returnTransfer(intentId: string): Promise<void>;
  intents: Map<string, TransactionIntent>;
  /** Keyed by the payment id as a string. */
  payments: Map<string, Payment>;
  preferences: Map<string, Preference>;
  /** Stops the server, cancels pending settles and notification retries. */
  close(): Promise<void>;
}

/** Paths that need the access token, as on the real API; the checkout pages and /_sandbox do not. */
function needsToken(path: string): boolean {
  return path === '/v1' || path.startsWith('/v1/') || path === '/checkout/preferences' || path.startsWith('/checkout/preferences/');
}

function write(res: ServerResponse, reply: Reply): void {
  const isJson = reply.text === undefined && reply.body !== undefined;
  const contentType = isJson ? 'application/json; charset=utf-8' : reply.text === undefined ? null : (reply.contentType ?? 'text/plain');
  res.writeHead(reply.status, { ...reply.headers, ...(contentType ? { 'Content-Type': contentType } : {}) });
  res.end(isJson ? JSON.stringify(reply.body) : (reply.text ?? ''));
}

export async function createMercadoPagoSandbox(input: MercadoPagoSandboxOptions = {}): Promise<MercadoPagoSandbox> {
  const options = resolveOptions(input);
  let listeningUrl = '';
  let nextPaymentId = FIRST_PAYMENT_ID;
  const ctx: SandboxContext = {
    options,
    collectorId: COLLECTOR_ID,
    intents: new Map(),
    payments: new Map(),
    preferences: new Map(),
    idempotency: new IdempotencyStore(),
    emitter: new NotificationEmitter({
      secret: options.webhookSecret,
      userId: COLLECTOR_ID,
      retryDelaysMs: options.notificationRetryDelaysMs,
      timeoutMs: options.notificationTimeoutMs,
      log: options.log,
    }),
    scheduler: new Scheduler(options.log),
    publicUrl: () => options.publicUrl ?? listeningUrl,
    nextPaymentId: () => nextPaymentId++,
  };
  const routes: Route[] = [
    ...transactionIntentRoutes(ctx),
    ...preferenceRoutes(ctx),
    ...paymentRoutes(ctx),
    ...checkoutRoutes(ctx),
    ...adminRoutes(ctx),
  ];
  // The scheme is case-insensitive (RFC 9110); the token is compared exactly.
  const hasToken = (req: IncomingMessage) => /^bearer\s+(\S+)\s*$/i.exec(header(req, 'authorization') ?? '')?.[1] === options.accessToken;

  async function dispatch(req: IncomingMessage, url: URL, rawBody: string): Promise<Reply> {
    const method = req.method ?? 'GET';
    const path = url.pathname;
    if (needsToken(path) && !hasToken(req)) return apiError(401, 'unauthorized', 'invalid access token');
    const found = findRoute(routes, method, path);
    if (!found) return notFound(`no route for ${method} ${path}`);
    if ('allowed' in found)
      return apiError(405, 'method_not_allowed', `method ${method} is not allowed on ${path}`, { Allow: found.allowed.join(', ') });
    let body: unknown;
    if (found.route.json) {
      body = parseJson(rawBody);
      if (body === undefined) return badRequest('the request body must be JSON');
    }
    try {
      return await found.route.handler({ method, url, params: found.params, raw: req, rawBody, body });
    } catch (error) {
      if (error instanceof SandboxError) return error.reply();
      throw error;
    }
  }

  /** Every request ends in a reply: a failure inside is logged and answered 500, never left hanging. */
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let reply: Reply;
    try {
      reply = await dispatch(req, new URL(req.url ?? '/', 'http://sandbox.invalid'), await readBody(req));
    } catch (error) {
      options.log(`error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      reply = apiError(500, 'internal_server_error', error instanceof Error ? error.message : String(error));
    }
    if (res.headersSent) return;
    try {
      write(res, reply);
    } catch (error) {
      options.log(`error while answering: ${String(error)}`);
      res.destroy();
    }
  }

  const server = createServer((req, res) => void handle(req, res));
  server.listen(options.port, options.host);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const host = options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;
  listeningUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  options.log(`listening on ${listeningUrl}`);

  return {
    url: listeningUrl,
    accessToken: options.accessToken,
    webhookSecret: options.webhookSecret,
    collectorId: COLLECTOR_ID,
    notifications: ctx.emitter.deliveries,
    replay: (index) => replayNotification(ctx, index),
    settle: async (intentId, status) => {
      await settleIntent(ctx, intentId, status);
    },
    reversePayment: async (paymentId, status) => {
      await reversePayment(ctx, paymentId, status);
    },
    loseNotifications: (lost) => {
      ctx.emitter.lost = lost;
    },
    returnTransfer: async (intentId) => {
      await returnIntent(ctx, intentId);
    },
    intents: ctx.intents,
    payments: ctx.payments,
    preferences: ctx.preferences,
    async close() {
      // The scheduler stops first (its timers synchronously), so no settle starts a send after the emitter has closed.
      const scheduled = ctx.scheduler.close();
      await ctx.emitter.close();
      await scheduled;
      const closed = once(server, 'close');
      server.close();
      server.closeAllConnections();
      await closed;
    },
  };
}
