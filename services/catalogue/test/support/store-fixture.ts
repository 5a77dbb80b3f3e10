import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSandbox, type Sandbox } from '@afilia/tiendanube-sandbox';
import { CatalogueHarness } from './catalogue-harness.js';
import { CatalogueRequests, TIENDANUBE_APP_SCOPES, type Actor, type PrivacyTopic } from '@afilia/contracts';
import type { ServiceHarness } from '@afilia/service-kit/testing';

export const SANDBOX_SECRET = 'catalogue-test-client-secret';

/** The gateway's privacy webhook routes, by path (gateway/src/webhooks/webhooks.controller.ts). */
export const PRIVACY_PATHS: Record<string, PrivacyTopic> = {
  '/webhooks/tiendanube/store-redact': 'store/redact',
  '/webhooks/tiendanube/customers-redact': 'customers/redact',
  '/webhooks/tiendanube/customers-data-request': 'customers/data_request',
};

/**
 * Stands in for the gateway's webhook routes: takes Tiendanube's POST, passes the raw body and
 * the signature to catalogue over NATS, answers 200 or 401 as the gateway would.
 */
export async function webhookForwarder(harness: ServiceHarness) {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const header = req.headers['x-linkedstore-hmac-sha256'];
      const signed = { rawBodyBase64: Buffer.concat(chunks).toString('base64'), signature: typeof header === 'string' ? header : null };
      const topic = PRIVACY_PATHS[req.url ?? ''];
      const reply = topic
        ? await harness.request(CatalogueRequests.receivePrivacyWebhook, { ...signed, topic }, null)
        : await harness.request(CatalogueRequests.receiveWebhook, signed, null);
      res.writeHead(reply.ok ? 200 : reply.error.code === 'INVALID_SIGNATURE' ? 401 : 400).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/**
 * A sandbox store whose consent page approves at once, for tests that go through OAuth, in its
 * local mode (the forwarder listens on http://127.0.0.1).
 */
export function testSandbox(options: Parameters<typeof createSandbox>[0] = {}) {
  return createSandbox({
    clientSecret: SANDBOX_SECRET,
    autoApprove: true,
    localUrls: true,
    // The app as it is registered at the Partner Portal: these scopes and no others.
    scopes: [...TIENDANUBE_APP_SCOPES],
    redirectUrl: 'http://127.0.0.1:9/tiendanube-callback',
    ...options,
  });
}

/** The whole install dance: authorize URL → (auto-approved) consent → callback with code and state. */
export async function connectThroughOauth(harness: ServiceHarness, actor: Actor) {
  const { authUrl } = await harness.call(CatalogueRequests.authorizeUrl, { returnPath: '/dashboard/brand-settings' }, actor);
  const consent = await fetch(authUrl, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location')!);
  const code = back.searchParams.get('code')!;
  const state = back.searchParams.get('state')!;
  return { code, state, result: await harness.call(CatalogueRequests.connectStore, { code, state }, actor) };
}

/**
 * An install started in the store's admin ('Instalar app', decision 217): the (auto-approved)
 * consent returns to the app with a code and no state.
 */
export async function codeFromStoreAdmin(sandbox: Sandbox): Promise<string> {
  const consent = await fetch(`${sandbox.url}/apps/${sandbox.appId}/authorize`, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location')!);
  if (back.searchParams.has('state')) throw new Error('an install from the store carries no state');
  return back.searchParams.get('code')!;
}

/**
 * The real catalogue service talking to `sandbox`, with the forwarder standing in for the
 * gateway's webhook routes (PUBLIC_URL points at it, so the store's webhooks reach the service).
 */
/** The id the tests' Partner Portal gave the storefront script. */
export const STOREFRONT_SCRIPT_ID = 77;

export async function catalogueWithSandbox(sandbox: Sandbox): Promise<{ catalogue: CatalogueHarness; forwarder: Forwarder }> {
  // The forwarder needs the harness only when a webhook arrives, after start().
  const lazy = {
    request: (...args: Parameters<CatalogueHarness['request']>) => catalogue.request(...args),
  } as unknown as CatalogueHarness;
  const forwarder = await webhookForwarder(lazy);
  const catalogue = new CatalogueHarness({
    PUBLIC_URL: forwarder.url,
    TIENDANUBE_APP_ID: sandbox.appId,
    TIENDANUBE_CLIENT_SECRET: SANDBOX_SECRET,
    TIENDANUBE_AUTH_URL: sandbox.authBaseUrl,
    TIENDANUBE_API_URL: sandbox.apiBaseUrl,
    TIENDANUBE_SANDBOX: 'true',
    // The storefront script as registered at the Partner Portal (the sandbox takes any id).
    TIENDANUBE_SCRIPT_ID: String(STOREFRONT_SCRIPT_ID),
  });
  await catalogue.start();
  return { catalogue, forwarder };
}

export type Forwarder = Awaited<ReturnType<typeof webhookForwarder>>;
