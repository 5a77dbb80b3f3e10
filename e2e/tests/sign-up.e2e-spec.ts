import type { BrowserContext, Page } from 'playwright-core';
import { closeBrowser, newPage, screenshot, uniqueEmail } from '../support/browser.js';
import { signUp } from '../support/auth-flows.js';

let context: BrowserContext;
let page: Page;

beforeEach(async () => ({ context, page } = await newPage()));
afterEach(() => context.close());
afterAll(() => closeBrowser());

describe('sign-up to the right home', () => {
  it('takes a new brand to the brand home and says its brand profile was created', async () => {
    await signUp(page, { name: 'Tienda Luna', email: uniqueEmail('marca'), role: 'Marca' });
    await page.waitForURL('**/dashboard');
    await page.getByText('Resumen de tu programa de afiliados').waitFor();
    await page.getByText('Perfil de marca creado automáticamente').waitFor();
    for (const card of ['Ventas Totales', 'Comisiones Pagadas', 'Productos Activos', 'Creadores Activos', 'Transacciones Recientes']) {
      await page.getByText(card, { exact: true }).first().waitFor();
    }
    await page.getByText('No hay transacciones todavía').waitFor();
    await screenshot(page, 'brand-home');
  });

  it('takes a new creator to the creator home', async () => {
    await signUp(page, { name: 'Caro Gómez', email: uniqueEmail('creadora'), role: 'Creador' });
    await page.waitForURL('**/dashboard');
    await page.getByText('Resumen de tus ventas y comisiones').waitFor();
    for (const card of ['Total Ganado', 'Clics Totales', 'Links Activos', 'Ventas Generadas']) {
      await page.getByText(card, { exact: true }).first().waitFor();
    }
    await screenshot(page, 'creator-home');
  });

  it('takes a new agency to the agency panel, with no brands yet', async () => {
    await signUp(page, { name: 'Agencia Sur', email: uniqueEmail('agencia'), role: 'Agencia' });
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Panel de Agencia' }).waitFor();
    await page.getByText('No hay marcas', { exact: true }).waitFor();
    await page.getByText('Crea tu primera marca usando el selector en el header').waitFor();
    await screenshot(page, 'agency-home');
  });

  it('shows only the first validation error, for a password without an uppercase letter', async () => {
    await signUp(page, { name: 'Ana Paz', email: uniqueEmail('debil'), password: 'secreta123', role: 'Marca' });
    await page.locator('.ant-message').getByText('Debe incluir al menos una mayúscula').waitFor();
    expect(page.url()).toContain('/auth');
    await screenshot(page, 'auth-weak-password');
  });

  it('refuses one of the most common passwords under the password field', async () => {
    await signUp(page, { name: 'Ana Paz', email: uniqueEmail('comun'), password: 'Password1', role: 'Creador' });
    const field = page.locator('#sign-up_password');
    await page.locator('.ant-form-item-explain-error').getByText('Esa contraseña es demasiado común. Elegí otra').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(page.url()).toContain('/auth');
  });
});
