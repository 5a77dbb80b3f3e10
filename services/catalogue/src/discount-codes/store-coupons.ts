import type { EntityManager } from 'typeorm';
import { DomainError } from '@afilia/service-kit';
import { DISCOUNT_CODE_MESSAGES, storeDayOf } from '@afilia/contracts';
import { TiendanubeError, TiendanubePaymentRequired, type NewCoupon, type StoreApi } from '../tiendanube/tiendanube-client.js';

/** What a discount code asks of the store's coupon. */
export interface CouponTerms {
  code: string;
  discountType: 'percentage' | 'fixed';
  /** A percentage, or cents for a fixed discount. */
  discountValue: number;
  maxUses: number | null;
  expiresAt: Date | null;
  /** The store's ids of the products a product code is for; null for a code for the whole store. */
  storeProductIds: string[] | null;
}

/**
 * Tiendanube's coupon for our terms: an amount in the store's currency; the last day as
 * YYYY-MM-DD, the store's day the code expires on (a coupon lasts through its `end_date` in the
 * store, so a UTC date would give it one more day there); and, for a product code, that product
 * alone (`products`), so the store discounts no other line.
 */
export function couponFor(terms: CouponTerms): NewCoupon {
  return {
    code: terms.code,
    type: terms.discountType === 'percentage' ? 'percentage' : 'absolute',
    value: terms.discountType === 'percentage' ? terms.discountValue : terms.discountValue / 100,
    maxUses: terms.maxUses,
    endDate: terms.expiresAt ? storeDayOf(terms.expiresAt) : null,
    productIds: terms.storeProductIds,
  };
}

/** The store's 422 for a code another of its coupons has (`{"code":["has already been taken"]}`). */
const isCodeTakenInStore = (error: unknown) =>
  error instanceof TiendanubeError && error.status === 422 && error.message.includes('has already been taken');

/**
 * A coupon call that failed, as the person's clear error: a code the store has is taken, an
 * unpaid store says so, and anything else (unreachable, refused) is `otherwise`.
 */
export function couponRefusal(error: unknown, otherwise: DomainError): DomainError {
  if (error instanceof DomainError) return error;
  if (error instanceof TiendanubePaymentRequired) return new DomainError('STORE_PAYMENT_REQUIRED');
  if (isCodeTakenInStore(error)) return new DomainError('CODE_TAKEN', undefined, 'code');
  return otherwise;
}

/**
 * A new code's coupon, made in the store before anything is saved here: a code the store
 * already has (the merchant's own, say) is taken, and a refusal is the brand's clear error.
 */
export async function createStoreCoupon(api: StoreApi, terms: CouponTerms): Promise<string> {
  try {
    if (await api.findCoupon(terms.code)) throw new DomainError('CODE_TAKEN', undefined, 'code');
    return String((await api.createCoupon(couponFor(terms))).id);
  } catch (error) {
    const refused = error instanceof TiendanubeError && error.status === 422;
    throw couponRefusal(
      error,
      refused
        ? new DomainError('TIENDANUBE_ERROR', DISCOUNT_CODE_MESSAGES.storeRefused, 'code')
        : new DomainError('TIENDANUBE_ERROR', DISCOUNT_CODE_MESSAGES.storeUnreachable),
    );
  }
}

/**
 * The creator's new code in the brand's store, before it is saved here. Our coupon there is
 * renamed (true). Without one (none made yet, or the merchant deleted it: false) the code is
 * only checked to be free there, so the safelink can make the coupon with it later and never
 * takes the merchant's own coupon for ours. Any failure leaves the store as it was.
 */
export async function renameStoreCoupon(api: StoreApi, couponId: string | null, code: string): Promise<boolean> {
  try {
    if (couponId && (await renamed(api, couponId, code))) return true;
    if (await api.findCoupon(code)) throw new DomainError('CODE_TAKEN', undefined, 'code');
    return false;
  } catch (error) {
    throw couponRefusal(error, new DomainError('TIENDANUBE_ERROR', DISCOUNT_CODE_MESSAGES.storeUnreachableRename));
  }
}

/** Renames the coupon; false when the store no longer has it (404). */
async function renamed(api: StoreApi, couponId: string, code: string): Promise<boolean> {
  try {
    await api.renameCoupon(couponId, code);
    return true;
  } catch (error) {
    if (error instanceof TiendanubeError && error.status === 404) return false;
    throw error;
  }
}

/**
 * The coupon a code already stands for, found or made: a coupon with the code in the store is
 * ours (an earlier attempt made it and could not say so, or another replica just did).
 */
export async function ensureStoreCoupon(api: StoreApi, terms: CouponTerms): Promise<string> {
  const found = await api.findCoupon(terms.code);
  if (found) return String(found.id);
  try {
    return String((await api.createCoupon(couponFor(terms))).id);
  } catch (error) {
    // Made meanwhile by a concurrent visit: the store says the code is taken.
    const raced = error instanceof TiendanubeError && error.status === 422 ? await api.findCoupon(terms.code) : null;
    if (raced) return String(raced.id);
    throw error;
  }
}

/**
 * A paid order's coupons, counted as uses of the brand's codes (their own or the creator's
 * version): once per order and code, whatever Tiendanube repeats.
 */
export async function countCodeUses(
  manager: EntityManager,
  brandId: string,
  orderId: string,
  couponCodes: readonly string[],
): Promise<void> {
  if (!couponCodes.length) return;
  await manager.query(
    `WITH "used" AS (
       INSERT INTO "catalogue"."discount_code_uses" ("code_id", "order_id")
       SELECT "id", $2 FROM "catalogue"."discount_codes"
        WHERE "brand_id" = $1 AND ("code" = ANY($3) OR "creator_custom_code" = ANY($3))
       ON CONFLICT DO NOTHING RETURNING "code_id")
     UPDATE "catalogue"."discount_codes" SET "usage_count" = "usage_count" + 1 WHERE "id" IN (SELECT "code_id" FROM "used")`,
    [brandId, orderId, couponCodes],
  );
}
