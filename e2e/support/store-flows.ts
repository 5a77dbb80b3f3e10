import type { Page } from 'playwright-core';
import { screenshot } from './browser.js';

/** 'Conectar Tienda' → the sandbox store's consent page → the callback page → brand settings. */
export async function connectStore(page: Page, decision: 'Autorizar' | 'Cancelar') {
  await page.getByRole('button', { name: 'Conectar Tienda' }).click();
  await page.waitForURL('**/apps/*/authorize*');
  await page.getByText('Tienda de prueba: esta tienda es local').waitFor();
  if (decision === 'Autorizar') await screenshot(page, 'tiendanube-consent');
  await page.getByRole('button', { name: decision }).click();
  await page.waitForURL('**/tiendanube-callback?**');
}
