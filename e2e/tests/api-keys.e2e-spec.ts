import type { BrowserContext, Page } from 'playwright-core';
import { API_KEY_TEXTS } from '@afilia/contracts';
import { BASE_URL, closeBrowser, newPage, screenshot } from '../support/browser.js';
import { signIn } from '../support/auth-flows.js';
import { person } from '../support/api.js';
import { seriousViolations } from '../support/axe.js';

// A brand's API keys (issue 39 §1) in Chromium: made in 'Configuración' → 'API', shown once,
// used by a program of the brand's with plain HTTP requests, revoked from the same screen.
let context: BrowserContext;
let page: Page;
beforeEach(async () => ({ context, page } = await newPage({ width: 390, height: 844 })));
afterEach(() => context.close());
afterAll(() => closeBrowser());

/** What the brand's program sends: its key and nothing else. */
const withKey = (key: string, path: string) => fetch(`${BASE_URL}/api/v1${path}`, { headers: { authorization: `Bearer ${key}` } });

describe('a brand’s API keys', () => {
  it('are made in brand settings, shown once, read the brand’s sales from a program, and stop when revoked', async () => {
    const brand = await person('brand', 'Marca Programa');
    await signIn(page, brand.email);
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/brand-settings');
    const card = page.locator('.ant-card').filter({ has: page.getByText(API_KEY_TEXTS.intro) });
    await card.getByText(API_KEY_TEXTS.none).waitFor();

    // Nothing chosen: each field says what it lacks.
    await card.getByRole('button', { name: API_KEY_TEXTS.create }).click();
    await card.getByText(API_KEY_TEXTS.nameRequired).waitFor();
    await card.getByLabel(API_KEY_TEXTS.name).fill('ERP');
    await card.getByRole('button', { name: API_KEY_TEXTS.create }).click();
    await card.getByText(API_KEY_TEXTS.scopesRequired).waitFor();
    await card.getByLabel('Leer ventas y comisiones sales:read').check();
    await card.getByRole('button', { name: API_KEY_TEXTS.create }).click();

    // Shown once, in a dialog that says so.
    const dialog = page.getByRole('dialog').filter({ hasText: API_KEY_TEXTS.shownOnce });
    const key = (await dialog.getByLabel('Clave de API').innerText()).trim();
    expect(key).toMatch(/^afk_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    expect(await seriousViolations(page, 'clave de API creada')).toEqual([]);
    await screenshot(page, 'api-key-created');
    await dialog.getByRole('button', { name: 'Listo' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = card.getByRole('region', { name: 'Clave ERP' });
    await row.getByText(`${key.slice(0, 16)}…`).waitFor();
    await row.getByText(`${API_KEY_TEXTS.lastUsed}: ${API_KEY_TEXTS.neverUsed}`).waitFor();
    expect(await page.getByText(key).count()).toBe(0);

    // The brand's program reads its sales with the key, and nothing its scope does not name.
    const sales = await withKey(key, '/transactions');
    expect(sales.status).toBe(200);
    expect(await sales.json()).toMatchObject({ items: [] });
    expect((await withKey(key, '/campaigns')).status).toBe(403);
    await page.reload();
    await row.getByText(new RegExp(`${API_KEY_TEXTS.lastUsed}: \\d`)).waitFor();
    expect(await seriousViolations(page, 'claves de API')).toEqual([]);
    await screenshot(page, 'api-keys');

    await row.getByRole('button', { name: 'Revocar la clave ERP' }).click();
    await page.getByRole('dialog').getByRole('button', { name: API_KEY_TEXTS.revoke }).click();
    await page.locator('.ant-message').getByText(API_KEY_TEXTS.revoked).waitFor();
    await row.getByText('Revocada').waitFor();
    expect((await withKey(key, '/transactions')).status).toBe(401);
  });
});
