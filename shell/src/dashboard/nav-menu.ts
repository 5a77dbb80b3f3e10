import type { Role } from '@afilia/contracts';
import type { NavItem } from '@afilia/platform';

/** The sidebar entries of a role, from every remote's `./nav`, in seed order. */
export function menuFor(role: Role, items: readonly NavItem[]): NavItem[] {
  return items.filter((item) => item.roles.includes(role)).sort((a, b) => a.order - b.order);
}

/** Seed 002: brand and agency → brand-settings, creator → creator-settings, admin → settings. */
export function settingsPathFor(role: Role): string {
  switch (role) {
    case 'brand':
    case 'agency':
      return '/dashboard/brand-settings';
    case 'creator':
      return '/dashboard/creator-settings';
    case 'admin':
      return '/dashboard/settings';
  }
}

export const SETTINGS_LABEL = 'Configuración';

/** The entry to highlight: the longest path that is the current one or a parent of it. */
export function selectedKey(pathname: string, items: readonly Pick<NavItem, 'key' | 'path'>[]): string | undefined {
  let best: { key: string; length: number } | undefined;
  for (const item of items) {
    const hit = pathname === item.path || (item.path !== '/dashboard' && pathname.startsWith(`${item.path}/`));
    if (hit && (!best || item.path.length > best.length)) best = { key: item.key, length: item.path.length };
  }
  return best?.key;
}
