import type { BrowserContext, Page } from 'playwright-core';
import { formatMoney } from '@afilia/contracts';
import { closeBrowser, newPage, screenshot } from '../support/browser.js';
import { api, eventually } from '../support/api.js';
import { seriousViolations } from '../support/axe.js';
import { closeCelebration, collaboration, creatorBrowser } from '../support/collaboration.js';

// Rewards that grow with results (issue 39 §4), in Chromium against the running platform and the
// sandbox store: the brand gives its campaign a tier from the month's 2nd sale and a bonus at two
// sales in 'Editar Campaña'; a test sale counts for nothing; a shopper buys twice through the
// creator's link, and the second sale pays the tier's rate and earns the bonus. The creator sees
// the month on its collaboration card at 390 px; the brand, on the campaign's 'Recompensas' tab.
let context: BrowserContext;
let page: Page;
beforeEach(async () => ({ context, page } = await newPage()));
afterEach(() => context.close());
afterAll(() => closeBrowser());

interface Sale {
  orderId: string;
  amountTotalCents: number;
  amountCreatorCents: number;
  isTest: boolean;
}

describe('a campaign with a tier and a bonus', () => {
  it('pays the month’s second real sale the higher rate and the bonus, shown to the creator and the brand', async () => {
    const { brand, creator, campaignId } = await collaboration(page, 'Marca Escalones', 'Tina Escalones', 'Escalones de otoño');

    // The brand sets the rewards in the edit dialog; a tier that pays less than the base is refused on its field.
    await page.goto(`/dashboard/campaigns/${campaignId}`);
    await page.getByRole('button', { name: 'Editar' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Editar Campaña' });
    await dialog.getByRole('button', { name: 'Agregar escalón' }).click();
    await dialog.getByLabel('Escalón 1: desde la venta N°').fill('2');
    await dialog.getByLabel('Escalón 1: comisión (%)').fill('10');
    await dialog.getByRole('button', { name: 'Agregar bono' }).click();
    await dialog.getByLabel('Bono 1: ventas').fill('2');
    await dialog.getByLabel('Bono 1: monto ($)').fill('1000');
    await dialog.getByRole('button', { name: 'Guardar Cambios' }).click();
    await dialog.getByText('Cada escalón debe pagar más comisión que el anterior y que la comisión base').waitFor();
    expect(await seriousViolations(page, 'editar campaña con recompensas')).toEqual([]);
    await dialog.getByLabel('Escalón 1: comisión (%)').fill('25');
    await dialog.getByRole('button', { name: 'Guardar Cambios' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('tab', { name: 'Recompensas' }).click();
    await page.getByText('25% desde la venta 2 del mes').waitFor();
    await page.getByText('Bono de $1.000,00 al llegar a 2 ventas en el mes').waitFor();

    // A test sale of the brand's is not one of the creator's sales of the month.
    const code = `TINA${Date.now().toString(36).toUpperCase()}`;
    await api(
      'POST',
      '/discount-codes',
      { code, creatorId: creator.creatorId, discountType: 'percentage', discountValue: 10 },
      brand.token,
    );
    await api('POST', '/test-sale', { couponCode: code, orderTotal: 100 }, brand.token);

    // A shopper buys twice through the creator's link.
    const [link] = (await api('GET', '/links', undefined, creator.token)) as { trackingUrl: string; uniqueCode: string }[];
    for (let i = 1; i <= 2; i++) {
      const shopper = await context.newPage();
      await shopper.goto(link!.trackingUrl);
      await shopper.waitForURL((url) => url.searchParams.get('ref') === link!.uniqueCode);
      await shopper.getByRole('button', { name: 'Comprar' }).click();
      await shopper.getByRole('heading', { name: '¡Gracias por tu compra!' }).waitFor();
      await shopper.close();
      await eventually(async () => {
        const { items } = (await api('GET', '/transactions', undefined, brand.token)) as { items: Sale[] };
        return items.filter((t) => !t.isTest).length === i ? true : undefined;
      }, `real sale ${i}`);
    }
    const { items } = (await api('GET', '/transactions', undefined, brand.token)) as { items: Sale[] };
    const [second, first] = items.filter((t) => !t.isTest);
    // The first is paid the campaign's 15 %; the second, the month's 2nd sale, the tier's 25 %.
    expect(first!.amountCreatorCents).toBe(Math.round(first!.amountTotalCents * 0.15));
    expect(second!.amountCreatorCents).toBe(Math.round(second!.amountTotalCents * 0.25));

    // The creator's card at 390 px: the month's two sales, the rate of the next one, the bonus earned.
    const own = await creatorBrowser(creator.email, { width: 390, height: 844 });
    try {
      await own.page.goto('/dashboard/my-collaborations');
      await closeCelebration(own.page);
      const month = own.page.getByRole('region', { name: 'Recompensas del mes' });
      await month.getByText(`2 ventas · ${formatMoney(first!.amountTotalCents + second!.amountTotalCents)} facturados`).waitFor();
      await month.getByText('Tu próxima venta paga').waitFor();
      await month.getByText('25%', { exact: true }).waitFor();
      await month.getByText('Estás en el escalón más alto').waitFor();
      await month.getByText('Ganado · en espera').waitFor();
      expect(await seriousViolations(own.page, 'recompensas del mes')).toEqual([]);
      await screenshot(own.page, 'creator-rewards-390');
    } finally {
      await own.context.close();
    }

    // The brand's 'Recompensas' tab: the creator's month, the same figures.
    await page.reload();
    await page.getByRole('tab', { name: 'Recompensas' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Tina Escalones' });
    await row.getByRole('cell', { name: '2', exact: true }).waitFor();
    await row.getByText('Ganado · en espera').waitFor();
    expect(await seriousViolations(page, 'recompensas de la campaña')).toEqual([]);
    await screenshot(page, 'brand-rewards');
  });
});
