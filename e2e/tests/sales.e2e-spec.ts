import type { BrowserContext, Page } from 'playwright-core';
import { formatMoney } from '@afilia/contracts';
import { closeBrowser, newPage, screenshot, settled } from '../support/browser.js';
import { platformDatabase } from '../support/database.js';
import { api, eventually } from '../support/api.js';
import { seriousViolations } from '../support/axe.js';
import { newAdmin, signInAsAdmin } from '../support/admin.js';
import { collaboration, creatorBrowser } from '../support/collaboration.js';

// Sales become commissions (issue 14), in Chromium against the running platform and the sandbox
// store: a shopper follows a creator's link and buys with the creator's coupon; the brand, the
// creator and the admin each see the sale and its three parts; the admin pays it out.
let context: BrowserContext;
let page: Page;
const db = platformDatabase();
beforeEach(async () => ({ context, page } = await newPage()));
afterEach(() => context.close());
afterAll(() => closeBrowser());

interface Sale {
  id: string;
  productName: string;
  amountTotalCents: number;
  amountCreatorCents: number;
  amountPlatformCents: number;
  amountBrandCents: number;
  status: string;
}

describe('a sale in the brand’s store', () => {
  it('becomes the creator’s commission, split three ways, on the brand’s, the creator’s and the admin’s screens', async () => {
    // Names of their own: the admin picks the brand by name, among every run's.
    const brandName = `Costa Lino ${Date.now()
      .toString(26)
      .replace(/[0-9]/g, (d) => 'qrstuvwxyz'[Number(d)]!)}`;
    const { brand, creator, product } = await collaboration(page, brandName, 'Vera Creadora', 'Lino de verano');
    const code = `VERA${Date.now().toString(36).toUpperCase()}`;
    await api(
      'POST',
      '/discount-codes',
      { code, creatorId: creator.creatorId, discountType: 'percentage', discountValue: 10 },
      brand.token,
    );

    // The brand's pixel, and the creator's banner message, approved by the brand: the store's
    // script (associated on connection) shows it to the shoppers she brings.
    const { brandId } = (await api('POST', '/pixels', { name: 'Tienda' }, brand.token)) as { brandId: string };
    const message = '¡Hola! Soy Vera: usá mi cupón y llevate 10% off';
    await api('PUT', '/banner-messages', { brandId, customMessage: message }, creator.token);
    const [banner] = (await api('GET', '/banner-messages', undefined, brand.token)) as { id: string }[];
    await api('POST', `/banner-messages/${banner!.id}/moderate`, { approve: true }, brand.token);

    // The shopper follows the creator's link to the product in the store and buys with the coupon.
    const [link] = (await api('GET', '/links', undefined, creator.token)) as { trackingUrl: string; uniqueCode: string }[];
    const shopper = await context.newPage();
    await shopper.goto(link!.trackingUrl);
    await shopper.waitForURL((url) => url.searchParams.get('ref') === link!.uniqueCode);
    await shopper.getByRole('heading', { name: product.name }).waitFor();
    await shopper.getByRole('note', { name: 'Mensaje del creador' }).getByText(message).waitFor();
    await shopper.getByLabel('Cupón de descuento').fill(code);
    // The thank-you page's script reports the order to the pixel after it read its settings:
    // the page stays open until that request is answered (closing it would cancel the report).
    const reported = shopper.waitForResponse((res) => /\/pixel\?.*event=purchase/.test(res.url()));
    await shopper.getByRole('button', { name: 'Comprar' }).click();
    await shopper.getByRole('heading', { name: '¡Gracias por tu compra!' }).waitFor();
    await reported;
    await shopper.close();

    // The store's webhook reaches the platform: one transaction, whose parts add up.
    const sale = await eventually(async () => {
      const page1 = (await api('GET', '/transactions', undefined, brand.token)) as { items: Sale[] };
      return page1.items[0];
    }, 'the sale’s transaction');
    expect(sale.amountCreatorCents + sale.amountPlatformCents + sale.amountBrandCents).toBe(sale.amountTotalCents);
    // The campaign's 15 % for the creator, the platform's 15 %, both of what the shopper paid.
    expect(sale.amountCreatorCents).toBe(Math.round(sale.amountTotalCents * 0.15));
    expect(sale.amountPlatformCents).toBe(Math.round(sale.amountTotalCents * 0.15));
    // The thank-you page's script reported the order to the pixel: kept, but no conversion of a
    // conversion campaign (this one pays on sales).
    const conversion = await eventually(async () => {
      const rows = (await api('GET', '/pixels/conversions', undefined, brand.token)) as {
        eventType: string;
        invalidReason: string | null;
      }[];
      return rows.find((r) => r.eventType === 'purchase');
    }, 'the thank-you page’s conversion');
    expect(conversion.invalidReason).toBe('La campaña no es por conversión');

    // The brand's 'Transacciones'.
    await page.goto('/dashboard/transactions');
    await page.getByRole('heading', { level: 1, name: 'Transacciones' }).waitFor();
    expect(await page.title()).toBe('Transacciones · Afilia');
    const row = page.getByRole('row').filter({ hasText: product.name });
    await row.getByText('Vera Creadora').waitFor();
    for (const cents of [sale.amountTotalCents, sale.amountCreatorCents, sale.amountPlatformCents, sale.amountBrandCents])
      await row.getByText(formatMoney(cents), { exact: true }).first().waitFor();
    await row.getByText('Pendiente').waitFor();
    expect(await seriousViolations(page, 'transacciones')).toEqual([]);
    await screenshot(page, 'brand-transactions');

    // The brand's home counts it.
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Panel' }).waitFor();
    await page.getByText(formatMoney(sale.amountTotalCents)).first().waitFor();
    await page.getByRole('row').filter({ hasText: product.name }).getByText('Pendiente').waitFor();

    // A test sale, reached from brand settings' 'Tracking y Conversiones', with a fresh code of hers.
    const fresh = `${code}B`;
    await api(
      'POST',
      '/discount-codes',
      { code: fresh, creatorId: creator.creatorId, discountType: 'percentage', discountValue: 5 },
      brand.token,
    );
    await page.goto('/dashboard/brand-settings');
    await page.getByRole('link', { name: 'Venta de Prueba' }).waitFor();
    await settled(page);
    await page.getByRole('link', { name: 'Venta de Prueba' }).click();
    await page.getByRole('heading', { level: 1, name: 'Venta de Prueba' }).waitFor();
    await page.getByRole('button', { name: 'Procesar Venta de Prueba' }).click();
    await page.getByText('Por favor ingresa un código de cupón').first().waitFor();
    await page.getByLabel('Código de cupón').fill(` ${fresh.toLowerCase()} `);
    await page.getByLabel('Total de la orden').fill('250');
    await page.getByRole('button', { name: 'Procesar Venta de Prueba' }).click();
    await page.locator('.ant-message').getByText('¡Venta de prueba procesada exitosamente!').waitFor();
    const result = page.getByRole('status').filter({ hasText: 'Resultado' });
    // The campaign's 15 % of $250.
    await result.getByText('$37,50').first().waitFor();
    await result.getByText('Vera Creadora').waitFor();
    expect(await seriousViolations(page, 'venta de prueba')).toEqual([]);
    await screenshot(page, 'test-sale');
    await page.goto('/dashboard/transactions');
    await page.getByRole('row').filter({ hasText: 'Prueba' }).getByText('$250,00').waitFor();
    // The brand's statement: what the sale owes (the creator's and the platform's parts, not the
    // test's), to transfer; its creator is paid once the brand paid it.
    await page.getByRole('button', { name: 'Generar resumen de pago' }).click();
    await page.locator('.ant-message').getByText('Resumen de pago generado').waitFor();
    await page
      .locator('p', { hasText: 'Resumen pendiente de pago' })
      .getByText(formatMoney(sale.amountCreatorCents + sale.amountPlatformCents))
      .waitFor();
    expect(await seriousViolations(page, 'transacciones · resumen de pago')).toEqual([]);
    await screenshot(page, 'brand-statement');

    // The creator's 'Mis Ventas' (reached from 'Mis Ganancias') and home.
    const own = await creatorBrowser(creator.email);
    await own.page.goto('/dashboard/sales');
    await own.page.getByRole('heading', { level: 1, name: 'Mis Ventas' }).waitFor();
    expect(await own.page.getByRole('link', { name: 'Mis Ganancias' }).getAttribute('href')).toBe('/dashboard/sales');
    const mine = own.page.getByRole('row').filter({ hasText: product.name });
    await mine.getByText(brandName).waitFor();
    await mine.getByText(formatMoney(sale.amountCreatorCents), { exact: true }).waitFor();
    await mine.getByText('Pendiente').waitFor();
    expect(await own.page.getByRole('region', { name: 'Mis Ventas' }).getByRole('columnheader').allTextContents()).toEqual([
      'Fecha',
      'Producto',
      'Marca',
      'Total',
      'Tu Comisión',
      'Estado',
    ]);
    expect(await seriousViolations(own.page, 'mis ventas')).toEqual([]);
    await screenshot(own.page, 'creator-sales');
    // Its payout account, checked for shape on its field.
    const account = own.page.locator('.ant-card').filter({ hasText: 'Cuenta de cobro' });
    await account.getByLabel('CVU o CBU').fill('1234567890123456789012');
    await account.getByRole('button', { name: 'Guardar cuenta' }).click();
    await account.getByText('El CVU o CBU debe tener 22 dígitos válidos').first().waitFor();
    await account.getByLabel('CVU o CBU').fill('2850590940090418135201');
    await account.getByLabel('Titular').fill('Vera Creadora');
    await account.getByRole('button', { name: 'Guardar cuenta' }).click();
    await own.page.locator('.ant-message').getByText('Cuenta de cobro guardada').waitFor();
    const figure = (p: Page, title: string) => p.locator('.ant-card-small').filter({ has: p.getByText(title, { exact: true }) });
    await figure(own.page, 'Pendiente').getByText(formatMoney(sale.amountCreatorCents)).waitFor();
    await own.page.getByRole('link', { name: 'Panel Principal' }).click();
    await own.page.getByRole('row').filter({ hasText: product.name }).getByText(formatMoney(sale.amountCreatorCents)).waitFor();
    await own.context.close();

    // On a phone, in the dark theme.
    const phone = await creatorBrowser(creator.email, { width: 390, height: 844 }, 'dark');
    await phone.page.goto('/dashboard/sales');
    await phone.page.getByText(product.name).first().waitFor();
    expect(await seriousViolations(phone.page, 'mis ventas · oscuro · 390 px')).toEqual([]);
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'creator-sales-phone-dark');
    await phone.context.close();

    // The admin's 'Transacciones', filtered by the brand.
    const admin = await newAdmin();
    const adminPage = await newPage();
    await signInAsAdmin(adminPage.page, admin);
    await adminPage.page.getByText('Resumen de toda la plataforma').waitFor();
    await adminPage.page.getByRole('navigation').getByRole('link', { name: 'Transacciones' }).click();
    await adminPage.page.getByRole('heading', { level: 1, name: 'Transacciones' }).waitFor();
    await adminPage.page.getByLabel('Marca').click();
    await adminPage.page.locator('.ant-select-item-option', { hasText: brandName }).click();
    await adminPage.page.waitForURL((url) => url.searchParams.has('brand'));
    // The header, this brand's sale and its test, once the filtered page replaced the unfiltered one.
    await eventually(async () => ((await adminPage.page.getByRole('row').count()) === 3 ? true : undefined), 'the brand’s rows only');
    await adminPage.page
      .getByRole('row')
      .filter({ hasText: product.name })
      .filter({ hasNotText: 'Prueba' })
      .getByText('Vera Creadora')
      .waitFor();
    expect(await seriousViolations(adminPage.page, 'admin · transacciones')).toEqual([]);
    await screenshot(adminPage.page, 'admin-transactions');

    // The holding period is over (30 days by default: the test moves the sale's date back), the
    // brand paid, and the admin pays a batch by hand: the creator's commission is 'Pagado'.
    await db.query(`UPDATE tracking.transactions SET clears_at = now() - interval '1 minute' WHERE id = $1`, [sale.id]);
    await adminPage.page.getByRole('navigation').getByRole('link', { name: 'Pagos' }).click();
    await adminPage.page.getByRole('heading', { level: 1, name: 'Pagos a Creadores' }).waitFor();
    // The brand's transfer arrived: the admin records it, so its sale's commission can be paid out.
    const statements = adminPage.page.locator('.ant-card').filter({ hasText: 'Cobros a marcas' });
    await statements
      .getByRole('row')
      .filter({ hasText: brandName })
      .getByRole('button', { name: /Registrar pago/ })
      .click();
    await adminPage.page.locator('.ant-message').getByText('Pago de la marca registrado').waitFor();
    await statements.getByRole('row').filter({ hasText: brandName }).getByText('Pagado').waitFor();
    await adminPage.page.getByRole('button', { name: 'Generar lote' }).click();
    const batch = adminPage.page.getByRole('dialog');
    const payoutRow = batch.getByRole('row').filter({ hasText: 'Vera Creadora' }).filter({ hasText: '2850590940090418135201' });
    await payoutRow.getByText(formatMoney(sale.amountCreatorCents)).waitFor();
    await screenshot(adminPage.page, 'admin-payout-batch');
    await batch.getByRole('button', { name: /Close|Cerrar/ }).click();
    await adminPage.page.getByRole('button', { name: 'Marcar como pagado' }).first().click();
    await adminPage.page.locator('.ant-message').getByText('Lote marcado como pagado').waitFor();
    expect(await seriousViolations(adminPage.page, 'admin · pagos')).toEqual([]);
    await adminPage.context.close();

    const paidView = await creatorBrowser(creator.email);
    await paidView.page.goto('/dashboard/sales');
    await paidView.page.getByRole('row').filter({ hasText: product.name }).getByText('Pagado').first().waitFor();
    await figure(paidView.page, 'Cobrado').getByText(formatMoney(sale.amountCreatorCents)).waitFor();
    await screenshot(paidView.page, 'creator-sales-paid');
    await paidView.context.close();
  }, 180_000);
});
