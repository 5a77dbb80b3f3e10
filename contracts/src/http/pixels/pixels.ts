import { z } from 'zod';
import { externalConversionSchema, trackingPixelSchema } from '../../entities/tracking.js';

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

/** Seed 002 §9: the conversions table shows the latest 50; a test waits 2 s before it refreshes. */
export const CONVERSIONS_LIMIT = 50;
export const PIXEL_TEST_DELAY_MS = 2000;

/** What the pixel endpoint hears: a page view, the test of 'Probar píxel', or a conversion. */
export const PIXEL_EVENT_TYPES = ['page_view', 'test_conversion', 'conversion'] as const;
export type PixelEventType = (typeof PIXEL_EVENT_TYPES)[number];

/** A pixel as the brand's settings list it, with what tracking last heard from it (its status). */
export const pixelViewSchema = trackingPixelSchema.extend({
  lastEvent: z.object({ type: z.enum(PIXEL_EVENT_TYPES), at: z.iso.datetime({ offset: true }) }).nullable(),
});
export type PixelView = z.infer<typeof pixelViewSchema>;
export const pixelListSchema = z.array(pixelViewSchema);

const brandScope = { brandId: z.uuid({ error: 'Marca inválida' }).optional() };

/** 'Crear pixel': a name (required), and the page it lives on (optional, http or https). */
export const createPixelRequestSchema = z.object({
  ...brandScope,
  name: z
    .string({ error: PIXEL_TEXTS.nameRequired })
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

/** The active toggle (PATCH /pixels/{id}). */
export const updatePixelBodySchema = z.object({ isActive: z.boolean({ error: 'Indicá si el píxel está activo' }) });
export type UpdatePixelBody = z.infer<typeof updatePixelBodySchema>;
export const updatePixelRequestSchema = updatePixelBodySchema.extend({ id: z.uuid({ error: 'Píxel inválido' }) });
export type UpdatePixelRequest = z.infer<typeof updatePixelRequestSchema>;

/** A conversion as the table shows it: the external conversion and the creator it was attributed to. */
export const conversionRowSchema = externalConversionSchema.extend({
  creatorName: z.string().nullable(),
  campaignName: z.string().nullable(),
  commissionCents: z.number().int(),
  invalidReason: z.string().nullable(),
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
} as const;

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
