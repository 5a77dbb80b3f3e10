import type { BrowserContext, Page } from 'playwright-core';
import { BASE_URL, closeBrowser, newPage, screenshot } from '../support/browser.js';
import { signIn } from '../support/auth-flows.js';
import { api, eventually, person } from '../support/api.js';
import { seriousViolations } from '../support/axe.js';
import { platformDatabase } from '../support/database.js';
import { storeProduct } from '../support/store-flows.js';

const db = platformDatabase();
let context: BrowserContext;
let page: Page;
beforeEach(async () => ({ context, page } = await newPage()));
afterEach(() => context.close());
afterAll(() => closeBrowser());

/**
 * A creator's approved CPC participation in a brand's campaign whose target is this site's own
 * landing (the machine is offline: the shopper must land somewhere real). Answers the tracking
 * link and what deletes the campaign.
 */
async function cpcLink(): Promise<{
  trackingUrl: string;
  code: string;
  deleteCampaign: () => Promise<void>;
  brandEmail: string;
  campaignId: string;
}> {
  const { token: brand, email: brandEmail, brandId } = await person('brand', 'Marca Faro');
  const { token: creator } = await person('creator', 'Sol Creadora');
  // The landing is the brand's site here: recorded as the verifier records a domain it found the pixel on.
  await db.query(`INSERT INTO tracking.brand_domains (brand_id, host, source) VALUES ($1, $2, 'pixel') ON CONFLICT DO NOTHING`, [
    brandId,
    new URL(BASE_URL).hostname,
  ]);
  const campaign = await api(
    'POST',
    '/campaigns',
    { campaignType: 'cpc', name: 'Clics Faro', costPerClickCents: 50, maxClicksPerCreator: 100, targetUrl: `${BASE_URL}/` },
    brand,
  );
  const applied = await api('POST', `/campaigns/${campaign.id}/applications`, {}, creator);
  await api('POST', `/participations/${applied.participationId}/approve`, {}, brand);
  const link = await eventually(async () => (await api('GET', '/links', undefined, creator))[0], 'the approved participation’s link');
  return {
    trackingUrl: link.trackingUrl,
    code: link.uniqueCode,
    deleteCampaign: () => api('DELETE', `/campaigns/${campaign.id}`, undefined, brand),
    brandEmail,
    campaignId: campaign.id,
  };
}

describe('a shopper following a tracking link', () => {
  it('is sent straight to the campaign’s page with the code and a click id; after the campaign is deleted, “Link Caducado”', async () => {
    const { trackingUrl, code, deleteCampaign, brandEmail, campaignId } = await cpcLink();
    expect(new URL(trackingUrl).pathname).toBe(`/track/${code}`);

    await page.goto(`/track/${code}?utm_source=instagram`);
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('ref') === code);
    const landed = new URL(page.url());
    expect(landed.searchParams.get('click_id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(landed.searchParams.get('utm_source')).toBe('instagram');
    // The same shopper again: a click, not a billed one (one visitor within the day).
    await page.goto(`/track/${code}`);
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('ref') === code);

    // The brand sees both figures, labelled, on the participation and the campaign.
    const own = await newPage();
    await signIn(own.page, brandEmail);
    await own.page.waitForURL('**/dashboard');
    await eventually(async () => {
      await own.page.goto(`/dashboard/campaigns/${campaignId}`);
      const card = own.page.locator('.ant-card').filter({ hasText: 'Clics cobrados' }).last();
      await card.waitFor();
      const text = await card.innerText();
      return /Clics: 2/.test(text) && /Clics cobrados: 1 \/ 100/.test(text) ? true : undefined;
    }, 'the brand’s click figures');
    // The campaign's summary too.
    await own.page
      .locator('span')
      .filter({ hasText: /^Clics: 2$/ })
      .waitFor();
    await screenshot(own.page, 'cpc-participation-clicks');
    await own.context.close();

    await deleteCampaign();
    await eventually(
      async () => ((await page.request.get(`/track/${code}`, { maxRedirects: 0 })).status() === 410 ? true : undefined),
      'the deleted campaign’s link to answer 410',
    );
    const answer = await page.goto(`/track/${code}`);
    expect(answer?.status()).toBe(410);
    await page.getByRole('heading', { level: 1, name: 'Link Caducado' }).waitFor();
    await page.getByText('La marca eliminó la campaña').waitFor();
    await screenshot(page, 'track-link-caducado');
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('holds a CPC link’s billing when one address poses as many browsers; the brand releases the held clicks and they are billed', async () => {
    const { code, brandEmail, campaignId } = await cpcLink();
    // A click farm on one address: six browsers' user agents in a row.
    for (let n = 0; n < 6; n++) {
      const answer = await page.request.get(`/track/${code}`, {
        maxRedirects: 0,
        headers: { 'user-agent': `Mozilla/5.0 (Linux; Android 14; Granja ${n}) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36` },
      });
      expect(answer.status()).toBe(302);
    }
    const own = await newPage();
    await signIn(own.page, brandEmail);
    await own.page.waitForURL('**/dashboard');
    const card = () => own.page.locator('.ant-card').filter({ hasText: 'Clics cobrados' }).last();
    await eventually(async () => {
      await own.page.goto(`/dashboard/campaigns/${campaignId}`);
      await card().waitFor();
      return /Muchos navegadores distintos desde una misma dirección en un día/.test(await card().innerText()) ? true : undefined;
    }, 'the hold on the participation');

    // A real shopper (another address) follows the link meanwhile: sent on, its click kept apart.
    const shopper = await newPage();
    await shopper.page.goto(`/track/${code}`);
    await shopper.page.waitForURL((url) => url.searchParams.get('ref') === code);
    await shopper.context.close();
    await eventually(async () => {
      await own.page.goto(`/dashboard/campaigns/${campaignId}`);
      await card().waitFor();
      const text = await card().innerText();
      const held = Number(/Clics retenidos: (\d+)/.exec(text)?.[1] ?? 0);
      const billed = Number(/Clics cobrados: (\d+)/.exec(text)?.[1] ?? 0);
      // The farm is one person (billed before the hold, or held with the rest), the shopper another.
      return held + billed === 2 && held >= 1 ? true : undefined;
    }, 'the shopper’s held click');
    await screenshot(own.page, 'cpc-held-clicks');

    await card().getByRole('button', { name: 'Liberar clics' }).click();
    const confirm = own.page.getByRole('dialog', { name: '¿Liberar los clics retenidos?' });
    await confirm.getByRole('button', { name: 'Liberar clics' }).click();
    await own.page.getByText('Clics liberados: se cobran dentro del cupo').waitFor();
    await eventually(async () => {
      const text = await card().innerText();
      return /Clics cobrados: 2 \/ 100/.test(text) && !/Clics retenidos/.test(text) ? true : undefined;
    }, 'the released clicks billed');
    expect(await seriousViolations(own.page, 'clics retenidos liberados')).toEqual([]);
    await own.context.close();
  }, 120_000);

  it('lands on the product’s page in the brand’s store with the code and a click id, and the creator’s collaboration counts the click', async () => {
    const brand = await person('brand', 'Mar Bikinis');
    const creator = await person('creator', 'Sol Creadora');
    const { product } = await storeProduct(page, brand);

    // A campaign on that product; the creator applies and the brand accepts.
    const campaign = await api(
      'POST',
      '/campaigns',
      { campaignType: 'standard', name: 'Verano Mar', productIds: [product.id] },
      brand.token,
    );
    const applied = await api('POST', `/campaigns/${campaign.id}/applications`, {}, creator.token);
    await api('POST', `/applications/${applied.applicationId}/accept`, {}, brand.token);
    const link = await eventually(
      async () => ((await api('GET', '/links', undefined, creator.token)) as { uniqueCode: string; productId: string }[])[0],
      'the link',
    );
    expect(link.productId).toBe(product.id);

    // A shopper follows it from Instagram: straight to the product's page, nothing in between.
    const shopper = await context.newPage();
    await shopper.goto(`/track/${link.uniqueCode}?utm_source=instagram`);
    await shopper.waitForURL((url) => url.searchParams.get('ref') === link.uniqueCode);
    const landed = new URL(shopper.url());
    expect(landed.pathname).toMatch(/^\/productos\/[^/]+\/$/);
    expect(landed.searchParams.get('click_id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(landed.searchParams.get('utm_source')).toBe('instagram');
    await shopper.getByRole('heading', { name: product.name }).waitFor();
    await screenshot(shopper, 'track-product-page');

    // The creator, in a browser of their own, sees the click on the collaboration.
    const own = await newPage();
    const creatorPage = own.page;
    await signIn(creatorPage, creator.email);
    await creatorPage.waitForURL('**/dashboard');
    const clicks = async () => {
      await creatorPage.goto('/dashboard/my-collaborations');
      const card = creatorPage.locator('.ant-card').filter({ hasText: 'Verano Mar' });
      await card.waitFor();
      // The card's lines read 'Clics: N'.
      return (await card.innerText()).includes('Clics: 1') ? true : undefined;
    };
    await eventually(clicks, 'the click on the collaboration');
    await screenshot(creatorPage, 'collaboration-clicks');
    await own.context.close();
  }, 120_000);

  it('opens a discount-code campaign’s link and arrives at the store’s product with the creator’s coupon, made in the store', async () => {
    const brand = await person('brand', 'Ola Verde');
    const creator = await person('creator', 'Lu Creadora');
    const { product } = await storeProduct(page, brand);
    const campaign = await api(
      'POST',
      '/campaigns',
      { campaignType: 'standard', paymentMethod: 'discount_code', name: 'Código Ola', productIds: [product.id] },
      brand.token,
    );
    const applied = await api('POST', `/campaigns/${campaign.id}/applications`, {}, creator.token);
    await api('POST', `/applications/${applied.applicationId}/accept`, {}, brand.token);
    // The brand assigns the creator a code in the campaign's 'Códigos de Descuento' tab; its
    // coupon is made in the store as it is saved.
    const code = `LU${Date.now().toString(36).toUpperCase()}`;
    await page.goto(`/dashboard/campaigns/${campaign.id}`);
    await page.getByRole('tab', { name: 'Códigos de Descuento' }).click();
    await page.getByText('Todavía no hay códigos de descuento').waitFor();
    await page.getByRole('button', { name: 'Nuevo Código' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Crear Código' }).click();
    await dialog.getByText('Completá todos los campos requeridos').first().waitFor();
    await dialog.getByLabel('Código', { exact: true }).fill(code.toLowerCase());
    await dialog.getByLabel('Creador').click();
    await page.locator('.ant-select-item-option', { hasText: 'Lu Creadora' }).click();
    await dialog.getByLabel('Descuento (%)').fill('15');
    await screenshot(page, 'discount-code-dialog');
    await dialog.getByRole('button', { name: 'Crear Código' }).click();
    await page.locator('.ant-message').getByText('Código creado exitosamente').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row').filter({ hasText: code });
    await row.getByText('Activo').waitFor();
    expect(await row.innerText()).toContain('Lu Creadora');
    await screenshot(page, 'discount-codes-tab');
    const link = await eventually(
      async () => ((await api('GET', '/links', undefined, creator.token)) as { uniqueCode: string }[])[0],
      'the link',
    );

    // The shopper passes through the safelink's page; held here a moment to be seen.
    const shopper = await context.newPage();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await shopper.route('**/safelink/coupon?**', async (route) => {
      await held;
      await route.continue();
    });
    await shopper.goto(`/track/${link.uniqueCode}?utm_source=instagram`);
    await shopper.getByRole('heading', { level: 1, name: 'Generando tu cupón de descuento...' }).waitFor();
    expect(new URL(shopper.url()).pathname).toBe('/safelink');
    expect(await shopper.title()).toBe('Generando tu cupón de descuento... · Afilia');
    // The audit the other pages get (accessibility.e2e-spec.ts), on the page only a shopper sees.
    expect(await seriousViolations(shopper, 'safelink')).toEqual([]);
    await screenshot(shopper, 'safelink-generating-coupon');
    release();

    await shopper.waitForURL((url) => url.searchParams.get('coupon') === code);
    const landed = new URL(shopper.url());
    expect(landed.pathname).toMatch(/^\/productos\/[^/]+\/$/);
    expect(landed.searchParams.get('ref')).toBe(link.uniqueCode);
    expect(landed.searchParams.get('click_id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(landed.searchParams.get('utm_source')).toBe('instagram');
    await shopper.getByRole('heading', { name: product.name }).waitFor();
    // The store's checkout has the coupon filled in.
    expect(await shopper.getByLabel('Cupón de descuento').inputValue()).toBe(code);
    await screenshot(shopper, 'safelink-store-with-coupon');

    // The brand deactivates the code: it leaves the store and the creator is told.
    await page.getByRole('button', { name: `Desactivar ${code}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Desactivar' }).click();
    await page.locator('.ant-message').getByText('Código desactivado').waitFor();
    await page.getByRole('row').filter({ hasText: code }).getByText('Inactivo').waitFor();
    await eventually(async () => {
      const inbox = (await api('GET', '/notifications', undefined, creator.token)) as { items: { type: string; message: string }[] };
      return inbox.items.find((n) => n.type === 'code_deactivated' && n.message.includes(code));
    }, 'the creator’s notification');
  }, 120_000);

  it('sees “Link No Disponible” for a code that does not exist', async () => {
    const answer = await page.goto('/track/AF-NOEXISTE-00000000-zz');
    expect(answer?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Link No Disponible' }).waitFor();
    expect(await page.title()).toBe('Link No Disponible · Afilia');
  });
});
