// The options of createMercadoPagoSandbox and their defaults.
import { createPublicKey, randomBytes, type KeyObject } from 'node:crypto';

function publicSigningKey(pem: string): KeyObject {
  const key = createPublicKey(pem);
  if (key.asymmetricKeyType !== 'ed25519') throw new RangeError('signingPublicKey must be an Ed25519 public key');
  return key;
}

export interface MercadoPagoSandboxOptions {
  /** Every API call must send `Authorization: Bearer <accessToken>` (default 'TEST-' + random hex). */
  accessToken?: string;
  /** Signs the x-signature of the notifications to `webhookUrl` (default 32 random hex characters). */
  webhookSecret?: string;
  /**
   * The application's webhook as configured in 'Your integrations': where payment notifications go,
   * signed with `webhookSecret`, when the payment's preference named no notification_url.
   */
  webhookUrl?: string;
  /**
   * 'auto' (the default): a transaction intent becomes processed (or rejected) by itself after
   * settleDelayMs, as the real transfer does a moment after it is accepted. 'manual': it stays
   * approved/in_process until settle() or POST /_sandbox/transaction-intents/{id}/settle.
   */
  settle?: 'auto' | 'manual';
  /** Default 50. */
  settleDelayMs?: number;
  /** Destination numbers (CVU/CBU, alias or e-mail, any case) whose transfers end rejected/by_bank. */
  rejectDestinations?: string[];
  /** A delivery not answered 2xx is retried after each of these delays (default [200, 1000, 5000]). */
  notificationRetryDelaysMs?: number[];
  /** Base of the init_point links, when browsers reach the sandbox elsewhere (default the listening URL). */
  publicUrl?: string;
  /** 0 (the default) takes a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Where to write one line per notable event (default: nowhere). */
  log?: (line: string) => void;
  /**
   * The integrator's Ed25519 public key (PEM), as handed to Mercado Pago's Integrations team: the
   * sandbox then answers as production does, where every Money Out request must be signed
   * (`X-Signature`, with `X-Enforce-Signature: true`). Without it, the test environment: no signature asked.
   */
  signingPublicKey?: string;
}

export interface ResolvedOptions {
  accessToken: string;
  webhookSecret: string;
  webhookUrl: string | null;
  settle: 'auto' | 'manual';
  settleDelayMs: number;
  /** Lower-cased, compared with the lower-cased destination number. */
  rejectDestinations: Set<string>;
  notificationRetryDelaysMs: number[];
  /** How long one delivery waits for an answer. */
  notificationTimeoutMs: number;
  publicUrl: string | null;
  port: number;
  host: string;
  log: (line: string) => void;
  signingPublicKey: KeyObject | null;
}

export const DEFAULT_PORT = 0;
export const DEFAULT_SETTLE_DELAY_MS = 50;
export const DEFAULT_RETRY_DELAYS_MS = [200, 1000, 5000];
export const NOTIFICATION_TIMEOUT_MS = 5000;

export function resolveOptions(input: MercadoPagoSandboxOptions): ResolvedOptions {
  const settleDelayMs = input.settleDelayMs ?? DEFAULT_SETTLE_DELAY_MS;
  if (!Number.isFinite(settleDelayMs) || settleDelayMs < 0) throw new RangeError('settleDelayMs must be a number ≥ 0');
  const retryDelays = input.notificationRetryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  if (retryDelays.some((d) => !Number.isFinite(d) || d < 0)) throw new RangeError('notificationRetryDelaysMs must be numbers ≥ 0');
  if (input.accessToken === '') throw new RangeError('accessToken must not be empty');
  if (input.webhookSecret === '') throw new RangeError('webhookSecret must not be empty');
  return {
    accessToken: input.accessToken ?? `TEST-${randomBytes(24).toString('hex')}`,
    webhookSecret: input.webhookSecret ?? randomBytes(16).toString('hex'),
    webhookUrl: input.webhookUrl ?? null,
    settle: input.settle ?? 'auto',
    settleDelayMs,
    rejectDestinations: new Set((input.rejectDestinations ?? []).map((d) => d.trim().toLowerCase())),
    notificationRetryDelaysMs: [...retryDelays],
    notificationTimeoutMs: NOTIFICATION_TIMEOUT_MS,
    publicUrl: input.publicUrl ? input.publicUrl.replace(/\/+$/, '') : null,
    port: input.port ?? DEFAULT_PORT,
    host: input.host ?? '127.0.0.1',
    log: input.log ?? (() => undefined),
    signingPublicKey: input.signingPublicKey ? publicSigningKey(input.signingPublicKey) : null,
  };
}
