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

export class IdAllocator {
  private readonly last = new Map<IdKind, number>();

  next(kind: IdKind): number {
    const id = (this.last.get(kind) ?? BASES[kind]) + 1;
    this.last.set(kind, id);
    return id;
  }
}
