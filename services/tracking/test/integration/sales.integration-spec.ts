import { randomUUID } from 'node:crypto';
import { CampaignsEvents, CatalogueEvents, TrackingRequests, type Actor, type CampaignRewards, type EventInput } from '@afilia/contracts';
import { asSystem } from '@afilia/service-kit';
import { adminActor, brandActor, creatorActor, navigate, PartProcesses, waitFor } from '@afilia/service-kit/testing';
import { CommissionClearing } from '../../src/money/commission-clearing.js';
import * as world from '../support/conversion-world.js';
import { TrackingHarness } from '../support/tracking-harness.js';

// Sales become commissions (issue 14 §1) on the real tracking service, its database and NATS;
// identity runs beside it, since a transaction keeps the brand's and the creator's names.
const identity = new PartProcesses();
const tracking = new TrackingHarness();
beforeAll(async () => {
  await identity.startServices(['identity']);
  await tracking.start();
});
afterAll(async () => {
  await tracking.stop();
  await identity.stopAll();
});

const DAY = 86_400_000;
const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram';

const signUp = (role: 'brand' | 'creator', name: string) => world.signUp(tracking, role, name);

/**
 * A brand with a store and two products, and a creator accepted into its campaign on `terms`:
 * product links, and the terms tracking keeps for the collaboration.
 */
async function collaboration(terms: {
  commissionType: 'percentage' | 'fixed';
  commissionValue: number;
  cookieDurationDays?: number;
  rewards?: CampaignRewards;
}) {
  const brand = await signUp('brand', 'Marca Austral');
  const creator = await signUp('creator', 'Lía Ventas');
  const brandId = brand.brandIds[0]!;
  const creatorId = creator.creatorId!;
  const productIds = [randomUUID(), randomUUID()];
  await tracking.publish(CatalogueEvents.storeConnected, { brandId, storeUrl: 'https://austral.example' });
  const accepted = await tracking.publish(CampaignsEvents.applicationAccepted, {
    applicationId: randomUUID(),
    campaignId: randomUUID(),
    campaignName: 'Verano',
    brandId,
    creatorId,
    campaignType: 'standard',
    paymentMethod: 'direct',
    productIds,
    targetUrl: null,
    ...terms,
  });
  const links = await waitFor(async () => {
    const list = await tracking.call(TrackingRequests.listLinks, {}, creatorActor(creatorId));
    return list.length === 2 ? list : undefined;
  });
  await waitFor(async () => {
    const { rows } = await tracking.db.query(`SELECT 1 FROM tracking.collaboration_terms WHERE campaign_id = $1`, [accepted.campaignId]);
    return rows.length ? true : undefined;
  });
  return { brand, creator, brandId, creatorId, productIds, links, campaignId: accepted.campaignId };
}

type Order = EventInput<typeof CatalogueEvents.orderPaid>;

/** The brand asks for its statement and an admin confirms its transfer (the manual provider). */
async function paidStatement(brandId: string) {
  const statement = await tracking.call(TrackingRequests.createBrandStatement, {}, brandActor(brandId));
  return tracking.call(TrackingRequests.markStatementPaid, { id: statement.id }, adminActor());
}

function order(
  brandId: string,
  lines: { productId: string | null; priceCents: number; quantity: number }[],
  fields: Partial<Order> = {},
): Order {
  const subtotal = lines.reduce((s, l) => s + l.priceCents * l.quantity, 0);
  return {
    brandId,
    storeId: '900001',
    orderId: String(Math.floor(Math.random() * 1e9)),
    orderNumber: '101',
    couponCodes: [],
    landingUrl: null,
    currency: 'ARS',
    subtotalCents: subtotal,
    discountCents: 0,
    totalCents: subtotal,
    lineItems: lines.map((l, i) => ({
      productId: l.productId,
      tiendanubeProductId: String(7000 + i),
      variantId: null,
      name: `Producto ${i + 1}`,
      priceCents: l.priceCents,
      quantity: l.quantity,
      sku: null,
      commissionCreator: 0.1,
    })),
    customerEmail: 'compradora@example.com',
    creatorCode: null,
    paidAt: new Date().toISOString(),
    ...fields,
  };
}

async function transactionsOf(actor: Actor, count: number, query: { brandId?: string; creatorId?: string } = {}) {
  return waitFor(
    async () => {
      const page = await tracking.call(TrackingRequests.listTransactions, { page: 1, ...query }, actor);
      return page.items.length >= count ? page.items : undefined;
    },
    { what: `${count} transactions` },
  );
}

/** Waits until tracking consumed the event (its processed mark), for checks that nothing changed. */
async function consumed(eventId: string) {
  await waitFor(async () => {
    const { rows } = await tracking.db.query(`SELECT 1 FROM tracking.processed_events WHERE event_id = $1`, [eventId]);
    return rows.length ? true : undefined;
  });
}

/** A shopper's click on the link: the click id the store's address carries. */
async function click(code: string): Promise<string> {
  const res = await navigate(`${tracking.trackUrl}/track/${code}`, { headers: { 'user-agent': BROWSER } });
  expect(res.status).toBe(302);
  const clickId = new URL(res.headers.get('location')!).searchParams.get('click_id')!;
  await waitFor(async () => {
    const { rows } = await tracking.db.query(`SELECT 1 FROM tracking.clicks WHERE id = $1`, [clickId]);
    return rows.length ? true : undefined;
  });
  return clickId;
}

describe("a paid order with a creator's coupon", () => {
  it('becomes one transaction per line, split 15 % / creator / brand, once however often it is reported', async () => {
    const { brandId, creatorId, productIds, links } = await collaboration({ commissionType: 'percentage', commissionValue: 20 });
    const paid = order(
      brandId,
      [
        { productId: productIds[0]!, priceCents: 10_000, quantity: 2 },
        { productId: null, priceCents: 5_001, quantity: 1 },
      ],
      { couponCodes: ['LIA10'], discountCents: 2_500, creatorCode: { codeId: randomUUID(), creatorId, code: 'LIA10' } },
    );
    const first = await tracking.publish(CatalogueEvents.orderPaid, paid);
    // The same order reported again: a redelivery of the event, and the store's report twice more.
    await tracking.publish(
      CatalogueEvents.orderPaid,
      { ...paid, eventId: first.eventId, occurredAt: first.occurredAt },
      { msgId: randomUUID() },
    );
    const again = [await tracking.publish(CatalogueEvents.orderPaid, paid), await tracking.publish(CatalogueEvents.orderPaid, paid)];
    for (const event of again) await consumed(event.eventId);

    const items = await transactionsOf(brandActor(brandId), 2);
    expect(items).toHaveLength(2);
    const byProduct = new Map(items.map((t) => [t.productId, t]));
    // 25,001 before the discount of 25,00: the product line carries 20,000/25,001 of it.
    const product = byProduct.get(productIds[0]!)!;
    expect(product).toMatchObject({
      creatorId,
      brandName: 'Marca Austral',
      creatorName: 'Lía Ventas',
      productName: 'Producto 1',
      quantity: 2,
      amountTotalCents: 18_000,
      amountCreatorCents: 3_600,
      amountPlatformCents: 2_700,
      amountBrandCents: 11_700,
      status: 'pending',
      attributedBy: 'coupon',
      isTest: false,
    });
    // A line of no collaboration of hers is paid on the product's commission (10 %).
    const other = byProduct.get(null)!;
    expect(other).toMatchObject({ amountTotalCents: 4_501, amountCreatorCents: 450, amountPlatformCents: 675, amountBrandCents: 3_376 });
    for (const t of items) expect(t.amountCreatorCents + t.amountPlatformCents + t.amountBrandCents).toBe(t.amountTotalCents);

    const productLink = links.find((l) => l.productId === productIds[0])!;
    const { rows } = await tracking.db.query(
      `SELECT sales_generated, commission_earned_cents FROM tracking.affiliate_links WHERE id = $1`,
      [productLink.id],
    );
    expect(rows[0]).toEqual({ sales_generated: 1, commission_earned_cents: '3600' });

    // The creator reads hers; the brand's home counts the sale; another brand sees none of it.
    expect((await transactionsOf(creatorActor(creatorId), 2)).map((t) => t.id).sort()).toEqual(items.map((t) => t.id).sort());
    const home = await tracking.call(TrackingRequests.summary, {}, brandActor(brandId));
    expect(home.brand).toEqual({ totalSalesCents: 22_501, commissionsPaidCents: 0 });
    expect(home.recentTransactions).toHaveLength(2);
    const creatorHome = await tracking.call(TrackingRequests.summary, {}, creatorActor(creatorId));
    expect(creatorHome.creator).toMatchObject({ totalEarnedCents: 4_050, salesGenerated: 1, activeLinks: 2 });
    const stranger = brandActor();
    expect((await tracking.call(TrackingRequests.listTransactions, { page: 1 }, stranger)).items).toEqual([]);
    await expect(tracking.call(TrackingRequests.listTransactions, { page: 1, brandId }, stranger)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const admin = await tracking.call(TrackingRequests.listTransactions, { page: 1, brandId, creatorId }, adminActor());
    expect(admin.total).toBe(2);
  });

  it('is reversed when the order is cancelled, and a cancel that came first keeps a late payment from counting', async () => {
    const { brandId, creatorId, productIds, links } = await collaboration({ commissionType: 'fixed', commissionValue: 700 });
    const creatorCode = { codeId: randomUUID(), creatorId, code: 'LIAFIJO' };
    const paid = order(brandId, [{ productId: productIds[1]!, priceCents: 12_000, quantity: 3 }], { creatorCode });
    await tracking.publish(CatalogueEvents.orderPaid, paid);
    const [sale] = await transactionsOf(brandActor(brandId), 1);
    expect(sale).toMatchObject({ amountCreatorCents: 2_100, amountPlatformCents: 5_400, amountBrandCents: 28_500, status: 'pending' });

    const { paidAt: _paid, ...facts } = paid;
    const cancelled = await tracking.publish(CatalogueEvents.orderCancelled, { ...facts, cancelledAt: new Date().toISOString() });
    await consumed(cancelled.eventId);
    const [after] = (await tracking.call(TrackingRequests.listTransactions, { page: 1 }, brandActor(brandId))).items;
    expect(after).toMatchObject({ id: sale!.id, status: 'cancelled', cancelReason: 'order_cancelled' });
    // A reversed sale is no sale of its link's (issue 35 point 6), but the link keeps its audit trail.
    const link = links.find((l) => l.productId === productIds[1])!;
    const { rows } = await tracking.db.query(
      `SELECT sales_generated, commission_earned_cents FROM tracking.affiliate_links WHERE id = $1`,
      [link.id],
    );
    expect(rows[0]).toEqual({ sales_generated: 0, commission_earned_cents: '0' });
    await expect(tracking.call(TrackingRequests.deleteLink, { id: link.id }, creatorActor(creatorId))).rejects.toMatchObject({
      code: 'LINK_HAS_SALES',
      message: 'Este link ya generó 1 venta(s) y no puede ser eliminado por motivos de auditoría.',
    });
    expect((await tracking.call(TrackingRequests.summary, {}, brandActor(brandId))).brand).toEqual({
      totalSalesCents: 0,
      commissionsPaidCents: 0,
    });

    // Refunded before the payment was reported (out of order): the payment then changes nothing.
    const late = order(brandId, [{ productId: productIds[1]!, priceCents: 1_000, quantity: 1 }], { creatorCode });
    const { paidAt: _late, ...lateFacts } = late;
    await consumed(
      (await tracking.publish(CatalogueEvents.orderRefunded, { ...lateFacts, paymentStatus: 'refunded', refundedAt: null })).eventId,
    );
    await consumed((await tracking.publish(CatalogueEvents.orderPaid, late)).eventId);
    expect((await tracking.call(TrackingRequests.listTransactions, { page: 1 }, brandActor(brandId))).total).toBe(1);
  });
});

describe("an order whose landing URL carries a creator's ref", () => {
  it("is the creator's within the campaign's cookie days of the click, and nobody's after", async () => {
    const { brandId, productIds, links } = await collaboration({
      commissionType: 'percentage',
      commissionValue: 10,
      cookieDurationDays: 7,
    });
    const link = links.find((l) => l.productId === productIds[0])!;
    const clickId = await click(link.uniqueCode);
    const landingUrl = `https://austral.example/productos/x/?ref=${link.uniqueCode}&click_id=${clickId}`;
    const line = [{ productId: productIds[0]!, priceCents: 30_000, quantity: 1 }];

    const late = order(brandId, line, { landingUrl, paidAt: new Date(Date.now() + 8 * DAY).toISOString() });
    await consumed((await tracking.publish(CatalogueEvents.orderPaid, late)).eventId);
    const inside = order(brandId, line, { landingUrl, paidAt: new Date(Date.now() + 6 * DAY).toISOString() });
    await tracking.publish(CatalogueEvents.orderPaid, inside);
    const items = await transactionsOf(brandActor(brandId), 1);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      orderId: inside.orderId,
      attributedBy: 'link',
      amountCreatorCents: 3_000,
      amountPlatformCents: 4_500,
    });
    const { rows } = await tracking.db.query(`SELECT click_id, link_id FROM tracking.transactions WHERE id = $1`, [items[0]!.id]);
    expect(rows[0]).toEqual({ click_id: clickId, link_id: link.id });
    // SafeLink Analytics: the link's conversion, its revenue and when it sold.
    const analytics = await tracking.call(TrackingRequests.analytics, {}, brandActor(brandId));
    expect(analytics.summary).toMatchObject({ conversions: 1, revenueCents: 30_000 });
    expect(analytics.rows.find((r) => r.linkId === link.id)).toMatchObject({
      conversions: 1,
      revenueCents: 30_000,
      cpaCents: 3_000,
      lastConversion: inside.paidAt,
    });

    // A ref of another brand's link, and one that is nobody's, attribute nothing.
    const foreign = order(randomUUID(), line, { landingUrl });
    const unknown = order(brandId, line, { landingUrl: 'https://austral.example/?ref=AF-NADIE-1' });
    for (const o of [foreign, unknown]) await consumed((await tracking.publish(CatalogueEvents.orderPaid, o)).eventId);
    expect((await tracking.call(TrackingRequests.listTransactions, { page: 1 }, adminActor())).items.map((t) => t.orderId)).not.toEqual(
      expect.arrayContaining([foreign.orderId, unknown.orderId, late.orderId]),
    );
  });
});

describe('a campaign that converts 8 % of its clicks', () => {
  it('is told to its brand once, when its conversions reach that rate over at least 100 clicks', async () => {
    const { brandId, creatorId, productIds, links, campaignId } = await collaboration({
      commissionType: 'percentage',
      commissionValue: 10,
    });
    const link = links.find((l) => l.productId === productIds[0])!;
    for (let n = 0; n < 100; n++) await navigate(`${tracking.trackUrl}/track/${link.uniqueCode}`, { headers: { 'user-agent': BROWSER } });
    await waitFor(
      async () => {
        const { rows } = await tracking.db.query(`SELECT clicks FROM tracking.affiliate_links WHERE id = $1`, [link.id]);
        return rows[0].clicks >= 100 ? true : undefined;
      },
      { timeoutMs: 30_000, what: '100 clicks counted' },
    );
    const alerts = async () =>
      (
        await tracking.db.query(
          `SELECT payload FROM tracking.outbox WHERE subject = 'tracking.campaign.high-ctr' AND payload->>'campaignId' = $1`,
          [campaignId],
        )
      ).rows.map((r: { payload: unknown }) => r.payload);
    const sell = async () => {
      const sale = order(brandId, [{ productId: productIds[0]!, priceCents: 10_000, quantity: 1 }], {
        couponCodes: ['LIA10'],
        creatorCode: { codeId: randomUUID(), creatorId, code: 'LIA10' },
      });
      await consumed((await tracking.publish(CatalogueEvents.orderPaid, sale)).eventId);
    };
    // 7 of 100 clicks: 7 %, under the badge's top tier.
    for (let n = 0; n < 7; n++) await sell();
    expect(await alerts()).toEqual([]);
    await sell();
    expect(await alerts()).toEqual([
      expect.objectContaining({ campaignId, brandId, campaignName: 'Verano', clicks: 100, conversions: 8, ctrPercent: 8 }),
    ]);
    // Told once: more conversions say nothing new.
    await sell();
    expect(await alerts()).toHaveLength(1);
  });
});

/** The creator's cleared total as tracking told it last (tracking.creator.earnings-changed, from its outbox). */
async function toldClearedTotal(creatorId: string): Promise<number | null> {
  const { rows } = await tracking.db.query(
    `SELECT payload FROM tracking.outbox WHERE subject = 'tracking.creator.earnings-changed' AND payload->>'creatorId' = $1
      ORDER BY created_at DESC LIMIT 1`,
    [creatorId],
  );
  return rows[0]?.payload.totalEarnedCents ?? null;
}

describe('the holding period', () => {
  it('leaves a commission pending until its brand paid the statement that billed it and its holding period is over, then completed', async () => {
    const { brandId, creatorId, productIds } = await collaboration({ commissionType: 'percentage', commissionValue: 15 });
    await tracking.publish(
      CatalogueEvents.orderPaid,
      order(brandId, [{ productId: productIds[0]!, priceCents: 9_999, quantity: 1 }], {
        creatorCode: { codeId: randomUUID(), creatorId, code: 'LIAHOLD' },
        paidAt: new Date(Date.now() - 31 * DAY).toISOString(),
      }),
    );
    const [old] = await transactionsOf(brandActor(brandId), 1);
    // Paid 31 days ago, past the default 30, but its brand has not paid for it yet.
    expect(old!.status).toBe('pending');
    const clearing = tracking.app.get(CommissionClearing);
    // The timer runs it as the service's own work (PeriodicJob), in every tenant's rows.
    await asSystem(() => clearing.run());
    expect((await transactionsOf(brandActor(brandId), 1))[0]!.status).toBe('pending');

    const fresh = order(brandId, [{ productId: productIds[0]!, priceCents: 5_000, quantity: 1 }], {
      creatorCode: { codeId: randomUUID(), creatorId, code: 'LIAHOLD' },
    });
    await tracking.publish(CatalogueEvents.orderPaid, fresh);
    const [sale] = await transactionsOf(brandActor(brandId), 2);
    expect(sale).toMatchObject({ orderId: fresh.orderId, status: 'pending' });
    // What the platform is told the creator earned counts cleared money only (issue 34 §4): none yet.
    expect(await toldClearedTotal(creatorId)).toBe(0);
    // The brand pays its statement (by hand, confirmed by an admin): the old sale clears at once.
    await paidStatement(brandId);
    expect(await toldClearedTotal(creatorId)).toBe(old!.amountCreatorCents);
    const statuses = async () =>
      Object.fromEntries(
        (await tracking.call(TrackingRequests.listTransactions, { page: 1 }, brandActor(brandId))).items.map((t) => [t.id, t.status]),
      );
    expect(await statuses()).toEqual({ [old!.id]: 'completed', [sale!.id]: 'pending' });
    expect(await asSystem(() => clearing.run(new Date(Date.now() + 29 * DAY)))).toBe(0);
    expect(await asSystem(() => clearing.run(new Date(Date.now() + 30 * DAY + 60_000)))).toBeGreaterThanOrEqual(1);
    expect(await statuses()).toEqual({ [old!.id]: 'completed', [sale!.id]: 'completed' });
    expect(await toldClearedTotal(creatorId)).toBe(old!.amountCreatorCents + sale!.amountCreatorCents);
  });
});

describe('the ledger and payouts', () => {
  it('pays a creator its available balance, marks its commissions paid, and claws back a refunded paid sale from the next payout', async () => {
    const { brandId, creatorId, creator, productIds } = await collaboration({ commissionType: 'percentage', commissionValue: 20 });
    const admin = adminActor();
    const creatorCode = { codeId: randomUUID(), creatorId, code: 'LIAPAGO' };
    const sale = (priceCents: number, daysAgo: number) =>
      order(brandId, [{ productId: productIds[0]!, priceCents, quantity: 1 }], {
        creatorCode,
        paidAt: new Date(Date.now() - daysAgo * DAY).toISOString(),
      });

    // Its payout account, checked for shape.
    await expect(
      tracking.call(
        TrackingRequests.savePayoutAccount,
        { method: 'cvu', value: '1234567890123456789012', holderName: 'Lía Ventas' },
        creator,
      ),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await tracking.call(TrackingRequests.savePayoutAccount, { method: 'alias', value: 'lia.ventas.mp', holderName: 'Lía Ventas' }, creator);

    // A cleared sale (paid 31 days ago) and one still in its holding period.
    const cleared = sale(1_000_000, 31);
    await tracking.publish(CatalogueEvents.orderPaid, cleared);
    await tracking.publish(CatalogueEvents.orderPaid, sale(600_000, 1));
    await transactionsOf(creatorActor(creatorId), 2);
    // Nothing is available before the brand pays for it.
    expect(await tracking.call(TrackingRequests.payeeBalance, {}, creator)).toMatchObject({
      availableCents: 0,
      pendingCents: 320_000,
      paidCents: 0,
      account: { method: 'alias', value: 'LIA.VENTAS.MP', holderName: 'Lía Ventas' },
    });
    // The brand owes its creators' and the platform's parts of both.
    expect(await tracking.call(TrackingRequests.brandBalance, {}, brandActor(brandId))).toMatchObject({
      owedCents: 560_000,
      paidCents: 0,
      provider: 'manual',
      openStatement: null,
    });
    // Its statement: only the brand (or its agency) asks for it, only an admin confirms it by hand.
    await expect(tracking.call(TrackingRequests.createBrandStatement, {}, creator)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const statement = await tracking.call(TrackingRequests.createBrandStatement, {}, brandActor(brandId));
    expect(statement).toMatchObject({ amountCents: 560_000, transactions: 2, status: 'open', provider: 'manual', paymentUrl: null });
    await expect(tracking.call(TrackingRequests.markStatementPaid, { id: statement.id }, brandActor(brandId))).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await tracking.call(TrackingRequests.listBrandStatements, {}, admin)).find((s) => s.id === statement.id)).toMatchObject({
      brandName: 'Marca Austral',
      status: 'open',
    });
    await tracking.call(TrackingRequests.markStatementPaid, { id: statement.id }, admin);
    // Paid twice, moved once.
    await tracking.call(TrackingRequests.markStatementPaid, { id: statement.id }, admin);
    expect(await tracking.call(TrackingRequests.brandBalance, {}, brandActor(brandId))).toMatchObject({ owedCents: 0, paidCents: 560_000 });
    expect(await tracking.call(TrackingRequests.payeeBalance, {}, creator)).toMatchObject({
      availableCents: 200_000,
      pendingCents: 120_000,
    });

    // Only an admin runs batches; the batch pays the available 2.000,00 under a key of its own.
    await expect(tracking.call(TrackingRequests.createPayoutBatch, {}, brandActor(brandId))).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const batch = await tracking.call(TrackingRequests.createPayoutBatch, {}, admin);
    const payout = batch!.items.find((p) => p.payeeId === creatorId)!;
    expect(payout).toMatchObject({
      amountCents: 200_000,
      status: 'pending',
      method: 'alias',
      destination: 'LIA.VENTAS.MP',
      payeeType: 'creator',
      payeeName: 'Lía Ventas',
    });
    expect(payout.idempotencyKey).toBe(`payout-${batch!.id}-${creatorId}`);
    expect(await tracking.call(TrackingRequests.payeeBalance, {}, creator)).toMatchObject({ availableCents: 0, inPayoutCents: 200_000 });
    // Nothing more to pay her while that payout is on its way.
    const again = await tracking.call(TrackingRequests.createPayoutBatch, {}, admin);
    expect(again?.items.some((p) => p.payeeId === creatorId) ?? false).toBe(false);

    const paid = await tracking.call(TrackingRequests.markPayoutBatchPaid, { id: batch!.id }, admin);
    expect(paid.items.find((p) => p.payeeId === creatorId)).toMatchObject({ status: 'paid' });
    const statuses = (await tracking.call(TrackingRequests.listTransactions, { page: 1 }, creatorActor(creatorId))).items.map((t) => [
      t.orderId,
      t.status,
    ]);
    expect(statuses).toContainEqual([cleared.orderId, 'paid']);
    expect(await tracking.call(TrackingRequests.payeeBalance, {}, creator)).toMatchObject({ paidCents: 200_000, inPayoutCents: 0 });
    expect((await tracking.call(TrackingRequests.summary, {}, brandActor(brandId))).brand).toMatchObject({ commissionsPaidCents: 200_000 });

    // The paid sale is refunded: clawed back, so the next payout is a cleared sale less 2.000,00.
    const { paidAt: _p, ...facts } = cleared;
    await consumed(
      (await tracking.publish(CatalogueEvents.orderRefunded, { ...facts, paymentStatus: 'refunded', refundedAt: null })).eventId,
    );
    expect(await tracking.call(TrackingRequests.payeeBalance, {}, creator)).toMatchObject({ availableCents: -200_000 });
    await tracking.publish(CatalogueEvents.orderPaid, sale(2_000_000, 40));
    await transactionsOf(creatorActor(creatorId), 3);
    // The brand's next statement nets the refund: 7.000,00 owed for the new sale less 3.500,00 it no longer owes.
    expect((await paidStatement(brandId)).amountCents).toBe(350_000);
    const next = await tracking.call(TrackingRequests.createPayoutBatch, {}, admin);
    expect(next!.items.find((p) => p.payeeId === creatorId)).toMatchObject({ amountCents: 200_000 });

    // The ledger is append-only.
    await expect(tracking.db.query(`UPDATE tracking.ledger_entries SET amount_cents = 0 WHERE owner_id = $1`, [creatorId])).rejects.toThrow(
      /append-only/,
    );
  });
});

describe('an order edited after its payment (decision 218)', () => {
  it("moves its commission with its items during the holding period, on the sale's own terms, once per change", async () => {
    const { brandId, creatorId, creator, productIds, links } = await collaboration({ commissionType: 'percentage', commissionValue: 20 });
    const creatorCode = { codeId: randomUUID(), creatorId, code: 'LIAEDITA' };
    const paid = order(brandId, [{ productId: productIds[0]!, priceCents: 100_000, quantity: 2 }], { creatorCode });
    await tracking.publish(CatalogueEvents.orderPaid, paid);
    const [first] = await transactionsOf(brandActor(brandId), 1);
    expect(first).toMatchObject({ amountTotalCents: 200_000, amountCreatorCents: 40_000, status: 'pending' });
    const salesOf = async () => {
      const { rows } = await tracking.db.query(
        `SELECT sum(sales_generated)::int AS n FROM tracking.affiliate_links WHERE creator_id = $1`,
        [creatorId],
      );
      return rows[0].n as number;
    };
    const salesBefore = await salesOf();
    expect(links).toHaveLength(2);

    // The merchant takes one unit off and adds the campaign's other product.
    const { paidAt, ...facts } = paid;
    const edited = {
      ...facts,
      paidAt,
      editedAt: new Date().toISOString(),
      subtotalCents: 150_000,
      totalCents: 150_000,
      lineItems: [
        { ...paid.lineItems[0]!, quantity: 1 },
        {
          ...paid.lineItems[0]!,
          productId: productIds[1]!,
          tiendanubeProductId: '7001',
          name: 'Producto 2',
          priceCents: 50_000,
          quantity: 1,
        },
      ],
    };
    await tracking.publish(CatalogueEvents.orderEdited, edited);
    const rows = await waitFor(async () => {
      const { rows } = await tracking.db.query(
        `SELECT product_id, line_no, quantity, amount_total_cents::int AS total, amount_creator_cents::int AS creator, status, cancel_reason,
                clears_at, sold_at
           FROM tracking.transactions WHERE order_id = $1 ORDER BY line_no`,
        [paid.orderId],
      );
      return rows.length === 3 ? rows : undefined;
    });
    expect(rows.map((r) => [r.line_no, r.product_id, r.quantity, r.total, r.creator, r.status, r.cancel_reason])).toEqual([
      [0, productIds[0], 2, 200_000, 40_000, 'cancelled', 'order_edited'],
      [1, productIds[0], 1, 100_000, 20_000, 'pending', null],
      [2, productIds[1], 1, 50_000, 10_000, 'pending', null],
    ]);
    // Still the same sale: its time, its end of holding period, one sale on its links.
    for (const row of rows.slice(1)) {
      expect(row.sold_at.getTime()).toBe(rows[0].sold_at.getTime());
      expect(row.clears_at.getTime()).toBe(rows[0].clears_at.getTime());
    }
    expect(await salesOf()).toBe(salesBefore);
    expect(await tracking.call(TrackingRequests.payeeBalance, {}, creator)).toMatchObject({ pendingCents: 30_000, availableCents: 0 });
    expect((await tracking.call(TrackingRequests.brandBalance, {}, brandActor(brandId))).owedCents).toBe(30_000 + 22_500);

    // The same edit reported again (order/edited and order/updated both re-read it) changes nothing.
    await consumed((await tracking.publish(CatalogueEvents.orderEdited, edited)).eventId);
    const { rows: after } = await tracking.db.query(`SELECT count(*)::int AS n FROM tracking.transactions WHERE order_id = $1`, [
      paid.orderId,
    ]);
    expect(after[0].n).toBe(3);
    // An edit of an order nobody earned on is nobody's.
    const stranger = order(brandId, [{ productId: productIds[0]!, priceCents: 10_000, quantity: 1 }]);
    await tracking.publish(CatalogueEvents.orderPaid, stranger);
    const { paidAt: strangerPaidAt, ...strangerFacts } = stranger;
    await consumed(
      (await tracking.publish(CatalogueEvents.orderEdited, { ...strangerFacts, paidAt: strangerPaidAt, editedAt: null, subtotalCents: 5 }))
        .eventId,
    );
    const { rows: none } = await tracking.db.query(`SELECT 1 FROM tracking.transactions WHERE order_id = $1`, [stranger.orderId]);
    expect(none).toEqual([]);
  });

  it('after its holding period, leaves the difference in the ledger: the cleared commission reversed, the new one accrued', async () => {
    const { brandId, creatorId, creator, productIds } = await collaboration({ commissionType: 'percentage', commissionValue: 20 });
    const creatorCode = { codeId: randomUUID(), creatorId, code: 'LIAAJUSTE' };
    const paid = order(brandId, [{ productId: productIds[0]!, priceCents: 100_000, quantity: 3 }], {
      creatorCode,
      paidAt: new Date(Date.now() - 31 * DAY).toISOString(),
    });
    await tracking.publish(CatalogueEvents.orderPaid, paid);
    await transactionsOf(brandActor(brandId), 1);
    await paidStatement(brandId);
    expect(await tracking.call(TrackingRequests.payeeBalance, {}, creator)).toMatchObject({ availableCents: 60_000, pendingCents: 0 });

    const { paidAt, ...facts } = paid;
    await tracking.publish(CatalogueEvents.orderEdited, {
      ...facts,
      paidAt,
      editedAt: new Date().toISOString(),
      subtotalCents: 100_000,
      totalCents: 100_000,
      lineItems: [{ ...paid.lineItems[0]!, quantity: 1 }],
    });
    const items = await waitFor(async () => {
      const page = await tracking.call(TrackingRequests.listTransactions, { page: 1 }, creatorActor(creatorId));
      return page.items.length === 2 ? page.items : undefined;
    });
    expect(items.map((t) => [t.status, t.amountCreatorCents]).sort()).toEqual([
      ['cancelled', 60_000],
      ['pending', 20_000],
    ]);
    // The creator's cleared 600,00 is gone; 200,00 wait for the brand to pay for them, as any commission does.
    expect(await tracking.call(TrackingRequests.payeeBalance, {}, creator)).toMatchObject({ availableCents: 0, pendingCents: 20_000 });
    const { rows: ledger } = await tracking.db.query(
      `SELECT kind, account, amount_cents::int AS cents FROM tracking.ledger_entries WHERE owner_id = $1 ORDER BY created_at, kind`,
      [creatorId],
    );
    expect(ledger.map((e) => `${e.kind} ${e.account} ${e.cents}`)).toEqual(
      expect.arrayContaining(['reversal creator_available -60000', 'accrual creator_pending 20000']),
    );
    // The brand paid 1.050,00 (the creator's 600,00 and the platform's 450,00); the edited order owes 350,00
    // (200,00 and 150,00), so its next statement credits the 700,00 it paid too much.
    expect((await tracking.call(TrackingRequests.brandBalance, {}, brandActor(brandId))).owedCents).toBe(35_000 - 105_000);
  });
});

describe('rewards that grow with results (issue 39 §4)', () => {
  /** A sale of `cents` on the collaboration's first product, by the creator's coupon. */
  const sale = (c: { brandId: string; creatorId: string; productIds: string[] }, cents: number, paidAt = new Date()) =>
    order(c.brandId, [{ productId: c.productIds[0]!, priceCents: cents, quantity: 1 }], {
      creatorCode: { codeId: randomUUID(), creatorId: c.creatorId, code: 'LIATIER' },
      paidAt: paidAt.toISOString(),
    });
  const rateOf = async (brandId: string, orderId: string) => {
    const { rows } = await tracking.db.query(
      `SELECT commission_value::float8 AS rate FROM tracking.transactions WHERE brand_id = $1 AND order_id = $2 AND status <> 'cancelled'`,
      [brandId, orderId],
    );
    return rows[0]?.rate;
  };
  const cancel = async (paid: Order) => {
    const { paidAt: _paid, ...facts } = paid;
    await consumed((await tracking.publish(CatalogueEvents.orderCancelled, { ...facts, cancelledAt: new Date().toISOString() })).eventId);
  };
  const pay = async (paid: Order) => consumed((await tracking.publish(CatalogueEvents.orderPaid, paid)).eventId);

  it("pays each sale the tier its place among the month's live sales reaches, and never changes a sale already recorded", async () => {
    const c = await collaboration({
      commissionType: 'percentage',
      commissionValue: 10,
      rewards: {
        tiers: [
          { fromSales: 3, commissionValue: 15 },
          { fromSales: 5, commissionValue: 20 },
        ],
        bonuses: [],
      },
    });
    // Last month's sales are last month's: this month starts again at the campaign's 10 %.
    const lastMonth = sale(c, 10_000, new Date(Date.now() - 40 * DAY));
    await pay(lastMonth);
    const sales = [sale(c, 10_000), sale(c, 10_000), sale(c, 10_000)];
    for (const paid of sales) await pay(paid);
    expect(await Promise.all(sales.map((paid) => rateOf(c.brandId, paid.orderId)))).toEqual([10, 10, 15]);
    const third = (await transactionsOf(brandActor(c.brandId), 4)).find((t) => t.orderId === sales[2]!.orderId)!;
    expect(third).toMatchObject({ amountCreatorCents: 1_500, amountPlatformCents: 1_500, amountBrandCents: 7_000 });

    // The 2nd sale is refunded: the next is the month's 3rd live sale again (15 %, not the 4th's),
    // and the 3rd keeps the 15 % it was paid on.
    await cancel(sales[1]!);
    const next = sale(c, 10_000);
    await pay(next);
    expect(await rateOf(c.brandId, next.orderId)).toBe(15);
    expect(await rateOf(c.brandId, sales[2]!.orderId)).toBe(15);
    // The same order reported again is still one sale: it takes no place of its own.
    await pay(next);
    const fifth = sale(c, 10_000);
    await pay(fifth);
    expect(await rateOf(c.brandId, fifth.orderId)).toBe(15);
    const sixth = sale(c, 10_000);
    await pay(sixth);
    expect(await rateOf(c.brandId, sixth.orderId)).toBe(20);

    // The creator sees where the month stands; the brand sees its creator's; another brand nothing.
    const [mine] = await tracking.call(TrackingRequests.rewardProgress, {}, creatorActor(c.creatorId));
    expect(mine).toMatchObject({
      campaignId: c.campaignId,
      sales: 5,
      baseCommissionValue: 10,
      nextSaleCommissionValue: 20,
      nextTier: null,
    });
    const [theirs] = await tracking.call(TrackingRequests.rewardProgress, { campaignId: c.campaignId }, brandActor(c.brandId));
    expect(theirs).toMatchObject({ creatorId: c.creatorId, creatorName: 'Lía Ventas', sales: 5, revenueCents: 50_000 });
    await expect(tracking.call(TrackingRequests.rewardProgress, { campaignId: c.campaignId }, brandActor())).rejects.toMatchObject({
      code: 'CAMPAIGN_NOT_FOUND',
    });
    expect(await tracking.call(TrackingRequests.rewardProgress, {}, creatorActor(randomUUID()))).toEqual([]);

    // The brand lowers its tiers: the next sales follow; an older edit arriving late changes nothing.
    const edited = {
      campaignId: c.campaignId,
      brandId: c.brandId,
      name: 'Verano',
      campaignType: 'standard' as const,
      status: 'active' as const,
    };
    await consumed(
      (
        await tracking.publish(CampaignsEvents.campaignUpdated, {
          ...edited,
          rewards: { tiers: [{ fromSales: 2, commissionValue: 12 }], bonuses: [] },
        })
      ).eventId,
    );
    await consumed(
      (
        await tracking.publish(CampaignsEvents.campaignUpdated, {
          ...edited,
          rewards: { tiers: [{ fromSales: 2, commissionValue: 90 }], bonuses: [] },
          occurredAt: new Date(Date.now() - 3_600_000).toISOString(),
        })
      ).eventId,
    );
    const seventh = sale(c, 10_000);
    await pay(seventh);
    expect(await rateOf(c.brandId, seventh.orderId)).toBe(12);
    expect(await rateOf(c.brandId, sixth.orderId)).toBe(20);
  });

  it("never raises a creator's agreed commission that already pays more, nor a fixed one", async () => {
    const rewards = { tiers: [{ fromSales: 2, commissionValue: 12 }], bonuses: [] };
    const higher = await collaboration({ commissionType: 'percentage', commissionValue: 30, rewards });
    const fixed = await collaboration({ commissionType: 'fixed', commissionValue: 500, rewards });
    for (const c of [higher, fixed]) for (let i = 0; i < 2; i++) await pay(sale(c, 10_000));
    const { rows } = await tracking.db.query(
      `SELECT commission_type, commission_value::float8 AS value FROM tracking.transactions WHERE brand_id = ANY($1) ORDER BY created_at`,
      [[higher.brandId, fixed.brandId]],
    );
    expect(rows).toEqual([
      { commission_type: 'percentage', value: 30 },
      { commission_type: 'percentage', value: 30 },
      { commission_type: 'fixed', value: 500 },
      { commission_type: 'fixed', value: 500 },
    ]);
  });

  it("pays a bonus once a month when the month's live sales reach its goal, withdraws it when a refund takes them below, and clears it after the month", async () => {
    const c = await collaboration({
      commissionType: 'percentage',
      commissionValue: 10,
      rewards: {
        tiers: [],
        bonuses: [
          { metric: 'sales', threshold: 2, amountCents: 5_000 },
          { metric: 'revenue', threshold: 30_000, amountCents: 10_000 },
        ],
      },
    });
    const bonuses = async () =>
      (
        await tracking.db.query(
          `SELECT id, status, amount_cents::int AS amount, platform_cents::int AS platform, bonus_rule->>'metric' AS metric, clears_at
             FROM tracking.earnings WHERE kind = 'bonus' AND creator_id = $1 ORDER BY created_at, bonus_rule->>'metric'`,
          [c.creatorId],
        )
      ).rows;
    const first = sale(c, 20_000);
    await pay(first);
    expect(await bonuses()).toEqual([]);
    const second = sale(c, 15_000);
    await pay(second);
    await pay(second);
    const earned = await bonuses();
    expect(earned.map((b) => [b.metric, b.status, b.amount, b.platform])).toEqual([
      ['revenue', 'pending', 10_000, 1_500],
      ['sales', 'pending', 5_000, 750],
    ]);
    // Held until the month is over and its sales' holding period (30 days) has passed.
    const month = await tracking.db.query(
      `SELECT (date_trunc('month', now() AT TIME ZONE 'America/Argentina/Buenos_Aires') + interval '1 month') AT TIME ZONE 'America/Argentina/Buenos_Aires' + interval '30 days' AS clears`,
    );
    for (const b of earned) expect(b.clears_at).toEqual(month.rows[0].clears);

    // A refund takes the month to one sale of 15,000: both are withdrawn, in the ledger too.
    await cancel(first);
    expect((await bonuses()).map((b) => b.status)).toEqual(['cancelled', 'cancelled']);
    const { rows: ledger } = await tracking.db.query(
      `SELECT sum(amount_cents)::int AS net FROM tracking.ledger_entries WHERE earning_id = ANY($1) AND account = 'creator_pending'`,
      [earned.map((b) => b.id)],
    );
    expect(ledger[0].net).toBe(0);
    // Reaching the goals again this month earns them again, once.
    const third = sale(c, 20_000);
    await pay(third);
    const again = (await bonuses()).filter((b) => b.status === 'pending');
    expect(again).toHaveLength(2);
    const [progress] = await tracking.call(TrackingRequests.rewardProgress, {}, creatorActor(c.creatorId));
    expect(progress).toMatchObject({ sales: 2, revenueCents: 35_000 });
    expect(progress!.bonuses.map((b) => [b.metric, b.status])).toEqual([
      ['sales', 'pending'],
      ['revenue', 'pending'],
    ]);

    // The brand's statement bills them with its sales; once paid, they clear after the month.
    const statement = await paidStatement(c.brandId);
    expect(statement.earnings).toBe(2);
    const clearing = tracking.app.get(CommissionClearing);
    await asSystem(() => clearing.run(new Date(Date.now() + 29 * DAY)));
    expect((await bonuses()).filter((b) => b.status === 'completed')).toEqual([]);
    await asSystem(() => clearing.run(new Date(month.rows[0].clears.getTime() + 60_000)));
    expect((await bonuses()).filter((b) => b.status === 'completed')).toHaveLength(2);
    // A refund after they cleared leaves them the creator's (decision 247).
    await cancel(second);
    expect((await bonuses()).filter((b) => b.status === 'completed')).toHaveLength(2);
  });
});
