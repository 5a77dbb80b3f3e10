// Replies and the error bodies the real API uses (see research notes §0 "Errors").
import type { IncomingMessage } from 'node:http';

export interface Reply {
  status: number;
  /** Serialised as JSON unless `text` is given. */
  body?: unknown;
  text?: string | Buffer;
  contentType?: string;
  headers?: Record<string, string>;
}

export function json(status: number, body: unknown, headers?: Record<string, string>): Reply {
  return { status, body, ...(headers ? { headers } : {}) };
}

export function html(status: number, page: string): Reply {
  return { status, text: page, contentType: 'text/html; charset=utf-8' };
}

export function redirect(location: string): Reply {
  return { status: 302, text: '', headers: { Location: location } };
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
};

/** `{"code":404,"message":"Not Found","description":"..."}`: the shape of most non-field errors. */
export function apiError(status: number, description: string, headers?: Record<string, string>): Reply {
  return json(status, { code: status, message: REASONS[status] ?? 'Error', description }, headers);
}

export const notFound = (description = 'Not Found'): Reply => apiError(404, description);

/** 422 with a per-field map: `{"code":["has already been taken"]}`. */
export function fieldErrors(errors: Record<string, string[]>): Reply {
  return json(422, errors);
}

/** Collects per-field messages while validating a write. */
export class FieldErrors {
  private readonly errors: Record<string, string[]> = {};

  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  has(field?: string): boolean {
    return field ? field in this.errors : Object.keys(this.errors).length > 0;
  }

  reply(): Reply | null {
    return this.has() ? fieldErrors(this.errors) : null;
  }
}

export function readBody(req: IncomingMessage, limit = 1_000_000): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new Error('body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Keeps only the comma-separated `fields` of an item, as `?fields=id,name` does. */
export function pickFields<T extends object>(item: T, fields: string | null): Partial<T> | T {
  if (!fields) return item;
  const wanted = fields
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  const out: Record<string, unknown> = {};
  for (const key of wanted) if (key in item) out[key] = (item as Record<string, unknown>)[key];
  return out as Partial<T>;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
