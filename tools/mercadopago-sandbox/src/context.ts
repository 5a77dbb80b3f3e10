// What every module works on: the resolved options, the records, and the shared machinery.
import type { IdempotencyStore } from './idempotency.js';
import type { NotificationEmitter } from './notifications.js';
import type { ResolvedOptions } from './options.js';
import type { Payment } from './payments.js';
import type { Preference } from './preferences.js';
import type { Scheduler } from './scheduler.js';
import type { TransactionIntent } from './transaction-intents.js';

export interface SandboxContext {
  options: ResolvedOptions;
  /** The account the access token belongs to: preferences' collector_id, notifications' user_id. */
  collectorId: number;
  intents: Map<string, TransactionIntent>;
  payments: Map<string, Payment>;
  preferences: Map<string, Preference>;
  idempotency: IdempotencyStore;
  emitter: NotificationEmitter;
  scheduler: Scheduler;
  /** Where browsers reach the sandbox: publicUrl, or the listening URL once it is known. */
  publicUrl(): string;
  nextPaymentId(): number;
}
