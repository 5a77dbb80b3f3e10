import type { Page } from 'playwright-core';
import { screenshot } from './browser.js';
import { api, eventually, person } from './api.js';
import { signIn } from './auth-flows.js';

/**
 * 'Conectar Tienda' → the sandbox store's consent page → the callback page → brand settings.
 * Answers the store's origin (its consent page's): its storefront and admin are there.
 */
export async function connectStore(page: Page, decision: 'Autorizar' | 'Cancelar'): Promise<string> {
  await page.getByRole('button', { name: 'Conectar Tienda' }).click();
  await page.waitForURL('**/apps/*/authorize*');
  const storeOrigin = new URL(page.url()).origin;
  await page.getByText('Tienda de prueba: esta tienda es local').waitFor();
  if (decision === 'Autorizar') await screenshot(page, 'tiendanube-consent');
  await page.getByRole('button', { name: decision }).click();
  await page.waitForURL('**/tiendanube-callback?**');
  return storeOrigin;
}

/**
 * The brand, signed in in `page`, connects the sandbox store and syncs its products: one of them
 * (a product of the store, with a page to land on), and the store's origin.
 */
export async function storeProduct(
  page: Page,
  brand: { token: string; email: string },
): Promise<{ product: { id: string; name: string }; storeOrigin: string }> {
  await signIn(page, brand.email);
  await page.waitForURL('**/dashboard');
  await page.goto('/dashboard/brand-settings');
  const storeOrigin = await connectStore(page, 'Autorizar');
  await page.getByText('Conectada', { exact: true }).waitFor({ timeout: 15_000 });
  const job = await api('POST', '/store/sync', {}, brand.token);
  await eventually(
    async () => ((await api('GET', `/store/sync/${job.id}`, undefined, brand.token)).status === 'done' ? true : undefined),
    'the sync',
  );
  const products: { id: string; name: string; tiendanubeProductId: string | null }[] = await api(
    'GET',
    '/products',
    undefined,
    brand.token,
  );
  return { product: products.find((p) => p.tiendanubeProductId)!, storeOrigin };
}

/**
 * The sandbox store, connected to no brand (one connects and disconnects it through the API), so
 * an install started in its admin waits for a brand: its origin and the app's id.
 */
export async function unboundStore(): Promise<{ storeOrigin: string; appId: string }> {
  const brand = await person('brand', 'Tienda Suelta');
  const { authUrl } = await api('POST', '/store/tiendanube/authorize-url', {}, brand.token);
  const consent = new URL(authUrl);
  const approved = await fetch(consent, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state: consent.searchParams.get('state')!, decision: 'approve' }).toString(),
    redirect: 'manual',
  });
  const back = new URL(approved.headers.get('location')!);
  await api(
    'POST',
    '/store/tiendanube/callback',
    { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
    brand.token,
  );
  await api('POST', '/store/tiendanube/disconnect', {}, brand.token);
  return { storeOrigin: consent.origin, appId: /\/apps\/([^/]+)\/authorize/.exec(consent.pathname)![1]! };
}
