import type { BrowserContext, Page } from 'playwright-core';
import { closeBrowser, newPage, screenshot, settled } from '../support/browser.js';
import { signIn } from '../support/auth-flows.js';
import { api, eventually, person } from '../support/api.js';
import { seriousViolations } from '../support/axe.js';
import { closeCelebration } from '../support/collaboration.js';

let context: BrowserContext;
let page: Page;
beforeEach(async () => ({ context, page } = await newPage({ width: 390, height: 844 })));
afterEach(() => context.close());
afterAll(() => closeBrowser());

const toast = (text: string) => page.locator('.ant-message').getByText(text).first();

describe('brands for creators', () => {
  it('a creator finds a brand under “Marcas”, sees its products with her commission and asks to collaborate on one', async () => {
    const name = `Marca Yerba ${Date.now().toString(36)}`;
    const brand = await person('brand', 'Yerbatera Norte');
    const me = await api('GET', '/auth/me', undefined, brand.token);
    await api('PATCH', `/brands/${me.brands[0].id}`, { name, description: null, logoUrl: null }, brand.token);
    await api('POST', '/products', { name: 'Yerba Suave 1 kg', priceCents: 650_000, commissionCreator: 0.2 }, brand.token);
    const bombilla = await api('POST', '/products', { name: 'Bombilla Alpaca', priceCents: 250_000, commissionCreator: 0.2 }, brand.token);
    const creator = await person('creator', 'Abril Creadora');
    // She already promotes the bombilla in one of the brand's campaigns (issue 35).
    const campaign = await api(
      'POST',
      '/campaigns',
      { campaignType: 'standard', name: 'Mate de otoño', productIds: [bombilla.id] },
      brand.token,
    );
    const applied = await api('POST', `/campaigns/${campaign.id}/applications`, {}, creator.token);
    await api('POST', `/applications/${applied.applicationId}/accept`, {}, brand.token);
    await eventually(async () => ((await api('GET', '/links', undefined, creator.token)) as unknown[])[0], 'her campaign link');

    await signIn(page, creator.email);
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/available-campaigns');
    await closeCelebration(page);
    await page.getByRole('link', { name: 'Ver todas las marcas' }).click();
    await page.getByRole('heading', { level: 1, name: 'Marcas Disponibles' }).waitFor();
    await page.getByRole('link', { name: `Ver Productos de ${name}` }).waitFor();
    expect(await seriousViolations(page, 'marcas disponibles (390 px)')).toEqual([]);
    await page.getByRole('link', { name: `Ver Productos de ${name}` }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByText('Tu comisión: 20%').first().waitFor();
    // Nothing to ask for on the product she already promotes.
    await page.getByText('Ya lo promocionás en una campaña').waitFor();
    expect(await page.getByRole('button', { name: 'Solicitar Colaboración: Bombilla Alpaca' }).count()).toBe(0);
    expect(await seriousViolations(page, 'marca para creadores (390 px)')).toEqual([]);
    await settled(page);
    await page.getByRole('button', { name: 'Solicitar Colaboración: Yerba Suave 1 kg' }).click();
    await page.getByRole('dialog').getByLabel('Mensaje para la marca (opcional)').fill('Hago contenido de mate todas las semanas.');
    await page.getByRole('dialog').getByRole('button', { name: 'Enviar Solicitud' }).click();
    await toast('Solicitud enviada exitosamente').waitFor();
    await page.getByText('Solicitud Pendiente').waitFor();
    expect(await page.getByRole('button', { name: /Solicitar Colaboración/ }).count()).toBe(0);
    await screenshot(page, 'creator-brand-detail-390');

    // An unknown brand goes back to the list.
    await page.goto('/dashboard/brands/00000000-0000-4000-8000-000000000000');
    await toast('Marca no encontrada').waitFor();
    await page.waitForURL('**/dashboard/brands');
  });
});
