import type { Page } from 'playwright-core';
import { closeBrowser, paintedTwice, screenshot } from '../support/browser.js';
import { people } from '../support/people.js';

const crowd = people();
afterEach(() => crowd.closeAll());
afterAll(() => closeBrowser());

const person = (name: string, role: 'Marca' | 'Creador') => crowd.signUp(name, role);

const dialog = (page: Page) => page.getByRole('dialog');
const RUN = Date.now().toString(36).slice(-4).toUpperCase();

describe('the bell, live', () => {
  it('a creator applies; the brand’s open bell shows it without a reload, and opening it goes to the applications', async () => {
    const brand = await person('Marca Faro', 'Marca');
    await brand.goto('/dashboard/products');
    await brand.getByRole('button', { name: 'Producto Custom' }).click();
    await dialog(brand).getByLabel('Nombre').fill('Gorra Faro');
    await dialog(brand).getByLabel('Precio').fill('15000');
    await dialog(brand).getByRole('button', { name: 'Crear Producto' }).click();
    await dialog(brand).waitFor({ state: 'hidden' });
    await brand.goto('/dashboard/campaigns');
    await brand.getByRole('button', { name: 'Nueva Campaña' }).click();
    await dialog(brand).getByLabel('Nombre').fill(`Faro ${RUN}`);
    await dialog(brand).getByLabel('Productos').click();
    await brand.locator('.ant-select-item-option', { hasText: 'Gorra Faro' }).click();
    await brand.keyboard.press('Escape');
    await dialog(brand).getByRole('button', { name: 'Crear Campaña' }).click();
    await brand.waitForURL(/\/dashboard\/campaigns\/[0-9a-f-]{36}$/);
    // The campaign's own notification arrives first.
    await brand.getByRole('button', { name: 'Notificaciones: 1 sin leer' }).waitFor({ timeout: 10_000 });

    const creator = await person('Sol Creadora', 'Creador');
    await creator.goto('/dashboard/available-campaigns');
    await creator.getByRole('button', { name: `Aplicar a Faro ${RUN}` }).click();
    await dialog(creator).getByRole('button', { name: 'Aplicar' }).click();
    await creator.locator('.ant-message').getByText('Aplicación enviada exitosamente').waitFor();

    // No reload: the brand's page learns it from the stream.
    const bell = brand.getByRole('button', { name: 'Notificaciones: 2 sin leer' });
    await bell.waitFor({ timeout: 10_000 });
    await bell.click();
    await brand.getByRole('list', { name: 'Notificaciones recientes' }).getByText('Sol Creadora aplicó a tu campaña').waitFor();
    await screenshot(brand, 'notifications-panel');
    await brand.getByRole('button', { name: /Nueva aplicación/ }).click();
    await brand.waitForURL(/\/dashboard\/campaigns\/[0-9a-f-]{36}\/applications$/);
    await brand.getByRole('heading', { name: 'Aplicaciones y Aprobaciones' }).waitFor();
    await brand.getByRole('button', { name: 'Notificaciones: 1 sin leer' }).waitFor();
  });
});

describe('notification preferences', () => {
  it('are saved on the server from either settings screen, and a category turned off silences its live toast, not the bell', async () => {
    const brand = await person('Marca Quieta', 'Marca');
    await brand.goto('/dashboard/settings');
    const email = brand.getByRole('switch', { name: 'Recibir notificaciones por email' });
    const campaigns = brand.getByRole('switch', { name: 'Campañas' });
    expect(await email.getAttribute('aria-checked')).toBe('false');
    expect(await campaigns.getAttribute('aria-checked')).toBe('true');
    await email.click();
    await campaigns.click();
    await brand.getByRole('button', { name: 'Guardar Preferencias' }).click();
    await brand.locator('.ant-message').getByText('Preferencias guardadas').waitFor();
    await screenshot(brand, 'notification-preferences');

    await brand.goto('/dashboard/brand-settings');
    await brand.getByRole('switch', { name: 'Recibir notificaciones por email' }).waitFor();
    expect(await brand.getByRole('switch', { name: 'Recibir notificaciones por email' }).getAttribute('aria-checked')).toBe('true');
    expect(await brand.getByRole('switch', { name: 'Campañas' }).getAttribute('aria-checked')).toBe('false');

    // 'Campaña creada' is of the campaigns category: the bell counts it, no toast says it.
    await brand.goto('/dashboard/products');
    await brand.getByRole('button', { name: 'Producto Custom' }).click();
    await dialog(brand).getByLabel('Nombre').fill('Gorra Quieta');
    await dialog(brand).getByLabel('Precio').fill('15000');
    await dialog(brand).getByRole('button', { name: 'Crear Producto' }).click();
    await dialog(brand).waitFor({ state: 'hidden' });
    await brand.goto('/dashboard/campaigns');
    await brand.getByRole('button', { name: 'Nueva Campaña' }).click();
    await dialog(brand).getByLabel('Nombre').fill(`Quieta ${RUN}`);
    await dialog(brand).getByLabel('Productos').click();
    await brand.locator('.ant-select-item-option', { hasText: 'Gorra Quieta' }).click();
    await brand.keyboard.press('Escape');
    await dialog(brand).getByRole('button', { name: 'Crear Campaña' }).click();
    await brand.waitForURL(/\/dashboard\/campaigns\/[0-9a-f-]{36}$/);
    await brand.getByRole('button', { name: 'Notificaciones: 1 sin leer' }).waitFor({ timeout: 10_000 });
    // The bell's count and a toast come from the same pushed event, in one handler: once the
    // count is painted and the page has painted twice more, a toast would be showing.
    await paintedTwice(brand);
    expect(await brand.locator('.ant-message').getByText('Campaña creada', { exact: true }).count()).toBe(0);
  });
});
