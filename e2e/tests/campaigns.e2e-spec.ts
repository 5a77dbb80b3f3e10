import type { Page } from 'playwright-core';
import { closeBrowser, screenshot } from '../support/browser.js';
import { people } from '../support/people.js';

const crowd = people();
afterEach(() => crowd.closeAll());
afterAll(() => closeBrowser());

const person = (name: string, role: 'Marca' | 'Creador') => crowd.signUp(name, role);

/** Campaigns of every run share the platform: names carry the run's mark. */
const RUN = Date.now().toString(36).slice(-4).toUpperCase();
const STANDARD = `Bosque de invierno ${RUN}`;
const CPC = `Clics del Río ${RUN}`;

const dialog = (page: Page) => page.getByRole('dialog');
const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message').getByText(text).first();

async function go(page: Page, label: string, path: string) {
  await page.getByRole('link', { name: label, exact: true }).click();
  await page.waitForURL(`**${path}`);
}

async function customProduct(page: Page, name: string, price: string) {
  await page.getByRole('button', { name: 'Producto Custom' }).click();
  await dialog(page).getByLabel('Nombre').fill(name);
  await dialog(page).getByLabel('Precio').fill(price);
  await dialog(page).getByRole('button', { name: 'Crear Producto' }).click();
  await toast(page, 'Producto creado exitosamente').waitFor();
  await dialog(page).waitFor({ state: 'hidden' });
}

/** Sends one message to the assistant and waits for its reply (the greeting is reply 0). */
async function tell(page: Page, text: string, replies: number) {
  await page.getByLabel('Mensaje').fill(text);
  await page.getByRole('button', { name: 'Enviar' }).click();
  // The assistant's bubbles, each read as 'Asistente: …' (not 'Pensando...' while it thinks).
  await page.getByRole('log').locator(':scope > div', { hasText: 'Asistente:' }).nth(replies).waitFor();
}

describe('campaigns from the brand to the creator', () => {
  it('standard: the creator proposes, the brand counteroffers, the creator accepts and celebrates with its links', async () => {
    const brand = await person('Marca Bosque', 'Marca');
    await go(brand, 'Productos', '/dashboard/products');
    await customProduct(brand, 'Campera Bosque', '89900');
    await customProduct(brand, 'Mochila Bosque', '45900');

    await go(brand, 'Campañas', '/dashboard/campaigns');
    await brand.getByText('No tenés campañas todavía').waitFor();
    await brand.getByRole('button', { name: 'Nueva Campaña' }).click();
    await dialog(brand).getByLabel('Nombre').fill(STANDARD);
    await dialog(brand).getByRole('button', { name: 'Crear Campaña' }).click();
    await dialog(brand).getByText('Debes seleccionar al menos un producto').first().waitFor();
    await dialog(brand).getByLabel('Productos').click();
    await brand.locator('.ant-select-item-option', { hasText: 'Campera Bosque' }).click();
    await brand.locator('.ant-select-item-option', { hasText: 'Mochila Bosque' }).click();
    await screenshot(brand, 'campaign-new-standard');
    await dialog(brand).getByRole('button', { name: 'Crear Campaña' }).click();
    await toast(brand, 'Campaña creada exitosamente').waitFor();
    await brand.waitForURL(/\/dashboard\/campaigns\/[0-9a-f-]{36}$/);
    const detail = brand.url();

    const creator = await person('Sol Creadora', 'Creador');
    await go(creator, 'Buscar Marcas', '/dashboard/available-campaigns');
    await creator.getByRole('button', { name: `Aplicar a ${STANDARD}` }).click();
    await dialog(creator).getByText('Proponer mis términos').waitFor();
    await dialog(creator).getByText('Proponer mis términos').click();
    await dialog(creator).getByLabel('Comisión (%)').fill('25');
    await dialog(creator).getByLabel('Términos (opcional)').fill('Dos reels por mes');
    await screenshot(creator, 'campaign-apply-proposal');
    await dialog(creator).getByRole('button', { name: 'Enviar Propuesta' }).click();
    await toast(creator, 'Propuesta enviada exitosamente').waitFor();

    await brand.goto(detail);
    await brand.getByRole('tab', { name: 'Aplicaciones (1)' }).waitFor();
    await brand.getByText('Sol Creadora').waitFor();
    await brand.getByRole('button', { name: 'Contraoferta' }).click();
    await dialog(brand).getByLabel('Comisión (%)').fill('20');
    await dialog(brand).getByRole('button', { name: 'Enviar Contraoferta' }).click();
    await toast(brand, 'Contraoferta enviada').waitFor();
    await brand.getByRole('tab', { name: 'Contraofertas (1)' }).waitFor();

    // The creator comes back later and opens 'Mis Aplicaciones'.
    await creator.goto('/dashboard/my-applications');
    await creator.getByText('Contraoferta de la marca:').waitFor();
    await screenshot(creator, 'campaign-counteroffer-received');
    await creator.getByRole('button', { name: 'Aceptar Contraoferta' }).click();
    await toast(creator, 'Contraoferta aceptada').waitFor();
    // The celebration: the first link to copy, and how many there are.
    await dialog(creator).getByText('¡Felicitaciones! Tu aplicación fue aceptada').waitFor({ timeout: 15_000 });
    // The links may be made a moment after the acceptance: the dialog shows them when they are.
    await dialog(creator).getByText('2 productos · 2 links generados').waitFor();
    expect(await dialog(creator).getByLabel('Tu primer link de afiliado').inputValue()).toMatch(/\/track\/AF-[0-9a-f]{8}-[0-9a-f]{8}-/);
    await screenshot(creator, 'campaign-celebration');
    await dialog(creator).getByRole('link', { name: 'Ver Mis Links' }).click();
    await creator.waitForURL('**/dashboard/links');
    await creator.getByRole('tab', { name: 'Links de Venta (2)' }).waitFor();
    await creator.goto('/dashboard/my-collaborations');
    await creator.getByText('Comisión por Venta').waitFor();
    await creator.getByText('20%').waitFor();

    await brand.goto(detail);
    await brand.getByRole('tab', { name: 'Creadores Activos (1)' }).click();
    await brand.getByText('Comisión acordada').waitFor();
    await screenshot(brand, 'campaign-detail-active-creator');
  });

  it('CPC through the assistant: the second approval beyond the budget is refused; pausing, then deleting, expires the creator’s link', async () => {
    const brand = await person('Marca Río', 'Marca');
    await go(brand, 'Campañas', '/dashboard/campaigns');
    await brand.getByRole('link', { name: 'Crear con IA' }).click();
    await brand.waitForURL('**/dashboard/campaigns/create-ai');
    const answers = ['Quiero una campaña CPC para mi nueva colección', CPC, '$0,50', '100', '$50', 'tienda'];
    for (const [i, text] of answers.entries()) await tell(brand, text, i + 1);
    await toast(brand, '¡Campaña creada!').waitFor();
    await screenshot(brand, 'campaign-assistant-created');
    await brand.waitForURL(/\/dashboard\/campaigns\/[0-9a-f-]{36}$/, { timeout: 10_000 });
    const detail = brand.url();
    await brand.getByText('$0,50 por clic · 100 clics').waitFor();

    const first = await person('Nico Primero', 'Creador');
    const second = await person('Vera Segunda', 'Creador');
    for (const creator of [first, second]) {
      await go(creator, 'Buscar Marcas', '/dashboard/available-campaigns');
      await creator.getByRole('button', { name: `Aplicar a ${CPC}` }).click();
      await dialog(creator).getByRole('button', { name: 'Aplicar' }).click();
      await toast(creator, 'Aplicación enviada. La marca revisará tu solicitud').waitFor();
    }

    await brand.goto(detail);
    await brand.getByRole('tab', { name: 'Aplicaciones Pendientes (2)' }).click();
    const card = (name: string) => brand.locator('.ant-card').filter({ hasText: name }).last();
    await card('Nico Primero').getByRole('button', { name: 'Aprobar' }).click();
    await dialog(brand).getByRole('button', { name: 'Aprobar' }).click();
    await toast(brand, 'Aplicación aprobada y link generado automáticamente').waitFor();
    await card('Vera Segunda').getByRole('button', { name: 'Aprobar' }).click();
    await dialog(brand).getByRole('button', { name: 'Aprobar' }).click();
    await toast(brand, /Presupuesto insuficiente\. Total disponible: \$50,00, ya asignado: \$50,00/).waitFor();
    await screenshot(brand, 'campaign-budget-refused');
    await dialog(brand).getByRole('button', { name: 'Cancelar' }).click();

    await brand.getByRole('button', { name: 'Pausar' }).click();
    await toast(brand, 'Campaña pausada y métricas guardadas').waitFor();
    await brand.getByRole('button', { name: 'Reanudar' }).waitFor();

    await go(first, 'Mis Colaboraciones', '/dashboard/my-collaborations');
    await first.getByText('Link Caducado').waitFor({ timeout: 15_000 });
    await screenshot(first, 'campaign-link-expired');

    await brand.getByRole('button', { name: 'Eliminar' }).click();
    await dialog(brand).getByRole('button', { name: 'Eliminar' }).click();
    await toast(brand, 'Campaña eliminada y métricas guardadas en historial').waitFor();
    await brand.waitForURL('**/dashboard/campaigns');
    // The list shows, and nothing asked for the deleted campaign on the way (the deletion's
    // refreshes end before the list opens): no error toast.
    await brand.getByRole('heading', { level: 1, name: 'Campañas' }).waitFor();
    expect(await brand.locator('.ant-message-error').count()).toBe(0);

    // The creator still finds the ended collaboration, its link expired and why.
    await first.goto('/dashboard/my-collaborations');
    await first.getByText('La marca eliminó la campaña').waitFor({ timeout: 15_000 });
    await first.getByText('Link Caducado').waitFor();
    await screenshot(first, 'campaign-deleted-link-expired');
  });
});
