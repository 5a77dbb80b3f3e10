/**
 * The API's base path and the session's refresh request, in a module that imports nothing: the
 * shell's first script sends a dashboard visit's refresh with it before the platform (and its
 * schemas) have loaded, and the session takes that answer as its first.
 */
export const API_BASE = '/api/v1';

export function refreshRequest(baseUrl: string, fetcher: typeof fetch): Promise<Response> {
  return fetcher(`${baseUrl}/auth/refresh`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: '{}',
  });
}

let early: Promise<Response> | null = null;

/** Sends the page's first refresh now; the session's first refresh takes its answer (`takeEarlyRefresh`). */
export function refreshEarly(): void {
  if (early) return;
  early = refreshRequest(API_BASE, (input, init) => window.fetch(input, init));
  // A network failure is the session's to handle when it takes the answer, not an unhandled rejection now.
  early.catch(() => undefined);
}

/** The early refresh, handed over once (null when none was sent or it was taken). */
export function takeEarlyRefresh(): Promise<Response> | null {
  const taken = early;
  early = null;
  return taken;
}
