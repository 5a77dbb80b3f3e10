import { randomUUID } from 'node:crypto';
import { CampaignsEvents, emptyShop, IdentityRequests, TrackingRequests, type Actor } from '@afilia/contracts';
import { PartProcesses, uniqueEmail, waitFor } from '@afilia/service-kit/testing';
import { SHOP_EVENTS_PER_MINUTE } from '../../src/shops/shop-block-events.js';
import { ShopVisitorsPurge } from '../../src/shops/shop-visitors-purge.js';
import { TrackingHarness } from '../support/tracking-harness.js';

// /shop-events (issue 34 §4) on the real tracking service, with identity beside it (it owns the
// shops' blocks). Each test speaks from an address of its own, through one trusted proxy hop, so
// the per-address limit of one never reaches another.
const identity = new PartProcesses();
const tracking = new TrackingHarness({ TRUST_PROXY_HOPS: '1' });
beforeAll(async () => {
  await identity.startServices(['identity']);
  await tracking.start();
});
afterAll(async () => {
  await tracking.stop();
  await identity.stopAll();
});

const BROWSER = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36';
const OTHER_BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const { creatorId: _creatorId, revision: _revision, ...EMPTY } = emptyShop(randomUUID(), null);
let addresses = 0;

/** A creator whose shop has these blocks (link blocks). */
async function creatorWithShop(blockIds: string[]): Promise<Actor> {
  const { actor } = await tracking.call(IdentityRequests.signUp, {
    name: 'Lía Tienda',
    email: uniqueEmail('creator'),
    password: 'Segura123',
    role: 'creator',
  });
  await tracking.call(
    IdentityRequests.saveShop,
    {
      ...EMPTY,
      revision: 0,
      blocks: blockIds.map((id, order) => ({
        id,
        type: 'link' as const,
        order,
        data: { title: `Bloque ${order}`, url: 'https://lia.blog/' },
      })),
    },
    actor,
  );
  return actor;
}

/** A visitor at an address of the test's own: sends what the shop's page does. */
function visitor(userAgent = BROWSER) {
  addresses += 1;
  const address = `203.0.113.${addresses}`;
  const send = (method: string, query: string, agent = userAgent) =>
    fetch(`${tracking.trackUrl}/shop-events?${query}`, { method, headers: { 'user-agent': agent, 'x-forwarded-for': address } });
  return {
    view: (creatorId: string, blockIds: string[], agent?: string) => send('GET', `c=${creatorId}&v=${blockIds.join(',')}`, agent),
    click: (creatorId: string, blockId: string, agent?: string) => send('POST', `c=${creatorId}&k=${blockId}`, agent),
  };
}

/** The creator's figures as its editor reads them. */
const stats = (creatorId: string) => tracking.call(TrackingRequests.shopBlockStats, { creatorId });

async function rowsOf(creatorId: string) {
  const { rows } = await tracking.db.query(
    `SELECT (SELECT count(*)::int FROM tracking.shop_block_stats WHERE creator_id = $1) AS stats,
            (SELECT count(*)::int FROM tracking.shop_block_visitors WHERE creator_id = $1) AS visitors`,
    [creatorId],
  );
  return rows[0] as { stats: number; visitors: number };
}

describe('/shop-events', () => {
  it('counts nothing for a creator nobody is, and answers it as any other', async () => {
    const nobody = randomUUID();
    const blocks = Array.from({ length: 50 }, () => randomUUID());
    const shopper = visitor();
    const viewed = await shopper.view(nobody, blocks);
    expect([viewed.status, viewed.headers.get('content-type')]).toEqual([200, 'image/gif']);
    expect((await shopper.click(nobody, blocks[0]!)).status).toBe(204);
    expect(await rowsOf(nobody)).toEqual({ stats: 0, visitors: 0 });
  });

  it('counts only the blocks of the creator’s current shop: another shop’s and made-up ones are not', async () => {
    const [mine, theirs] = [randomUUID(), randomUUID()];
    const lia = await creatorWithShop([mine]);
    await creatorWithShop([theirs]);
    const shopper = visitor();
    expect((await shopper.view(lia.creatorId!, [mine, theirs, randomUUID()])).status).toBe(200);
    expect((await shopper.click(lia.creatorId!, theirs)).status).toBe(204);
    expect(await stats(lia.creatorId!)).toEqual({ [mine]: { views: 1, clicks: 0 } });
  });

  it('counts a product link shown from ‘Mis Links’ (link-{id}) as one of the shop’s blocks', async () => {
    const lia = await creatorWithShop([]);
    const accepted = await tracking.publish(CampaignsEvents.applicationAccepted, {
      applicationId: randomUUID(),
      campaignId: randomUUID(),
      campaignName: 'Invierno',
      brandId: randomUUID(),
      creatorId: lia.creatorId!,
      campaignType: 'standard',
      paymentMethod: 'direct',
      productIds: [randomUUID(), randomUUID()],
      targetUrl: null,
      commissionType: 'percentage',
      commissionValue: 0.1,
    });
    const [shown, hidden] = await waitFor(async () => {
      const links = await tracking.call(TrackingRequests.listLinks, {}, lia);
      return links.length === accepted.productIds.length ? links : undefined;
    });
    await tracking.call(TrackingRequests.updateLink, { id: shown!.id, showInShop: true }, lia);
    await visitor().view(lia.creatorId!, [`link-${shown!.id}`, `link-${hidden!.id}`]);
    expect(await stats(lia.creatorId!)).toEqual({ [`link-${shown!.id}`]: { views: 1, clicks: 0 } });
  });

  it('counts a visitor’s view and click of a block once a day, and another browser’s as another visitor', async () => {
    const [first, second] = [randomUUID(), randomUUID()];
    const lia = await creatorWithShop([first, second]);
    const shopper = visitor();
    await shopper.view(lia.creatorId!, [first, second]);
    await shopper.view(lia.creatorId!, [first, second]);
    await shopper.click(lia.creatorId!, first);
    await shopper.click(lia.creatorId!, first);
    // Two at once count once too.
    await Promise.all([shopper.click(lia.creatorId!, second), shopper.click(lia.creatorId!, second)]);
    expect(await stats(lia.creatorId!)).toEqual({ [first]: { views: 1, clicks: 1 }, [second]: { views: 1, clicks: 1 } });
    await shopper.view(lia.creatorId!, [first], OTHER_BROWSER);
    expect((await stats(lia.creatorId!))[first]).toEqual({ views: 2, clicks: 1 });

    // Yesterday's markers stay (a replica a little behind midnight); older ones go.
    const purge = tracking.app.get(ShopVisitorsPurge);
    expect(await purge.run(Date.now() + 24 * 60 * 60 * 1000)).toBe(0);
    expect(await purge.run(Date.now() + 2 * 24 * 60 * 60 * 1000)).toBeGreaterThanOrEqual(5);
    expect(await rowsOf(lia.creatorId!)).toEqual({ stats: 2, visitors: 0 });
  });

  it('answers 429 to an address past its limit a minute and counts nothing it sends, while another address is counted', async () => {
    const block = randomUUID();
    const lia = await creatorWithShop([block]);
    const flooder = visitor();
    const answers: number[] = [];
    // Each request a new browser: a visitor of its own, counted until the limit.
    for (let n = 0; n < SHOP_EVENTS_PER_MINUTE + 3; n++)
      answers.push((await flooder.view(lia.creatorId!, [block], `${BROWSER} ${n}`)).status);
    expect(answers.filter((s) => s === 200)).toHaveLength(SHOP_EVENTS_PER_MINUTE);
    expect(answers.slice(SHOP_EVENTS_PER_MINUTE)).toEqual([429, 429, 429]);
    const refused = await flooder.click(lia.creatorId!, block);
    expect([refused.status, Number(refused.headers.get('retry-after'))]).toEqual([429, expect.any(Number)]);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await stats(lia.creatorId!)).toEqual({ [block]: { views: SHOP_EVENTS_PER_MINUTE, clicks: 0 } });

    expect((await visitor().view(lia.creatorId!, [block])).status).toBe(200);
    expect((await stats(lia.creatorId!))[block]).toEqual({ views: SHOP_EVENTS_PER_MINUTE + 1, clicks: 0 });
  });
});
