import { SIDEBAR_COOKIE_MAX_AGE_S, SIDEBAR_COOKIE_NAME, SIDEBAR_TOGGLE_KEY } from '@afilia/contracts';

/** The desktop sidebar's open state, kept in a cookie for 7 days (seed 002 §9). Open by default. */
export function readSidebarOpen(cookie: string): boolean {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name && decodeURIComponent(name) === SIDEBAR_COOKIE_NAME) return rest.join('=') !== 'false';
  }
  return true;
}

export function sidebarCookie(open: boolean): string {
  return `${encodeURIComponent(SIDEBAR_COOKIE_NAME)}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/** Ctrl+B (Cmd+B on a Mac) toggles the sidebar. */
export function isSidebarShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>) {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === SIDEBAR_TOGGLE_KEY;
}
