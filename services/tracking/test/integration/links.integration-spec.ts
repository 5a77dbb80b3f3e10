import { randomUUID } from 'node:crypto';
import { CampaignsEvents, TrackingRequests } from '@afilia/contracts';
import { brandActor, creatorActor, waitFor } from '@afilia/service-kit/testing';
import { TrackingHarness } from '../support/tracking-harness.js';

const tracking = new TrackingHarness();
beforeAll(() => tracking.start());
afterAll(() => tracking.stop());

function accepted(overrides: Partial<Parameters<typeof tracking.publish<typeof CampaignsEvents.applicationAccepted>>[1]> = {}) {
  return {
    applicationId: randomUUID(),
    campaignId: randomUUID(),
    campaignName: 'Temporada',
    brandId: randomUUID(),
    creatorId: randomUUID(),
    campaignType: 'standard' as const,
    paymentMethod: 'direct' as const,
    productIds: [randomUUID(), randomUUID()],
    targetUrl: null,
    commissionType: 'percentage' as const,
    commissionValue: 15,
    ...overrides,
  };
}

async function linksOf(creatorId: string, count: number) {
  return waitFor(async () => {
    const links = await tracking.call(TrackingRequests.listLinks, {}, creatorActor(creatorId));
    return links.length >= count ? links : undefined;
  });
}

describe('links born from an accepted application', () => {
  it('one per product, with the seed’s code and tracking URL; a redelivery makes none', async () => {
    const event = await tracking.publish(CampaignsEvents.applicationAccepted, accepted());
    const links = await linksOf(event.creatorId, 2);
    expect(links.map((l) => l.productId).sort()).toEqual([...event.productIds].sort());
    const creatorHead = event.creatorId.replace(/-/g, '').slice(0, 8);
    for (const link of links) {
      expect(link.uniqueCode).toMatch(new RegExp(`^AF-${link.productId!.replace(/-/g, '').slice(0, 8)}-${creatorHead}-[0-9a-z]+$`));
      expect(link.trackingUrl).toBe(`http://localhost:8080/track/${link.uniqueCode}`);
      expect(link).toMatchObject({ status: 'active', clicks: 0, brandId: event.brandId, campaignId: event.campaignId });
    }
    // The same event again, as after a crash before the ack: a new message id, the same event.
    await tracking.publish(CampaignsEvents.applicationAccepted, event, { msgId: randomUUID() });
    await tracking.consumed(CampaignsEvents.applicationAccepted);
    const { rows } = await tracking.db.query(`SELECT count(*)::int AS n FROM tracking.affiliate_links WHERE creator_id = $1`, [
      event.creatorId,
    ]);
    expect(rows[0].n).toBe(2);
  });

  it('a campaign without products, or paying by store products, gives one store link', async () => {
    const event = await tracking.publish(
      CampaignsEvents.applicationAccepted,
      accepted({ productIds: [], paymentMethod: 'store_products' }),
    );
    const [link] = await linksOf(event.creatorId, 1);
    expect(link!.uniqueCode).toMatch(/^AF-STORE-[0-9a-f]{8}-[0-9a-z]+$/);
    expect(link!.productId).toBeNull();
  });

  it('an approved participation gives one CPC link to the campaign’s target', async () => {
    const creatorId = randomUUID();
    await tracking.publish(CampaignsEvents.participationApproved, {
      participationId: randomUUID(),
      campaignId: randomUUID(),
      campaignName: 'Clics',
      brandId: randomUUID(),
      creatorId,
      costPerClickCents: 50,
      maxClicks: 100,
      budgetAllocatedCents: 5000,
      targetUrl: 'https://tienda.example/promo',
    });
    const [link] = await linksOf(creatorId, 1);
    expect(link).toMatchObject({ destinationUrl: 'https://tienda.example/promo' });
    expect(link!.uniqueCode).toMatch(/^CPC-/);
  });

  it('tells the brand which links lead outside its domains (made before they were required), and keeps them working', async () => {
    const brandId = randomUUID();
    const creatorId = randomUUID();
    const approve = (targetUrl: string) =>
      tracking.publish(CampaignsEvents.participationApproved, {
        participationId: randomUUID(),
        campaignId: randomUUID(),
        campaignName: 'Clics',
        brandId,
        creatorId,
        costPerClickCents: 50,
        maxClicks: 100,
        budgetAllocatedCents: 5000,
        targetUrl,
      });
    await tracking.db.query(`INSERT INTO tracking.brand_domains (brand_id, host, source) VALUES ($1, 'tienda.example', 'store')`, [
      brandId,
    ]);
    await approve('https://www.tienda.example/promo');
    await approve('https://blog.tienda.example/nota');
    await approve('https://tienda.example@evil.example/phish');
    await approve('https://evil.example/phish');
    const links = await linksOf(creatorId, 4);
    const offDomain = Object.fromEntries(links.map((l) => [l.destinationUrl, l.offDomain]));
    expect(offDomain).toEqual({
      'https://www.tienda.example/promo': false,
      'https://blog.tienda.example/nota': false,
      'https://tienda.example@evil.example/phish': true,
      'https://evil.example/phish': true,
    });
    expect(links.every((l) => l.status === 'active')).toBe(true);
  });
});

describe('links follow their campaign', () => {
  const facts = (campaignId: string, brandId: string, status: 'active' | 'paused') => ({
    campaignId,
    brandId,
    name: 'Temporada',
    campaignType: 'standard' as const,
    status,
  });

  it('paused answers paused; a resume that arrives before an older pause still wins; a deletion expires them for good', async () => {
    const event = await tracking.publish(CampaignsEvents.applicationAccepted, accepted({ productIds: [randomUUID()] }));
    await linksOf(event.creatorId, 1);
    const status = async () => (await linksOf(event.creatorId, 1))[0]!;
    const t = Date.now();
    await tracking.publish(CampaignsEvents.campaignUpdated, {
      ...facts(event.campaignId, event.brandId, 'active'),
      occurredAt: new Date(t + 2000).toISOString(),
    });
    await tracking.publish(CampaignsEvents.campaignPaused, {
      ...facts(event.campaignId, event.brandId, 'paused'),
      occurredAt: new Date(t + 1000).toISOString(),
    });
    await waitFor(async () => {
      const { rows } = await tracking.db.query(`SELECT count(*)::int AS n FROM tracking.processed_events WHERE consumer LIKE '%paused%'`);
      return rows[0].n > 0 ? true : undefined;
    });
    expect((await status()).status).toBe('active');

    await tracking.publish(CampaignsEvents.campaignPaused, {
      ...facts(event.campaignId, event.brandId, 'paused'),
      occurredAt: new Date(t + 3000).toISOString(),
    });
    await waitFor(async () => ((await status()).status === 'paused' ? true : undefined));
    expect((await status()).expiredReason).toBe('La campaña está pausada');

    await tracking.publish(CampaignsEvents.campaignDeleted, {
      ...facts(event.campaignId, event.brandId, 'paused'),
      occurredAt: new Date(t + 4000).toISOString(),
    });
    await waitFor(async () => ((await status()).status === 'expired' ? true : undefined));
    await tracking.publish(CampaignsEvents.campaignUpdated, {
      ...facts(event.campaignId, event.brandId, 'active'),
      occurredAt: new Date(t + 5000).toISOString(),
    });
    await tracking.consumed(CampaignsEvents.campaignUpdated);
    expect(await status()).toMatchObject({ status: 'expired', expiredReason: 'La marca eliminó la campaña' });
  });
});

describe('who reads links', () => {
  it('a creator its own, a brand its brand’s, nobody else’s', async () => {
    const event = await tracking.publish(CampaignsEvents.applicationAccepted, accepted({ productIds: [randomUUID()] }));
    await linksOf(event.creatorId, 1);
    expect(await tracking.call(TrackingRequests.listLinks, { campaignId: event.campaignId }, brandActor(event.brandId))).toHaveLength(1);
    expect(await tracking.call(TrackingRequests.listLinks, { campaignId: event.campaignId }, brandActor())).toEqual([]);
    expect(await tracking.call(TrackingRequests.listLinks, { campaignId: event.campaignId }, creatorActor())).toEqual([]);
  });

  it('the pixel status only of the actor’s brand', async () => {
    const brand = brandActor();
    expect(await tracking.call(TrackingRequests.pixelStatus, { brandId: brand.brandIds[0]! }, brand)).toEqual({
      active: false,
      installed: false,
    });
    expect(await tracking.failure(TrackingRequests.pixelStatus, { brandId: brand.brandIds[0]! }, brandActor())).toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
