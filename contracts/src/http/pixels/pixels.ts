import { z } from 'zod';
import { externalConversionSchema, trackingPixelSchema } from '../../entities/tracking.js';
import { textField } from '../../common/text.js';

/** 'Tracking y Conversiones' (seed 002 §2 brand settings, §4 'Pixel verification', §5, §8 'Pixel', §9). */
export const PIXEL_TEXTS = {
  sectionTitle: 'Tracking y Conversiones',
  createFailed: 'No se pudo crear el pixel.',
  verifyFailed: 'Error al verificar',
  notDetected: 'Snippets no detectados',
  partial: 'Instalación parcial',
  noActivePixel: 'No se encontró un píxel activo para esta marca',
  testFailed: 'Error al probar píxel',
  urlRequired: 'Ingresá una URL',
  urlInvalid: 'URL inválida. Debe incluir https://',
  /** Ours: the seeds name the outcomes but not these texts. */
  complete: 'Instalación completa: se detectaron el píxel y el script de conversión',
  partialDetail: 'Se detectó el píxel pero no el script de conversión (o al revés)',
  notDetectedDetail: 'La página no tiene el píxel ni el script de conversión de esta marca',
  nameRequired: 'El nombre es requerido',
  pageUrlInvalid: 'URL inválida',
  conversionsEmpty: 'Todavía no hay conversiones',
  pixelsEmpty: 'Todavía no creaste ningún píxel',
} as const;

/**
 * Where a counted conversion stands (issue 34 §1, docs/decisions.md): a pixel's waits for the
 * brand ('pending' until approved or its review period ends; 'held' by an anomaly, until the
 * brand decides), 'approved' by the brand or by time, 'verified' by the brand's signed postback,
 * 'voided' by the brand with a reason the creator reads. Only approved and verified ones earn.
 */
export const CONVERSION_REVIEWS = ['pending', 'held', 'approved', 'verified', 'voided'] as const;
export type ConversionReview = (typeof CONVERSION_REVIEWS)[number];
export const CONVERSION_REVIEW_LABELS: Record<ConversionReview, string> = {
  pending: 'Pendiente de revisión',
  held: 'Retenida',
  approved: 'Aprobada',
  verified: 'Verificada',
  voided: 'Anulada',
};

/** Why a counted conversion is held for the brand instead of waiting out its review (ours). */
export const CONVERSION_HOLD_REASONS = {
  overMaximum: 'Monto por encima del máximo por pedido',
  farAboveAverage: 'Monto muy superior al pedido promedio de la tienda',
  manyFromAddress: 'Muchas conversiones desde una misma dirección',
  clickReused: 'Más de una conversión del mismo clic',
  rateFarAbove: 'Tasa de conversión del link muy superior a la de la campaña',
} as const;

/** A conversion's kind, as its tables say it (the page's raw `event` names are the platform's, not people's). */
const CONVERSION_EVENT_LABELS: Record<string, string> = {
  lead: 'Registro',
  purchase: 'Compra',
  test: 'Prueba',
  test_conversion: 'Prueba',
  conversion: 'Conversión',
  page_view: 'Visita',
};

/**
 * 'Evento' in the conversions tables: the kind in Spanish, and the name the brand's page gave
 * the event only when it is one of its own ('Compra · alta-newsletter'), never a raw token of ours.
 */
export function conversionEventLabel(eventType: string, eventName: string): string {
  const kind = CONVERSION_EVENT_LABELS[eventType] ?? eventType;
  const name = eventName.trim();
  return !name || name in CONVERSION_EVENT_LABELS ? kind : `${kind} · ${name}`;
}

/** The review's texts (ours). */
export const CONVERSION_TEXTS = {
  approved: 'Conversión aprobada',
  voided: 'Conversión anulada',
  notFound: 'Conversión no encontrada',
  notReviewable: 'Esta conversión ya no se puede revisar',
  alreadyBilledPaid: 'Esta conversión ya está en un resumen pagado: no se puede anular',
  voidReasonRequired: 'Indicá el motivo',
  voidReasonTooLong: 'El motivo puede tener hasta 300 caracteres',
  maxOrderInvalid: 'Ingresá un monto entre $1 y $100.000.000',
  secretRotated: 'Clave de postback regenerada',
  signatureMissing: 'Falta la firma',
  signatureInvalid: 'Firma inválida',
  signatureExpired: 'Firma vencida: el horario difiere en más de 5 minutos',
  pixelUnknown: 'Píxel no encontrado',
  tooManyRequests: 'Demasiadas solicitudes',
} as const;

/** Days a pixel-only conversion waits for its brand before it is approved by time (decisions). */
export const CONVERSION_REVIEW_DAYS = 7;
/** A new pixel's maximum order value: ARS 1.000.000 (the brand changes it). */
export const DEFAULT_MAX_ORDER_CENTS = 100_000_000;
/** How far a postback's timestamp may be from ours. */
export const POSTBACK_WINDOW_S = 300;

/** Seed 002 §9: the conversions table shows the latest 50; a test waits 2 s before it refreshes. */
export const CONVERSIONS_LIMIT = 50;
export const PIXEL_TEST_DELAY_MS = 2000;

/** What the pixel endpoint hears: a page view, the test of 'Probar píxel', or a conversion. */
export const PIXEL_EVENT_TYPES = ['page_view', 'test_conversion', 'conversion'] as const;
export type PixelEventType = (typeof PIXEL_EVENT_TYPES)[number];

/** A pixel as the brand's settings list it, with what tracking last heard from it (its status). */
export const pixelViewSchema = trackingPixelSchema.extend({
  lastEvent: z.object({ type: z.enum(PIXEL_EVENT_TYPES), at: z.iso.datetime({ offset: true }) }).nullable(),
  /** The largest order a percentage commission is paid on (issue 34 §1). */
  maxOrderCents: z.number().int(),
  /** The key the brand's backend signs its postbacks with: only its brand reads it. */
  postbackSecret: z.string(),
});
export type PixelView = z.infer<typeof pixelViewSchema>;
export const pixelListSchema = z.array(pixelViewSchema);

const brandScope = { brandId: z.uuid({ error: 'Marca inválida' }).optional() };

/** 'Crear pixel': a name (required), and the page it lives on (optional, http or https). */
export const createPixelRequestSchema = z.object({
  ...brandScope,
  // The shared text field: a NUL (which Postgres refuses outright) answered on the field, not 500.
  name: textField({ invalid: 'El nombre no puede contener caracteres de control', typeError: PIXEL_TEXTS.nameRequired })
    .trim()
    .min(1, { error: PIXEL_TEXTS.nameRequired })
    .max(100, { error: 'El nombre no puede superar los 100 caracteres' }),
  pageUrl: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z
      .string({ error: PIXEL_TEXTS.pageUrlInvalid })
      .trim()
      .max(2000, { error: PIXEL_TEXTS.pageUrlInvalid })
      .pipe(z.url({ protocol: /^https?$/, error: PIXEL_TEXTS.pageUrlInvalid }))
      .nullish()
      .transform((v) => v ?? null),
  ),
});
export type CreatePixelRequest = z.input<typeof createPixelRequestSchema>;
export type CreatePixel = z.infer<typeof createPixelRequestSchema>;

/** The active toggle and the maximum order value (PATCH /pixels/{id}); either or both. */
const pixelChanges = z.object({
  isActive: z.boolean({ error: 'Indicá si el píxel está activo' }).optional(),
  maxOrderCents: z
    .number({ error: CONVERSION_TEXTS.maxOrderInvalid })
    .int({ error: CONVERSION_TEXTS.maxOrderInvalid })
    .min(100, { error: CONVERSION_TEXTS.maxOrderInvalid })
    .max(10_000_000_000, { error: CONVERSION_TEXTS.maxOrderInvalid })
    .optional(),
});
const somethingToChange = (b: { isActive?: boolean; maxOrderCents?: number }) => b.isActive !== undefined || b.maxOrderCents !== undefined;
export const updatePixelBodySchema = pixelChanges.refine(somethingToChange, { error: 'Nada para cambiar' });
export type UpdatePixelBody = z.infer<typeof updatePixelBodySchema>;
export const updatePixelRequestSchema = pixelChanges
  .extend({ id: z.uuid({ error: 'Píxel inválido' }) })
  .refine(somethingToChange, { error: 'Nada para cambiar' });
export type UpdatePixelRequest = z.infer<typeof updatePixelRequestSchema>;

/** A conversion as the table shows it: the external conversion and the creator it was attributed to. */
export const conversionRowSchema = externalConversionSchema.extend({
  creatorName: z.string().nullable(),
  campaignName: z.string().nullable(),
  commissionCents: z.number().int(),
  invalidReason: z.string().nullable(),
  /** Null for a conversion that does not count. */
  review: z.enum(CONVERSION_REVIEWS).nullable(),
  /** When a pending one is approved by time. */
  reviewEndsAt: z.iso.datetime({ offset: true }).nullable(),
  holdReason: z.string().nullable(),
  voidReason: z.string().nullable(),
});
export type ConversionRow = z.infer<typeof conversionRowSchema>;
export const conversionListSchema = z.array(conversionRowSchema);

/**
 * 'Verificar instalación' (seed 002 §7 verify-pixel-installation): the page's URL, which must
 * parse and be https ('URL inválida. Debe incluir https://'), and the pixel whose snippets to look for.
 */
export const verifyPixelBodySchema = z.object({
  url: z
    .string({ error: PIXEL_TEXTS.urlRequired })
    .trim()
    .min(1, { error: PIXEL_TEXTS.urlRequired })
    .max(2000, { error: PIXEL_TEXTS.urlInvalid })
    .pipe(z.url({ protocol: /^https?$/, error: PIXEL_TEXTS.urlInvalid })),
});
export type VerifyPixelBody = z.input<typeof verifyPixelBodySchema>;
export const verifyPixelRequestSchema = verifyPixelBodySchema.extend({ pixelId: z.uuid({ error: 'Píxel inválido' }) });
export type VerifyPixelRequest = z.input<typeof verifyPixelRequestSchema>;
export type VerifyPixel = z.infer<typeof verifyPixelRequestSchema>;

/** Complete (pixel and conversion script found), partial, not found, or error (seed 002 §4). */
export const VERIFICATION_STATUSES = ['complete', 'partial', 'not_found', 'error'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const verificationResultSchema = z.object({
  status: z.enum(VERIFICATION_STATUSES),
  foundPixel: z.boolean(),
  foundConversion: z.boolean(),
  message: z.string(),
});
export type VerificationResult = z.infer<typeof verificationResultSchema>;

/** The two snippets a brand copies: the pixel for every page and the conversion script for the thank-you page. */
export interface PixelSnippets {
  pixel: string;
  conversion: string;
}

/** Where tracking's public endpoints live: {origin}/pixel and {origin}/conversion-pixel. */
export const PIXEL_PATH = '/pixel';
export const CONVERSION_SCRIPT_PATH = '/conversion-pixel';
/** The Tiendanube storefront script and what it asks: /storefront/script.js, /storefront/config. */
export const STOREFRONT_SCRIPT_PATH = '/storefront/script.js';
export const STOREFRONT_CONFIG_PATH = '/storefront/config';

/**
 * What the storefront script learns of the brand when a page loads (GET /storefront/config?brand_id=&ref=):
 * the pixel it reports to, and the approved banner message of the creator whose ref brought the shopper.
 */
export const storefrontConfigSchema = z.object({ pixelCode: z.string().nullable(), banner: z.string().nullable() });
export type StorefrontConfig = z.infer<typeof storefrontConfigSchema>;

/**
 * The install snippets of a pixel (decision 163). The pixel tag reports each page it is on and
 * keeps the creator's ref and click id of the landing URL in the brand's own site storage; the
 * conversion script, on the thank-you page, reads what the page declares in `afiliaConversion`
 * and reports it with that ref. The verifier looks for exactly these: the pixel's code beside
 * {origin}/pixel, and {origin}/conversion-pixel with the brand's id.
 */
export function pixelSnippets(origin: string, pixelCode: string, brandId: string): PixelSnippets {
  const base = origin.replace(/\/$/, '');
  const pixel = [
    `<!-- Afilia: píxel ${pixelCode} (todas las páginas) -->`,
    `<script>(function(w,d,l){w.afiliaPixel='${pixelCode}';try{var q=new URLSearchParams(l.search),r=q.get('ref');if(r)localStorage.setItem('afilia_ref',JSON.stringify({ref:r,click:q.get('click_id'),at:Date.now()}));}catch(e){}var i=new Image(1,1);i.src='${base}${PIXEL_PATH}?code=${pixelCode}&url='+encodeURIComponent(l.href);})(window,document,location);</script>`,
    `<noscript><img src="${base}${PIXEL_PATH}?code=${pixelCode}" width="1" height="1" alt="" style="display:none"></noscript>`,
  ].join('\n');
  const conversion = [
    `<!-- Afilia: script de conversión (página de agradecimiento) -->`,
    `<script>window.afiliaConversion={type:'purchase',orderId:'',amount:0,currency:'ARS',email:'',name:''};</script>`,
    `<script async src="${base}${CONVERSION_SCRIPT_PATH}?brand_id=${brandId}"></script>`,
  ].join('\n');
  return { pixel, conversion };
}

/** Why a conversion does not count (issue 14 'A valid conversion'), shown beside it in the table. */
export const CONVERSION_INVALID_REASONS = {
  test: 'Prueba',
  bot: 'Tráfico automatizado',
  pixelInactive: 'Píxel inactivo',
  foreignPage: 'Página fuera de los dominios de la marca',
  noCreator: 'Sin creador atribuido',
  notConversionCampaign: 'La campaña no es por conversión',
  campaignInactive: 'Campaña no activa',
  outsideWindow: 'Fuera de la ventana de la cookie',
  repeated: 'Ya convirtió en esta campaña',
  /** Ours (issue 34 §1): a conversion stands on a person's click of the link, from that device. */
  noClick: 'Sin un clic del link que la respalde',
  otherDevice: 'El clic fue desde otro dispositivo',
} as const;

/** 'Anular': the reason the creator will read. */
export const voidConversionBodySchema = z.object({
  reason: z
    .string({ error: CONVERSION_TEXTS.voidReasonRequired })
    .trim()
    .min(3, { error: CONVERSION_TEXTS.voidReasonRequired })
    .max(300, { error: CONVERSION_TEXTS.voidReasonTooLong }),
});
export type VoidConversionBody = z.infer<typeof voidConversionBodySchema>;
export const voidConversionRequestSchema = voidConversionBodySchema.extend({ id: z.uuid({ error: CONVERSION_TEXTS.notFound }) });
export type VoidConversionRequest = z.infer<typeof voidConversionRequestSchema>;

/**
 * The server-to-server postback (issue 34 §1), POST {origin}/pixel/postback with the pixel's code
 * in `X-Afilia-Pixel` and `X-Afilia-Signature: t={unix seconds},v1={hex HMAC-SHA256 of "{t}.{body}"
 * under the pixel's postback key}`. It verifies the order's conversion (or records it, when the
 * pixel never saw it) with the amount the brand's own backend states.
 */
export const pixelPostbackSchema = z.object({
  order: z.string({ error: 'Falta el pedido' }).trim().min(1, { error: 'Falta el pedido' }).max(100),
  type: z.enum(['lead', 'purchase'], { error: 'Tipo inválido' }),
  amount: z
    .number({ error: 'Monto inválido' })
    .min(0, { error: 'Monto inválido' })
    .max(999_999_999, { error: 'Monto inválido' })
    .default(0),
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/, { error: 'Moneda inválida' })
    .transform((c) => c.toUpperCase())
    .default('ARS'),
  click_id: z.uuid({ error: 'Click inválido' }).optional(),
  email: z.email({ error: 'Email inválido' }).max(254).optional(),
});
export type PixelPostback = z.infer<typeof pixelPostbackSchema>;
export const pixelPostbackAnswerSchema = z.object({
  conversionId: z.uuid().nullable(),
  review: z.enum(CONVERSION_REVIEWS).nullable(),
  invalidReason: z.string().nullable(),
});
export type PixelPostbackAnswer = z.infer<typeof pixelPostbackAnswerSchema>;
export const PIXEL_POSTBACK_PATH = '/pixel/postback';

/**
 * How a brand's backend sends a postback (shown beside its pixel): the request, and how to sign
 * it in Node.js with the pixel's key (kept in the backend's settings, never in a page).
 */
export function postbackExample(origin: string, pixelCode: string): string {
  const base = origin.replace(/\/$/, '');
  return [
    `// POST ${base}${PIXEL_POSTBACK_PATH} cuando se paga un pedido (Node.js)`,
    `const body = JSON.stringify({ order: '1001', type: 'purchase', amount: 25000, currency: 'ARS', click_id: clickIdDelPedido });`,
    `const t = Math.floor(Date.now() / 1000);`,
    `const v1 = require('node:crypto').createHmac('sha256', process.env.AFILIA_POSTBACK_KEY).update(\`\${t}.\${body}\`).digest('hex');`,
    `await fetch('${base}${PIXEL_POSTBACK_PATH}', {`,
    `  method: 'POST',`,
    `  headers: { 'content-type': 'application/json', 'x-afilia-pixel': '${pixelCode}', 'x-afilia-signature': \`t=\${t},v1=\${v1}\` },`,
    `  body,`,
    `});`,
  ].join('\n');
}

const PIXEL_CODE = /^PX-[A-Z0-9]{8}$/;
const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(max, { error: 'Parámetro demasiado largo' }).optional(),
  );

/**
 * GET /pixel's query (seed 002 §7 'a public pixel endpoint (GET, with code and url, optional
 * event=test_conversion)'): without `event` a page view; `event=test_conversion` the test of
 * 'Probar píxel'; any other event a conversion, reported by the conversion script with what the
 * thank-you page declared and the ref and click id the pixel kept from the landing URL.
 */
export const pixelHitQuerySchema = z.object({
  code: z.string({ error: 'Falta el código del píxel' }).regex(PIXEL_CODE, { error: 'Código de píxel inválido' }),
  url: optionalText(2000),
  event: z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z
        .string()
        .regex(/^[a-z0-9_]{1,64}$/i)
        .optional(),
    )
    .transform((v) => v?.toLowerCase() ?? 'page_view'),
  type: z.enum(['lead', 'purchase']).optional(),
  order: optionalText(100),
  amount: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce
      .number({ error: 'Monto inválido' })
      .min(0, { error: 'Monto inválido' })
      .max(999_999_999, { error: 'Monto inválido' })
      .optional(),
  ),
  currency: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string()
      .regex(/^[A-Za-z]{3}$/, { error: 'Moneda inválida' })
      .transform((c) => c.toUpperCase())
      .default('ARS'),
  ),
  email: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.email({ error: 'Email inválido' }).max(254).optional(),
  ),
  name: optionalText(200),
  ref: optionalText(100),
  click_id: z.preprocess((v) => (v === '' ? undefined : v), z.uuid({ error: 'Click inválido' }).optional()),
});
export type PixelHitQuery = z.infer<typeof pixelHitQuerySchema>;
