import { useCurrentUser } from '../instance';
import { activeBrandOf, type ActiveBrand } from './active-brand';

/** The active brand of the signed-in brand owner or agency (see `activeBrandOf`). */
export function useActiveBrand(): ActiveBrand | null {
  return activeBrandOf(useCurrentUser());
}

/** Its id, sent as `brandId` to the brand-scoped endpoints. */
export function useActiveBrandId(): string | null {
  return useActiveBrand()?.id ?? null;
}
