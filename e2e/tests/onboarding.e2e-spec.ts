import type { BrowserContext, Page } from 'playwright-core';
import { closeBrowser, newPage, screenshot, uniqueEmail } from '../support/browser.js';
import { signUp } from '../support/auth-flows.js';

let context: BrowserContext;
let page: Page;
beforeEach(async () => ({ context, page } = await newPage()));
afterEach(() => context.close());
afterAll(() => closeBrowser());

describe('the onboarding guide', () => {
  it('a new brand sees it once, steps through it, and not after reloading', async () => {
    await signUp(page, { name: 'Marca Nueva', email: uniqueEmail('marca'), role: 'Marca' });
    await page.waitForURL('**/dashboard');
    const guide = page.getByRole('heading', { name: 'Primeros pasos en Afilia' });
    await guide.waitFor();
    await page.getByText('Vinculá Tiendanube para sincronizar tus productos y registrar ventas.').waitFor();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('link', { name: 'Ir a Campañas' }).waitFor();
    await screenshot(page, 'onboarding-brand');
    await page.reload();
    await page.getByText('Resumen de tu programa de afiliados').waitFor();
    expect(await guide.count()).toBe(0);
  });
});
