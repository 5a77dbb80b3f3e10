import type { Page } from 'playwright-core';

export const PASSWORD = 'Secreta123';

/** Fills the 'Crear Cuenta' tab of /auth and submits it (`opened`: the page already shows it). */
export async function signUp(
  page: Page,
  {
    name,
    email,
    password = PASSWORD,
    role,
    opened = false,
  }: { name: string; email: string; password?: string; role: 'Marca' | 'Creador' | 'Agencia'; opened?: boolean },
) {
  if (!opened) await page.goto('/auth?tab=signup');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Crear Cuenta' }) });
  await form.getByLabel('Nombre').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Contraseña').fill(password);
  await form.getByText(role, { exact: true }).click();
  await form.getByRole('button', { name: 'Crear Cuenta' }).click();
}

/** Fills the 'Iniciar Sesión' tab of /auth and submits it. */
export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/auth');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Iniciar Sesión' }) });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Contraseña').fill(password);
  await form.getByRole('button', { name: 'Iniciar Sesión' }).click();
}
