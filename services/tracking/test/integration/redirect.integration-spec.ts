import { randomUUID } from 'node:crypto';
import { CampaignsEvents, CatalogueEvents, TrackingEvents, TrackingRequests } from '@afilia/contracts';
import { clicks } from '@afilia/service-kit';
import { creatorActor, navigate, waitFor } from '@afilia/service-kit/testing';
import { TrackingHarness } from '../support/tracking-harness.js';

const tracking = new TrackingHarness();
beforeAll(() => tracking.start());
afterAll(() => tracking.stop());

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram';

/** A CPC link to the campaign's target. */
const cpcLink = (targetUrl = 'https://tienda.example/promo') => tracking.cpcLink({ targetUrl });

/** The links an accepted application gives: one per product, or one for the store without products. */
async function acceptedLinks(brandId: string, productIds: string[]) {
  const event = await tracking.publish(CampaignsEvents.applicationAccepted, {
    applicationId: randomUUID(),
    campaignId: randomUUID(),
    campaignName: 'Invierno',
    brandId,
    creatorId: randomUUID(),
    campaignType: 'standard',
    paymentMethod: 'direct',
    productIds,
    targetUrl: null,
    commissionType: 'percentage',
    commissionValue: 0.1,
  });
  return waitFor(async () => {
    const links = await tracking.call(TrackingRequests.listLinks, {}, creatorActor(event.creatorId));
    return links.length === Math.max(productIds.length, 1) ? links : undefined;
  });
}

/** Where a visit to the code is sent, without the click's own parameters. */
async function landing(code: string): Promise<string | number> {
  const res = await visit(code);
  if (res.status !== 302) return res.status;
  const url = new URL(res.headers.get('location')!);
  expect(url.searchParams.get('ref')).toBe(code);
  expect(url.searchParams.get('click_id')).toMatch(/^[0-9a-f-]{36}$/);
  url.searchParams.delete('ref');
  url.searchParams.delete('click_id');
  return url.toString();
}

function visit(code: string, init: { headers?: Record<string, string>; method?: string; query?: string } = {}) {
  return navigate(`${tracking.trackUrl}/track/${encodeURIComponent(code)}${init.query ?? ''}`, {
    method: init.method ?? 'GET',
    headers: { 'user-agent': BROWSER, ...init.headers },
  });
}

async function counted(linkId: string, clicks: number) {
  return waitFor(async () => {
    const { rows } = await tracking.db.query(`SELECT clicks, unique_clicks, bot_clicks FROM tracking.affiliate_links WHERE id = $1`, [
      linkId,
    ]);
    return rows[0].clicks + rows[0].bot_clicks >= clicks ? rows[0] : undefined;
  });
}

describe('/track/{code}', () => {
  it('answers a 302 to the campaign’s target with the code and a click id, and counts the click once', async () => {
    const { event, link } = await cpcLink();
    const res = await visit(link.uniqueCode, { query: '?utm_source=instagram', headers: { referer: 'https://l.instagram.com/' } });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe('https://tienda.example/promo');
    expect(location.searchParams.get('ref')).toBe(link.uniqueCode);
    const clickId = location.searchParams.get('click_id')!;
    expect(clickId).toMatch(/^[0-9a-f-]{36}$/);
    expect(location.searchParams.get('utm_source')).toBe('instagram');

    expect(await counted(link.id, 1)).toEqual({ clicks: 1, unique_clicks: 1, bot_clicks: 0 });
    const { rows } = await tracking.db.query(`SELECT * FROM tracking.clicks WHERE id = $1`, [clickId]);
    expect(rows[0]).toMatchObject({
      link_id: link.id,
      via: 'track',
      device: 'mobile',
      referrer_host: 'l.instagram.com',
      unique_visit: true,
      utm_source: 'instagram',
    });
    expect(JSON.stringify(rows[0])).not.toContain('127.0.0.1');
    const { rows: rollups } = await tracking.db.query(
      `SELECT scope, clicks, unique_clicks FROM tracking.click_rollups WHERE scope_id = ANY($1::uuid[]) ORDER BY scope`,
      [[link.id, event.campaignId, event.creatorId, event.brandId]],
    );
    expect(rollups).toEqual(['brand', 'campaign', 'creator', 'link'].map((scope) => ({ scope, clicks: 1, unique_clicks: 1 })));
  });

  it('counts the same visitor again as a click but not as a unique one, and bots and HEAD requests apart', async () => {
    const { link } = await cpcLink();
    const published = (bot: 'yes' | 'no') =>
      clicks.get().then((m) => m.values.find((v) => v.labels.outcome === 'published' && v.labels.bot === bot)?.value ?? 0);
    const before = { person: await published('no'), bot: await published('yes') };
    await visit(link.uniqueCode);
    await visit(link.uniqueCode);
    expect((await visit(link.uniqueCode, { headers: { 'user-agent': 'facebookexternalhit/1.1' } })).status).toBe(302);
    expect((await visit(link.uniqueCode, { method: 'HEAD' })).status).toBe(302);
    expect(await counted(link.id, 4)).toEqual({ clicks: 2, unique_clicks: 1, bot_clicks: 2 });
    // Operators see the same clicks per second (afilia_clicks_total, services/kit/src/metrics.ts).
    expect({ person: (await published('no')) - before.person, bot: (await published('yes')) - before.bot }).toEqual({ person: 2, bot: 2 });
  });

  it('moves no counter twice when the same click arrives again', async () => {
    const { link } = await cpcLink();
    const res = await visit(link.uniqueCode);
    const clickId = new URL(res.headers.get('location')!).searchParams.get('click_id')!;
    await counted(link.id, 1);
    const { rows } = await tracking.db.query(`SELECT * FROM tracking.clicks WHERE id = $1`, [clickId]);
    // The same click id again, past JetStream's duplicate window (a new message id): the consumer drops it.
    const again = {
      eventId: clickId,
      occurredAt: rows[0].clicked_at.toISOString(),
      linkId: link.id,
      code: link.uniqueCode,
      via: 'track' as const,
      visitorHash: rows[0].visitor_hash,
      device: 'mobile' as const,
      referrerHost: null,
      country: null,
      botReason: null,
      utm: { source: null, medium: null, campaign: null, content: null, term: null },
    };
    // Twice within one message too: one click id counts once in a batch as across them.
    for (let i = 0; i < 3; i++) await tracking.publish(TrackingEvents.clicksRecorded, { clicks: [again, again] }, { msgId: randomUUID() });
    await visit(link.uniqueCode);
    expect(await counted(link.id, 2)).toEqual({ clicks: 2, unique_clicks: 1, bot_clicks: 0 });
  });

  it('shows “Link No Disponible” for an unknown code and “Link Caducado” once its campaign is deleted', async () => {
    const unknown = await visit('AF-NOEXISTE-12345678-abc');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<meta name="afilia-link" content="unknown">');

    const { event, link } = await cpcLink();
    expect((await visit(link.uniqueCode)).status).toBe(302);
    await tracking.publish(CampaignsEvents.campaignDeleted, {
      campaignId: event.campaignId,
      brandId: event.brandId,
      name: 'Clics',
      campaignType: 'cpc',
      status: 'active',
    });
    // The cache hears of it through tracking.link.changed.
    const expired = await waitFor(async () => {
      const res = await visit(link.uniqueCode);
      return res.status === 410 ? res : undefined;
    });
    expect(await expired.text()).toContain('content="expired" data-reason="La marca eliminó la campaña"');
  });

  it('sends a product link to the product’s page in the store, and a store link to the storefront', async () => {
    const brandId = randomUUID();
    const [withPage, withoutPage] = [randomUUID(), randomUUID()];
    const links = await acceptedLinks(brandId, [withPage, withoutPage]);
    const [store] = await acceptedLinks(brandId, []);
    const code = (productId: string) => links.find((l) => l.productId === productId)!.uniqueCode;
    // Nothing known yet of the store: nowhere to go.
    expect(await landing(code(withPage))).toBe(404);

    await tracking.publish(CatalogueEvents.storeConnected, { brandId, storeUrl: 'https://tienda.example/' });
    await tracking.publish(CatalogueEvents.productPagesChanged, {
      brandId,
      pages: [
        { productId: withPage, pageUrl: 'https://tienda.example/productos/mate/' },
        { productId: withoutPage, pageUrl: null },
      ],
    });
    // The cached answers are dropped when the pages arrive (tracking.link.changed).
    expect(
      await waitFor(async () => ((await landing(code(withPage))) === 'https://tienda.example/productos/mate/' ? true : undefined)),
    ).toBe(true);
    expect(await landing(code(withoutPage))).toBe('https://tienda.example/');
    expect(await landing(store!.uniqueCode)).toBe('https://tienda.example/');

    // The product moves (renamed in the store): its link follows; an older event changes nothing.
    const moved = await tracking.publish(CatalogueEvents.productPagesChanged, {
      brandId,
      pages: [{ productId: withPage, pageUrl: 'https://tienda.example/productos/mate-imperial/' }],
    });
    await waitFor(async () => ((await landing(code(withPage))) === 'https://tienda.example/productos/mate-imperial/' ? true : undefined));
    const stale = await tracking.publish(CatalogueEvents.productPagesChanged, {
      brandId,
      pages: [{ productId: withPage, pageUrl: 'https://tienda.example/productos/mate/' }],
      occurredAt: new Date(Date.parse(moved.occurredAt) - 60_000).toISOString(),
    });
    await waitFor(async () => {
      const { rows } = await tracking.db.query(`SELECT 1 FROM tracking.processed_events WHERE event_id = $1`, [stale.eventId]);
      return rows.length ? true : undefined;
    });
    expect(await landing(code(withPage))).toBe('https://tienda.example/productos/mate-imperial/');
  });

  it('shows “Link inválido” for a link with nowhere to go', async () => {
    const { link } = await cpcLink('ftp://tienda.example/archivo');
    const res = await visit(link.uniqueCode);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('content="invalid"');
  });

  it('answers 429 to an address past 600 link visits a minute, and nothing it sends past it is counted; other people go on', async () => {
    const { link } = await cpcLink();
    const script = { 'x-forwarded-for': '203.0.113.200' };
    const statuses: number[] = [];
    for (let n = 0; n < 601; n++) statuses.push((await visit(link.uniqueCode, { headers: script })).status);
    expect(statuses.filter((s) => s === 302)).toHaveLength(600);
    const refused = await visit(link.uniqueCode, { headers: script });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.text()).toBe('Demasiadas visitas desde tu dirección. Esperá un momento y volvé a intentar.');
    expect((await navigate(`${tracking.trackUrl}/safelink?aff=${link.uniqueCode}`, { headers: script })).status).toBe(429);
    // Another address is not touched by it.
    expect((await visit(link.uniqueCode, { headers: { 'x-forwarded-for': '198.51.100.201' } })).status).toBe(302);
    const seen = await counted(link.id, 601);
    expect(seen.clicks + seen.bot_clicks).toBe(601);
  });
});
