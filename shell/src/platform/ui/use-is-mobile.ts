import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@afilia/contracts';

const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

function subscribe(listener: () => void) {
  const media = window.matchMedia(query);
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
}

/** True under the mobile breakpoint (768 px): tables stack, the sidebar becomes a drawer. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
