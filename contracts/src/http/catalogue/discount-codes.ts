import { z } from 'zod';
import { discountCodeSchema } from '../../entities/catalogue.js';

/** The texts of seed 002 §5 'Discount code' and §9, and ours where the seeds are silent (docs/decisions.md). */
export const DISCOUNT_CODE_MESSAGES = {
  required: 'Completá todos los campos requeridos',
  productRequired: 'Selecciona un producto',
  /** Tiendanube takes letters and digits only (its coupon API, research notes §d). */
  lettersAndDigits: 'El código solo puede tener letras y números',
  tooLong: 'El código puede tener hasta 30 caracteres',
  percentageTooHigh: 'El descuento no puede superar el 100%',
  maxUses: 'Los usos máximos deben ser un número entero mayor a 0',
  created: 'Código creado exitosamente',
  deactivated: 'Código desactivado',
  notFound: 'Código no encontrado',
  storeUnreachableRemove:
    'No pudimos quitar el cupón de tu tienda de Tiendanube. El código sigue activo; volvé a intentar en unos minutos.',
  /** The store refused the coupon or could not be reached: nothing was created on our side either. */
  storeRefused: 'Tiendanube no aceptó el cupón. Revisá el código y el valor, y volvé a intentar.',
  storeUnreachable: 'No pudimos comunicarnos con Tiendanube para crear el cupón. Volvé a intentar en unos minutos.',
  /** Ours (issue 35 §2): a code for one product is a store coupon restricted to it, so the product must be the store's. */
  productNotInStore: 'Este producto no está en tu tienda de Tiendanube: sincronizá tus productos o elegí uno de la tienda',
  /** The creator's own version of a code (seed 001 §2, §5, §8). */
  empty: 'El código no puede estar vacío',
  customised: 'Código personalizado actualizado!',
  /** Only active codes are edited (seed 001 §2): an inactive one has no coupon left to rename. */
  inactive: 'Este código está inactivo y ya no se puede editar',
  storeUnreachableRename: 'No pudimos cambiar el cupón en tu tienda de Tiendanube. Tu código no cambió; volvé a intentar en unos minutos.',
} as const;

export const DISCOUNT_CODE_MAX = 30;

const requiredNumber = z.number({ error: DISCOUNT_CODE_MESSAGES.required });

/** A code as Tiendanube takes it: trimmed, upper-cased, letters and digits only, never empty (`empty` says so). */
const codeField = (empty: string) =>
  z
    .string({ error: empty })
    .trim()
    .min(1, { error: empty })
    .max(DISCOUNT_CODE_MAX, { error: DISCOUNT_CODE_MESSAGES.tooLong })
    .transform((code) => code.toUpperCase())
    .refine((code) => /^[A-Z0-9]+$/.test(code), { error: DISCOUNT_CODE_MESSAGES.lettersAndDigits });

/**
 * create-discount-code (seed 002 §7): code and value required, the code upper-cased, a product
 * scope needs a product. A percentage is 0.01–100; a fixed discount travels in cents like every
 * amount of the platform.
 */
export const createDiscountCodeRequestSchema = z
  .object({
    brandId: z.uuid().optional(),
    creatorId: z
      .uuid()
      .nullish()
      .transform((v) => v ?? null),
    code: codeField(DISCOUNT_CODE_MESSAGES.required),
    discountType: z.enum(['percentage', 'fixed'], { error: DISCOUNT_CODE_MESSAGES.required }),
    discountValue: requiredNumber.positive({ error: DISCOUNT_CODE_MESSAGES.required }),
    scope: z.enum(['store', 'product']).default('store'),
    /** The campaign whose tab made it: a sale with the code is paid on that campaign's terms. */
    campaignId: z
      .uuid({ error: 'Campaña inválida' })
      .nullish()
      .transform((v) => v ?? null),
    productId: z
      .uuid({ error: DISCOUNT_CODE_MESSAGES.productRequired })
      .nullish()
      .transform((v) => v ?? null),
    maxUses: z
      .number({ error: DISCOUNT_CODE_MESSAGES.maxUses })
      .int({ error: DISCOUNT_CODE_MESSAGES.maxUses })
      .positive({ error: DISCOUNT_CODE_MESSAGES.maxUses })
      .nullish()
      .transform((v) => v ?? null),
    expiresAt: z.iso
      .datetime({ offset: true })
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((input, ctx) => {
    if (input.scope === 'product' && !input.productId)
      ctx.addIssue({ code: 'custom', path: ['productId'], message: DISCOUNT_CODE_MESSAGES.productRequired });
    if (input.discountType === 'percentage' && input.discountValue > 100)
      ctx.addIssue({ code: 'custom', path: ['discountValue'], message: DISCOUNT_CODE_MESSAGES.percentageTooHigh });
    if (input.discountType === 'fixed' && !Number.isInteger(input.discountValue))
      ctx.addIssue({ code: 'custom', path: ['discountValue'], message: DISCOUNT_CODE_MESSAGES.required });
  });
export type CreateDiscountCodeRequest = z.infer<typeof createDiscountCodeRequestSchema>;

export const discountCodeListSchema = z.array(discountCodeSchema);

/**
 * The creator's own version of a code assigned to it, edited inline (seed 001 §2 'stored in upper
 * case', §5 'El código no puede estar vacío'); shoppers then type it instead of the brand's.
 */
export const customCodeRequestSchema = z.object({ code: codeField(DISCOUNT_CODE_MESSAGES.empty) });
export type CustomCodeRequest = z.infer<typeof customCodeRequestSchema>;

/**
 * What the safelink asks for a click on a creator's link of a campaign paid by discount code:
 * the creator's coupon in that brand's store, made there if it is missing. Null when the brand
 * assigned the creator no usable code, or the store could not take it now.
 */
export const ensureCouponRequestSchema = z.object({
  brandId: z.uuid(),
  creatorId: z.uuid(),
  productId: z.uuid().nullable(),
});
export type EnsureCouponRequest = z.infer<typeof ensureCouponRequestSchema>;
export const ensureCouponResponseSchema = z.object({ code: z.string().nullable() });
