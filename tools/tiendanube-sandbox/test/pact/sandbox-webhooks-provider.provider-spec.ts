import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MessageProviderPact } from '@pact-foundation/pact';
import type { Sandbox, WebhookReceiver } from '../../src/index.js';
import { sandboxWithPrivacyReceiver } from '../../src/test/sandbox-client.js';

/**
 * The sandbox verifies what the catalogue expects Tiendanube's webhooks to POST: each message is
 * sent for real by the sandbox to a receiver, and the body that arrived is what is checked.
 */
const PACT = fileURLToPath(new URL('../../../../contracts/pacts/catalogue-tiendanube-webhooks.json', import.meta.url));
const SECRET = 'sandbox-webhooks-pact-secret';
const CUSTOMER = 'ana@example.com';

let sandbox: Sandbox;
let receiver: WebhookReceiver;

beforeAll(async () => {
  ({ sandbox, receiver } = await sandboxWithPrivacyReceiver(SECRET));
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});

/** Does what the store does, and answers the body of the first delivery to `path`. */
async function sent(path: string, act: () => Promise<unknown>): Promise<unknown> {
  receiver.reset();
  await act();
  const received = await receiver.waitFor((hooks) => hooks.some((h) => h.path === path));
  return received.find((h) => h.path === path)!.payload;
}

async function installedWithOrderWebhook(): Promise<void> {
  if (!sandbox.state.installed) sandbox.issueToken();
  const token = [...sandbox.state.tokens.keys()].at(-1)!;
  await fetch(`${sandbox.apiBaseUrl}/${sandbox.storeId}/webhooks`, {
    method: 'POST',
    headers: { Authentication: `bearer ${token}`, 'User-Agent': 'pact (x@y.z)', 'Content-Type': 'application/json; charset=utf-8' },
    body: JSON.stringify({ event: 'order/updated', url: receiver.urlFor('/order-updated') }),
  });
}

const verifier = new MessageProviderPact({
  provider: 'tiendanube-webhooks',
  pactUrls: [PACT],
  logLevel: 'warn',
  // Each message provider below brings the store to its state itself, as it acts.
  stateHandlers: Object.fromEntries(
    [
      'a paid order of store 3501234 is refunded without a cancel',
      'the app was uninstalled from store 3501234',
      'a shopper of store 3501234 asked to be forgotten',
      'a shopper of store 3501234 asked for their data',
    ].map((state) => [state, async () => undefined]),
  ),
  messageProviders: {
    'order/updated': () =>
      sent('/order-updated', async () => {
        await installedWithOrderWebhook();
        const order = await sandbox.createOrder({ paid: true });
        receiver.reset();
        await sandbox.refundOrder(order['id'] as number);
      }),
    'store/redact': () =>
      sent('/store-redact', async () => {
        if (!sandbox.state.installed) sandbox.issueToken();
        await sandbox.uninstall();
      }),
    'customers/redact': () =>
      sent('/customers-redact', async () => {
        await sandbox.createOrder({ paid: true, customer: { name: 'Ana', email: CUSTOMER } });
        await sandbox.redactCustomer({ email: CUSTOMER });
      }),
    'customers/data_request': () =>
      sent('/customers-data-request', async () => {
        await sandbox.createOrder({ paid: true, customer: { name: 'Ana', email: CUSTOMER } });
        await sandbox.requestCustomerData({ email: CUSTOMER });
      }),
  },
});

describe('tiendanube sandbox webhooks as Pact message provider', () => {
  it('has the catalogue’s webhook pact to verify', () => {
    expect(existsSync(PACT)).toBe(true);
  });

  it('sends what the catalogue expects', () => verifier.verify(), 60_000);
});
