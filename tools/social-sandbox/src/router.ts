// Method + path pattern → handler. A path that exists under another method answers 405 with
// Allow, one that exists nowhere 404, so a client calling the wrong URL learns it at once.
import type { IncomingMessage } from 'node:http';
import type { Reply } from './http.js';

export interface SandboxRequest {
  method: string;
  /** The request URL resolved against a placeholder origin: read its pathname and searchParams. */
  url: URL;
  /** The pattern's capture groups, URI-decoded. */
  params: string[];
  raw: IncomingMessage;
  rawBody: string;
}

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: RegExp;
  handler: (req: SandboxRequest) => Reply;
}

export type Match = { route: Route; params: string[] } | { allowed: string[] } | null;

export function matchRoute(routes: readonly Route[], method: string, pathname: string): Match {
  const allowed = new Set<string>();
  for (const route of routes) {
    const found = route.path.exec(pathname);
    if (!found) continue;
    if (route.method === method) return { route, params: found.slice(1).map((p) => decodeParam(p ?? '')) };
    allowed.add(route.method);
  }
  return allowed.size ? { allowed: [...allowed] } : null;
}

function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
