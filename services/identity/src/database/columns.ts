/** A commission fraction (0..1, 4 decimals) that reads back as a number, not pg's numeric string. */
export const fractionColumn = {
  type: 'numeric',
  precision: 5,
  scale: 4,
  transformer: { to: (v: number) => v, from: (v: string | null) => (v === null ? null : Number(v)) },
} as const;
