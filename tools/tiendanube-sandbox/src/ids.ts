// Numeric ids per resource kind, in the ranges real stores show (large, increasing, never reused).

const BASES = {
  category: 21_000_000,
  product: 140_000_000,
  variant: 560_000_000,
  image: 880_000_000,
  order: 1_400_000_000,
  coupon: 3_100_000,
  webhook: 9_400_000,
  script: 4_200_000,
  customer: 71_000_000,
  orderLine: 610_000_000,
} as const;

export type IdKind = keyof typeof BASES;

/**
 * Ids are unique across the platform, not per store: two stores never share an order id. Each
 * store starts its ranges at an offset of its own, so two sandboxes (two test stores writing to
 * one database) do not hand out the same ids either.
 */
export class IdAllocator {
  private readonly last = new Map<IdKind, number>();
  private readonly offset: number;

  constructor(storeId = 0) {
    this.offset = (storeId % 1000) * 100_000;
  }

  next(kind: IdKind): number {
    const id = (this.last.get(kind) ?? BASES[kind] + this.offset) + 1;
    this.last.set(kind, id);
    return id;
  }
}
