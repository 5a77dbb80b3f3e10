import type { BrowserContext, Page } from 'playwright-core';
import { closeBrowser, newPage, screenshot, uniqueEmail } from '../support/browser.js';
import { signUp } from '../support/auth-flows.js';
import { platformDatabase } from '../support/database.js';
import { eventually } from '../support/api.js';

// A store's life as Tiendanube lives it, against the local sandbox store: connected with no
// webhooks yet, a shopper's purchase, a refund, then the uninstall and the store/redact that
// follows it. What the brand sees is checked in the browser; what the catalogue reported, in
// its tables.
let context: BrowserContext;
let page: Page;
const db = platformDatabase();

beforeEach(async () => ({ context, page } = await newPage()));
afterEach(() => context.close());
afterAll(() => closeBrowser());

function waitForRow<T>(sql: string, params: unknown[], what: string): Promise<T> {
  return eventually(async () => (await db.query(sql, params)).rows[0] as T | undefined, what);
}

/** A shopper buys the first product of the store that can be bought (some have no price or stock). */
async function buySomething(shopper: Page, store: string): Promise<void> {
  await shopper.goto(store);
  const products = await shopper.locator('.grilla a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  for (const product of products) {
    await shopper.goto(product);
    if (await shopper.getByText('Consultar precio').count()) continue;
    await shopper.getByRole('button', { name: 'Comprar' }).click();
    await shopper.waitForLoadState();
    if (await shopper.getByRole('heading', { name: '¡Gracias por tu compra!' }).count()) return;
  }
  throw new Error('nothing in the store could be bought');
}

/** The sandbox store's admin (not part of Tiendanube's API). */
async function sandboxAdmin(origin: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${origin}/_sandbox${path}`, { method, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} /_sandbox${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, any>>;
}

describe('a Tiendanube store from its connection to its redaction', () => {
  it('registers webhooks on a new store, reports a sale and its refund, and forgets the store after store/redact', async () => {
    const email = uniqueEmail('marca');
    await signUp(page, { name: 'Mar Bikinis', email, role: 'Marca' });
    await page.waitForURL('**/dashboard');
    await page.getByRole('link', { name: 'Configuración', exact: true }).click();
    await page.waitForURL('**/dashboard/brand-settings');

    // The consent page is the sandbox's: its origin is the store's admin and storefront.
    await page.getByRole('button', { name: 'Conectar Tienda' }).click();
    await page.waitForURL('**/apps/*/authorize*');
    const store = new URL(page.url()).origin;
    // A store where the app has no webhooks yet: uninstalling clears those of earlier tests.
    if ((await sandboxAdmin(store, 'GET', '')).installed) await sandboxAdmin(store, 'POST', '/uninstall', { redact_delay_ms: 3_600_000 });
    expect((await sandboxAdmin(store, 'GET', '')).counts.webhooks).toBe(0);
    await page.getByRole('button', { name: 'Autorizar' }).click();
    await page.getByText('Conectada', { exact: true }).waitFor({ timeout: 15_000 });
    expect((await sandboxAdmin(store, 'GET', '')).counts.webhooks).toBe(11);

    await page.getByRole('link', { name: 'Productos', exact: true }).click();
    await page.getByRole('button', { name: 'Sincronizar' }).click();
    await page
      .locator('.ant-message')
      .getByText(/^Productos sincronizados/)
      .waitFor({ timeout: 30_000 });

    // A shopper buys in the store.
    const shopper = await context.newPage();
    await buySomething(shopper, store);
    await screenshot(shopper, 'sandbox-thanks');
    // Other tests' brands may share the name: the brand is the one this test's user owns.
    const brandId = (
      await db.query('SELECT b.id FROM identity.brands b JOIN identity.users u ON u.id = b.owner_user_id WHERE u.email = $1', [email])
    ).rows[0].id as string;
    const paid = await waitForRow<{ order_id: string }>(
      "SELECT payload->>'orderId' AS order_id FROM catalogue.outbox WHERE subject = 'catalogue.order.paid' AND payload->>'brandId' = $1",
      [brandId],
      'the paid order',
    );

    // The merchant refunds it without cancelling it.
    await sandboxAdmin(store, 'POST', `/orders/${paid.order_id}/refund`);
    const refunded = await waitForRow<{ status: string }>(
      "SELECT payload->>'paymentStatus' AS status FROM catalogue.outbox WHERE subject = 'catalogue.order.refunded' AND payload->>'orderId' = $1",
      [paid.order_id],
      'the refund',
    );
    expect(refunded.status).toBe('refunded');

    // The merchant uninstalls the app; store/redact follows (48 hours at Tiendanube).
    await sandboxAdmin(store, 'POST', '/uninstall', { redact_delay_ms: 8000 });
    await page.getByRole('link', { name: 'Configuración', exact: true }).click();
    await page.waitForURL('**/dashboard/brand-settings');
    // The status the screen showed a moment ago may still be fresh in its cache: ask again.
    await page.reload();
    await page.getByText('Tu tienda se desconectó').waitFor({ timeout: 15_000 });
    await page.getByText('La aplicación de Afilia se desinstaló de tu tienda en Tiendanube.', { exact: false }).waitFor();
    await page.getByText('No conectada', { exact: true }).waitFor();
    await screenshot(page, 'brand-settings-uninstalled');

    await waitForRow(
      "SELECT 1 FROM catalogue.privacy_requests WHERE topic = 'store/redact' AND $1 = ANY(brand_ids)",
      [brandId],
      'store/redact',
    );
    const left = await db.query(
      `SELECT (SELECT count(*) FROM catalogue.products WHERE brand_id::text = $1 AND tiendanube_product_id IS NOT NULL)::int AS products,
              (SELECT count(*) FROM catalogue.store_connections WHERE brand_id::text = $1)::int AS connections,
              (SELECT count(*) FROM catalogue.outbox WHERE subject LIKE 'catalogue.order.%' AND payload->>'brandId' = $1)::int AS orders`,
      [brandId],
    );
    expect(left.rows[0]).toEqual({ products: 0, connections: 0, orders: 0 });
    await page.getByRole('link', { name: 'Productos', exact: true }).click();
    await page.getByText('No hay productos todavía').waitFor();
  });
});
