// Replies and the small pieces of HTTP every network shares. Each network answers errors in its
// own shape (Google's {"error": {"code", "message"}}, the Graph API's OAuthException, TikTok's
// {"data", "error"}); those live with the network. The sandbox's own answers (admin routes, an
// unknown path) are {"error": "...", "message": "..."}.
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface Reply {
  status: number;
  /** Serialised as JSON; no body when absent (204). */
  body?: unknown;
  headers?: Record<string, string>;
}

export function json(status: number, body: unknown): Reply {
  return { status, body };
}

export const noContent: Reply = { status: 204 };

export type SandboxErrorCode = 'bad_request' | 'not_found' | 'method_not_allowed' | 'internal_server_error';

export function sandboxError(status: number, error: SandboxErrorCode, message: string, headers?: Record<string, string>): Reply {
  return { status, body: { error, message }, ...(headers ? { headers } : {}) };
}

/**
 * A refused sandbox action (pin a malformed username, or figures that do not fit the network):
 * thrown by the programmatic API, answered as the same error over HTTP.
 */
export class SandboxError extends Error {
  constructor(
    readonly status: 400 | 404,
    message: string,
  ) {
    super(message);
    this.name = 'SandboxError';
  }

  reply(): Reply {
    return sandboxError(this.status, this.status === 404 ? 'not_found' : 'bad_request', this.message);
  }
}

export function send(res: ServerResponse, reply: Reply): void {
  const hasBody = reply.body !== undefined;
  res.writeHead(reply.status, { ...reply.headers, ...(hasBody ? { 'Content-Type': 'application/json; charset=utf-8' } : {}) });
  res.end(hasBody ? JSON.stringify(reply.body) : undefined);
}

/** The whole body as text; a body over `limit` characters ends the request. */
export async function readBody(req: IncomingMessage, limit = 100_000): Promise<string> {
  req.setEncoding('utf8');
  let body = '';
  for await (const piece of req as AsyncIterable<string>) {
    body += piece;
    if (body.length <= limit) continue;
    req.destroy();
    throw new Error(`the body is over ${limit} characters`);
  }
  return body;
}

/** The parsed JSON body, or undefined when it is empty or not JSON. */
export function parseJson(raw: string): unknown {
  if (raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** A header's value (the first, when it was sent more than once). */
export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** The token of `Authorization: <scheme> <token>` for one of `schemes` (compared case-insensitively, RFC 9110). */
export function authorizationToken(req: IncomingMessage, schemes: string[]): string | undefined {
  const match = /^(\S+)\s+(\S+)\s*$/.exec(header(req, 'authorization') ?? '');
  return match && schemes.includes((match[1] ?? '').toLowerCase()) ? match[2] : undefined;
}
