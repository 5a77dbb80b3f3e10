// /webhooks CRUD: an event from the allowed list (else 422 listing them), a URL the platform can
// call (https and not localhost, unless the sandbox runs in its local mode), and only for resources the app has
// a scope for.
import type { SandboxContext } from './context.js';
import { FieldErrors, isPlainObject, json, notFound, pickFields, type Reply } from './http.js';
import { filterCommon, isPage, isReply, paginate } from './pagination.js';
import { idParam, type Route } from './router.js';
import type { WebhookRecord } from './state.js';
import { formatTime } from './time.js';

export const WEBHOOK_EVENTS = [
  'app/uninstalled',
  'app/suspended',
  'app/resumed',
  'category/created',
  'category/updated',
  'category/deleted',
  'order/created',
  'order/updated',
  'order/paid',
  'order/packed',
  'order/fulfilled',
  'order/cancelled',
  'order/edited',
  'order/pending',
  'order/voided',
  'order/unpacked',
  'order/custom_fields_updated',
  'product/created',
  'product/updated',
  'product/deleted',
  'customer/created',
  'customer/updated',
  'customer/deleted',
  'domain/updated',
  'theme/updated',
  'subscription/updated',
] as const;

const SCOPE_FOR_RESOURCE: Record<string, string[]> = {
  order: ['read_orders', 'write_orders'],
  product: ['read_products', 'write_products'],
  category: ['read_products', 'write_products'],
  customer: ['read_customers', 'write_customers'],
};

const PLATFORM_DOMAINS = ['tiendanube.com', 'nuvemshop.com.br', 'mitiendanube.com', 'lojavirtualnuvem.com.br'];
const LOCAL_HOSTS = /^(localhost|.*\.localhost|127(\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\]|\[::ffff:127(\.\d{1,3}){3}\])$/i;

/** Why a webhook URL is refused, or null when it is acceptable. */
export function webhookUrlProblem(raw: unknown, local: boolean): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return "can't be blank";
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'invalid url specified';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'invalid url specified';
  const host = url.hostname.toLowerCase();
  if (PLATFORM_DOMAINS.some((d) => host === d || host.endsWith(`.${d}`))) return 'invalid url specified';
  if (!local && url.protocol !== 'https:') return 'invalid url specified (must be https)';
  if (!local && LOCAL_HOSTS.test(host)) return 'invalid url specified (localhost is not allowed)';
  return null;
}

export function serializeWebhook(webhook: WebhookRecord): Record<string, unknown> {
  return {
    id: webhook.id,
    event: webhook.event,
    url: webhook.url,
    created_at: formatTime(webhook.created_at),
    updated_at: formatTime(webhook.updated_at),
  };
}

function validate(ctx: SandboxContext, body: Record<string, unknown>, scope: string[], existing: WebhookRecord | null): Reply | null {
  const errors = new FieldErrors();
  const event = body['event'] ?? existing?.event;
  const url = body['url'] ?? existing?.url;
  if (typeof event !== 'string' || !(WEBHOOK_EVENTS as readonly string[]).includes(event))
    errors.add('event', `Invalid event specified. Events allowed: ${WEBHOOK_EVENTS.join(', ')}`);
  else {
    const needs = SCOPE_FOR_RESOURCE[event.split('/')[0] as string];
    if (needs && !needs.some((s) => scope.includes(s))) errors.add('event', `requires one of the scopes ${needs.join(', ')}`);
  }
  const problem = webhookUrlProblem(url, ctx.options.localUrls);
  if (problem) errors.add('url', problem);
  if (!errors.has()) {
    const taken = [...ctx.state.webhooks.values()].some((w) => w.event === event && w.url === url && w.id !== existing?.id);
    if (taken) errors.add('url', 'has already been taken for this event');
  }
  return errors.reply();
}

export function webhookRoutes(ctx: SandboxContext): Route[] {
  const find = (raw: string | undefined) => ctx.state.webhooks.get(idParam(raw) ?? -1) ?? null;
  const missing = () => notFound('Webhook not found');
  return [
    {
      method: 'GET',
      path: /^\/webhooks\/?$/,
      handler: (req) => {
        const common = filterCommon([...ctx.state.webhooks.values()], req.query);
        if (isReply(common)) return common;
        let items = common;
        const event = req.query.get('event');
        if (event) items = items.filter((w) => w.event === event);
        const url = req.query.get('url');
        if (url) items = items.filter((w) => w.url === url);
        const page = paginate(items, req.url);
        if (!isPage(page)) return page;
        return json(
          200,
          page.items.map((w) => pickFields(serializeWebhook(w), req.query.get('fields'))),
          page.headers,
        );
      },
    },
    {
      method: 'GET',
      path: /^\/webhooks\/([^/]+)\/?$/,
      handler: (req, [id]) => {
        const webhook = find(id);
        return webhook ? json(200, pickFields(serializeWebhook(webhook), req.query.get('fields'))) : missing();
      },
    },
    {
      method: 'POST',
      path: /^\/webhooks\/?$/,
      handler: (req) => {
        const body = isPlainObject(req.body) ? req.body : {};
        const invalid = validate(ctx, body, req.token.scope, null);
        if (invalid) return invalid;
        const now = ctx.now();
        const webhook: WebhookRecord = {
          id: ctx.ids.next('webhook'),
          event: body['event'] as string,
          url: body['url'] as string,
          created_at: now,
          updated_at: now,
        };
        ctx.state.webhooks.set(webhook.id, webhook);
        return json(201, serializeWebhook(webhook));
      },
    },
    {
      method: 'PUT',
      path: /^\/webhooks\/([^/]+)\/?$/,
      handler: (req, [id]) => {
        const webhook = find(id);
        if (!webhook) return missing();
        const body = isPlainObject(req.body) ? req.body : {};
        const invalid = validate(ctx, body, req.token.scope, webhook);
        if (invalid) return invalid;
        if (typeof body['event'] === 'string') webhook.event = body['event'];
        if (typeof body['url'] === 'string') webhook.url = body['url'];
        webhook.updated_at = ctx.now();
        return json(200, serializeWebhook(webhook));
      },
    },
    {
      method: 'DELETE',
      path: /^\/webhooks\/([^/]+)\/?$/,
      handler: (_req, [id]) => {
        const webhook = find(id);
        if (!webhook) return missing();
        ctx.state.webhooks.delete(webhook.id);
        return json(200, {});
      },
    },
  ];
}
