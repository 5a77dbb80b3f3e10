import type { BrowserContext, Page } from 'playwright-core';
import { WEBHOOK_HEADERS, WEBHOOK_TEXTS } from '@afilia/contracts';
import { WebhookReceiver } from '@afilia/service-kit/testing';
import { closeBrowser, newPage, screenshot } from '../support/browser.js';
import { api } from '../support/api.js';
import { seriousViolations } from '../support/axe.js';
import { collaboration } from '../support/collaboration.js';

// A brand's webhooks (issue 39 §2) in Chromium at 390 px: an endpoint added in 'Configuración' →
// 'Webhooks' (its secret shown once) receives the brand's sale, signed and once; the log shows
// it delivered, and 'Reenviar' sends the same delivery again. The brand's server is this test's
// receiver, on the port the platform allows (E2E_WEBHOOK_PORT; `npm test` sets both; against
// `npm start`, start it with WEBHOOK_ALLOW_ORIGINS=http://127.0.0.1:9797).
let context: BrowserContext;
let page: Page;
const receiver = new WebhookReceiver();
beforeAll(() => receiver.start(Number(process.env.E2E_WEBHOOK_PORT ?? 9797)));
afterAll(() => Promise.all([closeBrowser(), receiver.stop()]));
beforeEach(async () => ({ context, page } = await newPage({ width: 390, height: 844 })));
afterEach(() => context.close());

describe('a brand’s webhooks', () => {
  it('are added in brand settings, receive the brand’s sale signed and once, and show it in the log, resendable', async () => {
    const { brand, creator } = await collaboration(page, 'Marca Avisos', 'Ema Avisos', 'Avisos de otoño');
    const code = `EMA${Date.now().toString(36).toUpperCase()}`;
    await api(
      'POST',
      '/discount-codes',
      { code, creatorId: creator.creatorId, discountType: 'percentage', discountValue: 10 },
      brand.token,
    );
    await page.goto('/dashboard/brand-settings');
    const card = page.locator('.ant-card').filter({ has: page.getByText(WEBHOOK_TEXTS.intro) });
    await card.getByText(WEBHOOK_TEXTS.none).waitFor();

    // Nothing filled: each field says what it lacks; an address inside is refused on its field.
    await card.getByRole('button', { name: WEBHOOK_TEXTS.add }).click();
    await card.getByText(WEBHOOK_TEXTS.urlRequired).waitFor();
    await card.getByLabel(WEBHOOK_TEXTS.url).fill('https://192.168.0.10/afilia');
    await card.getByLabel('Venta atribuida a un creador sale.created').check();
    await card.getByRole('button', { name: WEBHOOK_TEXTS.add }).click();
    await card.getByText(WEBHOOK_TEXTS.urlPrivate).waitFor();
    await card.getByLabel(WEBHOOK_TEXTS.url).fill(`${receiver.origin}/erp`);
    await card.getByLabel(WEBHOOK_TEXTS.description).fill('ERP');
    await card.getByRole('button', { name: WEBHOOK_TEXTS.add }).click();

    // The secret, once.
    const dialog = page.getByRole('dialog').filter({ hasText: WEBHOOK_TEXTS.secretShownOnce });
    const secret = (await dialog.getByLabel(WEBHOOK_TEXTS.secret).innerText()).trim();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(await seriousViolations(page, 'secreto del webhook')).toEqual([]);
    await dialog.getByRole('button', { name: 'Listo' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = card.getByRole('region', { name: 'Destino ERP' });
    await row.getByText(`${receiver.origin}/erp`).waitFor();
    expect(await page.getByText(secret).count()).toBe(0);

    // A sale of the brand's (its test sale, through the same attribution as a store's order).
    await api('POST', '/test-sale', { couponCode: code, orderTotal: 180 }, brand.token);
    const [delivery] = await receiver.arrivals('/erp', 1);
    expect(WebhookReceiver.verifies(secret, delivery!)).toBe(true);
    expect(JSON.parse(delivery!.body)).toMatchObject({
      event: 'sale.created',
      data: { totalCents: 18_000, test: true, creator: { id: creator.creatorId, name: 'Ema Avisos' } },
    });

    await row.getByRole('button', { name: WEBHOOK_TEXTS.deliveries }).click();
    const log = row.getByRole('region', { name: WEBHOOK_TEXTS.deliveries });
    await log.getByText('Respondió 200').waitFor();
    await log.getByText('Entregado').waitFor();
    expect(await seriousViolations(page, 'registro de envíos')).toEqual([]);
    await screenshot(page, 'webhooks');

    // Resent: the same delivery id and body arrive again, signed anew.
    const id = String(delivery!.headers[WEBHOOK_HEADERS.id]);
    await log.getByRole('button', { name: `${WEBHOOK_TEXTS.resend} el envío ${id.slice(0, 8)}` }).click();
    await page.locator('.ant-message').getByText(WEBHOOK_TEXTS.resent).waitFor();
    const both = await receiver.arrivals('/erp', 2);
    expect(both.map((d) => d.headers[WEBHOOK_HEADERS.id])).toEqual([id, id]);
    expect(both[1]!.body).toBe(delivery!.body);
    expect(WebhookReceiver.verifies(secret, both[1]!)).toBe(true);
  });
});
