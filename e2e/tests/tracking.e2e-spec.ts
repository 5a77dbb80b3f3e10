import type { BrowserContext, Page } from 'playwright-core';
import { BASE_URL, closeBrowser, newPage, screenshot, uniqueEmail } from '../support/browser.js';
import { PASSWORD } from '../support/auth-flows.js';

let context: BrowserContext;
let page: Page;
beforeEach(async () => ({ context, page } = await newPage()));
afterEach(() => context.close());
afterAll(() => closeBrowser());

let address = 0;
/** The API as a person calls it from a browser of their own (their own address). */
async function api(method: string, path: string, body?: unknown, token?: string) {
  address += 1;
  const res = await fetch(`${BASE_URL}/api/v1${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      'x-forwarded-for': `198.18.200.${address}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

async function person(role: 'brand' | 'creator', name: string): Promise<string> {
  const session = await api('POST', '/auth/sign-up', { name, email: uniqueEmail(role), password: PASSWORD, role });
  return session.accessToken as string;
}

/**
 * A creator's approved CPC participation in a brand's campaign whose target is this site's own
 * landing (the machine is offline: the shopper must land somewhere real). Answers the tracking
 * link and what deletes the campaign.
 */
async function cpcLink(): Promise<{ trackingUrl: string; code: string; deleteCampaign: () => Promise<void> }> {
  const brand = await person('brand', 'Marca Faro');
  const creator = await person('creator', 'Sol Creadora');
  const campaign = await api(
    'POST',
    '/campaigns',
    { campaignType: 'cpc', name: 'Clics Faro', costPerClickCents: 50, maxClicksPerCreator: 100, targetUrl: `${BASE_URL}/` },
    brand,
  );
  const applied = await api('POST', `/campaigns/${campaign.id}/applications`, {}, creator);
  await api('POST', `/participations/${applied.participationId}/approve`, {}, brand);
  for (let i = 0; i < 50; i++) {
    const [link] = await api('GET', '/links', undefined, creator);
    if (link)
      return {
        trackingUrl: link.trackingUrl,
        code: link.uniqueCode,
        deleteCampaign: () => api('DELETE', `/campaigns/${campaign.id}`, undefined, brand),
      };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the approved participation made no link');
}

describe('a shopper following a tracking link', () => {
  it('is sent straight to the campaign’s page with the code and a click id; after the campaign is deleted, “Link Caducado”', async () => {
    const { trackingUrl, code, deleteCampaign } = await cpcLink();
    expect(new URL(trackingUrl).pathname).toBe(`/track/${code}`);

    await page.goto(`/track/${code}?utm_source=instagram`);
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('ref') === code);
    const landed = new URL(page.url());
    expect(landed.searchParams.get('click_id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(landed.searchParams.get('utm_source')).toBe('instagram');

    await deleteCampaign();
    for (let i = 0; i < 50; i++) {
      const res = await page.request.get(`/track/${code}`, { maxRedirects: 0 });
      if (res.status() === 410) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const answer = await page.goto(`/track/${code}`);
    expect(answer?.status()).toBe(410);
    await page.getByRole('heading', { level: 1, name: 'Link Caducado' }).waitFor();
    await page.getByText('La marca eliminó la campaña').waitFor();
    await screenshot(page, 'track-link-caducado');
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('sees “Link No Disponible” for a code that does not exist', async () => {
    const answer = await page.goto('/track/AF-NOEXISTE-00000000-zz');
    expect(answer?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Link No Disponible' }).waitFor();
    expect(await page.title()).toBe('Link No Disponible · Afilia');
  });
});
