import type { CurrentUser } from '@afilia/contracts';

export type ActiveBrand = CurrentUser['brands'][number];

/**
 * The brand a brand owner or an agency acts on. A brand owner has exactly one; an agency the one
 * it chose last (`preferredId`, kept on the device) while it is still linked, otherwise its first
 * (seed 000 §4). Null when there is none (an agency with no brands yet, a creator, an admin).
 */
export function activeBrandOf(user: Pick<CurrentUser, 'role' | 'brands'> | null, preferredId: string | null = null): ActiveBrand | null {
  if (!user || (user.role !== 'brand' && user.role !== 'agency')) return null;
  return user.brands.find((b) => b.id === preferredId) ?? user.brands[0] ?? null;
}
