// /_sandbox: what tests and people do to the sandbox that Mercado Pago's API does not offer (see
// the notifications sent, send one again, end a transfer by hand). No access token: it is not
// part of the real API, and the sandbox only listens locally.
import { z } from 'zod';
import type { SandboxContext } from './context.js';
import { json, SandboxError } from './http.js';
import type { Route } from './router.js';
import { returnIntent, settleIntent } from './transaction-intents.js';
import { reversePayment } from './payments.js';
import { validate } from './validation.js';

/** Sends notification `index` again, byte for byte with the same headers; the receiver's status (0: no answer). */
export function replayNotification(ctx: SandboxContext, index: number): Promise<number> {
  const delivery = Number.isInteger(index) ? ctx.emitter.deliveries[index] : undefined;
  if (!delivery) return Promise.reject(new SandboxError(404, 'not_found', `notification ${index} not found`));
  return ctx.emitter.replay(delivery);
}

const settleSchema = z.object({ status: z.enum(['processed', 'rejected']) });

export function adminRoutes(ctx: SandboxContext): Route[] {
  return [
    { method: 'GET', path: /^\/_sandbox\/notifications$/, handler: () => json(200, ctx.emitter.deliveries) },
    {
      method: 'POST',
      path: /^\/_sandbox\/notifications\/(\d+)\/replay$/,
      handler: async (req) => json(200, { status: await replayNotification(ctx, Number(req.params[0])) }),
    },
    {
      method: 'POST',
      path: /^\/_sandbox\/transaction-intents\/([^/]+)\/settle$/,
      json: true,
      handler: async (req) => {
        const checked = validate(settleSchema, req.body);
        if (!checked.ok) return checked.reply;
        return json(200, await settleIntent(ctx, req.params[0] ?? '', checked.value.status));
      },
    },
    {
      method: 'POST',
      path: /^\/_sandbox\/payments\/([^/]+)\/(refund|chargeback)$/,
      handler: async (req) =>
        json(200, await reversePayment(ctx, req.params[0] ?? '', req.params[1] === 'refund' ? 'refunded' : 'charged_back')),
    },
    {
      method: 'POST',
      path: /^\/_sandbox\/transaction-intents\/([^/]+)\/return$/,
      handler: async (req) => json(200, await returnIntent(ctx, req.params[0] ?? '')),
    },
  ];
}
