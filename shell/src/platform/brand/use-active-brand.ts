import { useSyncExternalStore } from 'react';
import { useCurrentUser } from '../instance';
import { activeBrandOf, type ActiveBrand } from './active-brand';
import { readActiveBrandId, subscribeActiveBrand } from './active-brand-store';

/** The active brand of the signed-in brand owner or agency (see `activeBrandOf`); follows a switch. */
export function useActiveBrand(): ActiveBrand | null {
  const user = useCurrentUser();
  const preferred = useSyncExternalStore(subscribeActiveBrand, () => readActiveBrandId(user?.id ?? null));
  return activeBrandOf(user, preferred);
}

/** Its id, sent as `brandId` to the brand-scoped endpoints. */
export function useActiveBrandId(): string | null {
  return useActiveBrand()?.id ?? null;
}
