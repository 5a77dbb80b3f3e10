// Checkout Pro preferences: POST /checkout/preferences describes what is charged (the brand's
// payment link) and answers the init_point a browser is sent to; GET reads one back.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { SandboxContext } from './context.js';
import { header, json, notFound, type Reply } from './http.js';
import type { Route, SandboxRequest } from './router.js';
import { amount, httpUrl, validate } from './validation.js';

export interface PreferenceItem {
  id?: string;
  title: string;
  description?: string;
  quantity: number;
  unit_price: number;
  currency_id: 'ARS';
}

export interface BackUrls {
  success?: string;
  failure?: string;
  pending?: string;
}

export interface Preference {
  /** `{collector_id}-{uuid}`, the real shape. */
  id: string;
  collector_id: number;
  init_point: string;
  sandbox_init_point: string;
  items: PreferenceItem[];
  external_reference: string | null;
  notification_url: string | null;
  back_urls: BackUrls;
  auto_return: 'approved' | null;
  date_created: string;
}

const item = z.object({
  id: z.string().max(256, { error: 'must be at most 256 characters' }).optional(),
  title: z.string().trim().min(1, { error: 'must not be empty' }).max(256, { error: 'must be at most 256 characters' }),
  description: z.string().max(600, { error: 'must be at most 600 characters' }).optional(),
  quantity: z.int().min(1, { error: 'must be at least 1' }),
  unit_price: amount,
  currency_id: z.literal('ARS'),
});

export const preferenceSchema = z
  .object({
    items: z.array(item).min(1, { error: 'must have at least one item' }),
    external_reference: z.string().max(256, { error: 'must be at most 256 characters' }).optional(),
    notification_url: httpUrl.optional(),
    back_urls: z.object({ success: httpUrl.optional(), failure: httpUrl.optional(), pending: httpUrl.optional() }).optional(),
    auto_return: z.literal('approved').optional(),
  })
  .superRefine((preference, ctx) => {
    // The real API refuses it too: auto_return has nowhere to return to without a success URL.
    if (preference.auto_return && !preference.back_urls?.success)
      ctx.addIssue({ code: 'custom', path: ['back_urls', 'success'], message: 'must be defined when auto_return is set' });
  });

/** Idempotency scope: an X-Idempotency-Key is optional here, honoured when sent (the SDKs send one). */
const SCOPE = 'preferences';

function createPreference(ctx: SandboxContext, req: SandboxRequest): Reply {
  const idempotencyKey = header(req.raw, 'x-idempotency-key')?.trim();
  if (idempotencyKey) {
    const replay = ctx.idempotency.recall(SCOPE, idempotencyKey, req.body);
    if (replay) return replay;
  }
  const checked = validate(preferenceSchema, req.body);
  if (!checked.ok) return checked.reply;
  const input = checked.value;
  const id = `${ctx.collectorId}-${randomUUID()}`;
  const initPoint = `${ctx.publicUrl()}/checkout/v1/redirect?pref_id=${encodeURIComponent(id)}`;
  const preference: Preference = {
    id,
    collector_id: ctx.collectorId,
    init_point: initPoint,
    sandbox_init_point: initPoint,
    items: input.items,
    external_reference: input.external_reference ?? null,
    notification_url: input.notification_url ?? null,
    back_urls: input.back_urls ?? {},
    auto_return: input.auto_return ?? null,
    date_created: new Date().toISOString(),
  };
  ctx.preferences.set(id, preference);
  ctx.options.log(`preference ${id} created (${input.items.length} items)`);
  return idempotencyKey ? ctx.idempotency.remember(SCOPE, idempotencyKey, req.body, 201, preference) : json(201, preference);
}

export function preferenceRoutes(ctx: SandboxContext): Route[] {
  return [
    { method: 'POST', path: /^\/checkout\/preferences$/, json: true, handler: (req) => createPreference(ctx, req) },
    {
      method: 'GET',
      path: /^\/checkout\/preferences\/([^/]+)$/,
      handler: (req) => {
        const preference = ctx.preferences.get(req.params[0] ?? '');
        return preference ? json(200, preference) : notFound(`preference ${req.params[0]} not found`);
      },
    },
  ];
}
