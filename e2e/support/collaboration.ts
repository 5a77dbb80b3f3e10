import type { Page } from 'playwright-core';
import { BASE_URL, newPage } from './browser.js';
import { signIn } from './auth-flows.js';
import { api, eventually, person } from './api.js';
import { storeProduct } from './store-flows.js';

/**
 * A brand with its store's product in a standard campaign, and a creator it accepted (the
 * acceptance's link exists); the brand stays signed in in `page`.
 */
export async function collaboration(page: Page, brandName: string, creatorName: string, campaignName: string) {
  const brand = await person('brand', brandName);
  const creator = await person('creator', creatorName);
  const { product, storeOrigin } = await storeProduct(page, brand);
  const campaign = await api('POST', '/campaigns', { campaignType: 'standard', name: campaignName, productIds: [product.id] }, brand.token);
  const applied = await api('POST', `/campaigns/${campaign.id}/applications`, {}, creator.token);
  await api('POST', `/applications/${applied.applicationId}/accept`, {}, brand.token);
  await eventually(async () => ((await api('GET', '/links', undefined, creator.token)) as unknown[])[0], 'the acceptance’s link');
  return { brand, creator, product, storeOrigin, campaignId: campaign.id as string };
}

/** The creator in a browser of its own that may use the clipboard, signed in on its home. */
export async function creatorBrowser(email: string, viewport?: { width: number; height: number }, theme?: 'light' | 'dark') {
  const own = await newPage(viewport, theme);
  await own.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
  await signIn(own.page, email);
  await own.page.waitForURL('**/dashboard');
  return own;
}

/**
 * The acceptance is minutes old: a creator's screen opens with its celebration (seed 001
 * 'Approval celebration'), closed here as a person would.
 */
export async function closeCelebration(p: Page) {
  const dialog = p.getByRole('dialog').filter({ hasText: '¡Felicitaciones! Tu aplicación fue aceptada' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: /Close|Cerrar/ }).click();
  await dialog.waitFor({ state: 'hidden' });
}
