// Replies, and the error body Mercado Pago's API answers with:
// {"message": "...", "error": "bad_request", "status": 400, "cause": []}.
import type { IncomingMessage } from 'node:http';

export interface Reply {
  status: number;
  /** Serialised as JSON unless `text` is given. */
  body?: unknown;
  /** Sent as is: an HTML page, or a JSON answer stored byte for byte (idempotent replays). */
  text?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

export function json(status: number, body: unknown): Reply {
  return { status, body };
}

export function html(status: number, page: string): Reply {
  return { status, text: page, contentType: 'text/html; charset=utf-8' };
}

/** 303 See Other: the browser follows a form POST with a GET, as after paying on the real checkout. */
export function seeOther(location: string): Reply {
  return { status: 303, text: '', headers: { Location: location } };
}

export type ErrorCode = 'bad_request' | 'unauthorized' | 'not_found' | 'method_not_allowed' | 'conflict' | 'internal_server_error';

export function apiError(status: number, error: ErrorCode, message: string, headers?: Record<string, string>): Reply {
  return { status, body: { message, error, status, cause: [] }, ...(headers ? { headers } : {}) };
}

export const badRequest = (message: string): Reply => apiError(400, 'bad_request', message);
export const notFound = (message: string): Reply => apiError(404, 'not_found', message);

/**
 * A refused sandbox action (settle an unknown intent, replay a notification that does not
 * exist...): thrown by the programmatic API, answered as the same JSON error over HTTP.
 */
export class SandboxError extends Error {
  constructor(
    readonly status: number,
    readonly error: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'SandboxError';
  }

  reply(): Reply {
    return apiError(this.status, this.error, this.message);
  }
}

export async function readBody(req: IncomingMessage, limit = 1_000_000): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      req.destroy();
      throw new Error('body too large');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The parsed body, or undefined when it is empty or not JSON. */
export function parseJson(raw: string): unknown {
  if (raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** A header's single value (the first, when it was sent more than once). */
export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
