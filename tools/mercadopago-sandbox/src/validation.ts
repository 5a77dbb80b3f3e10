// Request bodies are checked with zod; a refusal is one 400 whose message names each field and
// what is wrong with it ("transaction.total_amount must be greater than 0 with at most 2
// decimals"), so a failing test says what the client sent wrong. Custom messages are phrased
// as the end of that sentence.
import { z } from 'zod';
import { badRequest, type Reply } from './http.js';
import { isAmount } from './money.js';

export const amount = z.number().refine(isAmount, { error: 'must be greater than 0 with at most 2 decimals' });

export const httpUrl = z.string().refine(isHttpUrl, { error: 'must be an absolute http(s) URL' });

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** `transaction.to.accounts[0].number`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)), '');
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let at = data;
  for (const key of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

const ARTICLE: Record<string, string> = { int: 'an integer', object: 'an object', array: 'an array' };

function describeIssue(issue: z.core.$ZodIssue, data: unknown): string {
  const field = fieldPath(issue.path);
  if (!field) return issue.code === 'invalid_type' ? 'the body must be a JSON object' : issue.message;
  const missing = valueAt(data, issue.path) === undefined;
  if (missing && (issue.code === 'invalid_type' || issue.code === 'invalid_value')) return `${field} is required`;
  if (issue.code === 'invalid_type') return `${field} must be ${ARTICLE[issue.expected] ?? `a ${issue.expected}`}`;
  if (issue.code === 'invalid_value') return `${field} must be ${issue.values.map((v) => `'${String(v)}'`).join(' or ')}`;
  return `${field} ${issue.message}`;
}

export function describeIssues(error: z.ZodError, data: unknown): string {
  return error.issues.map((issue) => describeIssue(issue, data)).join('; ');
}

/** The parsed value, or the 400 that describes what is wrong. */
export function validate<S extends z.ZodType>(schema: S, data: unknown): { ok: true; value: z.output<S> } | { ok: false; reply: Reply } {
  const parsed = schema.safeParse(data);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, reply: badRequest(describeIssues(parsed.error, data)) };
}
