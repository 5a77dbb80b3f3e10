import { randomUUID } from 'node:crypto';
import { TrackingRequests } from '@afilia/contracts';
import { navigate, PartProcesses, recordFraud, visitorAddress, waitFor, type FraudRow } from '@afilia/service-kit/testing';
import { postbackSignature } from '../../src/pixels/postback-signature.js';
import * as world from '../support/conversion-world.js';
import { TrackingHarness } from '../support/tracking-harness.js';

// The fraud table (issue 34 §5): every trick a dishonest creator, brand or shopper tried on the
// affiliate loop, run against the real tracking service (its listener, database and NATS, with
// identity beside it), and the honest paths beside them. Each row says what it got: pesos
// credited, clicks billed (and of those, wrongly), held for the brand, refused. An attack must
// read 0 forged pesos and 0 wrongly billed clicks; an honest path, what it is owed. `npm run
// faults` and npm test's faults tier print the table.
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

const STORE = 'https://fraude.example';
let addresses = 500_000;
const nextAddress = () => visitorAddress(addresses++);
const signUp = (role: 'brand' | 'creator', name: string) => world.signUp(tracking, role, name);

/** What the creator's accounts hold now (pending and beyond): the pesos credited to it. */
async function creditedCents(creatorId: string): Promise<number> {
  const { rows } = await tracking.db.query(
    `SELECT coalesce(sum(amount_cents), 0)::bigint AS n FROM tracking.ledger_entries WHERE owner_id = $1 AND account LIKE 'creator\\_%'`,
    [creatorId],
  );
  return Number(rows[0].n);
}

/** A shopper following a link from an address of its own (unless `headers` name one); answers its click id once counted. */
async function click(code: string, headers: Record<string, string> = {}): Promise<string> {
  const location = await world.clickOn(tracking, code, { 'x-forwarded-for': nextAddress(), ...headers });
  return location.searchParams.get('click_id')!;
}

/** A brand with its store, an active pixel, and a creator accepted into its conversion campaign on `terms`. */
async function conversionCampaign(terms: Partial<world.Accepted> = {}) {
  const brand = await signUp('brand', 'Marca Honesta');
  const creator = await signUp('creator', 'Creadora Tramposa');
  const brandId = brand.brandIds[0]!;
  await world.storeConnected(tracking, brandId, STORE);
  const pixel = await tracking.call(TrackingRequests.createPixel, { name: 'Sitio', pageUrl: null }, brand);
  const { link, campaignId } = await world.acceptedIntoConversion(tracking, STORE, { brandId, creatorId: creator.creatorId! }, terms);
  return { brand, creator, brandId, pixel, link, campaignId };
}

/** What the brand's page (or a forger pretending to be it) sends the pixel. */
function pixelHit(query: Record<string, string>, page: string | null = `${STORE}/gracias`, address = nextAddress()) {
  return navigate(`${tracking.trackUrl}/pixel?${new URLSearchParams(query)}`, {
    headers: { 'user-agent': world.PHONE, 'x-forwarded-for': address, ...(page ? { referer: page } : {}) },
  });
}

/** The brand's conversions by where they stand. */
async function conversionTally(brandId: string) {
  const { rows } = await tracking.db.query(
    `SELECT count(*) FILTER (WHERE NOT is_valid)::int AS refused, count(*) FILTER (WHERE review = 'held')::int AS held,
            count(*) FILTER (WHERE review = 'pending')::int AS pending FROM tracking.external_conversions WHERE brand_id = $1 AND event_type <> 'test'`,
    [brandId],
  );
  return rows[0] as { refused: number; held: number; pending: number };
}

/** A CPC participation's link, as it is born from an approval. */
async function cpcLink() {
  const { event, link } = await tracking.cpcLink({ maxClicks: 1000, costPerClickCents: 50, targetUrl: `${STORE}/promo` });
  return { creatorId: event.creatorId, link };
}

async function cpcFigures(linkId: string, clicks: number) {
  return waitFor(async () => {
    const { rows } = await tracking.db.query(
      `SELECT l.clicks + l.bot_clicks AS seen, g.billed_clicks AS billed,
              (SELECT count(*)::int FROM tracking.cpc_bills b WHERE b.link_id = l.id AND b.status = 'held') AS held
         FROM tracking.affiliate_links l JOIN tracking.cpc_ledgers g ON g.link_id = l.id WHERE l.id = $1`,
      [linkId],
    );
    return rows[0].seen >= clicks ? (rows[0] as { billed: number; held: number }) : undefined;
  });
}

const rows: FraudRow[] = [];
function row(fields: Omit<FraudRow, 'passed'>): FraudRow {
  const passed = fields.honest
    ? fields.accruedCents > 0 || fields.billedClicks > 0
    : fields.accruedCents === 0 && fields.wronglyBilled === 0;
  const done = { ...fields, passed };
  rows.push(done);
  recordFraud(done);
  return done;
}
afterAll(() => process.stdout.write(`filas de fraude: ${rows.length}, ${rows.filter((r) => !r.passed).length} fallidas\n`));

describe('the fraud table', () => {
  it('a forged conversion: any amount, a fresh e-mail and order, the brand’s page named in url= but not where the browser was', async () => {
    const { creator, brandId, pixel, link } = await conversionCampaign({ commissionType: 'percentage', commissionValue: 15 });
    const clickId = await click(link.uniqueCode);
    const forged = {
      code: pixel.pixelCode,
      event: 'purchase',
      type: 'purchase',
      amount: '999999999',
      ref: link.uniqueCode,
      click_id: clickId,
    };
    for (let i = 0; i < 5; i++)
      await pixelHit(
        { ...forged, email: `nueva${i}@example.com`, order: randomUUID(), url: `${STORE}/gracias` },
        'https://trucho.example/',
      );
    // From a page that sends no Referer at all, and with a made-up click.
    await pixelHit({ ...forged, email: 'sin-pagina@example.com', order: randomUUID(), url: `${STORE}/gracias` }, null);
    await pixelHit({ ...forged, email: 'otro-clic@example.com', order: randomUUID(), click_id: randomUUID() });
    const tally = await conversionTally(brandId);
    const result = row({
      attack: 'Conversión inventada (url= de la marca, otra página, clic inventado)',
      honest: false,
      attempts: 7,
      accruedCents: await creditedCents(creator.creatorId!),
      billedClicks: 0,
      wronglyBilled: 0,
      held: tally.held,
      refused: tally.refused,
    });
    expect(result).toMatchObject({ passed: true, refused: 7 });
  });

  it('an invented amount from the brand’s page on a click of one’s own, and many orders on that one click', async () => {
    const { creator, brandId, pixel, link } = await conversionCampaign({ commissionType: 'percentage', commissionValue: 15 });
    const clickId = await click(link.uniqueCode);
    const forged = { code: pixel.pixelCode, event: 'purchase', type: 'purchase', ref: link.uniqueCode, click_id: clickId };
    await pixelHit({ ...forged, amount: '999999999', email: 'grande@example.com', order: randomUUID() });
    for (let i = 0; i < 9; i++) await pixelHit({ ...forged, amount: '500', email: `orden${i}@example.com`, order: randomUUID() });
    const tally = await conversionTally(brandId);
    const result = row({
      attack: 'Monto inventado y muchas órdenes con un mismo clic',
      honest: false,
      attempts: 10,
      accruedCents: await creditedCents(creator.creatorId!),
      billedClicks: 0,
      wronglyBilled: 0,
      held: tally.held,
      refused: tally.refused,
      notes: 'el monto supera el máximo por pedido y el clic ya respalda otra: todas retenidas para la marca, sin acreditar',
    });
    expect(result).toMatchObject({ passed: true, held: 10 });
  });

  it('a forged, stale and replayed postback', async () => {
    const { brand, creator, brandId, pixel, link } = await conversionCampaign();
    const clickId = await click(link.uniqueCode);
    const [keyed] = await tracking.call(TrackingRequests.listPixels, {}, brand);
    const postbackSecret = keyed!.postbackSecret;
    const post = (body: object, key: string, at = Math.floor(Date.now() / 1000)) => {
      const raw = JSON.stringify(body);
      return fetch(`${tracking.trackUrl}/pixel/postback`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-afilia-pixel': pixel.pixelCode,
          'x-afilia-signature': `t=${at},v1=${postbackSignature(key, at, raw)}`,
        },
        body: raw,
      });
    };
    const order = { order: 'FALSO-1', type: 'purchase', amount: 99999, click_id: clickId };
    const answers = [
      (await post(order, 'una-clave-adivinada')).status,
      (await post(order, postbackSecret, Math.floor(Date.now() / 1000) - 3600)).status,
      (await post({ ...order, click_id: randomUUID() }, postbackSecret)).status,
    ];
    const tally = await conversionTally(brandId);
    const result = row({
      attack: 'Postback falsificado, vencido o sin clic',
      honest: false,
      attempts: answers.length,
      accruedCents: await creditedCents(creator.creatorId!),
      billedClicks: 0,
      wronglyBilled: 0,
      held: tally.held,
      refused: answers.filter((s) => s === 401).length + tally.refused,
    });
    expect(answers.slice(0, 2)).toEqual([401, 401]);
    expect(result).toMatchObject({ passed: true, refused: 3 });
  });

  it('a burst of pixel hits from one address', async () => {
    const { creator, pixel, link } = await conversionCampaign();
    const address = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 150; i++)
      statuses.push(
        (await pixelHit({ code: pixel.pixelCode, event: 'lead', ref: link.uniqueCode, order: `R${i}` }, `${STORE}/gracias`, address))
          .status,
      );
    const result = row({
      attack: 'Ráfaga de conversiones desde una dirección',
      honest: false,
      attempts: statuses.length,
      accruedCents: await creditedCents(creator.creatorId!),
      billedClicks: 0,
      wronglyBilled: 0,
      held: 0,
      refused: statuses.filter((s) => s === 429).length,
      notes: 'sin clic no cuenta ninguna; pasadas las 120 por minuto, 429 sin escribir nada',
    });
    expect(result).toMatchObject({ passed: true, refused: 30 });
  });

  it('CPC: thirty browsers from one address, an image hidden on a busy page, and a network posing as many people', async () => {
    const churn = await cpcLink();
    const address = nextAddress();
    for (let n = 0; n < 30; n++)
      await navigate(`${tracking.trackUrl}/track/${churn.link.uniqueCode}`, {
        headers: { 'user-agent': `${world.PHONE} Granja/${n}`, 'x-forwarded-for': address },
      });
    const churned = await cpcFigures(churn.link.id, 30);
    row({
      attack: 'CPC: 30 navegadores desde una dirección',
      honest: false,
      attempts: 30,
      accruedCents: 0,
      billedClicks: churned.billed,
      // One address is one person: one click of it may be billed, no more.
      wronglyBilled: Math.max(0, churned.billed - 1),
      held: churned.held,
      refused: 30 - churned.billed - churned.held,
      notes: 'una persona por dirección y día; el cambio de navegador retiene el link hasta que la marca lo revise',
    });

    const image = await cpcLink();
    for (let n = 0; n < 20; n++)
      await navigate(`${tracking.trackUrl}/track/${image.link.uniqueCode}`, {
        headers: { 'user-agent': world.PHONE, 'x-forwarded-for': nextAddress(), 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
      });
    const loaded = await cpcFigures(image.link.id, 20);
    row({
      attack: 'CPC: link escondido como imagen en una página',
      honest: false,
      attempts: 20,
      accruedCents: 0,
      billedClicks: loaded.billed,
      wronglyBilled: loaded.billed,
      held: loaded.held,
      refused: 20 - loaded.billed,
    });

    const network = await cpcLink();
    for (let n = 0; n < 30; n++) await click(network.link.uniqueCode, { 'x-forwarded-for': `198.51.100.${n + 1}` });
    const crowded = await cpcFigures(network.link.id, 30);
    row({
      attack: 'CPC: 30 direcciones de una misma red /24',
      honest: false,
      attempts: 30,
      accruedCents: 0,
      billedClicks: crowded.billed,
      // A network bills at most 10 people a link a day: beyond them, a click billed is wrongly billed.
      wronglyBilled: Math.max(0, crowded.billed - 10),
      held: crowded.held,
      refused: 30 - crowded.billed - crowded.held,
    });
    expect(rows.slice(-3).every((r) => r.passed)).toBe(true);
  });

  it('an open redirect on the platform’s address, and shop figures for nobody', async () => {
    const { brand, creator, campaignId } = await conversionCampaign();
    const attempts = [
      { destinationUrl: 'https://evil.example/phish' },
      { destinationUrl: `${STORE}.evil.example/` },
      { destinationUrl: `${STORE}/ok`, code: 'SOPORTE-LOGIN' },
    ];
    let refused = 0;
    for (const attempt of attempts)
      refused +=
        (await tracking.failure(TrackingRequests.createCustomLink, { campaignId, creatorId: creator.creatorId!, ...attempt }, brand))
          .code === 'VALIDATION_FAILED'
          ? 1
          : 0;
    const shop = await fetch(
      `${tracking.trackUrl}/shop-events?c=${randomUUID()}&v=${Array.from({ length: 50 }, (_, i) => `b${i}`).join(',')}`,
      {
        headers: { 'user-agent': world.PHONE, 'x-forwarded-for': nextAddress() },
      },
    );
    const { rows: written } = await tracking.db.query(`SELECT count(*)::int AS n FROM tracking.shop_block_stats WHERE block_id LIKE 'b%'`);
    const result = row({
      attack: 'Redirección abierta y estadísticas de tienda ajenas',
      honest: false,
      attempts: attempts.length + 1,
      accruedCents: 0,
      billedClicks: 0,
      wronglyBilled: 0,
      held: 0,
      refused: refused + (shop.status < 500 && written[0].n === 0 ? 1 : 0),
    });
    expect(result).toMatchObject({ passed: true, refused: 4 });
  });

  it('the honest paths: a person’s click, a real conversion the brand approves, a signed postback', async () => {
    const cpc = await cpcLink();
    await click(cpc.link.uniqueCode);
    const billed = await cpcFigures(cpc.link.id, 1);
    const person = row({
      attack: 'Clic de una persona (CPC)',
      honest: true,
      attempts: 1,
      accruedCents: 0,
      billedClicks: billed.billed,
      wronglyBilled: 0,
      held: 0,
      refused: 0,
    });

    const { brand, creator, brandId, pixel, link } = await conversionCampaign();
    const clickId = await click(link.uniqueCode);
    await pixelHit({
      code: pixel.pixelCode,
      event: 'lead',
      type: 'lead',
      ref: link.uniqueCode,
      click_id: clickId,
      email: 'real@example.com',
    });
    const [conversion] = await tracking.call(TrackingRequests.listConversions, {}, brand);
    await tracking.call(TrackingRequests.approveConversion, { id: conversion!.id }, brand);
    const approved = row({
      attack: 'Conversión real aprobada por la marca',
      honest: true,
      attempts: 1,
      accruedCents: await creditedCents(creator.creatorId!),
      billedClicks: 0,
      wronglyBilled: 0,
      held: (await conversionTally(brandId)).held,
      refused: 0,
    });

    const signed = await conversionCampaign({ commissionType: 'percentage', commissionValue: 10 });
    const signedClick = await click(signed.link.uniqueCode);
    const [keyed] = await tracking.call(TrackingRequests.listPixels, {}, signed.brand);
    const raw = JSON.stringify({ order: 'REAL-1', type: 'purchase', amount: 2500, click_id: signedClick });
    const at = Math.floor(Date.now() / 1000);
    const answer = await fetch(`${tracking.trackUrl}/pixel/postback`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-afilia-pixel': signed.pixel.pixelCode,
        'x-afilia-signature': `t=${at},v1=${postbackSignature(keyed!.postbackSecret, at, raw)}`,
      },
      body: raw,
    });
    const verified = row({
      attack: 'Postback firmado por la marca',
      honest: true,
      attempts: 1,
      accruedCents: await creditedCents(signed.creator.creatorId!),
      billedClicks: 0,
      wronglyBilled: 0,
      held: 0,
      refused: answer.status === 200 ? 0 : 1,
    });
    expect(person).toMatchObject({ passed: true, billedClicks: 1 });
    expect(approved).toMatchObject({ passed: true, accruedCents: 50_000 });
    expect(verified).toMatchObject({ passed: true, accruedCents: 25_000 });
  });
});
