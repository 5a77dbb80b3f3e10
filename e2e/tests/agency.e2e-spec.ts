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

  it('works for a brand for a fee the brand confirms once, and sees it per brand on its panel', async () => {
    // The agency signs up first, so the brand can add it by its e-mail.
    const agency = await newPage();
    const agencyEmail = uniqueEmail('agencia');
    await signUp(agency.page, { name: 'Agencia Lago', email: agencyEmail, role: 'Agencia' });
    await agency.page.getByRole('heading', { name: 'Panel de Agencia' }).waitFor();

    await signUp(page, { name: 'Marca Lago', email: uniqueEmail('marca'), role: 'Marca' });
    await page.getByText('Resumen de tu programa de afiliados').waitFor();
    await page.goto('/dashboard/brand-settings');
    const email = page.getByLabel('E-mail de la cuenta de la agencia');
    await email.fill('nadie@afilia.test');
    await page.getByRole('button', { name: 'Agregar agencia' }).click();
    await page.getByText('No hay una agencia registrada con ese e-mail').waitFor();
    await email.fill(agencyEmail);
    await page.getByRole('button', { name: 'Agregar agencia' }).click();
    await toast('Agencia agregada').waitFor();
    const row = page.getByRole('region', { name: 'Agencia Agencia Lago' });
    await row.getByText('Sin comisión').waitFor();

    // The agency's next load manages the brand; it asks for its fee, checked on the field.
    await agency.page.reload();
    await agency.page.getByRole('button', { name: 'Marca activa: Marca Lago' }).waitFor();
    await agency.page.goto('/dashboard/brand-settings');
    const fee = agency.page.getByLabel('Comisión de la agencia (% de la parte de la marca)');
    await fee.fill('60');
    await agency.page.getByRole('button', { name: 'Enviar a la marca' }).click();
    await agency.page.locator('#feePercent_help').getByText('La comisión debe ser mayor a 0 % y de hasta 50 %').waitFor();
    await fee.fill('12,5');
    await agency.page.getByRole('button', { name: 'Enviar a la marca' }).click();
    await agency.page.locator('.ant-message').getByText('Comisión enviada a la marca para su confirmación').first().waitFor();
    await agency.page.getByText('Propuesta: 12,5%, pendiente de confirmación').waitFor();

    // The owner confirms it once.
    await page.reload();
    await row.getByText('Propuesta: 12,5%, pendiente de confirmación').waitFor();
    await screenshot(page, 'brand-agency-fee-proposed');
    await row.getByRole('button', { name: 'Confirmar 12,5%' }).click();
    await toast('Comisión de la agencia confirmada').waitFor();
    await row.getByText('12,5%', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: /Confirmar/ }).count()).toBe(0);

    // The agency's panel: the fee in force per brand, nothing earned yet, and where it is paid.
    await agency.page.goto('/dashboard');
    const fees = agency.page.getByRole('region', { name: 'Comisiones por marca' });
    await fees.getByRole('row', { name: /Marca Lago\s+12,5%\s+\$0,00/ }).waitFor();
    await agency.page.getByText('Cuenta de cobro', { exact: true }).waitFor();
    await screenshot(agency.page, 'agency-fees-panel');
    await agency.context.close();
  });
});
