import { DEFAULT_COMMISSION_CREATOR, productFormSchema, type Product } from '@afilia/contracts';

/**
 * The create and edit dialogs take pesos and whole percents, as people think of them; the API
 * takes integer cents and fractions with 4 decimals (DESIGN.md 'Data').
 */
export interface ProductFormValues {
  name?: string;
  description?: string | null;
  /** Pesos, e.g. 1500.5. */
  price?: number | null;
  /** Creator commission in percent, e.g. 15. */
  commissionPercent?: number | null;
}

const isNumber = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** 1500.5 → 150050; empty stays empty (the schema then says the price must be above 0). */
export function pesosToCents(pesos: number | null | undefined): number | undefined {
  return isNumber(pesos) ? Math.round(pesos * 100) : undefined;
}

export function centsToPesos(cents: number): number {
  return cents / 100;
}

/** 15 → 0.15, 12.5 → 0.125 (4 decimals); empty stays empty (the 15 % default applies). */
export function percentToFraction(percent: number | null | undefined): number | undefined {
  return isNumber(percent) ? Math.round(percent * 100) / 10_000 : undefined;
}

/** 0.15 → 15, 0.125 → 12.5. */
export function fractionToPercent(fraction: number): number {
  return Math.round(fraction * 10_000) / 100;
}

/** A new custom product starts with the default creator commission, 15 %. */
export const NEW_PRODUCT_VALUES: ProductFormValues = {
  name: '',
  description: '',
  price: null,
  commissionPercent: fractionToPercent(DEFAULT_COMMISSION_CREATOR),
};

/** The edit dialog's starting values. */
export function formValuesOf(product: Product): ProductFormValues {
  return {
    name: product.name,
    description: product.description ?? '',
    price: centsToPesos(product.priceCents),
    commissionPercent: fractionToPercent(product.commissionCreator),
  };
}

/** The dialog's field for each schema key it names differently. */
export const PRODUCT_FIELD_OF: Readonly<Record<string, keyof ProductFormValues>> = {
  priceCents: 'price',
  commissionCreator: 'commissionPercent',
};

/**
 * The dialog's values as the API's product form, checked with the contracts schema (seed 000 §5);
 * on failure the dialog shows the issues with `useFormIssues`. The platform commission is fixed at
 * 15 % and set by the service.
 */
export function checkProductForm(values: ProductFormValues) {
  return productFormSchema.safeParse({
    name: values.name ?? '',
    description: values.description ?? null,
    priceCents: pesosToCents(values.price),
    commissionCreator: percentToFraction(values.commissionPercent),
  });
}
