import type { BrowserContext, Page } from 'playwright-core';
import { closeBrowser, newPage, screenshot, settled, uniqueEmail } from '../support/browser.js';
import { signUp } from '../support/auth-flows.js';
import { connectStore, unboundStore } from '../support/store-flows.js';

let context: BrowserContext;
let page: Page;

beforeEach(async () => ({ context, page } = await newPage()));
afterEach(() => context.close());
afterAll(() => closeBrowser());

/** A 1×1 PNG: the gateway judges uploads by their bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function signUpBrand(name: string) {
  await signUp(page, { name, email: uniqueEmail('marca'), role: 'Marca' });
  await page.waitForURL('**/dashboard');
  await page.getByText('Resumen de tu programa de afiliados').waitFor();
}

async function openSidebar(label: string, path: string) {
  await page.getByRole('link', { name: label, exact: true }).click();
  await page.waitForURL(`**${path}`);
}

const dialog = () => page.getByRole('dialog');
const toast = (text: string | RegExp) => page.locator('.ant-message').getByText(text);
const row = (text: string) => page.getByRole('row').filter({ hasText: text });

describe('products and store connection', () => {
  it('connects the sandbox store, syncs, manages a custom product and disconnects', async () => {
    await signUpBrand('Tienda Luna');

    await openSidebar('Productos', '/dashboard/products');
    await page.getByRole('heading', { name: 'Productos' }).waitFor();
    await page.getByText('Sin sincronizar', { exact: true }).waitFor();
    await page.getByText('La comisión de la plataforma es fija del 15%.').waitFor();
    await page.getByText('No hay productos todavía').waitFor();
    await screenshot(page, 'products-empty');

    await connectStore(page, 'Autorizar');
    await page.getByText('Tiendanube conectado exitosamente').first().waitFor();
    await page.waitForURL((url) => url.pathname === '/dashboard/brand-settings' && url.search === '', { timeout: 15_000 });
    await toast('Tiendanube conectado exitosamente').waitFor();
    await page.getByRole('heading', { name: 'Configuración de Marca' }).waitFor();
    await page.getByText('Conectada', { exact: true }).waitFor();
    await page.locator('.ant-tag').getByText('Tienda de prueba', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Desconectar' }).waitFor();
    // 'Tracking y Conversiones' holds the pixels and leads to the test sale.
    await page.getByRole('link', { name: 'Venta de Prueba' }).waitFor();
    await screenshot(page, 'brand-settings-connected');

    await openSidebar('Productos', '/dashboard/products');
    await page.getByText('Tienda sincronizada', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Sincronizar' }).click();
    await page
      .getByRole('status')
      .getByText(/Sincronizando productos/)
      .waitFor();
    await screenshot(page, 'products-sync-progress');
    await toast(/^Productos sincronizados: \d+ nuevos, \d+ actualizados$/).waitFor({ timeout: 30_000 });
    await row('Tiendanube').first().waitFor();
    expect(await row('Tiendanube').count()).toBeGreaterThan(0);
    await screenshot(page, 'products-synced');

    await page.getByRole('button', { name: 'Producto Custom' }).click();
    await dialog().getByText('Nuevo Producto Custom').waitFor();
    await dialog().getByLabel('Nombre').fill('Gorra Luna');
    await dialog().getByLabel('Descripción').fill('Gorra de algodón bordada');
    await dialog().getByLabel('Precio').fill('0');
    await dialog().getByRole('button', { name: 'Crear Producto' }).click();
    await toast('El precio debe ser mayor a 0').waitFor();
    await screenshot(page, 'product-price-error');
    await dialog().getByLabel('Precio').fill('1500');
    await dialog().getByRole('button', { name: 'Crear Producto' }).click();
    await toast('Producto creado exitosamente').waitFor();
    await row('Gorra Luna').getByText('Custom', { exact: true }).waitFor();
    await row('Gorra Luna').getByText('$1.500,00').waitFor();
    await row('Gorra Luna').getByText('15%', { exact: true }).waitFor();
    await row('Gorra Luna').getByText('Activo', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Editar Gorra Luna' }).click();
    await dialog().getByText('Editar Producto').waitFor();
    await dialog().getByLabel('Nombre').fill('Gorra Luna XL');
    await dialog().getByLabel('Comisión del creador (%)').fill('20');
    await screenshot(page, 'product-edit');
    await dialog().getByRole('button', { name: 'Guardar Cambios' }).click();
    await toast('Producto actualizado exitosamente').waitFor();
    await row('Gorra Luna XL').getByText('20%', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Eliminar Gorra Luna XL' }).click();
    await dialog().locator('.ant-modal-confirm-title').getByText('¿Eliminar producto?').waitFor();
    await screenshot(page, 'product-delete-confirm');
    await dialog().getByRole('button', { name: 'Eliminar' }).click();
    await toast('Producto eliminado exitosamente').waitFor();
    await row('Gorra Luna XL').waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Configuración', exact: true }).click();
    await page.waitForURL('**/dashboard/brand-settings');
    await page.getByRole('button', { name: 'Desconectar' }).click();
    await dialog().locator('.ant-modal-confirm-title').getByText('¿Desconectar Tiendanube?').waitFor();
    await dialog().getByRole('button', { name: 'Desconectar' }).click();
    await toast('Tiendanube desconectado exitosamente').waitFor();
    await dialog().waitFor({ state: 'hidden' });
    await page.getByText('No conectada', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Conectar Tienda' }).waitFor();
    await screenshot(page, 'brand-settings-disconnected');

    await openSidebar('Productos', '/dashboard/products');
    await page.getByText('Sin sincronizar', { exact: true }).waitFor();
  });

  it('comes back to brand settings with the error when the store owner cancels', async () => {
    await signUpBrand('Tienda Sol');
    await page.getByRole('link', { name: 'Configuración', exact: true }).click();
    await page.waitForURL('**/dashboard/brand-settings');
    await connectStore(page, 'Cancelar');
    await page.getByText('Error de Tiendanube: access_denied').waitFor();
    await screenshot(page, 'tiendanube-callback-error');
    await page.waitForURL((url) => url.pathname === '/dashboard/brand-settings' && url.search === '', { timeout: 15_000 });
    await toast('Error al conectar con Tiendanube: Error de Tiendanube: access_denied').waitFor();
    await page.getByText('No conectada', { exact: true }).waitFor();
  });

  it('says the authorisation code is missing on a bare callback', async () => {
    await signUpBrand('Tienda Mar');
    await page.goto('/tiendanube-callback');
    await page.getByText('Falta el código de autorización').first().waitFor();
    await page.waitForURL((url) => url.pathname === '/dashboard/brand-settings' && url.search === '', { timeout: 15_000 });
    await toast('Error al conectar con Tiendanube: Falta el código de autorización').waitFor();
  });

  it('saves the brand name, description and logo', async () => {
    await signUpBrand('Tienda Rio');
    await page.getByRole('link', { name: 'Configuración', exact: true }).click();
    await page.waitForURL('**/dashboard/brand-settings');
    const name = page.getByLabel('Nombre de la marca');
    await name.fill('   ');
    // The button turns disabled on the render after the change; wait for it, then check.
    await page.getByRole('button', { name: 'Guardar Cambios', disabled: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Guardar Cambios' }).isDisabled()).toBe(true);
    await name.fill('Rio Ropa');
    await page.getByLabel('Descripción', { exact: true }).fill('Ropa de algodón hecha en Rosario');
    await page.getByText('32 / 500').waitFor();
    await page.getByRole('button', { name: 'Guardar Cambios' }).click();
    await toast('Marca actualizada exitosamente').waitFor();

    await page.getByLabel('Archivo del logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await toast('Logo subido exitosamente').waitFor();
    await page.getByRole('button', { name: 'Eliminar logo' }).waitFor();
    await screenshot(page, 'brand-settings-info');

    await page.reload();
    await page.getByLabel('Nombre de la marca').and(page.locator('[value="Rio Ropa"]')).waitFor();
    await page.getByText('Ropa de algodón hecha en Rosario').waitFor();
  });
});

describe('generic settings', () => {
  it('edits the profile name, shows the e-mail read-only and signs out', async () => {
    const email = uniqueEmail('perfil');
    await signUp(page, { name: 'Caro Gómez', email, role: 'Creador' });
    await page.waitForURL('**/dashboard');
    // The home's cards still loading shift the page under the menu: open it once they are in.
    await settled(page);
    await page.getByRole('button', { name: 'Menú de perfil' }).click();
    await page.getByRole('menuitem', { name: 'Perfil' }).click();
    await page.waitForURL('**/dashboard/settings');
    await page.getByRole('heading', { name: 'Configuración' }).waitFor();
    // The e-mail field, not the switch 'Recibir notificaciones por Email' below it.
    const emailField = page.getByRole('textbox', { name: 'Email' });
    expect(await emailField.inputValue()).toBe(email);
    expect(await emailField.isDisabled()).toBe(true);
    await page.getByLabel('Nombre').fill('Caro 2');
    await page.getByRole('button', { name: 'Guardar Cambios' }).click();
    await toast('El nombre solo puede contener letras').waitFor();
    await page.getByLabel('Nombre').fill('Carolina Gómez');
    await page.getByRole('button', { name: 'Guardar Cambios' }).click();
    await toast('Perfil actualizado exitosamente').waitFor();
    await screenshot(page, 'settings');
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL('**/auth');
  });
});

describe('an install started in the store (decision 217)', () => {
  it("a merchant installs from the store admin's app page, signs up and connects the waiting store", async () => {
    const { storeOrigin, appId } = await unboundStore();
    await page.goto(`${storeOrigin}/admin/`);
    await page.getByRole('link', { name: /Tienda de aplicaciones/ }).click();
    await page.getByText('No instalada').or(page.getByText('Instalada')).first().waitFor();
    await screenshot(page, 'tiendanube-app-page');
    await page.getByRole('link', { name: /Instalar/ }).click();
    await page.waitForURL(`**/apps/${appId}/authorize`);
    await page.getByRole('button', { name: 'Autorizar' }).click();

    // Back at Afilia with a code and no state: the store waits for its brand.
    await page.waitForURL('**/conectar-tienda?instalacion=**', { timeout: 15_000 });
    const claimUrl = page.url();
    await page.getByRole('heading', { name: 'Conectar tu tienda', level: 1 }).waitFor();
    await page.getByText(/La tienda «Tienda de prueba» .* instaló Afilia y espera que la conectes hasta el/).waitFor();
    expect(await page.title()).toContain('Conectar tu tienda');
    await screenshot(page, 'store-claim-signed-out');

    // 'Crear Cuenta' signs the merchant up and comes back here.
    await page.getByRole('link', { name: 'Crear Cuenta' }).click();
    await page.waitForURL('**/auth?**');
    await signUp(page, { name: 'Moda Pampa', email: uniqueEmail('marca'), role: 'Marca', opened: true });
    await page.waitForURL('**/conectar-tienda?instalacion=**');
    await page.getByRole('button', { name: 'Conectar esta tienda' }).waitFor();
    await screenshot(page, 'store-claim-signed-in');
    await page.getByRole('button', { name: 'Conectar esta tienda' }).click();

    await page.waitForURL((url) => url.pathname === '/dashboard/brand-settings' && url.search === '', { timeout: 15_000 });
    await toast('Tiendanube conectado exitosamente').waitFor();
    await page.getByText('Conectada', { exact: true }).waitFor();

    // The one-time token is spent: the same link says so and binds nothing.
    await page.goto(claimUrl);
    await page.getByText('Esta instalación de Tiendanube venció o ya fue conectada: instalá la app de nuevo desde tu tienda').waitFor();
    await settled(page);
  });
});
