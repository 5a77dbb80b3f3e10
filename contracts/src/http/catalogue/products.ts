import { z } from 'zod';
import {
  DEFAULT_COMMISSION_CREATOR,
  PLATFORM_COMMISSION,
  PRICE_MAX,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_NAME_MIN,
} from '../../common/constants.js';
import { productSchema } from '../../entities/catalogue.js';
import { textField } from '../../common/text.js';

/** Product rules of seed 000 §5. Money travels in cents; the limits are the seed's pesos × 100. */
const commission = z
  .number({ error: 'La comisión debe estar entre 0 y 1' })
  .min(0, { error: 'La comisión debe estar entre 0 y 1' })
  .max(1, { error: 'La comisión debe estar entre 0 y 1' });

export const productFormSchema = z.object({
  name: textField({ invalid: 'El nombre contiene caracteres no válidos', typeError: 'El nombre debe tener al menos 3 caracteres' })
    .trim()
    .min(PRODUCT_NAME_MIN, { error: 'El nombre debe tener al menos 3 caracteres' })
    .max(PRODUCT_NAME_MAX, { error: 'El nombre es demasiado largo' }),
  description: textField({ invalid: 'La descripción contiene caracteres no válidos', multiline: true })
    .trim()
    .max(PRODUCT_DESCRIPTION_MAX, { error: 'La descripción es demasiado larga' })
    .nullish()
    .transform((v) => (v ? v : null)),
  priceCents: z
    .number({ error: 'El precio debe ser mayor a 0' })
    .int({ error: 'El precio debe ser mayor a 0' })
    .gt(0, { error: 'El precio debe ser mayor a 0' })
    .max(PRICE_MAX * 100, { error: 'El precio es demasiado alto' }),
  // The platform's share is not the brand's to set (fixed at 15 %, seeds 000 and 001 §9): the
  // service stores it, and the creator's share leaves room for it.
  commissionCreator: commission
    .max(1 - PLATFORM_COMMISSION, { error: 'La comisión del creador no puede superar el 85% (la plataforma cobra el 15%)' })
    .default(DEFAULT_COMMISSION_CREATOR),
});
export type ProductForm = z.infer<typeof productFormSchema>;

/** Which brand a request acts on: a brand owner's own by default; an agency names its active brand. */
export const brandScopeSchema = z.object({ brandId: z.uuid().optional() });

export const createProductRequestSchema = productFormSchema.extend(brandScopeSchema.shape);
export type CreateProductRequest = z.infer<typeof createProductRequestSchema>;

export const updateProductRequestSchema = productFormSchema.extend({ id: z.uuid() });
export type UpdateProductRequest = z.infer<typeof updateProductRequestSchema>;

export const productListSchema = z.array(productSchema);

/** What the catalogue service answers about products; the screens' own texts live with them. */
export const PRODUCT_TEXTS = {
  deleted: 'Producto eliminado exitosamente',
} as const;
