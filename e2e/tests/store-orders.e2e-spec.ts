import type { BrowserContext, Page } from 'playwright-core';
import { closeBrowser, newPage, screenshot, settled } from '../support/browser.js';
import { platformDatabase } from '../support/database.js';
import { api, eventually } from '../support/api.js';
import { collaboration } from '../support/collaboration.js';

// What a merchant does in its own store (issue 35): a shopper's code that is for one product
// discounts that product only, and an order the merchant cancels in the store's 'Ventas' reads
// 'Cancelada' in Afilia and is no longer its link's sale.
let context: BrowserContext;
let page: Page;
const db = platformDatabase();
beforeEach(async () => ({ context, page } = await newPage()));
afterEach(() => context.close());
afterAll(() => closeBrowser());

interface Link {
  trackingUrl: string;
  productId: string | null;
  salesGenerated: number;
}

describe("an order in the brand's store", () => {
  it("with a product's code is discounted on that product only, and cancelled in the store's 'Ventas' it is no sale", async () => {
    const { brand, creator, product, storeOrigin } = await collaboration(page, 'Lana Sur', 'Rita Códigos', 'Lana de invierno');
    const code = `RITA${Date.now().toString(36).toUpperCase()}`;
    await api(
      'POST',
      '/discount-codes',
      { code, creatorId: creator.creatorId, discountType: 'percentage', discountValue: 20, scope: 'product', productId: product.id },
      brand.token,
    );

    // On another product of the store the code does not apply.
    const shopper = await context.newPage();
    await shopper.goto(storeOrigin);
    const others = await shopper
      .locator('.grilla a')
      .evaluateAll(
        (links, name) => links.filter((a) => !a.textContent?.includes(name)).map((a) => (a as HTMLAnchorElement).href),
        product.name,
      );
    let refused = false;
    for (const other of others) {
      await shopper.goto(other);
      if (await shopper.getByText('Consultar precio').count()) continue;
      await shopper.getByLabel('Cupón de descuento').fill(code);
      await shopper.getByRole('button', { name: 'Comprar' }).click();
      await shopper.getByText('El cupón no es válido para esta compra.').waitFor();
      refused = true;
      break;
    }
    expect(refused).toBe(true);

    // On its own product, by the creator's link, it discounts 20 %.
    const [link] = (await api('GET', '/links', undefined, creator.token)) as Link[];
    await shopper.goto(link!.trackingUrl);
    await shopper.getByRole('heading', { name: product.name }).waitFor();
    await shopper.getByLabel('Cupón de descuento').fill(code);
    await shopper.getByRole('button', { name: 'Comprar' }).click();
    await shopper.getByRole('heading', { name: '¡Gracias por tu compra!' }).waitFor();
    const orderNumber = (await shopper.locator('main strong').first().textContent())!.replace('#', '');
    const paid = await eventually(async () => {
      const { rows } = await db.query(
        "SELECT payload FROM catalogue.outbox WHERE subject = 'catalogue.order.paid' AND payload->>'orderNumber' = $1 AND payload->'couponCodes' ? $2",
        [orderNumber, code],
      );
      return rows[0]?.payload as { subtotalCents: number; discountCents: number } | undefined;
    }, 'the paid order');
    expect(paid.discountCents).toBe(Math.round(paid.subtotalCents * 0.2));
    await eventually(
      async () => (((await api('GET', '/links', undefined, creator.token)) as Link[])[0]!.salesGenerated === 1 ? true : undefined),
      'the sale on the link',
    );

    // The merchant cancels it in the store's own admin.
    await shopper.goto(`${storeOrigin}/admin/ventas`);
    await shopper.getByRole('heading', { name: 'Ventas', level: 1 }).waitFor();
    await screenshot(shopper, 'sandbox-admin-orders');
    await shopper.getByRole('button', { name: `Cancelar la venta #${orderNumber}` }).click();
    await shopper.getByRole('status').getByText(`Venta #${orderNumber} cancelada.`).waitFor();

    // Afilia reads the cancel: 'Cancelada' on the brand's 'Transacciones', no sale on the link.
    await eventually(
      async () => (((await api('GET', '/links', undefined, creator.token)) as Link[])[0]!.salesGenerated === 0 ? true : undefined),
      'the link’s sale to go',
    );
    await page.goto('/dashboard/transactions');
    await page.getByRole('heading', { level: 1, name: 'Transacciones' }).waitFor();
    const cancelled = page.getByRole('row').filter({ hasText: product.name }).getByText('Cancelada');
    await cancelled.waitFor();
    // Why, on focus (and on hover): what the store did.
    await cancelled.focus();
    await page.getByRole('tooltip').getByText('La tienda canceló el pedido').waitFor();
    await settled(page);
    // The brand's bell says the sale was reversed.
    await page.getByRole('button', { name: /^Notificaciones: \d+ sin leer$/ }).click();
    await page
      .getByRole('list', { name: 'Notificaciones recientes' })
      .getByText(new RegExp(`^La tienda canceló el pedido #${orderNumber}, una venta de Rita Códigos`))
      .waitFor();
    await page.keyboard.press('Escape');
    await screenshot(page, 'brand-transactions-cancelled');
  });
});
