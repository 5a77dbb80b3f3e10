export { COLLECTOR_ID, createMercadoPagoSandbox, type MercadoPagoSandbox } from './create-sandbox.js';
export { SandboxError } from './http.js';
export type { Delivery, NotificationType } from './notifications.js';
export type { MercadoPagoSandboxOptions } from './options.js';
export { PAYER_EMAIL, type Payment } from './payments.js';
export type { BackUrls, Preference, PreferenceItem } from './preferences.js';
export { signNotification } from './signature.js';
export type {
  DestinationType,
  IntentStatus,
  IntentStatusDetail,
  TransactionIntent,
  TransferDestination,
  TransferTransaction,
} from './transaction-intents.js';
