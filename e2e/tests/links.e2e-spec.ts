import { writeFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { DOMAIN_TEXTS } from '@afilia/contracts';
import { BASE_URL, closeBrowser, newPage, screenshot } from '../support/browser.js';
import { api, eventually } from '../support/api.js';
import { seriousViolations } from '../support/axe.js';
import { closeCelebration, collaboration as sharedCollaboration, creatorBrowser } from '../support/collaboration.js';

// 'Mis Links y Códigos' and the brand's custom links and codes, in Chromium against the running
// platform and the sandbox store: what a creator and a brand do with their links, and what a
// shopper gets from them.
let context: BrowserContext;
let page: Page;
beforeEach(async () => ({ context, page } = await newPage()));
afterEach(() => context.close());
afterAll(() => closeBrowser());

const toast = (p: Page, text: string) => p.locator('.ant-message').getByText(text);

const collaboration = (brandName: string, creatorName: string, campaignName: string) =>
  sharedCollaboration(page, brandName, creatorName, campaignName);

describe('the creator’s links', () => {
  it('generates a product link with a banner message, copies it, a shopper follows it, and the click shows on the link', async () => {
    const { brand, creator, product } = await collaboration('Río Textil', 'Nina Creadora', 'Otoño Río');
    const { context: own, page: creatorPage } = await creatorBrowser(creator.email);
    await creatorPage.goto('/dashboard/links');
    await creatorPage.getByRole('heading', { level: 1, name: 'Mis Links y Códigos' }).waitFor();
    await closeCelebration(creatorPage);
    expect(await creatorPage.title()).toBe('Mis Links y Códigos · Afilia');
    await creatorPage.getByRole('tab', { name: 'Links de Venta (1)' }).waitFor();
    await creatorPage.getByRole('heading', { level: 2, name: product.name }).waitFor();
    await creatorPage.getByText('Río Textil · Otoño Río').waitFor();

    // 'Generar Link': the campaign, the product and a message for the brand's banner.
    await creatorPage.getByRole('button', { name: 'Generar Link' }).click();
    const dialog = creatorPage.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Generar Link' }).click();
    await dialog.getByText('Selecciona una campaña').first().waitFor();
    await dialog.getByLabel('Campaña').click();
    await creatorPage.locator('.ant-select-item-option', { hasText: 'Otoño Río' }).click();
    await dialog.getByRole('button', { name: 'Generar Link' }).click();
    await dialog.getByText('Selecciona un producto').first().waitFor();
    await dialog.getByRole('combobox', { name: 'Producto' }).click();
    await creatorPage.locator('.ant-select-item-option', { hasText: product.name }).click();
    await dialog.getByLabel('Mensaje para el banner (opcional)').fill('¡Usá mi link y llevate la colección de otoño!');
    expect(await seriousViolations(creatorPage, 'generar link')).toEqual([]);
    await screenshot(creatorPage, 'links-generate-dialog');
    await dialog.getByRole('button', { name: 'Generar Link' }).click();
    await toast(creatorPage, 'Link generado y mensaje del banner enviado para aprobación!').waitFor();
    await creatorPage.getByRole('tab', { name: 'Links de Venta (2)' }).waitFor();
    const banners = (await api('GET', '/banner-messages', undefined, brand.token)) as { customMessage: string; status: string }[];
    expect(banners).toEqual([
      expect.objectContaining({ customMessage: '¡Usá mi link y llevate la colección de otoño!', status: 'pending' }),
    ]);

    // Copy the newest link: the toast, the check icon for 2 s, the address in the clipboard.
    const newest = creatorPage
      .locator('.ant-card')
      .filter({ has: creatorPage.getByRole('heading', { level: 2 }) })
      .first();
    await newest.getByRole('button', { name: `Copiar link de ${product.name}` }).click();
    await toast(creatorPage, '¡Link copiado!').waitFor();
    await newest.locator('.anticon-check').waitFor();
    await newest.locator('.anticon-copy').waitFor({ timeout: 5_000 });
    const copied = await creatorPage.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`/track/AF-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-z]+$`));

    // A shopper follows it and lands on the product in the store.
    const shopper = await context.newPage();
    await shopper.goto(copied);
    await shopper.waitForURL((url) => url.searchParams.has('click_id'));
    await shopper.getByRole('heading', { name: product.name }).waitFor();

    // The creator sees the click on that link, with its conversion rate.
    await eventually(async () => {
      await creatorPage.reload();
      const card = creatorPage.locator('.ant-card').filter({ hasText: copied });
      await card.waitFor();
      return /Clics\s*1\b/.test(await card.innerText()) ? true : undefined;
    }, 'the click on the link');
    await creatorPage.locator('.ant-card').filter({ hasText: copied }).getByText('0,0%').waitFor();
    await screenshot(creatorPage, 'links-sales-tab');

    // 'Estadísticas': the link's row and its statistics dialog.
    const code = copied.split('/track/')[1]!;
    await creatorPage.getByRole('link', { name: 'Estadísticas' }).click();
    await creatorPage.getByRole('heading', { level: 1, name: 'Estadísticas' }).waitFor();
    const statsRow = creatorPage.getByRole('row').filter({ hasText: code });
    await statsRow.getByText('Otoño Río').waitFor();
    await statsRow.getByRole('button', { name: `Ver estadísticas de ${code}` }).click();
    const statsDialog = creatorPage.getByRole('dialog');
    await statsDialog.getByText('Clics por día (30 días)').waitFor();
    await statsDialog.getByText('Clics totales').waitFor();
    await statsDialog.getByText('1 únicos de 1 clics: 0 repetidos, 0 de bots, 0 marcados como sospechosos').waitFor();
    await statsDialog.getByRole('img', { name: /Clics por día en los últimos 30 días: 1 en total/ }).waitFor();
    expect(await seriousViolations(creatorPage, 'estadísticas · diálogo')).toEqual([]);
    await screenshot(creatorPage, 'analytics-stats-dialog');
    await statsDialog.getByRole('button', { name: /Close|Cerrar/ }).click();
    await creatorPage.goto('/dashboard/links');

    // Personalise the product and put it in the shop.
    const card = creatorPage.locator('.ant-card').filter({ hasText: copied });
    await card.getByRole('button', { name: `Personalizar ${product.name}` }).click();
    const personalise = creatorPage.getByRole('dialog');
    await personalise.getByLabel('Nombre').fill('Mi favorito de otoño');
    await personalise.getByLabel('Descripción').fill('Lo uso todos los días.');
    await personalise.getByRole('button', { name: 'Guardar' }).click();
    await toast(creatorPage, 'Producto personalizado actualizado').waitFor();
    await card.getByRole('heading', { level: 2, name: 'Mi favorito de otoño' }).waitFor();
    await card.getByRole('switch').click();
    await toast(creatorPage, 'Producto agregado a tu tienda').waitFor();
    await card.locator('[role="switch"][aria-checked="true"]').waitFor();

    // The other link has no sales: deleted after the confirmation.
    const other = creatorPage.locator('.ant-card').filter({ hasText: product.name }).filter({ hasNotText: copied });
    await other.getByRole('button', { name: `Eliminar link de ${product.name}` }).click();
    await creatorPage.getByRole('dialog').locator('.ant-modal-confirm-title').getByText('¿Eliminar link?').waitFor();
    const confirm = creatorPage.getByRole('dialog').filter({ hasText: '¿Eliminar link?' });
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await confirm.waitFor({ state: 'hidden' });
    try {
      await toast(creatorPage, 'Link eliminado exitosamente').waitFor();
      await creatorPage.getByRole('tab', { name: 'Links de Venta (1)' }).waitFor();
    } finally {
      await screenshot(creatorPage, 'links-after-delete');
    }
    await eventually(async () => {
      const inbox = (await api('GET', '/notifications', undefined, brand.token)) as { items: { type: string; message: string }[] };
      return inbox.items.find((n) => n.type === 'link_deleted' && n.message.startsWith('Nina Creadora eliminó su link'));
    }, 'the brand’s notification');
    await own.close();

    // On a phone, in the dark theme: the same screen, whole.
    const phone = await creatorBrowser(creator.email, { width: 390, height: 844 }, 'dark');
    await phone.page.goto('/dashboard/links');
    await closeCelebration(phone.page);
    await phone.page.getByRole('heading', { level: 2, name: 'Mi favorito de otoño' }).waitFor();
    expect(await seriousViolations(phone.page, 'mis links · oscuro · 390 px')).toEqual([]);
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'links-phone-dark');
    await phone.page.goto('/dashboard/safelink-analytics');
    // The charts load once they come near the screen: below the figures on a phone.
    await phone.page.getByRole('heading', { level: 2, name: 'Clics por campaña' }).scrollIntoViewIfNeeded();
    await phone.page.getByRole('img', { name: /^Clics: / }).waitFor();
    expect(await seriousViolations(phone.page, 'estadísticas · oscuro · 390 px')).toEqual([]);
    await screenshot(phone.page, 'analytics-phone-dark');
    await phone.context.close();
  }, 180_000);
});

describe('the brand’s custom links and the creator’s codes', () => {
  it('a custom link leads a shopper to the brand’s page; a code lives in the store, the creator renames it and the brand deactivates it', async () => {
    const { brand, creator, storeOrigin, campaignId } = await collaboration('Bosque Deco', 'Tami Creadora', 'Living Bosque');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    const customCode = `BOSQUE-${Date.now().toString(36).toUpperCase()}`;

    // 'Links Personalizados': a link for the creator to the brand's store (only its own domains).
    await page.goto(`/dashboard/campaigns/${campaignId}`);
    await page.getByRole('tab', { name: 'Links Personalizados (0)' }).click();
    await page.getByRole('button', { name: 'Nuevo Link' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Creador').click();
    await page.locator('.ant-select-item-option', { hasText: 'Tami Creadora' }).click();
    await dialog.getByLabel('URL de destino').fill('no es una url');
    await dialog.getByRole('button', { name: 'Crear Link' }).click();
    await dialog.getByText('URL inválida').first().waitFor();
    await dialog.getByLabel('URL de destino').fill('https://evil.example/soporte');
    await dialog.getByRole('button', { name: 'Crear Link' }).click();
    await dialog.getByText('La URL tiene que ser de tu tienda o de uno de tus dominios verificados').first().waitFor();
    await dialog.getByLabel('URL de destino').fill(`${storeOrigin}/`);
    await dialog.getByLabel('Código (opcional)').fill(customCode.toLowerCase());
    await screenshot(page, 'custom-link-dialog');
    await dialog.getByRole('button', { name: 'Crear Link' }).click();
    await toast(page, 'Link personalizado creado').waitFor();
    const row = page.getByRole('row').filter({ hasText: customCode });
    await row.waitFor();
    await row.getByRole('button', { name: `Copiar link ${customCode}` }).click();
    await toast(page, 'Link copiado al portapapeles').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${BASE_URL}/track/${customCode}`);
    await screenshot(page, 'custom-links-tab');

    const shopper = await context.newPage();
    await shopper.goto(copied);
    await shopper.waitForURL((url) => url.searchParams.get('ref') === customCode);
    expect(new URL(shopper.url()).searchParams.get('click_id')).toMatch(/^[0-9a-f-]{36}$/);
    await shopper.close();

    // 'Tus dominios': a domain of the brand's beyond its store, proved by its DNS record; then a
    // custom link may lead there.
    const domain = `blog-${Date.now().toString(36)}.bosque.example`;
    await page.goto('/dashboard/brand-settings');
    const domains = page.locator('.ant-card').filter({ has: page.getByText(DOMAIN_TEXTS.title, { exact: true }) });
    await domains.getByRole('textbox', { name: 'Dominio' }).fill('no es un dominio');
    await domains.getByRole('button', { name: 'Agregar dominio' }).click();
    await domains.getByText(DOMAIN_TEXTS.invalid).first().waitFor();
    await domains.getByRole('textbox', { name: 'Dominio' }).fill(`https://${domain}/notas`);
    await domains.getByRole('button', { name: 'Agregar dominio' }).click();
    await toast(page, DOMAIN_TEXTS.claimed).waitFor();
    const claimed = domains.getByRole('listitem', { name: `Dominio ${domain}` });
    const record = (await claimed.getByText(/^afilia-verificacion=/).textContent())!;
    await claimed.getByRole('button', { name: 'Verificar' }).click();
    await claimed.getByRole('alert').filter({ hasText: 'No encontramos el registro TXT' }).waitFor();
    writeFileSync(process.env.E2E_DNS_RECORDS!, JSON.stringify({ [`_afilia.${domain}`]: [record] }));
    await claimed.getByRole('button', { name: 'Verificar' }).click();
    await toast(page, DOMAIN_TEXTS.verified).waitFor();
    await claimed.getByText('Verificado por DNS').waitFor();
    await screenshot(page, 'brand-domains');
    await page.goto(`/dashboard/campaigns/${campaignId}`);
    await page.getByRole('tab', { name: 'Links Personalizados (1)' }).click();
    await page.getByRole('button', { name: 'Nuevo Link' }).click();
    const second = page.getByRole('dialog');
    await second.getByLabel('Creador').click();
    await page.locator('.ant-select-item-option', { hasText: 'Tami Creadora' }).click();
    await second.getByLabel('URL de destino').fill(`https://${domain}/notas/verano`);
    await second.getByRole('button', { name: 'Crear Link' }).click();
    await toast(page, 'Link personalizado creado').waitFor();

    // A code for the creator: its coupon is in the store's admin.
    const code = `TAMI${Date.now().toString(36).toUpperCase()}`;
    await api(
      'POST',
      '/discount-codes',
      { code, creatorId: creator.creatorId, discountType: 'percentage', discountValue: 10 },
      brand.token,
    );
    const admin = await context.newPage();
    await admin.goto(`${storeOrigin}/admin/cupones`);
    await admin.getByRole('heading', { level: 1, name: 'Cupones' }).waitFor();
    await admin.getByRole('row').filter({ hasText: code }).getByText('Activo').waitFor();

    // The creator sees it in 'Códigos de Descuento' and makes it its own.
    const { context: own, page: creatorPage } = await creatorBrowser(creator.email);
    await creatorPage.goto('/dashboard/links?tab=discount');
    await closeCelebration(creatorPage);
    const codeCard = creatorPage.locator('.ant-card').filter({ hasText: code });
    await codeCard.getByText('Activo').waitFor();
    await codeCard.getByText('Bosque Deco · 10% de descuento').waitFor();
    await codeCard.getByText('Usos: 0 / sin límite').waitFor();
    await codeCard.getByRole('button', { name: `Copiar código ${code}` }).click();
    await toast(creatorPage, 'Código copiado!').waitFor();
    await codeCard.getByRole('button', { name: `Editar código ${code}` }).click();
    await codeCard.getByLabel('Tu código').fill('');
    await codeCard.getByRole('button', { name: 'Guardar' }).click();
    await codeCard.getByText('El código no puede estar vacío').first().waitFor();
    const own2 = `tami${Date.now().toString(36)}`;
    await codeCard.getByLabel('Tu código').fill(own2);
    await screenshot(creatorPage, 'links-code-edit');
    await codeCard.getByRole('button', { name: 'Guardar' }).click();
    await toast(creatorPage, 'Código personalizado actualizado!').waitFor();
    const renamed = own2.toUpperCase();
    await creatorPage.getByRole('heading', { level: 2, name: renamed }).waitFor();
    await admin.reload();
    await admin.getByRole('row').filter({ hasText: renamed }).waitFor();
    expect(await admin.getByRole('row').filter({ hasText: code }).count()).toBe(0);
    await screenshot(admin, 'sandbox-store-coupons');
    await own.close();

    // The brand deactivates it in its tab: the coupon leaves the store.
    await page.getByRole('tab', { name: 'Códigos de Descuento' }).click();
    await page.getByRole('button', { name: `Desactivar ${renamed}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Desactivar' }).click();
    await toast(page, 'Código desactivado').waitFor();
    await admin.reload();
    await admin.getByRole('heading', { level: 1, name: 'Cupones' }).waitFor();
    expect(await admin.getByRole('row').filter({ hasText: renamed }).count()).toBe(0);
  }, 180_000);
});
