import type { BrowserContext, Page } from 'playwright-core';
import { closeBrowser, newPage, screenshot, uniqueEmail } from '../support/browser.js';
import { signUp } from '../support/auth-flows.js';

let context: BrowserContext;
let page: Page;
beforeEach(async () => ({ context, page } = await newPage()));
afterEach(() => context.close());
afterAll(() => closeBrowser());

const dialog = () => page.getByRole('dialog');
const toast = (text: string) => page.locator('.ant-message').getByText(text).first();

async function newBrand(name: string) {
  await page.getByRole('button', { name: /^(Elegir marca|Marca activa: .+)$/ }).click();
  await page.getByRole('menuitem', { name: 'Nueva marca' }).click();
  await dialog().getByLabel('Nombre').fill(name);
  await dialog().getByRole('button', { name: 'Crear Marca' }).click();
  await toast('Marca creada exitosamente').waitFor();
  await page.getByRole('button', { name: `Marca activa: ${name}` }).waitFor();
}

async function customProduct(name: string) {
  await page.getByRole('button', { name: 'Producto Custom' }).click();
  await dialog().getByLabel('Nombre').fill(name);
  await dialog().getByLabel('Precio').fill('1000');
  await dialog().getByRole('button', { name: 'Crear Producto' }).click();
  await toast('Producto creado exitosamente').waitFor();
  await dialog().waitFor({ state: 'hidden' });
}

describe('an agency', () => {
  it('creates two brands with “Nueva marca”, switches between them, and sees each one’s products', async () => {
    await signUp(page, { name: 'Agencia Norte', email: uniqueEmail('agencia'), role: 'Agencia' });
    await page.getByRole('heading', { name: 'Panel de Agencia' }).waitFor();
    await page.getByRole('button', { name: 'Elegir marca' }).click();
    await page.getByRole('menuitem', { name: 'Nueva marca' }).click();
    await dialog().getByRole('button', { name: 'Crear Marca' }).click();
    await dialog().getByText('El nombre es requerido').first().waitFor();
    await page.keyboard.press('Escape');

    await newBrand('Moda Río');
    await page.goto('/dashboard/products');
    await customProduct('Remera Río');
    await newBrand('Café Puerto');
    await page.getByText('No hay productos todavía').waitFor();
    await customProduct('Taza Puerto');
    await screenshot(page, 'agency-brand-puerto');

    await page.getByRole('button', { name: 'Marca activa: Café Puerto' }).click();
    await page.getByRole('menuitem', { name: 'Moda Río' }).click();
    await page.getByRole('button', { name: 'Marca activa: Moda Río' }).waitFor();
    await page.getByText('Remera Río').first().waitFor();
    expect(await page.getByText('Taza Puerto').count()).toBe(0);

    // The choice survives a reload.
    await page.reload();
    await page.getByRole('button', { name: 'Marca activa: Moda Río' }).waitFor();
    await page.getByText('Remera Río').first().waitFor();
  });
});
