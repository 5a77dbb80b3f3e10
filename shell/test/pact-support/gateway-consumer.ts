import { fileURLToPath } from 'node:url';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import type { ApiClient } from '../../src/platform/api/api-client.js';
import { createSession } from '../../src/platform/session/session-service.js';

/**
 * What every micro-frontend's Pact spec against the gateway shares: the pact (written to
 * contracts/pacts/<consumer>-gateway.json), the real API client pointed at Pact's mock gateway
 * with a signed-in session, and the matchers of our headers and times.
 */
const { regex } = MatchersV3;

export const ACCESS_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.e30.firma';

export function gatewayPact(consumer: string): PactV4 {
  return new PactV4({
    consumer,
    provider: 'gateway',
    dir: fileURLToPath(new URL('../../../contracts/pacts', import.meta.url)),
    logLevel: 'warn',
  });
}

/** The shell's API client against the mock gateway, signed in with a token the provider state replaces. */
export function signedInApi(baseUrl: string): ApiClient {
  const session = createSession({ baseUrl: `${baseUrl}/api/v1`, fetch, now: Date.now, sleep: async () => undefined });
  session.store.set({ status: 'signed-in', user: null, accessToken: ACCESS_TOKEN, expiresAt: Date.now() + 600_000 });
  return session.api;
}

export const bearer = { authorization: regex('^Bearer .+$', `Bearer ${ACCESS_TOKEN}`) };
export const jsonRequest = { ...bearer, 'content-type': 'application/json' };
export const jsonResponse = { 'content-type': regex('application/json.*', 'application/json; charset=utf-8') };

export const isoTime = (example = '2026-11-23T12:00:00.000Z') =>
  regex('^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$', example);
