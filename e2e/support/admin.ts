import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { unusedTotpCode } from '@afilia/service-kit/testing';
import { signIn } from './auth-flows.js';
import { uniqueEmail } from './browser.js';

const ADMIN_COMMAND = fileURLToPath(new URL('../../tools/scripts/admin.mjs', import.meta.url));

export interface Admin {
  email: string;
  password: string;
  /** The authenticator key, once the admin set up the app at a first sign-in (decision 192). */
  totpKey?: string;
}

/** An admin made the way an operator makes one: `npm run admin -- --email …` on the platform's database. */
export async function newAdmin(): Promise<Admin> {
  const email = uniqueEmail('admin');
  const { stdout } = await promisify(execFile)(process.execPath, [ADMIN_COMMAND, '--email', email, '--name', 'Operaciones'], {
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL },
  });
  const password = /Contraseña \(se muestra una sola vez\): (\S+)/.exec(stdout)?.[1];
  if (!password) throw new Error(`npm run admin printed no password:\n${stdout}`);
  return { email, password };
}

/**
 * An admin signs in as one does: the password, then the code of the authenticator app. The
 * first time, the screen asks to set the app up: the key it shows goes into the "app" (kept on
 * `admin`), its code confirms it, and the recovery codes are acknowledged.
 */
export async function signInAsAdmin(
  page: Page,
  admin: Admin,
  /** Called on the setup screen and on the recovery codes, as they show (the accessibility audit's). */
  seen: { setup?(): Promise<void>; codes?(): Promise<void> } = {},
): Promise<void> {
  await signIn(page, admin.email, admin.password);
  const form = page.locator('form').filter({ has: page.getByLabel('Código de verificación') });
  if (!admin.totpKey) {
    const key = await page.getByTestId('totp-key').textContent();
    if (!key) throw new Error('the setup showed no key');
    admin.totpKey = key;
    await seen.setup?.();
    await form.getByLabel('Código de verificación').fill(await unusedTotpCode(key));
    await form.getByRole('button', { name: 'Activar' }).click();
    await page.getByRole('list', { name: 'Códigos de recuperación' }).waitFor();
    await seen.codes?.();
    await page.getByRole('button', { name: 'Ya los guardé' }).click();
    return;
  }
  await form.getByLabel('Código de verificación').fill(await unusedTotpCode(admin.totpKey));
  await form.getByRole('button', { name: 'Verificar' }).click();
}
