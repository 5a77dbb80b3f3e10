import type { CurrentUser } from '@afilia/contracts';

export type ActiveBrand = CurrentUser['brands'][number];

/**
 * The brand a brand owner or an agency acts on. A brand owner has exactly one; an agency uses the
 * first of its linked brands until the brand switcher (seed 000 §4) replaces this choice here,
 * in one place. Null when there is none (an agency with no brands yet, a creator, an admin).
 */
export function activeBrandOf(user: Pick<CurrentUser, 'role' | 'brands'> | null): ActiveBrand | null {
  if (!user || (user.role !== 'brand' && user.role !== 'agency')) return null;
  return user.brands[0] ?? null;
}
