// A tiny client for the specs: calls the sandbox like the platform does and reads the answer.
import type { MercadoPagoSandbox } from '../create-sandbox.js';

export interface Answer {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

export async function answer(res: Response): Promise<Answer> {
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return { status: res.status, headers: res.headers, body, text };
}

/** Calls `{sandbox.url}{path}` with the access token (unless headers override it) and a JSON body. */
export function apiClient(sandbox: MercadoPagoSandbox) {
  return async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
    const res = await fetch(`${sandbox.url}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${sandbox.accessToken}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    return answer(res);
  };
}

/** A valid Money Out body: one transfer of `amount` to `to`. */
export function transferBody(
  overrides: { reference?: string; amount?: number; to?: { type: string; number: string; holder?: string }; notificationUrl?: string } = {},
) {
  const amount = overrides.amount ?? 1234.5;
  return {
    external_reference: overrides.reference ?? 'payout-0001',
    point_of_interaction: { type: 'PSP_TRANSFER' },
    ...(overrides.notificationUrl ? { seller_configuration: { notification_info: { notification_url: overrides.notificationUrl } } } : {}),
    transaction: {
      from: { accounts: [{ amount }] },
      to: {
        accounts: [
          {
            amount,
            type: overrides.to?.type ?? 'cvu',
            number: overrides.to?.number ?? '0000003100010000000001',
            holder: overrides.to?.holder ?? 'Ana Pérez',
          },
        ],
      },
      total_amount: amount,
    },
  };
}
