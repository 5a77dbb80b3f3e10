import type { BrowserContext, Page } from 'playwright-core';
import { PIXEL_TEXTS } from '@afilia/contracts';
import { closeBrowser, newPage, screenshot } from '../support/browser.js';
import { signIn } from '../support/auth-flows.js';
import { api, eventually, person } from '../support/api.js';
import { seriousViolations } from '../support/axe.js';
import { connectStore } from '../support/store-flows.js';

// The conversion pixel (issue 14 §3) in Chromium: a brand creates its pixel, pastes both
// snippets in its store's 'Códigos externos' (the sandbox store), a shopper's visit reports a
// page view, the verifier reads the store's page and says the installation is complete, and
// 'Probar píxel' brings a test conversion to the conversions table.
let context: BrowserContext;
let page: Page;
beforeEach(async () => ({ context, page } = await newPage()));
afterEach(() => context.close());
afterAll(() => closeBrowser());

describe('the conversion pixel', () => {
  it('is installed in the store by hand, verified complete and tested; the brand voids a shopper’s conversion and its creator reads why', async () => {
    const brand = await person('brand', 'Marca Píxel');
    await signIn(page, brand.email);
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/brand-settings');
    const storeOrigin = await connectStore(page, 'Autorizar');
    await page.getByText('Conectada', { exact: true }).waitFor({ timeout: 15_000 });
    await page.getByRole('heading', { name: PIXEL_TEXTS.sectionTitle }).waitFor();
    await page.getByText(PIXEL_TEXTS.pixelsEmpty).waitFor();

    // A name is required; then the pixel exists with its PX code and its two snippets.
    await page.getByRole('button', { name: 'Crear píxel' }).click();
    await page.getByRole('form', { name: 'Crear píxel' }).getByText(PIXEL_TEXTS.nameRequired).waitFor();
    await page.getByLabel('Nombre del píxel').fill('Tienda de prueba');
    await page.getByRole('button', { name: 'Crear píxel' }).click();
    await page.getByText('Píxel creado').first().waitFor();
    const pixels = (await api('GET', '/pixels', undefined, brand.token)) as { pixelCode: string; isActive: boolean }[];
    expect(pixels).toHaveLength(1);
    const code = pixels[0]!.pixelCode;
    expect(code).toMatch(/^PX-[A-Z0-9]{8}$/);
    const section = page.getByRole('region', { name: `Píxel Tienda de prueba` });
    await section.getByText('Sin eventos').waitFor();
    const pixelSnippet = await page.getByLabel(`Código del píxel ${code}`).textContent();
    const conversionSnippet = await page.getByLabel(`Código del script de conversión de ${code}`).textContent();
    expect(pixelSnippet).toContain(`/pixel?code=${code}`);
    expect(conversionSnippet).toContain('/conversion-pixel?brand_id=');
    await screenshot(page, 'pixel-created');

    // Before installing, the verifier finds nothing; a bad URL is refused on its field.
    await page.getByLabel('URL de tu sitio').fill('mitienda');
    await page.getByRole('button', { name: 'Verificar', exact: true }).click();
    await page.locator('.ant-form-item-explain-error').getByText(PIXEL_TEXTS.urlInvalid).waitFor();
    await page.getByLabel('URL de tu sitio').fill(`${storeOrigin}/`);
    await page.getByRole('button', { name: 'Verificar', exact: true }).click();
    await page.getByText(PIXEL_TEXTS.notDetected).waitFor();
    expect(await page.getByRole('button', { name: 'Probar píxel' }).isDisabled()).toBe(true);

    // The merchant pastes both snippets in the store's admin.
    const store = await context.newPage();
    await store.goto(`${storeOrigin}/admin/codigos-externos`);
    await store.getByLabel(/Códigos de seguimiento/).fill(`${pixelSnippet}\n${conversionSnippet}`);
    await store.getByRole('button', { name: 'Guardar' }).click();
    await store.getByText('Códigos guardados.').waitFor();
    // A shopper's visit: the pixel reports the page view.
    await store.goto(`${storeOrigin}/`);
    await eventually(async () => {
      const [pixel] = (await api('GET', '/pixels', undefined, brand.token)) as { lastEvent: { type: string } | null }[];
      return pixel?.lastEvent ? true : undefined;
    }, 'the page view');

    await page.getByRole('button', { name: 'Verificar', exact: true }).click();
    await page.getByText(PIXEL_TEXTS.complete).waitFor();
    await page.getByText('Script de conversión: detectado').waitFor();
    await screenshot(page, 'pixel-verified');

    // Detected: the test waits 2 s and refreshes; the test conversion is listed, marked 'Prueba'.
    await page.getByRole('button', { name: 'Probar píxel' }).click();
    await page.getByText('Conversión de prueba recibida').waitFor({ timeout: 15_000 });
    await section.getByText('Prueba recibida').waitFor();
    const conversions = page.getByRole('region', { name: 'Conversiones de tus píxeles' });
    await conversions.getByText('Prueba', { exact: true }).first().waitFor();
    await screenshot(page, 'pixel-tested');

    // A conversion campaign may now be created (its pixel is active and was seen on the site).
    const { brandId } = ((await api('GET', '/pixels', undefined, brand.token)) as { brandId: string }[])[0]!;
    expect(await api('GET', `/pixel-status?brandId=${brandId}`, undefined, brand.token)).toEqual({ active: true, installed: true });

    // A creator's conversion campaign: a shopper follows the link to the store, whose pasted codes
    // report the visit as a conversion. It waits for the brand, who voids it with a reason.
    const creator = await person('creator', 'Sol Conversiones');
    const campaign = await api(
      'POST',
      '/campaigns',
      { campaignType: 'conversion', name: 'Registros Píxel', target: { kind: 'url', url: `${storeOrigin}/` } },
      brand.token,
    );
    const applied = await api('POST', `/campaigns/${campaign.id}/applications`, {}, creator.token);
    await api('POST', `/applications/${applied.applicationId}/accept`, {}, brand.token);
    const link = await eventually(
      async () => ((await api('GET', '/links', undefined, creator.token)) as { uniqueCode: string }[])[0],
      'the creator’s link',
    );
    const shopper = await newPage();
    await shopper.page.goto(`/track/${link.uniqueCode}`);
    await shopper.page.waitForURL((url) => url.searchParams.get('ref') === link.uniqueCode);
    await eventually(async () => {
      const rows = (await api('GET', '/pixels/conversions', undefined, brand.token)) as { review: string | null }[];
      return rows.some((r) => r.review === 'pending') ? true : undefined;
    }, 'the shopper’s conversion');
    await shopper.context.close();
    await page.reload();
    const waiting = conversions.getByRole('row').filter({ hasText: 'Pendiente de revisión' });
    await waiting.getByText('Sol Conversiones').waitFor();
    await screenshot(page, 'conversion-pending-review');
    await waiting.getByRole('button', { name: 'Anular' }).click();
    const dialog = page.getByRole('dialog', { name: 'Anular conversión' });
    await dialog.getByRole('button', { name: 'Anular' }).click();
    await dialog.locator('.ant-form-item-explain-error').getByText('Indicá el motivo').waitFor();
    await dialog.getByLabel('Motivo').fill('Registro interno de prueba');
    await dialog.getByRole('button', { name: 'Anular' }).click();
    await page.getByText('Conversión anulada').first().waitFor();
    const voided = conversions.getByRole('row').filter({ hasText: 'Registro interno de prueba' });
    await voided.getByText('Anulada', { exact: true }).waitFor();
    expect(await seriousViolations(page, 'conversiones · anulada')).toEqual([]);

    // The creator reads why on 'Mis Ganancias'.
    const own = await newPage();
    await signIn(own.page, creator.email);
    await own.page.waitForURL('**/dashboard');
    await own.page.goto('/dashboard/sales');
    const mine = own.page.getByRole('region', { name: 'Tus conversiones' });
    await mine.getByText('Registro interno de prueba').waitFor();
    await mine.getByText('Anulada', { exact: true }).waitFor();
    await screenshot(own.page, 'creator-conversion-voided');
    expect(await seriousViolations(own.page, 'creadora · conversiones')).toEqual([]);
    await own.context.close();

    // Turned off, the pixel cannot be tested.
    await section.getByRole('switch').click();
    await page.getByText('Píxel desactivado').waitFor();
    await section.getByText('Inactivo').waitFor();
    expect(await page.getByRole('button', { name: 'Probar píxel' }).isDisabled()).toBe(true);

    // The store is shared by the run's tests: its pasted codes go, as they came.
    await store.goto(`${storeOrigin}/admin/codigos-externos`);
    await store.getByLabel(/Códigos de seguimiento/).fill('');
    await store.getByRole('button', { name: 'Guardar' }).click();
    await store.getByText('Códigos guardados.').waitFor();
  }, 180_000);
});
