import type { DiscountCode } from '../entities/catalogue.js';
import { formatMoney } from './format.js';

/** How a discount code reads on the brand's and the creator's screens. */

/** '15%' or '$ 500,00'. */
export function discountLabel(code: Pick<DiscountCode, 'discountType' | 'discountValue'>): string {
  return code.discountType === 'percentage' ? `${code.discountValue}%` : formatMoney(code.discountValue);
}

/** '3 / 100', or '3 / sin límite'. */
export function usesLabel(code: Pick<DiscountCode, 'usageCount' | 'maxUses'>): string {
  return `${code.usageCount} / ${code.maxUses ?? 'sin límite'}`;
}

/** The code shoppers type: the creator's own version when it made one (seed 001 §2). */
export function shopperCode(code: Pick<DiscountCode, 'code' | 'creatorCustomCode'>): string {
  return code.creatorCustomCode ?? code.code;
}
