import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { DECIMAL_SEPARATOR_LABELS, EXPORT_TEXTS } from '@afilia/contracts';
import { closeBrowser, newPage, screenshot } from '../support/browser.js';
import { api, eventually } from '../support/api.js';
import { seriousViolations } from '../support/axe.js';
import { collaboration } from '../support/collaboration.js';

// Exports (issue 39 §3) in Chromium at 390 px: the brand asks 'Transacciones' for a CSV file,
// chooses the decimal point and today's days (a backwards range is refused on its field), and the
// file it downloads parses: Spanish headers, its sale in pesos, nothing else.
let context: BrowserContext;
let page: Page;
beforeEach(async () => ({ context, page } = await newPage({ width: 390, height: 844 })));
afterEach(() => context.close());
afterAll(() => closeBrowser());

describe('an export', () => {
  it('downloads the brand’s transactions as a CSV file a spreadsheet reads', async () => {
    const { brand, creator } = await collaboration(page, 'Marca Planilla', 'Pía Planilla', 'Planilla de otoño');
    const code = `PIA${Date.now().toString(36).toUpperCase()}`;
    await api(
      'POST',
      '/discount-codes',
      { code, creatorId: creator.creatorId, discountType: 'percentage', discountValue: 10 },
      brand.token,
    );
    await api('POST', '/test-sale', { couponCode: code, orderTotal: 1234.5 }, brand.token);
    await eventually(
      async () => ((await api('GET', '/transactions', undefined, brand.token)) as { total: number }).total || undefined,
      'the sale',
    );

    await page.goto('/dashboard/transactions');
    await page.getByRole('button', { name: EXPORT_TEXTS.button }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(DECIMAL_SEPARATOR_LABELS.dot).check();
    const today = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
    await dialog.getByLabel(EXPORT_TEXTS.from).fill(today);
    await dialog.getByLabel(EXPORT_TEXTS.to).fill('2020-01-01');
    await dialog.getByRole('button', { name: EXPORT_TEXTS.download }).click();
    await dialog.getByText(EXPORT_TEXTS.rangeBackwards).waitFor();
    expect(await seriousViolations(page, 'exportar transacciones')).toEqual([]);
    await screenshot(page, 'export-dialog');
    await dialog.getByLabel(EXPORT_TEXTS.to).fill(today);

    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: EXPORT_TEXTS.download }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^transacciones-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = bytes.toString('utf8').slice(1).split('\r\n').filter(Boolean);
    expect(header!.split(',').slice(0, 4)).toEqual(['Fecha (hora de Argentina)', 'Pedido', 'Producto', 'Creador']);
    expect(rows).toHaveLength(1);
    const sale = rows[0]!.split(',');
    expect([sale[3], sale[7], sale[14]]).toEqual(['Pía Planilla', '1234.50', 'Sí']);
    await page.locator('.ant-message').getByText(EXPORT_TEXTS.done).waitFor();

    // The creators directory's file: its view, no days to choose (its rows are not dated).
    await page.goto('/dashboard/creators');
    await page.getByRole('button', { name: EXPORT_TEXTS.button }).click();
    const directory = page.getByRole('dialog');
    await directory.getByRole('button', { name: EXPORT_TEXTS.download }).waitFor();
    expect(await directory.getByLabel(EXPORT_TEXTS.from).count()).toBe(0);
    const creators = page.waitForEvent('download');
    await directory.getByRole('button', { name: EXPORT_TEXTS.download }).click();
    const file = readFileSync(await (await creators).path()).toString('utf8');
    const [headers, ...people] = file.slice(1).split('\r\n').filter(Boolean);
    expect(headers!.split(',').slice(0, 2)).toEqual(['Nombre', 'Tipo']);
    expect(people.map((line) => line.split(',')[0])).toContain('Pía Planilla');
  });
});
