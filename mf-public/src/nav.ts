import type { NavItem } from '@afilia/platform';

/** Public pages have no dashboard menu entries. */
export const nav: NavItem[] = [];
