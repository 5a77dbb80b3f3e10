// Money Out: POST /v1/transaction-intents/process moves money from the account's balance to one
// destination, and GET /v1/transaction-intents/{id} reads the transfer back. A transfer is
// accepted as approved/in_process and settles a moment later, processed/approved or
// rejected/by_bank, with a transaction_intent notification: the platform learns the outcome
// from that notification (and the GET it makes after), never from the POST's answer.
import { randomUUID, verify } from 'node:crypto';
import { z } from 'zod';
import type { SandboxContext } from './context.js';
import { badRequest, header, json, notFound, SandboxError, type Reply } from './http.js';
import { toCents } from './money.js';
import type { Route, SandboxRequest } from './router.js';
import { amount, httpUrl, validate } from './validation.js';

export const DESTINATION_TYPES = ['cvu', 'alias', 'mercadopago'] as const;
export type DestinationType = (typeof DESTINATION_TYPES)[number];

export interface TransferDestination {
  amount: number;
  /** Our assumption for Argentina (see the README): the public docs describe Pix and Mexican bank accounts only. */
  type: DestinationType;
  /** A 22-digit CVU/CBU, an alias, or the e-mail of a Mercado Pago account. */
  number: string;
  holder: string;
}

export interface TransferTransaction {
  from: { accounts: { amount: number }[] };
  to: { accounts: TransferDestination[] };
  total_amount: number;
}

export type IntentStatus = 'approved' | 'processed' | 'rejected' | 'refunded';
export type IntentStatusDetail = 'in_process' | 'approved' | 'by_bank' | 'refunded';

export interface TransactionIntent {
  id: string;
  external_reference: string;
  status: IntentStatus;
  status_detail: IntentStatusDetail;
  created_date: string;
  last_updated_date: string;
  point_of_interaction: { type: 'PSP_TRANSFER' };
  seller_configuration?: { notification_info?: { notification_url?: string } };
  /** As the client sent it. */
  transaction: TransferTransaction;
}

const EMAIL = z.email();

const destination = z
  .object({
    amount,
    type: z.enum(DESTINATION_TYPES),
    number: z.string(),
    holder: z.string().trim().min(1, { error: 'must not be empty' }).max(100, { error: 'must be at most 100 characters' }),
  })
  .superRefine((account, ctx) => {
    const wrong = (message: string) => ctx.addIssue({ code: 'custom', path: ['number'], message });
    // Shape only: the platform checks a CBU/CVU's check digits before it asks for a transfer.
    if (account.type === 'cvu' && !/^\d{22}$/.test(account.number)) wrong('must be a CVU or CBU of 22 digits');
    if (account.type === 'alias' && !/^[A-Za-z0-9.-]{6,20}$/.test(account.number))
      wrong('must be an alias of 6 to 20 letters, digits, dots or hyphens');
    if (account.type === 'mercadopago' && !EMAIL.safeParse(account.number).success) wrong('must be the e-mail of a Mercado Pago account');
  });

const sumOf = (accounts: { amount: number }[]) => accounts.reduce((cents, a) => cents + toCents(a.amount), 0);

export const transferSchema = z.object({
  external_reference: z.string().min(1, { error: 'must not be empty' }).max(64, { error: 'must be at most 64 characters' }),
  point_of_interaction: z.object({ type: z.literal('PSP_TRANSFER') }),
  seller_configuration: z.object({ notification_info: z.object({ notification_url: httpUrl.optional() }).optional() }).optional(),
  transaction: z
    .object({
      from: z.object({ accounts: z.array(z.object({ amount })).min(1, { error: 'must have at least one account' }) }),
      to: z.object({ accounts: z.array(destination).length(1, { error: 'must have exactly one account (one transfer per call)' }) }),
      total_amount: amount,
    })
    .superRefine((transaction, ctx) => {
      const total = toCents(transaction.total_amount);
      if (sumOf(transaction.from.accounts) !== total)
        ctx.addIssue({ code: 'custom', path: ['from', 'accounts'], message: 'amounts must add up to transaction.total_amount' });
      if (sumOf(transaction.to.accounts) !== total)
        ctx.addIssue({ code: 'custom', path: ['to', 'accounts'], message: 'amounts must add up to transaction.total_amount' });
    }),
});

/** The idempotency scope of this endpoint's keys. */
const SCOPE = 'transaction-intents';

/**
 * Production's request signing ("x-signature: Request signature with the body encrypted in base64
 * using the integrator's public and private keys … Required only in the production environment";
 * "x-enforce-signature … required in the production environment, where sending the signature is
 * mandatory": money-out/integration-configuration; Ed25519, the public key handed to Mercado Pago:
 * money-out/end-to-end-encryption). The refusal's status and body are ours: the docs do not show one.
 */
function unsigned(ctx: SandboxContext, req: SandboxRequest): Reply | null {
  const key = ctx.options.signingPublicKey;
  if (!key) return null;
  const refuse = (message: string) => json(401, { status: 401, error: 'unauthorized', message });
  if (header(req.raw, 'x-enforce-signature')?.trim().toLowerCase() !== 'true')
    return refuse('X-Enforce-Signature: true is required in production');
  const signature = header(req.raw, 'x-signature')?.trim();
  if (!signature) return refuse('the X-Signature header is required in production');
  const bytes = Buffer.from(signature, 'base64');
  if (bytes.length !== 64 || !verify(null, Buffer.from(req.rawBody), key, bytes))
    return refuse('X-Signature does not verify the request body');
  return null;
}

function processTransfer(ctx: SandboxContext, req: SandboxRequest): Reply {
  const refused = unsigned(ctx, req);
  if (refused) return refused;
  const idempotencyKey = header(req.raw, 'x-idempotency-key')?.trim();
  if (!idempotencyKey) return badRequest('the X-Idempotency-Key header is required');
  const replay = ctx.idempotency.recall(SCOPE, idempotencyKey, req.body);
  if (replay) return replay;
  const checked = validate(transferSchema, req.body);
  if (!checked.ok) return checked.reply;

  // Echo what was sent (unknown fields included), as the real API echoes the transaction.
  const sent = structuredClone(req.body) as z.input<typeof transferSchema>;
  const now = new Date().toISOString();
  const intent: TransactionIntent = {
    id: randomUUID(),
    external_reference: checked.value.external_reference,
    status: 'approved',
    status_detail: 'in_process',
    created_date: now,
    last_updated_date: now,
    point_of_interaction: sent.point_of_interaction,
    ...(sent.seller_configuration ? { seller_configuration: sent.seller_configuration } : {}),
    transaction: sent.transaction,
  };
  ctx.intents.set(intent.id, intent);
  const destinationNumber = intent.transaction.to.accounts[0]?.number ?? '';
  ctx.options.log(`transfer ${intent.id} of ${intent.transaction.total_amount} to ${destinationNumber} accepted`);
  if (ctx.options.settle === 'auto') {
    const outcome = ctx.options.rejectDestinations.has(destinationNumber.toLowerCase()) ? 'rejected' : 'processed';
    ctx.scheduler.later(ctx.options.settleDelayMs, async () => {
      // A manual settle may have come first; the automatic one then has nothing to do.
      if (ctx.intents.get(intent.id)?.status === 'approved') await settleIntent(ctx, intent.id, outcome);
    });
  }
  return ctx.idempotency.remember(SCOPE, idempotencyKey, req.body, 201, intent);
}

/**
 * Ends a transfer that is still in process, then sends its transaction_intent notification
 * (resolves once the first send has an answer). 404 for an unknown id, 409 when already settled.
 */
export async function settleIntent(ctx: SandboxContext, id: string, status: 'processed' | 'rejected'): Promise<TransactionIntent> {
  const intent = ctx.intents.get(id);
  if (!intent) throw new SandboxError(404, 'not_found', `transaction intent ${id} not found`);
  if (intent.status !== 'approved')
    throw new SandboxError(409, 'conflict', `transaction intent ${id} is already ${intent.status}/${intent.status_detail}`);
  intent.status = status;
  intent.status_detail = status === 'processed' ? 'approved' : 'by_bank';
  intent.last_updated_date = new Date().toISOString();
  ctx.options.log(`transfer ${id} ${intent.status}/${intent.status_detail}`);
  // Payouts notify the transfer's own notification_url, the JSON body being the transaction
  // itself (payouts-v2/notifications, "Message when creating a transaction"): no data.id in the
  // query and no x-signature in the documentation's messages.
  await notifyTransfer(ctx, intent);
  return intent;
}

/**
 * The destination bank sends a processed transfer back: `refunded` ("returned by the destination
 * bank", payouts/resources/transaction-status-and-errors), notified like any change. 409 unless processed.
 */
export async function returnIntent(ctx: SandboxContext, id: string): Promise<TransactionIntent> {
  const intent = ctx.intents.get(id);
  if (!intent) throw new SandboxError(404, 'not_found', `transaction intent ${id} not found`);
  if (intent.status !== 'processed')
    throw new SandboxError(409, 'conflict', `transaction intent ${id} is ${intent.status}/${intent.status_detail}, not processed`);
  intent.status = 'refunded';
  intent.status_detail = 'refunded';
  intent.last_updated_date = new Date().toISOString();
  ctx.options.log(`transfer ${id} returned by the destination bank`);
  await notifyTransfer(ctx, intent);
  return intent;
}

async function notifyTransfer(ctx: SandboxContext, intent: TransactionIntent): Promise<void> {
  const notificationUrl = intent.seller_configuration?.notification_info?.notification_url;
  if (notificationUrl)
    await ctx.emitter.sendTransfer({
      notificationUrl,
      transaction: {
        id: intent.id,
        external_reference: intent.external_reference,
        created_date: intent.created_date,
        last_updated_date: intent.last_updated_date,
      },
    });
}

export function transactionIntentRoutes(ctx: SandboxContext): Route[] {
  return [
    { method: 'POST', path: /^\/v1\/transaction-intents\/process$/, json: true, handler: (req) => processTransfer(ctx, req) },
    {
      method: 'GET',
      path: /^\/v1\/transaction-intents\/([^/]+)$/,
      handler: (req) => {
        const intent = ctx.intents.get(req.params[0] ?? '');
        return intent ? json(200, intent) : notFound(`transaction intent ${req.params[0]} not found`);
      },
    },
  ];
}
