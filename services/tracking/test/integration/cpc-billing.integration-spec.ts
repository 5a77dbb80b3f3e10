import { randomUUID } from 'node:crypto';
import { LINK_MESSAGES, TrackingEvents, TrackingRequests, type EventPayload } from '@afilia/contracts';
import { asSystem } from '@afilia/service-kit';
import { DataSource } from 'typeorm';
import { adminActor, brandActor, creatorActor, navigate, visitorAddress, waitFor } from '@afilia/service-kit/testing';
import { ClickEarnings } from '../../src/money/click-earnings.js';
import { CommissionClearing } from '../../src/money/commission-clearing.js';
import { StatementsService } from '../../src/money/statements.service.js';
import { platformFeeOn } from '../../src/money/commission-split.js';
import { TrackingHarness } from '../support/tracking-harness.js';

// Two replicas of tracking on one database and one durable consumer: clicks reach both
// redirects and both counters pull batches, as in a deploy with two pods.
const tracking = new TrackingHarness();
const replica = new TrackingHarness();
beforeAll(async () => {
  await tracking.start();
  await replica.start();
});
afterAll(async () => {
  await replica.stop();
  await tracking.stop();
});

/** A browser of its own: each is a different visitor (a user agent, and an address of its own unless told). */
const browser = (n: number) => `Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Visitante/${n}`;

const cpcLink = (maxClicks: number, costPerClickCents = 50) =>
  tracking.cpcLink({ maxClicks, costPerClickCents, campaignName: 'Clics de verano', targetUrl: 'https://tienda.example/verano' });

function visit(base: string, code: string, visitor: number, address = visitorAddress(visitor), headers: Record<string, string> = {}) {
  return navigate(`${base}/track/${code}`, {
    headers: { 'user-agent': browser(visitor), 'x-forwarded-for': address, ...headers },
  });
}

/** Waits until the counters have seen `clicks` clicks of the link (people's and bots'), and answers its ledger. */
async function settled(linkId: string, clicks: number) {
  return waitFor(
    async () => {
      const { rows } = await tracking.db.query(
        `SELECT l.clicks, l.unique_clicks, l.bot_clicks, l.flagged_clicks, l.status, g.billed_clicks, g.earned_cents::int AS earned_cents,
                g.held_reason, (SELECT count(*)::int FROM tracking.cpc_bills b WHERE b.link_id = l.id AND b.status = 'billed') AS bills,
                (SELECT count(*)::int FROM tracking.cpc_bills b WHERE b.link_id = l.id AND b.status = 'held') AS held
           FROM tracking.affiliate_links l JOIN tracking.cpc_ledgers g ON g.link_id = l.id WHERE l.id = $1`,
        [linkId],
      );
      return rows[0].clicks + rows[0].bot_clicks >= clicks ? rows[0] : undefined;
    },
    { timeoutMs: 20_000, what: `${clicks} clicks counted` },
  );
}

/** What tracking's outbox published about a participation, by subject. */
async function announced(participationId: string) {
  const { rows } = await tracking.db.query(
    `SELECT subject, payload FROM tracking.outbox WHERE payload->>'participationId' = $1 ORDER BY created_at, id`,
    [participationId],
  );
  return rows as { subject: string; payload: EventPayload<typeof TrackingEvents.cpcBilled> }[];
}

describe('CPC billing', () => {
  it('bills each unique human click once at the participation’s price, warns at 90 % and stops at the quota', async () => {
    const { event, link } = await cpcLink(10);
    // Nine people, one of them twice, and a crawler: nine unique human clicks.
    for (let n = 0; n < 9; n++) expect((await visit(tracking.trackUrl, link.uniqueCode, n)).status).toBe(302);
    await visit(tracking.trackUrl, link.uniqueCode, 0);
    await navigate(`${tracking.trackUrl}/track/${link.uniqueCode}`, { headers: { 'user-agent': 'Googlebot/2.1' } });
    expect(await settled(link.id, 11)).toMatchObject({ unique_clicks: 9, billed_clicks: 9, earned_cents: 450, bills: 9, status: 'active' });

    let events = await announced(event.participationId);
    expect(events.filter((e) => e.subject === 'tracking.cpc.quota-warning')).toHaveLength(1);
    const billed = events.filter((e) => e.subject === 'tracking.cpc.billed');
    expect(billed.reduce((sum, e) => sum + e.payload.newClicks, 0)).toBe(9);
    expect(billed.at(-1)!.payload).toMatchObject({ billedClicks: 9, earnedCents: 450, maxClicks: 10, campaignName: 'Clics de verano' });

    // The tenth person spends the quota: the link expires with its reason.
    await visit(tracking.trackUrl, link.uniqueCode, 9);
    expect(await settled(link.id, 12)).toMatchObject({ billed_clicks: 10, earned_cents: 500, bills: 10, status: 'expired' });
    events = await announced(event.participationId);
    expect(events.filter((e) => e.subject === 'tracking.cpc.quota-reached')).toHaveLength(1);
    const expired = await waitFor(async () => {
      const res = await visit(tracking.trackUrl, link.uniqueCode, 10);
      return res.status === 410 ? res : undefined;
    });
    expect(await expired.text()).toContain('data-reason="Se alcanzó el límite de clics de la campaña"');

    // Once their hour is over, the billed clicks become the creator's earning, once: pending for
    // her, owed by the brand with the platform's 15 % of it.
    const earnings = tracking.app.get(ClickEarnings);
    // As their timers run it (PeriodicJob): the service's own work, in every tenant's rows.
    await asSystem(() => earnings.run(new Date(Date.now() + 3_600_000)));
    await asSystem(() => replica.app.get(ClickEarnings).run(new Date(Date.now() + 3_600_000)));
    const { rows } = await tracking.db.query(
      `SELECT amount_cents::int AS amount, platform_cents::int AS platform FROM tracking.earnings WHERE creator_id = $1`,
      [event.creatorId],
    );
    expect(rows.reduce((sum: number, r: { amount: number }) => sum + r.amount, 0)).toBe(500);
    for (const r of rows as { amount: number; platform: number }[]) expect(r.platform).toBe(platformFeeOn(r.amount));
    const { rows: unaccrued } = await tracking.db.query(`SELECT 1 FROM tracking.cpc_bills WHERE link_id = $1 AND earning_id IS NULL`, [
      link.id,
    ]);
    expect(unaccrued).toEqual([]);
    const balance = async (owner: string, account: string) =>
      (
        await tracking.db.query(
          `SELECT coalesce(sum(amount_cents), 0)::int AS n FROM tracking.ledger_entries WHERE owner_id = $1 AND account = $2`,
          [owner, account],
        )
      ).rows[0].n as number;
    expect(await balance(event.creatorId, 'creator_pending')).toBe(500);
    expect(await balance(event.brandId, 'brand_owed')).toBe(
      500 + rows.reduce((sum: number, r: { platform: number }) => sum + r.platform, 0),
    );
  });

  it('bills exactly the 10 clicks left of 50 at once through two replicas, then answers “Link Caducado”', async () => {
    const { event, link } = await cpcLink(10, 75);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) => visit(n % 2 ? replica.trackUrl : tracking.trackUrl, link.uniqueCode, 100 + n)),
    );
    expect(answers.every((res) => res.status === 302)).toBe(true);
    expect(await settled(link.id, 50)).toMatchObject({
      unique_clicks: 50,
      billed_clicks: 10,
      earned_cents: 750,
      bills: 10,
      status: 'expired',
    });
    const events = await announced(event.participationId);
    expect(events.filter((e) => e.subject === 'tracking.cpc.quota-reached')).toHaveLength(1);
    expect(events.filter((e) => e.subject === 'tracking.cpc.billed').reduce((sum, e) => sum + e.payload.newClicks, 0)).toBe(10);
    for (const base of [tracking.trackUrl, replica.trackUrl])
      await waitFor(async () => ((await visit(base, link.uniqueCode, 999)).status === 410 ? true : undefined));
  });

  it('bills a click delivered three times once', async () => {
    const { event, link } = await cpcLink(5);
    const res = await visit(tracking.trackUrl, link.uniqueCode, 500);
    const clickId = new URL(res.headers.get('location')!).searchParams.get('click_id')!;
    await settled(link.id, 1);
    const { rows } = await tracking.db.query(`SELECT clicked_at, visitor_hash FROM tracking.clicks WHERE id = $1`, [clickId]);
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
    // Past JetStream's duplicate window (new message ids), to both replicas' consumer.
    // Twice within one message too: one click id counts once in a batch as across them.
    for (let i = 0; i < 3; i++) await tracking.publish(TrackingEvents.clicksRecorded, { clicks: [again, again] }, { msgId: randomUUID() });
    await visit(tracking.trackUrl, link.uniqueCode, 501);
    expect(await settled(link.id, 2)).toMatchObject({ clicks: 2, billed_clicks: 2, bills: 2 });
    const billed = (await announced(event.participationId)).filter((e) => e.subject === 'tracking.cpc.billed');
    expect(billed.reduce((sum, e) => sum + e.payload.newClicks, 0)).toBe(2);
  });

  it('tells the brand once when one visitor clicks a CPC link more than 10 times in an hour, and holds its billing', async () => {
    const { event, link } = await cpcLink(100);
    for (let i = 0; i < 12; i++) await visit(tracking.trackUrl, link.uniqueCode, 700);
    const ledger = await settled(link.id, 12);
    expect(ledger).toMatchObject({ unique_clicks: 1, flagged_clicks: 2, held_reason: 'visitor_repeat' });
    // That one person is billed, or held with the rest: never more than once.
    expect(ledger.billed_clicks + ledger.held).toBe(1);
    const { rows } = await tracking.db.query(
      `SELECT payload FROM tracking.outbox WHERE subject = 'tracking.fraud.detected' AND payload->>'linkId' = $1`,
      [link.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].payload).toMatchObject({
      rule: 'visitor_repeat',
      brandId: event.brandId,
      creatorId: event.creatorId,
      campaignName: 'Clics de verano',
    });
    expect(rows[0].payload.clicks).toBeGreaterThan(10);
  });

  /** The fraud events tracking wrote for a link, by rule. */
  async function fraudRules(linkId: string): Promise<string[]> {
    const { rows } = await tracking.db.query(
      `SELECT payload->>'rule' AS rule FROM tracking.outbox WHERE subject = 'tracking.fraud.detected' AND payload->>'linkId' = $1 ORDER BY rule`,
      [linkId],
    );
    return rows.map((r: { rule: string }) => r.rule);
  }

  it('bills thirty browsers from one address as one person, holds the link and tells the brand (user-agent churn)', async () => {
    const { event, link } = await cpcLink(100);
    for (let n = 0; n < 30; n++) expect((await visit(tracking.trackUrl, link.uniqueCode, 800 + n, '203.0.113.7')).status).toBe(302);
    const ledger = await settled(link.id, 30);
    expect(ledger).toMatchObject({ clicks: 30, unique_clicks: 1, held_reason: 'agent_churn' });
    expect(ledger.billed_clicks + ledger.held).toBe(1);
    expect(ledger.flagged_clicks).toBeGreaterThanOrEqual(25);
    expect(await fraudRules(link.id)).toEqual(['address_repeat', 'agent_churn']);

    // While held, a real person's click is kept apart, not billed.
    await visit(tracking.trackUrl, link.uniqueCode, 900);
    const held = await settled(link.id, 31);
    expect(held.held).toBe(ledger.held + 1);
    expect(held.billed_clicks).toBe(ledger.billed_clicks);

    // Another brand cannot touch them; the brand releases them: billed within the quota, and billing goes on.
    const settle = (actor: ReturnType<typeof brandActor>, action: 'release' | 'discard') =>
      tracking.call(TrackingRequests.settleHeldClicks, { id: link.id, action }, actor);
    await expect(settle(brandActor(randomUUID()), 'release')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(settle(creatorActor(event.creatorId) as never, 'release')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await settle(brandActor(event.brandId), 'release')).toEqual({ message: LINK_MESSAGES.heldReleased });
    expect(await settled(link.id, 31)).toMatchObject({ billed_clicks: ledger.billed_clicks + held.held, held: 0, held_reason: null });
    await visit(tracking.trackUrl, link.uniqueCode, 901);
    expect(await settled(link.id, 32)).toMatchObject({ billed_clicks: ledger.billed_clicks + held.held + 1, held: 0 });
    await expect(settle(brandActor(event.brandId), 'discard')).rejects.toMatchObject({ code: 'INVALID_TRANSITION' });
    const { rows } = await tracking.db.query(
      `SELECT payload FROM tracking.outbox WHERE subject = 'tracking.cpc.billed' AND payload->>'linkId' = $1`,
      [link.id],
    );
    expect(rows.reduce((sum: number, r: { payload: { newClicks: number } }) => sum + r.payload.newClicks, 0)).toBe(
      ledger.billed_clicks + held.held + 1,
    );
  });

  it('discarded held clicks are never billed', async () => {
    const { event, link } = await cpcLink(100);
    for (let i = 0; i < 11; i++) await visit(tracking.trackUrl, link.uniqueCode, 1000);
    expect((await settled(link.id, 11)).held_reason).toBe('visitor_repeat');
    // Counted after the hold: kept apart.
    await visit(tracking.trackUrl, link.uniqueCode, 1001);
    const ledger = await settled(link.id, 12);
    expect(ledger.held).toBeGreaterThanOrEqual(1);
    await tracking.call(TrackingRequests.settleHeldClicks, { id: link.id, action: 'discard' }, brandActor(event.brandId));
    expect(await settled(link.id, 12)).toMatchObject({ billed_clicks: ledger.billed_clicks, held: 0, held_reason: null });
  });

  it('never bills a link loaded as an image, an iframe or a script, only people who follow it', async () => {
    const { link } = await cpcLink(100);
    const loaded = [
      { 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
      { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' },
      { 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' },
    ];
    for (const [n, headers] of loaded.entries())
      expect((await visit(tracking.trackUrl, link.uniqueCode, 1100 + n, undefined, headers)).status).toBe(302);
    expect(await settled(link.id, 3)).toMatchObject({ clicks: 0, bot_clicks: 3, unique_clicks: 0, billed_clicks: 0, held: 0 });
    // The same people following it are billed.
    for (let n = 0; n < 3; n++) await visit(tracking.trackUrl, link.uniqueCode, 1100 + n);
    expect(await settled(link.id, 6)).toMatchObject({ clicks: 3, unique_clicks: 3, billed_clicks: 3 });
  });

  it('bills one network’s people up to its daily limit, and one IPv6 home once however it rotates its address', async () => {
    const { link } = await cpcLink(100);
    for (let n = 0; n < 12; n++) await visit(tracking.trackUrl, link.uniqueCode, 1200 + n, `198.51.100.${n + 1}`);
    expect(await settled(link.id, 12)).toMatchObject({ unique_clicks: 12, billed_clicks: 10 });
    for (let n = 0; n < 3; n++) await visit(tracking.trackUrl, link.uniqueCode, 1300 + n, `2001:db8:7:1:${n + 1}::1`);
    expect(await settled(link.id, 15)).toMatchObject({ unique_clicks: 13, billed_clicks: 11 });
  });

  it('holds again the clicks’ earnings a reversed statement payment had cleared; those already paid out are the brand’s debt', async () => {
    // Clicks at $600 so that two of them reach the payout minimum ($1.000).
    const { event, link } = await cpcLink(10, 60_000);
    const brand = brandActor(event.brandId);
    const statements = tracking.app.get(StatementsService);
    const inAnHour = () => new Date(Date.now() + 3_600_000);
    const inAYear = () => new Date(Date.now() + 365 * 86_400_000);
    const balance = async (account: string) =>
      (
        await tracking.db.query(
          `SELECT coalesce(sum(amount_cents), 0)::int AS n FROM tracking.ledger_entries WHERE owner_id = $1 AND account = $2`,
          [account.startsWith('brand') ? event.brandId : event.creatorId, account],
        )
      ).rows[0].n as number;
    /** Two people click; their hour is rolled into an earning, billed to the brand, paid and cleared. */
    async function billedAndPaid(visitors: [number, number], clicksSoFar: number, paymentId: string) {
      for (const n of visitors) await visit(tracking.trackUrl, link.uniqueCode, n);
      await settled(link.id, clicksSoFar);
      await asSystem(() => tracking.app.get(ClickEarnings).run(inAnHour()));
      const statement = await tracking.call(TrackingRequests.createBrandStatement, {}, brand);
      await asSystem(() => tracking.app.get(DataSource).transaction((m) => statements.recordPayment(m, statement.id, paymentId)));
      await asSystem(() => tracking.app.get(CommissionClearing).run(inAYear()));
      return statement;
    }
    const reverse = (id: string, paymentId: string, reason: 'refunded' | 'charged_back') =>
      asSystem(() => tracking.app.get(DataSource).transaction((m) => statements.reversePayment(m, id, paymentId, reason)));

    // The first earning is paid by the brand and taken by a payout.
    const first = await billedAndPaid([1400, 1401], 2, 'pago-1');
    expect(await balance('creator_available')).toBe(120_000);
    await tracking.call(
      TrackingRequests.savePayoutAccount,
      { method: 'alias', value: 'clics.cobra', holderName: 'Creadora de clics' },
      creatorActor(event.creatorId),
    );
    expect(await tracking.call(TrackingRequests.createPayoutBatch, {}, adminActor())).toMatchObject({ items: [{ amountCents: 120_000 }] });
    // The second is paid by the brand and cleared, not yet paid out.
    const second = await billedAndPaid([1402, 1403], 4, 'pago-2');
    expect(await balance('creator_available')).toBe(120_000);

    // The second payment is charged back: its earning waits again, and its statement released nothing.
    expect(await reverse(second.id, 'pago-2', 'charged_back')).toBe(true);
    expect(await reverse(second.id, 'pago-2', 'charged_back')).toBe(false);
    expect(await balance('creator_available')).toBe(0);
    expect(await balance('creator_pending')).toBe(120_000);
    expect(await asSystem(() => statements.statement(second.id))).toMatchObject({ status: 'reversed', releasedCents: 0 });
    // The first is refunded: its earning was paid out, so it stays hers and is the brand's debt.
    expect(await reverse(first.id, 'pago-1', 'refunded')).toBe(true);
    expect(await asSystem(() => statements.statement(first.id))).toMatchObject({ status: 'reversed', releasedCents: first.amountCents });
    expect(await balance('creator_in_payout')).toBe(120_000);
    expect(await balance('brand_owed')).toBe(first.amountCents + second.amountCents);

    // The brand pays again: one statement bills both, and the held earning clears once more.
    const again = await tracking.call(TrackingRequests.createBrandStatement, {}, brand);
    expect(again.amountCents).toBe(first.amountCents + second.amountCents);
    await asSystem(() => tracking.app.get(DataSource).transaction((m) => statements.recordPayment(m, again.id, 'pago-3')));
    // Twice, as two replicas' timers would: it clears once.
    await asSystem(() => tracking.app.get(CommissionClearing).run(inAYear()));
    await asSystem(() => tracking.app.get(CommissionClearing).run(inAYear()));
    expect(await balance('creator_available')).toBe(120_000);
    expect(await balance('creator_pending')).toBe(0);
    expect(await balance('brand_owed')).toBe(0);
  });
});
