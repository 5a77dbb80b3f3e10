import { createDiscountCodeRequestSchema, endOfStoreDay } from '@afilia/contracts';

/**
 * The 'Nuevo Código de Descuento' dialog's values, as people write them: a percentage, or pesos
 * for a fixed discount (the API takes cents), and the last day as the date field gives it.
 */
export interface DiscountCodeFormValues {
  creatorId?: string | null;
  code?: string;
  discountType?: 'percentage' | 'fixed';
  /** Percent (15) or pesos (500.5), by type. */
  discountValue?: number | null;
  scope?: 'store' | 'product';
  productId?: string | null;
  maxUses?: number | null;
  /** YYYY-MM-DD, from the native date field; the code works through the whole day. */
  expiresOn?: string;
}

export const NEW_DISCOUNT_CODE_VALUES: DiscountCodeFormValues = {
  creatorId: null,
  code: '',
  discountType: 'percentage',
  discountValue: 10,
  scope: 'store',
  productId: null,
  maxUses: null,
  expiresOn: '',
};

/**
 * A code for one creator, made on its page (seed 001 §2 'Creator detail for a brand'): the creator
 * set, and one product to choose (seed 001 §5 'Discount code requires a product').
 */
export const creatorDiscountCodeValues = (creatorId: string): DiscountCodeFormValues => ({
  ...NEW_DISCOUNT_CODE_VALUES,
  creatorId,
  scope: 'product',
});

/** The dialog's field for each schema key it names differently. */
export const DISCOUNT_CODE_FIELD_OF: Readonly<Record<string, keyof DiscountCodeFormValues>> = { expiresAt: 'expiresOn' };

const isNumber = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** The dialog's values as create-discount-code's body, checked with the contracts schema (seed 002 §5). */
export function checkDiscountCode(values: DiscountCodeFormValues) {
  const type = values.discountType ?? 'percentage';
  const value = isNumber(values.discountValue)
    ? type === 'fixed'
      ? Math.round(values.discountValue * 100)
      : values.discountValue
    : undefined;
  return createDiscountCodeRequestSchema.safeParse({
    creatorId: values.creatorId ?? null,
    code: values.code ?? '',
    discountType: type,
    discountValue: value,
    scope: values.scope ?? 'store',
    productId: values.scope === 'product' ? (values.productId ?? null) : null,
    maxUses: isNumber(values.maxUses) ? values.maxUses : null,
    // The chosen day's end in the store (Argentina), not in the browser's zone (fidelity point 47).
    expiresAt: values.expiresOn ? (endOfStoreDay(values.expiresOn) ?? values.expiresOn) : null,
  });
}
