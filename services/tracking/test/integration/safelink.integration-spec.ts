import { randomUUID } from 'node:crypto';
import { CampaignsEvents, CatalogueEvents, TrackingEvents, TrackingRequests } from '@afilia/contracts';
import { creatorActor, navigate, waitFor } from '@afilia/service-kit/testing';
import { TrackingHarness } from '../support/tracking-harness.js';

// /safelink on tracking's listener: the click /track sent there counts once, a visit of its own
// (a shop's product block) counts as a click of the link, and the coupon request goes on without
// a coupon when catalogue cannot give one. The coupon made in the store is the e2e test's
// (e2e/tests/tracking.e2e-spec.ts) and catalogue's (discount-codes.integration-spec.ts).
const tracking = new TrackingHarness();
beforeAll(() => tracking.start());
afterAll(() => tracking.stop());

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram';
const PAGE = 'https://tienda.example/productos/gorra/';

/** A creator's product link from an accepted application, its product's page known. */
async function productLink(paymentMethod: 'direct' | 'discount_code') {
  const brandId = randomUUID();
  const productId = randomUUID();
  await tracking.publish(CatalogueEvents.productPagesChanged, { brandId, pages: [{ productId, pageUrl: PAGE }] });
  const event = await tracking.publish(CampaignsEvents.applicationAccepted, {
    applicationId: randomUUID(),
    campaignId: randomUUID(),
    campaignName: 'Verano',
    brandId,
    creatorId: randomUUID(),
    campaignType: 'standard',
    paymentMethod,
    productIds: [productId],
    targetUrl: null,
    commissionType: 'percentage',
    commissionValue: 10,
  });
  const link = await waitFor(async () => (await tracking.call(TrackingRequests.listLinks, {}, creatorActor(event.creatorId)))[0]);
  // The page may arrive after the link was first looked up: wait until it leads there.
  await waitFor(async () => {
    const { rows } = await tracking.db.query(`SELECT 1 FROM tracking.product_pages WHERE product_id = $1`, [productId]);
    return rows[0];
  });
  return { link, productId };
}

function get(path: string, headers: Record<string, string> = {}) {
  return navigate(`${tracking.trackUrl}${path}`, { headers: { 'user-agent': BROWSER, ...headers } });
}

async function clicksOf(linkId: string, expected: number) {
  return waitFor(async () => {
    const { rows } = await tracking.db.query(`SELECT id, via FROM tracking.clicks WHERE link_id = $1 ORDER BY clicked_at`, [linkId]);
    return rows.length >= expected ? (rows as { id: string; via: string }[]) : undefined;
  });
}

describe('a link of a campaign paid by discount code', () => {
  it('goes from /track to our /safelink with a first-party click cookie, and the safelink counts that click no second time', async () => {
    const { link, productId } = await productLink('discount_code');
    const track = await get(`/track/${link.uniqueCode}?utm_source=instagram`);
    expect(track.status).toBe(302);
    const location = track.headers.get('location')!;
    expect(location.startsWith('/safelink?')).toBe(true);
    const query = new URLSearchParams(location.split('?')[1]);
    const clickId = query.get('click_id')!;
    expect(Object.fromEntries(query)).toEqual({ aff: link.uniqueCode, product: productId, click_id: clickId, utm_source: 'instagram' });
    const cookie = track.headers.get('set-cookie')!;
    expect(cookie).toMatch(new RegExp(`^afilia_click=${clickId}; Path=/safelink; Max-Age=86400; HttpOnly; SameSite=Lax$`));

    const page = await get(location, { cookie: `afilia_click=${clickId}` });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`<meta name="afilia-click" content="${clickId}">`);
    // Reloaded: still the same click.
    expect((await get(location, { cookie: `afilia_click=${clickId}` })).status).toBe(200);

    // Catalogue is not running here: the shopper goes on to the product without a coupon, never stuck.
    const next = await get(`/safelink/coupon?${query}`);
    expect(next.status).toBe(200);
    const answer = (await next.json()) as { location: string; coupon: string | null };
    expect(answer.coupon).toBeNull();
    const destination = new URL(answer.location);
    expect(`${destination.origin}${destination.pathname}`).toBe(PAGE);
    expect(Object.fromEntries(destination.searchParams)).toEqual({ ref: link.uniqueCode, click_id: clickId, utm_source: 'instagram' });

    const clicks = await clicksOf(link.id, 1);
    await tracking.consumed(TrackingEvents.clicksRecorded);
    expect(await clicksOf(link.id, 1)).toEqual([{ id: clickId, via: 'track' }]);
    expect(clicks).toHaveLength(1);
  });

  it('counts a visit of its own (a shop’s product block) as one click of the link, via the safelink', async () => {
    const { link, productId } = await productLink('discount_code');
    const page = await get(`/safelink?aff=${link.uniqueCode}&product=${productId}`);
    expect(page.status).toBe(200);
    const clickId = /<meta name="afilia-click" content="([0-9a-f-]{36})">/.exec(await page.text())![1]!;
    expect(page.headers.get('set-cookie')).toContain(`afilia_click=${clickId};`);
    // An address carrying someone else's click id is a new click too.
    await get(`/safelink?aff=${link.uniqueCode}&click_id=${randomUUID()}`);
    const clicks = await clicksOf(link.id, 2);
    expect(clicks.map((c) => c.via)).toEqual(['safelink', 'safelink']);
    expect(clicks.map((c) => c.id)).toContain(clickId);
  });
});

describe('/safelink for any other link (a shop’s product block)', () => {
  it('sends the shopper on at once with the code and a click id of its own', async () => {
    const { link, productId } = await productLink('direct');
    const res = await get(`/safelink?aff=${link.uniqueCode}&product=${productId}&utm_medium=bio`);
    expect(res.status).toBe(302);
    const destination = new URL(res.headers.get('location')!);
    expect(`${destination.origin}${destination.pathname}`).toBe(PAGE);
    expect(destination.searchParams.get('ref')).toBe(link.uniqueCode);
    expect(destination.searchParams.get('utm_medium')).toBe('bio');
    const clickId = destination.searchParams.get('click_id')!;
    expect(await clicksOf(link.id, 1)).toEqual([{ id: clickId, via: 'safelink' }]);
  });

  it('goes home without aff, and says why for an unknown or malformed one', async () => {
    const home = await get('/safelink?product=x');
    expect(home.status).toBe(302);
    expect(home.headers.get('location')).toBe('/');
    const unknown = await get('/safelink?aff=NO-EXISTE');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('content="unknown"');
    expect((await get(`/safelink/coupon?aff=NO-EXISTE&click_id=${randomUUID()}`)).status).toBe(404);
    const malformed = await get('/safelink/coupon?aff=AF-1&click_id=no-es-un-id');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: 'Link inválido' });
  });
});
