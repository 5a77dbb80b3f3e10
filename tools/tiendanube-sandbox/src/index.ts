export { createSandbox, type Sandbox } from './create-sandbox.js';
export { SandboxError, type DeliveryFilter, type DeliveryOption, type UninstallOptions } from './admin.js';
export { DEFAULT_SCOPES, type PortalScript, type SandboxOptions } from './context.js';
export type { CancelInput, OrderInput, OrderLineInput } from './orders.js';
export type { ProductPatch } from './products.js';
export { CODE_TTL_MS } from './oauth.js';
export { DELIVERY_MODES, sign, type DeliveryAttempt, type DeliveryMode } from './webhook-emitter.js';
export { WEBHOOK_EVENTS } from './webhooks.js';
export { createWebhookReceiver, verifySignature, type ReceivedWebhook, type WebhookReceiver } from './webhook-receiver.js';
