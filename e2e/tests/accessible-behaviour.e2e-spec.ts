import type { BrowserContext, Page } from 'playwright-core';
import { closeBrowser, newPage, uniqueEmail } from '../support/browser.js';
import { signUp } from '../support/auth-flows.js';

let context: BrowserContext;
let page: Page;

beforeEach(async () => ({ context, page } = await newPage()));
afterEach(() => context.close());
afterAll(() => closeBrowser());

const toast = (text: string) => page.locator('.ant-message').getByText(text);
/** An open menu takes the focus a few frames after it shows. */
const menuFocused = () => page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem');
/** The element that has the keyboard focus, by its id. */
const focusedId = () => page.evaluate(() => document.activeElement?.id ?? '');

describe('forms say what is wrong where it is wrong', () => {
  it('shows each sign-up error on its own field, marks it invalid and focuses the first', async () => {
    await page.goto('/auth?tab=signup');
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Crear Cuenta' }) });
    // The sign-up labels point at the sign-up fields, not at the hidden sign-in ones.
    const email = form.getByLabel('Email');
    expect(await email.getAttribute('id')).toBe('sign-up_email');
    // Values the browser's own checks let through (type="email", minlength 6) and the schema does not.
    await form.getByLabel('Nombre').fill('Ana Paz');
    await email.fill('ana@sin-dominio');
    await form.getByLabel('Contraseña').fill('secreta');
    await form.getByRole('button', { name: 'Crear Cuenta' }).click();

    await toast('Email inválido').waitFor();
    await form.locator('#sign-up_email_help').getByText('Email inválido').waitFor();
    await form.locator('#sign-up_password_help').getByText('La contraseña debe tener al menos 8 caracteres').waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await email.getAttribute('aria-describedby')).toContain('sign-up_email_help');
    expect(await form.getByLabel('Nombre').getAttribute('aria-invalid')).toBeNull();
    expect(await focusedId()).toBe('sign-up_email');

    // Fixed and sent again, the field loses its message.
    await email.fill(uniqueEmail('campos'));
    await form.getByLabel('Contraseña').fill('Secreta123');
    await form.getByRole('button', { name: 'Crear Cuenta' }).click();
    await page.waitForURL('**/dashboard');
  });

  it('shows the product dialog price error on the price field and focuses it', async () => {
    await signUp(page, { name: 'Tienda Luna', email: uniqueEmail('campos'), role: 'Marca' });
    await page.getByText('Resumen de tu programa de afiliados').waitFor();
    await page.goto('/dashboard/products');
    await page.getByRole('button', { name: 'Producto Custom' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nombre').fill('Gorra Luna');
    await dialog.getByRole('button', { name: 'Crear Producto' }).click();

    await toast('El precio debe ser mayor a 0').waitFor();
    await dialog.locator('#product_price_help').getByText('El precio debe ser mayor a 0').waitFor();
    expect(await dialog.getByLabel('Precio').getAttribute('aria-invalid')).toBe('true');
    expect(await focusedId()).toBe('product_price');
  });
});

describe('pages say where you are', () => {
  it('titles each page and gives it one h1', async () => {
    const pages: [string, string, string][] = [
      ['/', 'Conecta tu tienda con creadores de contenido', 'Conecta tu tienda con creadores de contenido · Afilia'],
      ['/auth', 'Iniciar Sesión', 'Iniciar Sesión · Afilia'],
      ['/auth?tab=signup', 'Crear Cuenta', 'Crear Cuenta · Afilia'],
      ['/no-existe', '¡Ups! Página no encontrada', '¡Ups! Página no encontrada · Afilia'],
    ];
    for (const [path, heading, title] of pages) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      expect(await page.title()).toBe(title);
      expect(await page.locator('h1').count()).toBe(1);
    }

    await signUp(page, { name: 'Tienda Luna', email: uniqueEmail('titulos'), role: 'Marca' });
    await page.getByRole('heading', { name: 'Panel', level: 1 }).waitFor();
    expect(await page.title()).toBe('Panel · Afilia');
    await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Productos' }).click();
    await page.getByRole('heading', { name: 'Productos', level: 1 }).waitFor();
    expect(await page.title()).toBe('Productos · Afilia');
    expect(await page.locator('h1').count()).toBe(1);
  });

  it('marks the current section in the sidebar navigation', async () => {
    await signUp(page, { name: 'Tienda Luna', email: uniqueEmail('menu'), role: 'Marca' });
    await page.getByText('Resumen de tu programa de afiliados').waitFor();
    const nav = page.getByRole('navigation', { name: 'Secciones' });
    expect(await nav.getByRole('link', { name: 'Inicio' }).getAttribute('aria-current')).toBe('page');

    // 'Gestionar Productos' is one link, not a link around a button.
    const manage = page.getByRole('link', { name: 'Gestionar Productos' });
    expect(await manage.locator('button').count()).toBe(0);
    await manage.click();
    await page.waitForURL('**/dashboard/products');
    await nav.locator('[aria-current="page"]').filter({ hasText: 'Productos' }).waitFor();
    expect(await nav.locator('[aria-current="page"]').count()).toBe(1);
  });
});

describe('the top bar works from the keyboard', () => {
  it('walks the profile menu with the arrow keys to sign out', async () => {
    await signUp(page, { name: 'Ana Paz', email: uniqueEmail('teclado'), role: 'Creador' });
    await page.getByText('Resumen de tus ventas y comisiones').waitFor();
    const button = page.getByRole('button', { name: 'Menú de perfil' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    await button.focus();
    await page.keyboard.press('Enter');
    await menuFocused();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Menú de perfil');

    // The menu opens on its first entry, 'Perfil'; one step down is 'Cerrar sesión'.
    await page.keyboard.press('Enter');
    await menuFocused();
    await page.keyboard.press('ArrowDown');
    // Enter once the highlight has reached it, as a person would (the menu moves it on the next frame).
    await page.waitForFunction(() => document.activeElement?.textContent?.includes('Cerrar sesión'));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/auth');
  });

  it('says whether the sidebar is open', async () => {
    await signUp(page, { name: 'Ana Paz', email: uniqueEmail('barra'), role: 'Marca' });
    await page.getByText('Resumen de tu programa de afiliados').waitFor();
    const toggle = page.getByRole('button', { name: 'Alternar barra lateral' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  });
});
