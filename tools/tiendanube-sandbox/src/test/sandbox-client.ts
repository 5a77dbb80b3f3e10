// Shared by the specs: a fake clock, and a tiny client that speaks to the sandbox like an app.
import type { SandboxOptions } from '../context.js';
import { createSandbox, type Sandbox } from '../create-sandbox.js';
import { createWebhookReceiver, type WebhookReceiver } from '../webhook-receiver.js';

export const USER_AGENT = 'AfiliaTests (tests@afilia.app)';

export interface FakeClock {
  now: () => number;
  advance(ms: number): void;
}

export function fakeClock(start = Date.parse('2026-03-02T15:00:00Z')): FakeClock {
  let at = start;
  return { now: () => at, advance: (ms) => (at += ms) };
}

export interface Answer {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

export async function answer(res: Response): Promise<Answer> {
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: parseJson(text), text };
}

/** Calls /v1/{store_id}{path} with the documented headers (overridable). */
export function apiClient(sandbox: Sandbox, token: string) {
  return async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
    const res = await fetch(`${sandbox.apiBaseUrl}/${sandbox.storeId}${path}`, {
      method,
      headers: {
        'User-Agent': USER_AGENT,
        Authentication: `bearer ${token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json; charset=utf-8' }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    return answer(res);
  };
}

/**
 * A sandbox in its local mode whose privacy webhooks go to a receiver (paths /store-redact,
 * /customers-redact, /customers-data-request), store/redact at once after an uninstall.
 */
export async function sandboxWithPrivacyReceiver(
  secret: string,
  options: SandboxOptions = {},
): Promise<{ sandbox: Sandbox; receiver: WebhookReceiver }> {
  const receiver = await createWebhookReceiver({ secret });
  const sandbox = await createSandbox({
    clientSecret: secret,
    localUrls: true,
    privacyUrls: {
      storeRedact: receiver.urlFor('/store-redact'),
      customersRedact: receiver.urlFor('/customers-redact'),
      customersDataRequest: receiver.urlFor('/customers-data-request'),
    },
    redactDelayMs: 0,
    ...options,
  });
  return { sandbox, receiver };
}
