import { z } from 'zod';
import { BRAND_DESCRIPTION_MAX } from '../../common/constants.js';
import { brandSchema } from '../../entities/identity.js';
import { nameText, textField } from '../../common/text.js';

/** An agency creates a brand from the brand switcher (seed 000 §5). */
export const createBrandRequestSchema = z.object({
  name: nameText({
    invalid: 'El nombre contiene caracteres no válidos',
    typeError: 'El nombre es requerido',
    min: 1,
    tooShort: 'El nombre es requerido',
    max: 100,
    tooLong: 'El nombre es demasiado largo',
  }),
  description: textField({ invalid: 'La descripción contiene caracteres no válidos', multiline: true })
    .trim()
    .max(BRAND_DESCRIPTION_MAX, { error: 'La descripción es demasiado larga' })
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type CreateBrandRequest = z.infer<typeof createBrandRequestSchema>;

export const BRAND_CREATED_MESSAGE = 'Marca creada exitosamente';

export const createBrandResponseSchema = brandSchema;

/** Brand settings: name required (save disabled when blank), description up to 500, logo. */
export const updateBrandRequestSchema = z.object({
  name: createBrandRequestSchema.shape.name,
  description: textField({ invalid: 'La descripción contiene caracteres no válidos', multiline: true })
    .trim()
    .max(BRAND_DESCRIPTION_MAX, { error: 'La descripción es demasiado larga' })
    .nullish()
    .transform((v) => (v ? v : null)),
  /** A file uploaded through /api/v1/uploads/images (its URL), or null to remove the logo. */
  logoUrl: textField({ invalid: 'Logo inválido' })
    .max(500)
    .regex(/^(\/uploads\/|https:\/\/)/, { error: 'Logo inválido' })
    .nullable(),
});
export type UpdateBrandRequest = z.infer<typeof updateBrandRequestSchema>;
