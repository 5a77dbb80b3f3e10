import { z } from 'zod';
import { textField } from '../../common/text.js';

/** 'Venta de Prueba' (seed 002 §2 'Test Sale', §5, §7 test-sale, §8, §9). */
export const TEST_SALE_TEXTS = {
  title: 'Venta de Prueba',
  couponRequired: 'Por favor ingresa un código de cupón',
  success: '¡Venta de prueba procesada exitosamente!',
  failure: 'Error al procesar la venta de prueba',
  /** Ours: the seed says only that the coupon must exist and be unused. */
  couponNotFound: 'Ese cupón no es un código de creador de esta marca',
  couponUsed: 'Ese cupón ya se usó en una venta: probá con uno sin usar',
  couponInactive: 'Ese cupón está desactivado',
  totalInvalid: 'El total debe ser un número mayor o igual a 0',
} as const;

/** Seed 002 §9: the total defaults to 100 when it cannot be read. */
export const TEST_SALE_DEFAULT_TOTAL = 100;

/**
 * A test sale on the active brand: a creator's coupon (trimmed, upper-cased) and the order's
 * total in pesos (≥ 0, cents at most).
 */
export const testSaleRequestSchema = z.object({
  brandId: z.uuid({ error: 'Marca inválida' }).optional(),
  couponCode: textField({ invalid: TEST_SALE_TEXTS.couponNotFound, typeError: TEST_SALE_TEXTS.couponRequired })
    .trim()
    .min(1, { error: TEST_SALE_TEXTS.couponRequired })
    .max(100, { error: TEST_SALE_TEXTS.couponRequired })
    .transform((code) => code.toUpperCase()),
  orderTotal: z
    .number({ error: TEST_SALE_TEXTS.totalInvalid })
    .min(0, { error: TEST_SALE_TEXTS.totalInvalid })
    .max(999_999_999, { error: TEST_SALE_TEXTS.totalInvalid })
    .default(TEST_SALE_DEFAULT_TOTAL),
});
export type TestSaleRequest = z.input<typeof testSaleRequestSchema>;

/** Seed 002 §7 test-sale's answer: the order, the creator's commission and the transaction. */
export const testSaleResultSchema = z.object({
  success: z.literal(true),
  orderId: z.string(),
  commissionCents: z.number().int(),
  transactionId: z.uuid(),
  creatorName: z.string().nullable(),
  /** How the total was split, so the brand sees the three parts of a sale. */
  amountTotalCents: z.number().int(),
  amountPlatformCents: z.number().int(),
  amountBrandCents: z.number().int(),
});
export type TestSaleResult = z.infer<typeof testSaleResultSchema>;
