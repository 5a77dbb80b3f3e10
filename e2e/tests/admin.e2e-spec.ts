import type { BrowserContext, Page } from 'playwright-core';
import { closeBrowser, newPage, screenshot, uniqueEmail } from '../support/browser.js';
import { signUp } from '../support/auth-flows.js';
import { newAdmin, signInAsAdmin } from '../support/admin.js';

let context: BrowserContext;
let page: Page;
beforeEach(async () => ({ context, page } = await newPage()));
afterEach(() => context.close());
afterAll(() => closeBrowser());

/** A brand with one custom product, made through the screens in a browser of its own. */
async function brandWithProduct(brandName: string, productName: string) {
  const brand = await newPage();
  try {
    const email = uniqueEmail('marca');
    await signUp(brand.page, { name: brandName, email, role: 'Marca' });
    await brand.page.waitForURL('**/dashboard');
    await brand.page.getByText('Resumen de tu programa de afiliados').waitFor();
    await brand.page.goto('/dashboard/products');
    await brand.page.getByRole('button', { name: 'Producto Custom' }).click();
    const form = brand.page.getByRole('dialog');
    await form.getByLabel('Nombre').fill(productName);
    await form.getByLabel('Precio').fill('2500');
    await form.getByRole('button', { name: 'Crear Producto' }).click();
    await brand.page.locator('.ant-message').getByText('Producto creado exitosamente').first().waitFor();
    return email;
  } finally {
    await brand.context.close();
  }
}

describe('an admin', () => {
  it('lists brands and products across the platform, and filters products by brand', async () => {
    // Person names take letters only: the run's stamp spelled with them.
    const stamp = [...Date.now().toString(26)].map((d) => String.fromCharCode(97 + Number.parseInt(d, 26))).join('');
    const norte = `Norte ${stamp}`;
    const sur = `Sur ${stamp}`;
    const norteEmail = await brandWithProduct(norte, `Remera ${stamp}`);
    await brandWithProduct(sur, `Gorra ${stamp}`);

    const admin = await newAdmin();
    await signInAsAdmin(page, admin);
    await page.getByText('Resumen de toda la plataforma').waitFor();

    await page.getByRole('navigation').getByRole('link', { name: 'Marcas' }).click();
    await page.getByRole('heading', { level: 1, name: 'Marcas' }).waitFor();
    const norteRow = page.getByRole('row').filter({ hasText: norte });
    await norteRow.getByText(norteEmail).waitFor();
    expect(await norteRow.getByRole('cell').nth(4).textContent()).toBe('1');
    await screenshot(page, 'admin-brands');

    await page.getByRole('navigation').getByRole('link', { name: 'Productos' }).click();
    await page.getByRole('heading', { level: 1, name: 'Productos' }).waitFor();
    // Every brand's products, newest first; another lane's store sync may put pages of products
    // before this run's, so each is found through its brand's filter.
    const byBrand = async (brand: string) => {
      await page.getByLabel('Marca').click();
      await page.keyboard.type(brand);
      await page.locator('.ant-select-item-option', { hasText: brand }).click();
    };
    await byBrand(norte);
    await page.getByText(`Remera ${stamp}`).waitFor();
    await page.getByText(`Gorra ${stamp}`).waitFor({ state: 'detached' });
    await byBrand(sur);
    await page.getByText(`Gorra ${stamp}`).waitFor();
    await page.getByText(`Remera ${stamp}`).waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('brand')).toBeTruthy();
    await screenshot(page, 'admin-products-filtered');

    await page.getByRole('navigation').getByRole('link', { name: 'Creadores' }).click();
    await page.getByRole('heading', { level: 1, name: 'Creadores' }).waitFor();
  });

  it('is the only one who opens those screens: a brand meets the 404 there, and its own catalogue at /dashboard/products', async () => {
    await signUp(page, { name: 'Marca Curiosa', email: uniqueEmail('marca'), role: 'Marca' });
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/brands');
    await page.getByRole('heading', { level: 1, name: '¡Ups! Página no encontrada' }).waitFor();
    await page.goto('/dashboard/products');
    await page.getByRole('button', { name: 'Producto Custom' }).waitFor();
    expect(await page.getByText('Todos los productos de la plataforma').count()).toBe(0);
  });
});
