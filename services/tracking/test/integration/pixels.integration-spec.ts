import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CampaignsRequests,
  CatalogueEvents,
  CONVERSION_HOLD_REASONS,
  CONVERSION_INVALID_REASONS,
  CONVERSION_TEXTS,
  PIXEL_TEXTS,
  pixelSnippets,
  TrackingRequests,
} from '@afilia/contracts';
import { asSystem } from '@afilia/service-kit';
import { creatorActor, navigate, PartProcesses, visitorAddress, waitFor } from '@afilia/service-kit/testing';
import { ConversionReviewClock } from '../../src/pixels/conversion-review-clock.js';
import { postbackSignature } from '../../src/pixels/postback-signature.js';
import * as world from '../support/conversion-world.js';
import { TrackingHarness } from '../support/tracking-harness.js';

// The conversion pixel (issue 14 §3) on the real tracking service, its database and NATS, with
// identity beside it for the creators' names and campaigns for the creators' banner messages. The brand's pages are served here on 127.0.0.1,
// which the verifier reaches only because the allow-list setting names this origin.
const pages = new Map<string, string>();
const site: Server = createServer((req, res) => {
  const body = pages.get(req.url ?? '');
  if (body === undefined) return void res.writeHead(404).end('no');
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
});
let siteOrigin = '';
const identity = new PartProcesses();
let tracking: TrackingHarness;

beforeAll(async () => {
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  tracking = new TrackingHarness({ PIXEL_VERIFY_ALLOW_ORIGINS: siteOrigin });
  await identity.startServices(['identity', 'campaigns']);
  await tracking.start();
});
afterAll(async () => {
  await tracking.stop();
  await identity.stopAll();
  await new Promise((resolve) => site.close(resolve));
});

const BROWSER = world.PHONE;
const STORE = 'https://austral.example';
const signUp = (role: 'brand' | 'creator', name: string) => world.signUp(tracking, role, name);

/**
 * Sends what a brand's page would: GET /pixel with the given query, as a browser on `page` (its
 * Referer: the evidence of where it happened), from `address` when given.
 */
function hit(query: Record<string, string>, { userAgent = BROWSER, page = `${STORE}/gracias`, address }: HitFrom = {}) {
  return navigate(`${tracking.trackUrl}/pixel?${new URLSearchParams(query)}`, {
    headers: { 'user-agent': userAgent, ...(page ? { referer: page } : {}), ...(address ? { 'x-forwarded-for': address } : {}) },
  });
}
interface HitFrom {
  userAgent?: string;
  page?: string | null;
  address?: string;
}

const acceptedIntoConversion = (brandId: string, creatorId: string, terms: Partial<world.Accepted>) =>
  world.acceptedIntoConversion(tracking, STORE, { brandId, creatorId }, terms);
const storeConnected = (brandId: string) => world.storeConnected(tracking, brandId, STORE);
/** A shopper's click on the link, once stored: where it was sent. Another shopper's comes from an address of its own. */
const clickOn = (code: string, address?: string) => world.clickOn(tracking, code, address ? { 'x-forwarded-for': address } : {});

const anotherShopper = () => visitorAddress(Math.floor(Math.random() * 1_000_000));

/** A brand with a store, a pixel, and a creator accepted into its CPL campaign at $500 a lead (or on `terms`). */
async function cplCampaign(terms: Partial<world.Accepted> = {}) {
  const brand = await signUp('brand', 'Marca Austral');
  const creator = await signUp('creator', 'Lía Conversiones');
  const brandId = brand.brandIds[0]!;
  await storeConnected(brandId);
  const pixel = await tracking.call(TrackingRequests.createPixel, { name: 'Sitio', pageUrl: null }, brand);
  const { link, campaignId } = await acceptedIntoConversion(brandId, creator.creatorId!, terms);
  const clickId = (await clickOn(link.uniqueCode)).searchParams.get('click_id')!;
  return { brand, brandId, pixel, link, clickId, campaignId };
}

describe('pixels in the brand’s settings', () => {
  it('are created with a PX code, toggled and deleted, only by their own brand', async () => {
    const brand = await signUp('brand', 'Marca Propia');
    const other = await signUp('brand', 'Marca Ajena');
    const pixel = await tracking.call(
      TrackingRequests.createPixel,
      { name: '  Tienda  ', pageUrl: 'https://propia.example/gracias' },
      brand,
    );
    expect(pixel).toMatchObject({ name: 'Tienda', pageUrl: 'https://propia.example/gracias', isActive: true, lastEvent: null });
    expect(pixel.pixelCode).toMatch(/^PX-[A-Z0-9]{8}$/);
    expect(await tracking.call(TrackingRequests.listPixels, {}, brand)).toEqual([pixel]);
    expect(await tracking.call(TrackingRequests.listPixels, {}, other)).toEqual([]);

    expect(await tracking.failure(TrackingRequests.createPixel, { name: ' ' }, brand)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: PIXEL_TEXTS.nameRequired,
    });
    expect(await tracking.failure(TrackingRequests.updatePixel, { id: pixel.id, isActive: false }, other)).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await tracking.failure(TrackingRequests.deletePixel, { id: pixel.id }, other)).toMatchObject({ code: 'NOT_FOUND' });
    expect(await tracking.failure(TrackingRequests.verifyPixel, { pixelId: pixel.id, url: 'https://propia.example' }, other)).toMatchObject(
      {
        code: 'NOT_FOUND',
      },
    );

    expect(await tracking.call(TrackingRequests.updatePixel, { id: pixel.id, isActive: false }, brand)).toMatchObject({ isActive: false });
    expect(await tracking.call(TrackingRequests.deletePixel, { id: pixel.id }, brand)).toEqual({ message: 'Píxel eliminado' });
    expect(await tracking.call(TrackingRequests.listPixels, {}, brand)).toEqual([]);
  });

  it('the verifier reads the page: complete, partial, not found, or why it could not', async () => {
    const brand = await signUp('brand', 'Marca Verificada');
    const pixel = await tracking.call(TrackingRequests.createPixel, { name: 'Sitio' }, brand);
    const snippets = pixelSnippets('https://afilia.example', pixel.pixelCode, pixel.brandId);
    pages.set('/completa', `<html><head>${snippets.pixel}</head><body>${snippets.conversion}</body></html>`);
    pages.set('/parcial', `<html><head>${snippets.pixel}</head><body></body></html>`);
    pages.set('/vacia', `<html><head></head><body>Hola</body></html>`);
    const verify = (url: string) => tracking.call(TrackingRequests.verifyPixel, { pixelId: pixel.id, url }, brand);

    expect(await verify(`${siteOrigin}/completa`)).toEqual({
      status: 'complete',
      foundPixel: true,
      foundConversion: true,
      message: PIXEL_TEXTS.complete,
    });
    expect(await verify(`${siteOrigin}/parcial`)).toEqual({
      status: 'partial',
      foundPixel: true,
      foundConversion: false,
      message: PIXEL_TEXTS.partial,
    });
    expect(await verify(`${siteOrigin}/vacia`)).toMatchObject({ status: 'not_found', message: PIXEL_TEXTS.notDetected });
    expect(await verify(`${siteOrigin}/no-existe`)).toMatchObject({
      status: 'error',
      message: `${PIXEL_TEXTS.verifyFailed}: la página respondió 404`,
    });
    // The same machine on another port is not on the allow-list: refused before any connection.
    expect(await verify('https://127.0.0.1:9/')).toMatchObject({ status: 'error', message: expect.stringContaining('red privada') });
    expect(await verify('http://169.254.169.254/latest/meta-data/')).toMatchObject({ status: 'error' });
    expect(await tracking.failure(TrackingRequests.verifyPixel, { pixelId: pixel.id, url: 'austral' }, brand)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: PIXEL_TEXTS.urlInvalid,
    });
    expect(await tracking.failure(TrackingRequests.verifyPixel, { pixelId: pixel.id, url: ' ' }, brand)).toMatchObject({
      message: PIXEL_TEXTS.urlRequired,
    });
  });
});

describe('the public pixel endpoint', () => {
  it('records a page view, answers a tiny GIF any site may load, and sets no cookie', async () => {
    const brand = await signUp('brand', 'Marca Vista');
    const pixel = await tracking.call(TrackingRequests.createPixel, { name: 'Sitio' }, brand);
    expect(await tracking.call(TrackingRequests.pixelStatus, { brandId: pixel.brandId }, brand)).toEqual({
      active: true,
      installed: false,
    });
    const res = await hit({ code: pixel.pixelCode, url: `${STORE}/productos/remera` });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/gif');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect((await res.arrayBuffer()).byteLength).toBe(43);
    const [listed] = await tracking.call(TrackingRequests.listPixels, {}, brand);
    expect(listed!.lastEvent).toMatchObject({ type: 'page_view' });
    expect(await tracking.call(TrackingRequests.pixelStatus, { brandId: pixel.brandId }, brand)).toEqual({ active: true, installed: true });

    const script = await fetch(`${tracking.trackUrl}/conversion-pixel?brand_id=${pixel.brandId}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('application/javascript');
    expect(script.headers.get('set-cookie')).toBeNull();
    expect(await script.text()).toContain(JSON.stringify(pixel.pixelCode));

    expect((await hit({ code: 'PX-NOEXISTE' })).status).toBe(404);
    const bad = await hit({ code: 'nada' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe('Código de píxel inválido');
    expect((await hit({ code: pixel.pixelCode, amount: '-3', event: 'purchase' })).status).toBe(400);
    expect((await fetch(`${tracking.trackUrl}/conversion-pixel?brand_id=x`)).status).toBe(400);
  });

  it('counts a lead on the brand’s site, named by its click, as one conversion that earns once the brand approves it', async () => {
    const { brand, pixel, link, clickId, campaignId } = await cplCampaign();
    const lead = {
      code: pixel.pixelCode,
      event: 'lead',
      type: 'lead',
      email: 'Compradora@Example.com',
      name: 'Ana Compradora',
      ref: link.uniqueCode,
      click_id: clickId,
    };
    expect((await hit(lead)).status).toBe(200);
    // The same e-mail again in the campaign's window, an order shown twice, a foreign page (the
    // url parameter names the brand's, the browser says otherwise), a bot, a test, no click, a
    // click from another kind of device.
    expect((await hit(lead)).status).toBe(200);
    const purchase = { ...lead, email: 'otra@example.com', order: 'A-1', amount: '1500.50', type: 'purchase', event: 'purchase' };
    expect((await hit(purchase)).status).toBe(200);
    expect((await hit(purchase)).status).toBe(200);
    expect(
      (await hit({ ...lead, email: 'tercera@example.com', url: `${STORE}/gracias` }, { page: 'https://otra.example/gracias' })).status,
    ).toBe(200);
    expect((await hit({ ...lead, email: 'sin-pagina@example.com', url: `${STORE}/gracias` }, { page: null })).status).toBe(200);
    expect(
      (await hit({ ...lead, email: 'bot@example.com' }, { userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' })).status,
    ).toBe(200);
    expect((await hit({ code: pixel.pixelCode, event: 'test_conversion' }, { page: 'https://afilia.example/dashboard' })).status).toBe(200);
    expect((await hit({ ...lead, email: 'sin-ref@example.com', ref: '', click_id: '' })).status).toBe(200);
    expect((await hit({ ...lead, email: 'sin-clic@example.com', click_id: '' })).status).toBe(200);
    expect((await hit({ ...lead, email: 'clic-inventado@example.com', click_id: randomUUID() })).status).toBe(200);
    expect(
      (await hit({ ...lead, email: 'escritorio@example.com' }, { userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0' }))
        .status,
    ).toBe(200);

    const rows = await tracking.call(TrackingRequests.listConversions, {}, brand);
    expect(rows).toHaveLength(11);
    const byEmail = (email: string | null) => rows.filter((r) => r.customerEmail === email);
    expect(
      byEmail('Compradora@Example.com')
        .map((r) => [r.isValid, r.invalidReason, r.commissionCents])
        .sort(),
    ).toEqual(
      [
        [false, CONVERSION_INVALID_REASONS.repeated, 0],
        [true, null, 50_000],
      ].sort(),
    );
    const valid = byEmail('Compradora@Example.com').find((r) => r.isValid)!;
    expect(valid).toMatchObject({
      campaignId,
      campaignName: 'Registros',
      creatorName: 'Lía Conversiones',
      eventType: 'lead',
      source: pixel.pixelCode,
      currency: 'ARS',
      status: 'pending',
      review: 'pending',
      holdReason: null,
    });
    expect(Date.parse(valid.reviewEndsAt!) - Date.parse(valid.createdAt)).toBe(7 * 86_400_000);
    // The order shown twice is one conversion, and it shares its click with the lead: held for the brand.
    expect(byEmail('otra@example.com')).toEqual([
      expect.objectContaining({
        isValid: true,
        eventType: 'purchase',
        amountCents: 150_050,
        review: 'held',
        holdReason: CONVERSION_HOLD_REASONS.clickReused,
      }),
    ]);
    const reason = (email: string) => byEmail(email)[0]?.invalidReason;
    expect(reason('tercera@example.com')).toBe(CONVERSION_INVALID_REASONS.foreignPage);
    expect(reason('sin-pagina@example.com')).toBe(CONVERSION_INVALID_REASONS.foreignPage);
    expect(reason('bot@example.com')).toBe(CONVERSION_INVALID_REASONS.bot);
    expect(reason('sin-ref@example.com')).toBe(CONVERSION_INVALID_REASONS.noCreator);
    expect(reason('sin-clic@example.com')).toBe(CONVERSION_INVALID_REASONS.noClick);
    expect(reason('clic-inventado@example.com')).toBe(CONVERSION_INVALID_REASONS.noClick);
    expect(reason('escritorio@example.com')).toBe(CONVERSION_INVALID_REASONS.otherDevice);
    expect(byEmail(null)[0]).toMatchObject({ isValid: false, eventType: 'test', invalidReason: CONVERSION_INVALID_REASONS.test });
    const [listed] = await tracking.call(TrackingRequests.listPixels, {}, brand);
    expect(listed!.lastEvent).toMatchObject({ type: 'conversion' });
    // The two that count tell the brand and the creator (conversion_new), once each; the held one says why.
    const { rows: told } = await tracking.db.query(
      `SELECT payload FROM tracking.outbox WHERE subject = 'tracking.conversion.recorded' AND payload->>'brandId' = $1`,
      [pixel.brandId],
    );
    expect(
      told
        .map((r: { payload: { eventType: string; commissionCents: number; holdReason: string | null } }) => [
          r.payload.eventType,
          r.payload.commissionCents,
          r.payload.holdReason,
        ])
        .sort(),
    ).toEqual([
      ['lead', 50_000, null],
      ['purchase', 50_000, CONVERSION_HOLD_REASONS.clickReused],
    ]);
    // Nothing is owed or pending before the brand looks.
    const creator = creatorActor(link.creatorId);
    expect(await tracking.call(TrackingRequests.payeeBalance, {}, creator)).toMatchObject({ pendingCents: 0 });
    expect(await tracking.call(TrackingRequests.brandBalance, {}, brand)).toMatchObject({ owedCents: 0 });

    // Another brand can neither approve nor void it; the brand approves the lead: it earns once,
    // pending for the creator, owed by the brand with the platform's 15 %, billed by its next statement.
    const stranger = await signUp('brand', 'Marca Curiosa');
    expect(await tracking.failure(TrackingRequests.approveConversion, { id: valid.id }, stranger)).toMatchObject({ code: 'NOT_FOUND' });
    expect(await tracking.failure(TrackingRequests.voidConversion, { id: valid.id, reason: 'No me gusta' }, stranger)).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await tracking.failure(TrackingRequests.approveConversion, { id: valid.id }, creator)).toMatchObject({ code: 'NOT_FOUND' });
    expect(await tracking.call(TrackingRequests.approveConversion, { id: valid.id }, brand)).toMatchObject({
      review: 'approved',
      status: 'completed',
    });
    expect(await tracking.failure(TrackingRequests.approveConversion, { id: valid.id }, brand)).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: CONVERSION_TEXTS.notReviewable,
    });
    expect(await tracking.call(TrackingRequests.payeeBalance, {}, creator)).toMatchObject({ pendingCents: 50_000 });
    expect(await tracking.call(TrackingRequests.brandBalance, {}, brand)).toMatchObject({ owedCents: 57_500 });
    expect(await tracking.call(TrackingRequests.createBrandStatement, {}, brand)).toMatchObject({ amountCents: 57_500, earnings: 1 });

    // The brand voids the held purchase, and then the lead: its earning leaves the ledger and
    // the open statement, which had nothing else to bill; the creator reads why.
    const held = byEmail('otra@example.com')[0]!;
    expect(
      await tracking.failure(TrackingRequests.voidConversion, { id: held.id, reason: ' ' }, brand).catch((error: unknown) => error),
    ).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await tracking.call(TrackingRequests.voidConversion, { id: held.id, reason: 'El pedido se canceló' }, brand)).toMatchObject({
      review: 'voided',
      status: 'failed',
      voidReason: 'El pedido se canceló',
    });
    await tracking.call(TrackingRequests.voidConversion, { id: valid.id, reason: 'Registro duplicado en nuestro CRM' }, brand);
    expect(await tracking.call(TrackingRequests.payeeBalance, {}, creator)).toMatchObject({ pendingCents: 0 });
    expect(await tracking.call(TrackingRequests.brandBalance, {}, brand)).toMatchObject({ owedCents: 0, openStatement: null });
    const own = await tracking.call(TrackingRequests.listConversions, {}, creator);
    expect(own.map((r) => [r.eventType, r.review, r.voidReason, r.customerEmail]).sort()).toEqual([
      ['lead', 'voided', 'Registro duplicado en nuestro CRM', null],
      ['purchase', 'voided', 'El pedido se canceló', null],
    ]);

    // An inactive pixel's conversions do not count; another brand sees none of these.
    await tracking.call(TrackingRequests.updatePixel, { id: pixel.id, isActive: false }, brand);
    expect((await hit({ ...lead, email: 'cuarta@example.com' })).status).toBe(200);
    const after = await tracking.call(TrackingRequests.listConversions, {}, brand);
    expect(after.find((r) => r.customerEmail === 'cuarta@example.com')).toMatchObject({
      isValid: false,
      invalidReason: CONVERSION_INVALID_REASONS.pixelInactive,
    });
    expect(await tracking.call(TrackingRequests.listConversions, {}, stranger)).toEqual([]);
  });
});

describe('a conversion nobody can forge', () => {
  it('counts a conversion the shopper’s page reports before the counter has written its click', async () => {
    const { brand, pixel, link, clickId } = await cplCampaign();
    // As if still on its way from the redirect: the click leaves the table and comes back a second after the report.
    await tracking.db.query(`CREATE TEMP TABLE on_its_way AS SELECT * FROM tracking.clicks WHERE id = $1`, [clickId]);
    await tracking.db.query(`DELETE FROM tracking.clicks WHERE id = $1`, [clickId]);
    const reported = hit({
      code: pixel.pixelCode,
      event: 'lead',
      type: 'lead',
      email: 'apurada@example.com',
      ref: link.uniqueCode,
      click_id: clickId,
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await tracking.db.query(`INSERT INTO tracking.clicks SELECT * FROM on_its_way`);
    await tracking.db.query(`DROP TABLE on_its_way`);
    expect((await reported).status).toBe(200);
    const [conversion] = await tracking.call(TrackingRequests.listConversions, {}, brand);
    expect(conversion).toMatchObject({ customerEmail: 'apurada@example.com', isValid: true, review: 'pending' });
  });

  it('pays a fixed amount whatever the page declares, and a share of no more than the maximum order, held for the brand', async () => {
    const fixed = await cplCampaign();
    const forged = {
      code: fixed.pixel.pixelCode,
      event: 'purchase',
      type: 'purchase',
      ref: fixed.link.uniqueCode,
      click_id: fixed.clickId,
    };
    await hit({ ...forged, amount: '999999999', order: randomUUID(), email: 'nueva@example.com' });
    const [cpl] = await tracking.call(TrackingRequests.listConversions, {}, fixed.brand);
    expect(cpl).toMatchObject({ isValid: true, amountCents: 99_999_999_900, commissionCents: 50_000, review: 'pending' });

    const shared = await cplCampaign({ commissionType: 'percentage', commissionValue: 15 });
    await hit({
      ...forged,
      code: shared.pixel.pixelCode,
      ref: shared.link.uniqueCode,
      click_id: shared.clickId,
      amount: '999999999',
      order: randomUUID(),
    });
    const [cpa] = await tracking.call(TrackingRequests.listConversions, {}, shared.brand);
    // 15 % of the $1.000.000 maximum, never of the declared amount, and held: nothing accrues.
    expect(cpa).toMatchObject({
      isValid: true,
      commissionCents: 15_000_000,
      review: 'held',
      holdReason: CONVERSION_HOLD_REASONS.overMaximum,
    });
    expect(await tracking.call(TrackingRequests.brandBalance, {}, shared.brand)).toMatchObject({ owedCents: 0 });
    expect(await tracking.call(TrackingRequests.payeeBalance, {}, creatorActor(shared.link.creatorId))).toMatchObject({ pendingCents: 0 });
    // The review period ends: a held one is never approved by time; a pending one is.
    expect(await asSystem(() => tracking.app.get(ConversionReviewClock).run(new Date(Date.now() + 8 * 86_400_000)))).toBeGreaterThanOrEqual(
      1,
    );
    const [cplAfter] = await tracking.call(TrackingRequests.listConversions, {}, fixed.brand);
    const [cpaAfter] = await tracking.call(TrackingRequests.listConversions, {}, shared.brand);
    expect(cplAfter).toMatchObject({ review: 'approved' });
    expect(cpaAfter).toMatchObject({ review: 'held' });
    expect(await tracking.call(TrackingRequests.payeeBalance, {}, creatorActor(fixed.link.creatorId))).toMatchObject({
      pendingCents: 50_000,
    });
    expect(await tracking.call(TrackingRequests.payeeBalance, {}, creatorActor(shared.link.creatorId))).toMatchObject({ pendingCents: 0 });
    // The brand lowers its maximum: the next order is reckoned on the new one.
    await tracking.call(TrackingRequests.updatePixel, { id: shared.pixel.id, maxOrderCents: 5_000_000 }, shared.brand);
    const next = (await clickOn(shared.link.uniqueCode, anotherShopper())).searchParams.get('click_id')!;
    await hit({
      ...forged,
      code: shared.pixel.pixelCode,
      ref: shared.link.uniqueCode,
      click_id: next,
      amount: '80000',
      order: randomUUID(),
    });
    const [lowered] = await tracking.call(TrackingRequests.listConversions, {}, shared.brand);
    expect(lowered).toMatchObject({ amountCents: 8_000_000, commissionCents: 750_000, holdReason: CONVERSION_HOLD_REASONS.overMaximum });
  });

  it('refuses an address past its minute’s hits, writing nothing', async () => {
    const { pixel, brand } = await cplCampaign();
    const address = visitorAddress(60_000 + Math.floor(Math.random() * 1000));
    const answers: number[] = [];
    for (let i = 0; i < 125; i++) answers.push((await hit({ code: pixel.pixelCode, event: 'lead', order: `R-${i}` }, { address })).status);
    expect(answers.slice(0, 120).every((s) => s === 200)).toBe(true);
    expect(answers.slice(120)).toEqual([429, 429, 429, 429, 429]);
    expect(await tracking.call(TrackingRequests.listConversions, {}, brand)).toHaveLength(50);
    const { rows } = await tracking.db.query(`SELECT count(*)::int AS n FROM tracking.external_conversions WHERE brand_id = $1`, [
      brand.brandIds[0],
    ]);
    expect(rows[0].n).toBe(120);
    // Another address is not held back.
    expect((await hit({ code: pixel.pixelCode }, { address: visitorAddress(61_500) })).status).toBe(200);
  });

  it('verifies an order by the brand’s signed postback, once, and refuses a forged, stale or replayed one', async () => {
    const { brand, pixel, link, clickId } = await cplCampaign({ commissionType: 'percentage', commissionValue: 10 });
    const [keyed] = await tracking.call(TrackingRequests.listPixels, {}, brand);
    const secret = keyed!.postbackSecret;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await hit({
      code: pixel.pixelCode,
      event: 'purchase',
      type: 'purchase',
      ref: link.uniqueCode,
      click_id: clickId,
      order: 'PB-1',
      amount: '100',
    });
    const post = (body: object, sign: { key?: string; at?: number; code?: string } = {}) => {
      const raw = JSON.stringify(body);
      const t = sign.at ?? Math.floor(Date.now() / 1000);
      return fetch(`${tracking.trackUrl}/pixel/postback`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-afilia-pixel': sign.code ?? pixel.pixelCode,
          'x-afilia-signature': `t=${t},v1=${postbackSignature(sign.key ?? secret, t, raw)}`,
        },
        body: raw,
      });
    };
    const order = { order: 'PB-1', type: 'purchase', amount: 250 };
    expect((await post(order, { key: 'otra-clave' })).status).toBe(401);
    expect((await post(order, { at: Math.floor(Date.now() / 1000) - 600 })).status).toBe(401);
    expect((await post({ order: '', type: 'purchase' })).status).toBe(400);
    expect((await post(order, { code: 'PX-NOEXISTE' })).status).toBe(404);
    let [row] = await tracking.call(TrackingRequests.listConversions, {}, brand);
    expect(row).toMatchObject({ review: 'pending', amountCents: 10_000, commissionCents: 1_000 });

    // Signed: verified with the backend's amount, and it earns at once; sent again, nothing more.
    const verified = await post(order);
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({ conversionId: row!.id, review: 'verified', invalidReason: null });
    expect(await (await post(order)).json()).toMatchObject({ review: 'verified' });
    [row] = await tracking.call(TrackingRequests.listConversions, {}, brand);
    expect(row).toMatchObject({ review: 'verified', status: 'completed', amountCents: 25_000, commissionCents: 2_500 });
    expect(await tracking.call(TrackingRequests.payeeBalance, {}, creatorActor(link.creatorId))).toMatchObject({ pendingCents: 2_500 });

    // An order the pixel never saw is recorded from its click; one without a click is refused and kept.
    const next = (await clickOn(link.uniqueCode, anotherShopper())).searchParams.get('click_id')!;
    expect(await (await post({ order: 'PB-2', type: 'purchase', amount: 100, click_id: next })).json()).toMatchObject({
      review: 'verified',
    });
    expect(await (await post({ order: 'PB-3', type: 'purchase', amount: 100 })).json()).toMatchObject({
      review: null,
      invalidReason: CONVERSION_INVALID_REASONS.noCreator,
    });
    expect(await tracking.call(TrackingRequests.payeeBalance, {}, creatorActor(link.creatorId))).toMatchObject({ pendingCents: 3_500 });

    // A new key: the old one stops verifying at once.
    const rotated = await tracking.call(TrackingRequests.rotatePostbackSecret, { id: pixel.id }, brand);
    expect(rotated.postbackSecret).not.toBe(secret);
    expect((await post({ order: 'PB-4', type: 'lead' })).status).toBe(401);
    expect((await post({ order: 'PB-4', type: 'lead' }, { key: rotated.postbackSecret })).status).toBe(200);
  });
});

describe('the Tiendanube storefront script', () => {
  it('is served to any store, and learns the brand’s pixel and the approved banner of the ref’s creator', async () => {
    const { brand, brandId, pixel, link } = await cplCampaign();
    const script = await fetch(`${tracking.trackUrl}/storefront/script.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('access-control-allow-origin')).toBe('*');
    expect(await script.text()).toContain('LS.order');

    const config = (ref?: string) =>
      fetch(`${tracking.trackUrl}/storefront/config?brand_id=${brandId}${ref ? `&ref=${encodeURIComponent(ref)}` : ''}`);
    expect(await (await config()).json()).toEqual({ pixelCode: pixel.pixelCode, banner: null });
    // A message waiting for the brand is not shown; once approved it is, for that creator's ref only.
    const creator = creatorActor(link.creatorId);
    await tracking.call(CampaignsRequests.submitBanner, { brandId, customMessage: '¡Usá mi link y llevate 10% off!' }, creator);
    expect(await (await config(link.uniqueCode)).json()).toEqual({ pixelCode: pixel.pixelCode, banner: null });
    const [pending] = await tracking.call(CampaignsRequests.listBanners, {}, brand);
    await tracking.call(CampaignsRequests.moderateBanner, { id: pending!.id, approve: true }, brand);
    // Answers are kept a minute: a ref not asked before shows the approved message at once.
    const fresh = await waitFor(async () => {
      const other = await tracking.db.query(
        `INSERT INTO tracking.affiliate_links (creator_id, brand_id, kind, unique_code, tracking_url)
         VALUES ($1, $2, 'custom', $3, 'https://afilia.example/track/x') RETURNING unique_code`,
        [link.creatorId, brandId, `CUSTOM-${randomUUID().slice(0, 8).toUpperCase()}`],
      );
      return other.rows[0].unique_code as string;
    });
    expect(await (await config(fresh)).json()).toEqual({ pixelCode: pixel.pixelCode, banner: '¡Usá mi link y llevate 10% off!' });
    expect(await (await config('NADIE')).json()).toEqual({ pixelCode: pixel.pixelCode, banner: null });
    expect((await fetch(`${tracking.trackUrl}/storefront/config?brand_id=nada`)).status).toBe(400);
    // A page that adds a header of its own makes the browser ask first: any origin, GET, no credentials.
    const preflight = await fetch(`${tracking.trackUrl}/storefront/config?brand_id=${brandId}`, {
      method: 'OPTIONS',
      headers: { origin: 'https://austral.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-tema' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('a conversion campaign’s product link earns per conversion, never a sale commission', async () => {
    const brand = await signUp('brand', 'Marca Producto');
    const creator = await signUp('creator', 'Lía Producto');
    const brandId = brand.brandIds[0]!;
    const productId = randomUUID();
    await storeConnected(brandId);
    const { link } = await acceptedIntoConversion(brandId, creator.creatorId!, {
      campaignName: 'Compras',
      productIds: [productId],
      targetUrl: null,
      commissionValue: 30_000,
    });
    const landing = (await clickOn(link.uniqueCode)).toString();
    const orderId = String(Math.floor(Math.random() * 1e9));
    const paid = await tracking.publish(CatalogueEvents.orderPaid, {
      brandId,
      storeId: '900001',
      orderId,
      orderNumber: '501',
      couponCodes: [],
      landingUrl: landing,
      currency: 'ARS',
      subtotalCents: 100_000,
      discountCents: 0,
      totalCents: 100_000,
      lineItems: [
        {
          productId,
          tiendanubeProductId: '7001',
          variantId: null,
          name: 'Remera',
          priceCents: 100_000,
          quantity: 1,
          sku: null,
          commissionCreator: 0.1,
        },
      ],
      customerEmail: 'compradora@example.com',
      creatorCode: null,
      paidAt: new Date().toISOString(),
    });
    await waitFor(async () => {
      const { rows } = await tracking.db.query(`SELECT 1 FROM tracking.processed_events WHERE event_id = $1`, [paid.eventId]);
      return rows.length ? true : undefined;
    });
    const { rows } = await tracking.db.query(`SELECT state FROM tracking.sale_orders WHERE brand_id = $1 AND order_id = $2`, [
      brandId,
      orderId,
    ]);
    expect(rows).toEqual([{ state: 'unattributed' }]);
    expect((await tracking.call(TrackingRequests.listTransactions, { page: 1 }, brand)).items).toEqual([]);
  });
});
