import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@afilia/contracts';

/** Whether the browser matches a CSS media query now, re-rendering when that changes. */
function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', listener);
      return () => media.removeEventListener('change', listener);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** True under the mobile breakpoint (768 px): tables stack, the sidebar becomes a drawer. */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
}

/** True when the person asked their system for less motion: antd's animations are then off. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
