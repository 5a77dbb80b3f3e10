import { TEST_SALE_DEFAULT_TOTAL, testSaleRequestSchema } from '@afilia/contracts';

/** What the form holds: the coupon as typed, and the total as the number field gives it (null when empty). */
export interface TestSaleFormValues {
  couponCode: string;
  orderTotal: number | null;
}

export const TEST_SALE_INITIAL_VALUES: TestSaleFormValues = { couponCode: '', orderTotal: TEST_SALE_DEFAULT_TOTAL };

/**
 * The request the form's values make (seed 002 §5 'Test sale'): the coupon trimmed and
 * upper-cased, required; the total 100 when it cannot be read, never below 0.
 */
export function checkTestSaleForm(values: TestSaleFormValues, brandId: string | null) {
  const total = typeof values.orderTotal === 'number' && Number.isFinite(values.orderTotal) ? values.orderTotal : undefined;
  return testSaleRequestSchema.safeParse({ brandId: brandId ?? undefined, couponCode: values.couponCode ?? '', orderTotal: total });
}
