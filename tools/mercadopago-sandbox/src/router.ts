// The route table: method + path pattern → handler. A path that exists under another method
// answers 405 with Allow, one that does not exist 404, like any REST API.
import type { IncomingMessage } from 'node:http';
import type { Reply } from './http.js';

export interface SandboxRequest {
  method: string;
  /** The request as the client addressed it, resolved against the sandbox's base URL. */
  url: URL;
  /** The capture groups of the route's pattern, URI-decoded. */
  params: string[];
  raw: IncomingMessage;
  rawBody: string;
  /** The parsed JSON body on a `json` route; undefined elsewhere. */
  body: unknown;
}

export type Handler = (req: SandboxRequest) => Reply | Promise<Reply>;

export interface Route {
  method: 'GET' | 'POST';
  path: RegExp;
  /** The body must be JSON (400 otherwise) and the handler receives it parsed. */
  json?: boolean;
  handler: Handler;
}

export type RouteMatch = { route: Route; params: string[] } | { allowed: string[] } | null;

export function findRoute(routes: Route[], method: string, path: string): RouteMatch {
  const allowed: string[] = [];
  for (const route of routes) {
    const match = route.path.exec(path);
    if (!match) continue;
    if (route.method === method) return { route, params: match.slice(1).map((p) => safeDecode(p ?? '')) };
    allowed.push(route.method);
  }
  return allowed.length > 0 ? { allowed } : null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
