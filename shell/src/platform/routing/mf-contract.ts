import type { ComponentType } from 'react';
import type { Role } from '@afilia/contracts';

/**
 * What a micro-frontend hands the shell. Each remote exposes `./routes` (an `MfRoute[]`) and
 * `./nav` (a `NavItem[]`); the shell mounts the routes and merges the menus. Both modules must
 * stay tiny: pages are loaded by `load`, and only types come from the platform.
 */

/** Route parameters, given to every page (light pages run without the router). */
export interface PageProps {
  params: Readonly<Record<string, string | undefined>>;
}

export type PageModule = { default: ComponentType<PageProps> };

export interface MfRoute {
  /** `public`: mounted at `/`; `dashboard`: mounted under `/dashboard` inside the layout, signed-in only. */
  section: 'public' | 'dashboard';
  /** Relative to the section (`auth`, `products`, `campaigns/:campaignId`); omit for the index. */
  path?: string;
  index?: boolean;
  /**
   * Public pages with a JS budget (landing, shop, press kit): plain React and CSS, no antd, no
   * react-query, no router hooks (links are plain `<a href>`). On a first visit the shell boots
   * them alone, without the router; later in-app visits render them bare inside the router.
   */
  light?: boolean;
  /** Dashboard routes: the roles this page serves. Several routes may share a path (the home). */
  roles?: readonly Role[];
  load(): Promise<PageModule>;
  /**
   * What the page asks the API for first, started by the shell as soon as the route is chosen,
   * while the page's own code still loads: the page's query then finds it in react-query's cache
   * (or on its way) instead of asking after its chunk arrived.
   */
  prefetch?(): void;
}

export interface NavItem {
  key: string;
  /** Spanish label, as the seed writes it. */
  label: string;
  /** Absolute path, e.g. `/dashboard/products`. */
  path: string;
  roles: readonly Role[];
  /** Position in the sidebar; items from every remote are merged and sorted by it. */
  order: number;
  icon?: ComponentType;
}
