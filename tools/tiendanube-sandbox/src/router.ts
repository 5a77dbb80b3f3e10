// The request as resource handlers see it, once the request rules have passed.
import type { IncomingHttpHeaders } from 'node:http';
import type { Reply } from './http.js';
import type { TokenRecord } from './state.js';

export interface ApiRequest {
  method: string;
  /** The request as the client addressed it (public base URL + original path and query). */
  url: URL;
  /** Path below /v1/{store_id}, e.g. "/products/123". */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
  token: TokenRecord;
}

export type Handler = (req: ApiRequest, params: string[]) => Reply | Promise<Reply>;

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: RegExp;
  /** Any one of these scopes lets the call through (a write scope implies its read scope). */
  scopes?: string[];
  handler: Handler;
}

export function findRoute(routes: Route[], method: string, path: string): { route: Route; params: string[] } | null {
  for (const route of routes) {
    if (route.method !== method) continue;
    const match = route.path.exec(path);
    if (match) return { route, params: match.slice(1) };
  }
  return null;
}

/** Numeric path parameter, or null when it is not a positive integer. */
export function idParam(value: string | undefined): number | null {
  return value && /^\d+$/.test(value) ? Number(value) : null;
}
