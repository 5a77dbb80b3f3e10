import type { BrowserContext, Page } from 'playwright-core';
import { closeBrowser, newPage, screenshot, uniqueEmail } from '../support/browser.js';
import { signIn, signUp } from '../support/auth-flows.js';
import { resetLinkFor } from '../support/outbox.js';

let context: BrowserContext;
let page: Page;

beforeEach(async () => ({ context, page } = await newPage()));
afterEach(() => context.close());
afterAll(() => closeBrowser());

describe('password reset', () => {
  it('resets the password with the link from the outbox, then signs in with the new one', async () => {
    const email = uniqueEmail('olvido');
    await signUp(page, { name: 'Ana Paz', email, role: 'Creador' });
    await page.getByText('Resumen de tus ventas y comisiones').waitFor();
    await context.clearCookies();

    await page.goto('/auth');
    await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    await page.getByRole('dialog').getByLabel('Email').fill(email);
    await screenshot(page, 'forgot-password-dialog');
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await page.getByText('¡Email enviado! Revisá tu bandeja de entrada').waitFor();

    const link = await resetLinkFor(email);
    await page.goto(link);
    await page.getByLabel('Nueva contraseña').fill('NuevaClave9');
    await page.getByLabel('Confirmar contraseña').fill('NuevaClave9');
    await screenshot(page, 'reset-password');
    await page.getByRole('button', { name: 'Actualizar contraseña' }).click();
    await page.getByText('Contraseña actualizada exitosamente').waitFor();
    await page.waitForURL('**/auth');

    await signIn(page, email, 'NuevaClave9');
    await page.waitForURL('**/dashboard');
    await page.getByText('Resumen de tus ventas y comisiones').waitFor();

    // The same link again, opened signed out (a signed-in person at /auth goes on to the
    // dashboard): the token was single use.
    await context.clearCookies();
    await page.goto(link);
    await page.getByText('Este token ya fue utilizado').waitFor();
    await page.waitForURL('**/auth');
  });

  it('sends a link without a token to /auth with its message', async () => {
    await page.goto('/reset-password');
    await page.getByText('Token no válido').waitFor();
    await page.waitForURL('**/auth');
  });

  it('forwards ?token= on the landing to the reset page', async () => {
    await page.goto('/?token=abc');
    await page.waitForURL('**/reset-password?token=abc');
    await page.getByText('Token inválido o expirado').waitFor();
  });
});
