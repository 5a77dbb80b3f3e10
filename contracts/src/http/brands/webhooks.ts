import { z } from 'zod';
import { textField } from '../../common/text.js';

/**
 * A brand's outgoing webhooks (issue 39 §2, decision 245): https endpoints its systems expose,
 * each told of the events it chose, every delivery signed with the endpoint's secret, retried for
 * a day, listed with its answer, resendable. Texts of ours: the seeds have none.
 */
export const WEBHOOK_EVENTS = [
  'sale.created',
  'sale.reversed',
  'commission.cleared',
  'conversion.created',
  'conversion.voided',
  'application.received',
  'creator.joined',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** The event 'Enviar prueba' delivers: no endpoint subscribes to it, every endpoint can receive it. */
export const WEBHOOK_PING = 'webhook.ping';
export type WebhookDeliveryEvent = WebhookEvent | typeof WEBHOOK_PING;

/** What each event is, as the endpoint form lists them. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookDeliveryEvent, string> = {
  'sale.created': 'Venta atribuida a un creador',
  'sale.reversed': 'Venta cancelada o reembolsada',
  'commission.cleared': 'Comisiones liberadas',
  'conversion.created': 'Conversión registrada por el píxel',
  'conversion.voided': 'Conversión anulada',
  'application.received': 'Postulación o solicitud recibida',
  'creator.joined': 'Creador sumado a una campaña',
  'webhook.ping': 'Prueba',
};

/** The headers of every delivery: its id (the same on every attempt and resend), its event, when and how it was signed. */
export const WEBHOOK_HEADERS = {
  id: 'afilia-webhook-id',
  event: 'afilia-webhook-event',
  timestamp: 'afilia-webhook-timestamp',
  signature: 'afilia-webhook-signature',
} as const;

/**
 * Minutes after the first attempt each retry waits (an answer other than 2xx, or none in 10 s):
 * the last is about 23 h 36 min after the event; then the delivery is failed, and the brand may
 * still resend it.
 */
export const WEBHOOK_RETRY_MINUTES = [1, 5, 30, 120, 360, 900] as const;
/** Seconds an endpoint has to answer. */
export const WEBHOOK_TIMEOUT_SECONDS = 10;
/** Endpoints a brand may have. */
export const WEBHOOK_ENDPOINTS_MAX = 10;
/** Deliveries a page of the log shows. */
export const WEBHOOK_DELIVERIES_PAGE = 50;
/** Days the delivery log keeps a delivery. */
export const WEBHOOK_LOG_DAYS = 30;
/** How a secret starts: tells it apart from an API key. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

export const WEBHOOK_TEXTS = {
  section: 'Webhooks',
  intro:
    'Avisamos a tus sistemas de lo que pasa en tu programa: cada envío va firmado con el secreto del destino y se reintenta durante un día si no responde 2xx.',
  add: 'Agregar destino',
  url: 'URL del destino',
  urlRequired: 'Ingresá una URL',
  urlInvalid: 'URL inválida. Debe incluir https://',
  urlHttps: 'La dirección debe usar https://',
  urlNotFound: 'No se encontró el sitio de esa dirección',
  urlPrivate: 'La dirección apunta a una red privada',
  description: 'Descripción del destino',
  descriptionTooLong: 'La descripción puede tener hasta 200 caracteres',
  invalidText: 'El texto contiene caracteres no válidos',
  events: 'Eventos',
  eventsRequired: 'Elegí al menos un evento',
  unknownEvent: 'Evento desconocido',
  created: 'Destino agregado',
  updated: 'Destino actualizado',
  deleted: 'Destino eliminado',
  deleteConfirm: '¿Eliminar este destino? Dejará de recibir envíos y se borrará su registro.',
  secret: 'Secreto de firma',
  secretShownOnce: 'Copialo ahora: por seguridad no vas a poder verlo de nuevo. Con él verificás la firma de cada envío.',
  copySecret: 'Copiar secreto',
  secretCopied: 'Secreto copiado',
  rotate: 'Rotar secreto',
  rotateConfirm: '¿Rotar el secreto? Los envíos siguientes se firmarán con el nuevo; el actual deja de valer.',
  rotated: 'Secreto rotado',
  active: 'Activo',
  paused: 'Pausado',
  pause: 'Pausar',
  resume: 'Reanudar',
  test: 'Enviar prueba',
  testQueued: 'Prueba enviada: mirá el registro de envíos',
  deliveries: 'Registro de envíos',
  noDeliveries: 'Todavía no hubo envíos a este destino',
  resend: 'Reenviar',
  resent: 'Envío reencolado',
  none: 'Todavía no agregaste destinos',
  tooMany: 'Una marca puede tener hasta 10 destinos',
  urlTaken: 'Ya hay un destino con esa URL',
  notFound: 'Destino no encontrado',
  deliveryNotFound: 'Envío no encontrado',
  verifyTitle: 'Cómo verificar la firma',
} as const;

/** Where a delivery stands. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
export const WEBHOOK_DELIVERY_STATUS_LABELS: Record<WebhookDeliveryStatus, string> = {
  pending: 'Pendiente',
  delivered: 'Entregado',
  failed: 'Fallido',
};

const urlField = z
  .string({ error: WEBHOOK_TEXTS.urlRequired })
  .trim()
  .min(1, { error: WEBHOOK_TEXTS.urlRequired })
  .max(2000, { error: WEBHOOK_TEXTS.urlInvalid })
  .pipe(z.url({ protocol: /^https?$/, error: WEBHOOK_TEXTS.urlInvalid }));

const eventsField = z
  .array(z.enum(WEBHOOK_EVENTS, { error: WEBHOOK_TEXTS.unknownEvent }), { error: WEBHOOK_TEXTS.eventsRequired })
  .min(1, { error: WEBHOOK_TEXTS.eventsRequired })
  .max(WEBHOOK_EVENTS.length)
  .transform((events) => [...new Set(events)].sort());

const descriptionField = textField({ invalid: WEBHOOK_TEXTS.invalidText }).trim().max(200, { error: WEBHOOK_TEXTS.descriptionTooLong });

export const createWebhookEndpointRequestSchema = z.object({
  url: urlField,
  events: eventsField,
  description: descriptionField.default(''),
});
export type CreateWebhookEndpointRequest = z.input<typeof createWebhookEndpointRequestSchema>;

/** A change of an endpoint: any of its URL, events, description, or whether it receives. */
export const updateWebhookEndpointRequestSchema = z.object({
  url: urlField.optional(),
  events: eventsField.optional(),
  description: descriptionField.optional(),
  active: z.boolean({ error: 'Indicá si el destino está activo' }).optional(),
});
export type UpdateWebhookEndpointRequest = z.input<typeof updateWebhookEndpointRequestSchema>;

/** An endpoint as its brand lists it: never its secret, only the start that tells secrets apart. */
export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  brandId: z.uuid(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  active: z.boolean(),
  /** `whsec_` and the secret's first characters: which secret signs now. */
  secretHint: z.string(),
  createdAt: z.iso.datetime(),
  secretRotatedAt: z.iso.datetime().nullable(),
  /** The last 24 h: deliveries made, and those that failed or still wait for a retry. */
  recent: z.object({ delivered: z.number().int(), failing: z.number().int() }),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;
export const webhookEndpointsSchema = z.array(webhookEndpointSchema);

/** The answer to its creation and to a rotation: the only ones that hold the whole secret. */
export const webhookEndpointWithSecretSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

/** One delivery in the log: what was sent, and how the endpoint answered its last attempt. */
export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  endpointId: z.uuid(),
  event: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The last attempt's HTTP status, or null when it got none (refused, timed out, unreachable). */
  responseStatus: z.number().int().nullable(),
  /** Why the last attempt failed, in words, or null. */
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastAttemptAt: z.iso.datetime().nullable(),
  nextAttemptAt: z.iso.datetime().nullable(),
  /** The body sent, exactly: a resend sends it again with the same id. */
  body: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesQuerySchema = z.object({
  status: z.enum(WEBHOOK_DELIVERY_STATUSES, { error: 'Estado desconocido' }).optional(),
  /** The page after the delivery with this id (the log goes newest first). */
  before: z.uuid({ error: 'Página inválida' }).optional(),
});
export type WebhookDeliveriesQuery = z.infer<typeof webhookDeliveriesQuerySchema>;
export const webhookDeliveriesPageSchema = z.object({
  items: z.array(webhookDeliverySchema),
  /** Whether older deliveries follow (ask with `before` = the last item's id). */
  more: z.boolean(),
});
export type WebhookDeliveriesPage = z.infer<typeof webhookDeliveriesPageSchema>;

/** The body every delivery carries: its id and event repeat the headers, `data` is the event's. */
export const webhookBodySchema = z.object({
  id: z.uuid(),
  event: z.string(),
  createdAt: z.iso.datetime(),
  brandId: z.uuid(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookBody = z.infer<typeof webhookBodySchema>;

/**
 * How a brand's server checks a delivery (Node.js), as 'Webhooks' and docs/webhooks.md show it:
 * the signature over the raw body, compared in constant time, and a timestamp of the last 5
 * minutes (a captured delivery replayed later is refused).
 */
export const WEBHOOK_VERIFY_SNIPPET = `import { createHmac, timingSafeEqual } from 'node:crypto';

// rawBody: el cuerpo tal como llegó (texto), antes de convertirlo a JSON.
export function esDeAfilia(headers, rawBody, secreto) {
  const timestamp = headers['afilia-webhook-timestamp'];
  const firma = String(headers['afilia-webhook-signature'] ?? '');
  const esperada = 'v1=' + createHmac('sha256', secreto).update(\`\${timestamp}.\${rawBody}\`).digest('hex');
  const reciente = Math.abs(Date.now() / 1000 - Number(timestamp)) < 300;
  return reciente && firma.length === esperada.length && timingSafeEqual(Buffer.from(firma), Buffer.from(esperada));
}`;
