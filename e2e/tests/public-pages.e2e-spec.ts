import type { BrowserContext, Page } from 'playwright-core';
import { closeBrowser, newPage, screenshot, uniqueEmail } from '../support/browser.js';
import { signUp } from '../support/auth-flows.js';
import { api, person } from '../support/api.js';
import { seriousViolations } from '../support/axe.js';
import { optOutLinkFor } from '../support/outbox.js';

let context: BrowserContext;
let page: Page;

beforeEach(async () => ({ context, page } = await newPage()));
afterEach(() => context.close());
afterAll(() => closeBrowser());

describe('public pages', () => {
  it('shows the landing with the seed texts and leads to /auth', async () => {
    await page.goto('/');
    await page.getByRole('heading', { name: 'Conecta tu tienda con creadores de contenido' }).waitFor();
    for (const text of [
      'Sistema de afiliados inteligente',
      'Todo lo que necesitas',
      'Listo para empezar?',
      'Términos',
      'Privacidad',
      'Soporte',
    ]) {
      await page.getByText(text, { exact: true }).first().waitFor();
    }
    await screenshot(page, 'landing');
    await page.getByRole('link', { name: 'Soy creador' }).click();
    await page.waitForURL('**/auth');
  });

  it('shows the 404 page for an unknown path, with a link home, answered with HTTP 404', async () => {
    const response = await page.goto('/no-existe/para-nada');
    expect(response!.status()).toBe(404);
    await page.getByRole('heading', { name: '¡Ups! Página no encontrada' }).waitFor();
    // A page that exists is answered 200, deep links and the dashboard's included.
    for (const path of ['/auth?tab=signup', '/reset-password', '/dashboard/products'])
      expect((await fetch(new URL(path, page.url()))).status).toBe(200);
    await screenshot(page, 'not-found');
  });

  it("leads the brand's sidebar entry 'Creadores' to its directory", async () => {
    await signUp(page, { name: 'Ana Paz', email: uniqueEmail('menu'), role: 'Marca' });
    await page.getByText('Resumen de tu programa de afiliados').waitFor();
    await page.getByRole('link', { name: 'Creadores' }).first().click();
    await page.waitForURL('**/dashboard/creators');
    await page.getByRole('heading', { level: 1, name: 'Creadores' }).waitFor();
  });

  // Decision 230: the link at the end of every e-mail a brand causes, opened from the inbox with no account.
  it("refuses a brand's e-mails from the link in its invitation, only when the person presses the button", async () => {
    const brand = await person('brand', 'Marca Insistente');
    const email = uniqueEmail('basta');
    await api('POST', '/creators', { name: 'Sara Basta', email }, brand.token);
    const link = await optOutLinkFor(email);

    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Dejar de recibir emails de una marca' }).waitFor();
    await page.getByText('¿Querés dejar de recibir emails de la marca «Marca Insistente» en esta dirección?').waitFor();
    expect(await seriousViolations(page, 'baja de emails')).toEqual([]);
    await screenshot(page, 'email-opt-out');
    await page.getByRole('button', { name: 'No quiero recibir más emails de esta marca' }).click();
    await page.getByText('Listo: no vas a recibir más emails de la marca «Marca Insistente» en esta dirección.').waitFor();

    // Opened again, the link says so; a link nobody made says it is not valid.
    await page.reload();
    await page.getByText('Ya no recibís emails de la marca «Marca Insistente» en esta dirección.').waitFor();
    await page.goto(`/baja-emails?token=${'A'.repeat(86)}`);
    await page.getByText('Este link para dejar de recibir emails no es válido').waitFor();
  });

  it('shows the landing on a phone-sized screen', async () => {
    const phone = await newPage({ width: 390, height: 844 });
    await phone.page.goto('/');
    await phone.page.getByRole('heading', { name: 'Conecta tu tienda con creadores de contenido' }).waitFor();
    await screenshot(phone.page, 'landing-mobile');
    await phone.context.close();
  });
});
