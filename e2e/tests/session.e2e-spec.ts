import type { BrowserContext, Page } from 'playwright-core';
import { closeBrowser, newPage, screenshot, settled, uniqueEmail } from '../support/browser.js';
import { signIn, signUp } from '../support/auth-flows.js';

let context: BrowserContext;
let page: Page;

beforeEach(async () => ({ context, page } = await newPage()));
afterEach(() => context.close());
afterAll(() => closeBrowser());

describe('session', () => {
  it('sends a signed-out visitor of /dashboard to /auth', async () => {
    await page.goto('/dashboard');
    await page.waitForURL('**/auth');
    await page.getByRole('tab', { name: 'Iniciar Sesión' }).waitFor();
    await screenshot(page, 'auth');
  });

  it('signs out from the profile menu to /auth, and the dashboard stays closed', async () => {
    const email = uniqueEmail('salida');
    await signUp(page, { name: 'Ana Paz', email, role: 'Creador' });
    await page.getByText('Resumen de tus ventas y comisiones').waitFor();
    // The home's cards still loading shift the page under the menu: open it once they are in.
    await settled(page);
    await page.getByRole('button', { name: 'Menú de perfil' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await page.waitForURL('**/auth');
    await page.goto('/dashboard');
    await page.waitForURL('**/auth');
  });

  it('keeps the session across a reload (refresh cookie) and signs back in', async () => {
    const email = uniqueEmail('recarga');
    await signUp(page, { name: 'Ana Paz', email, role: 'Marca' });
    await page.getByText('Resumen de tu programa de afiliados').waitFor();
    await page.reload();
    await page.getByText('Resumen de tu programa de afiliados').waitFor();

    const other = await newPage();
    await signIn(other.page, email);
    await other.page.waitForURL('**/dashboard');
    await other.page.getByText('Sesión iniciada!').waitFor();
    await other.context.close();
  });
});
