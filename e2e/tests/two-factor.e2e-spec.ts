import type { BrowserContext, Page } from 'playwright-core';
import { totpCode, unusedTotpCode } from '@afilia/service-kit/testing';
import { closeBrowser, newPage, screenshot, settled, uniqueEmail } from '../support/browser.js';
import { PASSWORD, signIn, signUp } from '../support/auth-flows.js';

let context: BrowserContext;
let page: Page;

beforeEach(async () => ({ context, page } = await newPage()));
afterEach(() => context.close());
afterAll(() => closeBrowser());

const card = () => page.locator('.ant-card').filter({ hasText: 'Verificación en dos pasos' });

/** Signed out as after closing the browser: the refresh cookie is gone. */
async function forget() {
  await context.clearCookies();
  await page.goto('/auth');
}

describe('two-step sign-in (decision 192)', () => {
  it('is turned on in settings with an authenticator app, asked at the next sign-in, passed with a recovery code, and turned off', async () => {
    const email = uniqueEmail('dospasos');
    await signUp(page, { name: 'Ana Paz', email, role: 'Creador' });
    await page.getByText('Resumen de tus ventas y comisiones').waitFor();
    await page.goto('/dashboard/settings');
    await card().getByText('Desactivada').waitFor();
    await settled(page);
    await card().getByRole('button', { name: 'Activar' }).click();

    // The QR and the key to type; a wrong code is refused under its field.
    const key = (await page.getByTestId('totp-key').textContent())!;
    await page.getByRole('img', { name: 'Código QR para agregar Afilia a tu app de autenticación' }).waitFor();
    const wrong = String((Number(totpCode(key)) + 500_000) % 1_000_000).padStart(6, '0');
    await card().getByLabel('Código de verificación').fill(wrong);
    await card().getByRole('button', { name: 'Activar' }).click();
    await card().getByText('El código no es correcto. Revisá tu app de autenticación e intentá de nuevo.').waitFor();
    expect(await card().getByLabel('Código de verificación').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'two-factor-setup');
    await card()
      .getByLabel('Código de verificación')
      .fill(await unusedTotpCode(key));
    await card().getByRole('button', { name: 'Activar' }).click();

    // The recovery codes, once.
    const list = page.getByRole('list', { name: 'Códigos de recuperación' });
    await list.waitFor();
    const codes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
    expect(codes).toHaveLength(10);
    await screenshot(page, 'two-factor-recovery-codes');
    await page.getByRole('button', { name: 'Ya los guardé' }).click();
    await card().getByText('Activada').waitFor();
    await card().getByText('Te quedan 10 códigos de recuperación.').waitFor();

    // The password alone leads to the second step, not to the dashboard.
    await forget();
    await signIn(page, email);
    await page.getByRole('heading', { level: 1, name: 'Verificación en dos pasos' }).waitFor();
    expect(page.url()).toContain('/auth');
    await page.getByLabel('Código de verificación').fill(await unusedTotpCode(key));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.getByText('Resumen de tus ventas y comisiones').waitFor();

    // Without the phone: a recovery code, which then counts one less.
    await forget();
    await signIn(page, email);
    await page.getByRole('button', { name: 'Usar un código de recuperación' }).click();
    await page.getByLabel('Código de recuperación').fill(codes[0]!);
    await screenshot(page, 'two-factor-recovery-sign-in');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.getByText('Resumen de tus ventas y comisiones').waitFor();
    await page.goto('/dashboard/settings');
    await card().getByText('Te quedan 9 códigos de recuperación.').waitFor();

    // Off with the password and a code; the next sign-in asks for nothing more.
    await card().getByRole('button', { name: 'Desactivar' }).click();
    await card().getByLabel('Contraseña').fill('Otra12345');
    await card().getByLabel('Código de la app o de recuperación').fill(codes[1]!);
    await card().getByRole('button', { name: 'Desactivar' }).click();
    await card().getByText('La contraseña no es correcta').waitFor();
    await card().getByLabel('Contraseña').fill(PASSWORD);
    await card().getByRole('button', { name: 'Desactivar' }).click();
    await card().getByText('Desactivada').waitFor();
    await forget();
    await signIn(page, email);
    await page.getByText('Resumen de tus ventas y comisiones').waitFor();
  });

  it('fits a 390 px phone: the second step of the sign-in', async () => {
    const phone = await newPage({ width: 390, height: 844 });
    try {
      const email = uniqueEmail('dospasos-tel');
      await signUp(phone.page, { name: 'Ana Paz', email, role: 'Marca' });
      await phone.page.getByText('Resumen de tu programa de afiliados').waitFor();
      await phone.page.goto('/dashboard/settings');
      await settled(phone.page);
      await phone.page
        .locator('.ant-card')
        .filter({ hasText: 'Verificación en dos pasos' })
        .getByRole('button', { name: 'Activar' })
        .click();
      const key = (await phone.page.getByTestId('totp-key').textContent())!;
      const overflow = () => phone.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await phone.page.getByLabel('Código de verificación').fill(await unusedTotpCode(key));
      await phone.page.getByRole('button', { name: 'Activar' }).click();
      await phone.page.getByRole('list', { name: 'Códigos de recuperación' }).waitFor();
      expect(await overflow()).toBeLessThanOrEqual(0);
      await screenshot(phone.page, 'two-factor-codes-phone');
      await phone.page.getByRole('button', { name: 'Ya los guardé' }).click();

      await phone.context.clearCookies();
      await signIn(phone.page, email);
      await phone.page.getByRole('heading', { level: 1, name: 'Verificación en dos pasos' }).waitFor();
      expect(await overflow()).toBeLessThanOrEqual(0);
      await screenshot(phone.page, 'two-factor-sign-in-phone');
    } finally {
      await phone.context.close();
    }
  });
});
