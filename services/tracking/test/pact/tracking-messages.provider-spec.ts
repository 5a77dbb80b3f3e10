import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { MessageProviderPact, providerWithMetadata } from '@pact-foundation/pact';
import { CampaignsEvents, CatalogueEvents, TrackingEvents, TrackingRequests } from '@afilia/contracts';
import { asSystem } from '@afilia/service-kit';
import { adminActor, brandActor, creatorActor, navigate, PartProcesses, visitorAddress, waitFor } from '@afilia/service-kit/testing';
import { ClickEarnings } from '../../src/money/click-earnings.js';
import { CommissionClearing } from '../../src/money/commission-clearing.js';
import * as world from '../support/conversion-world.js';
import { TrackingHarness } from '../support/tracking-harness.js';

/**
 * tracking verifies what its consumers expect of its events (message pacts in
 * contracts/pacts/*-tracking.json): each message comes from the real service, from real clicks
 * on a real CPC link counted and billed or from a link made and deleted the way they are, read
 * back from its outbox as the relay publishes it.
 */
const tracking = new TrackingHarness();
const lastBySubject = new Map<string, Record<string, unknown>>();
// A sale keeps the brand's and the creator's names: identity answers them.
const identity = new PartProcesses();

beforeAll(async () => {
  await identity.startServices(['identity']);
  await tracking.start();
}, 90_000);
afterAll(async () => {
  await tracking.stop();
  await identity.stopAll();
});

/**
 * A creator's coupon sale in a brand's store, paid `daysAgo` (its names are identity's): the
 * brand, the creator and the order.
 */
async function couponSale(daysAgo = 0) {
  const brand = await world.signUp(tracking, 'brand', 'Marca Austral');
  const creator = await world.signUp(tracking, 'creator', 'Lía Ventas');
  const brandId = brand.brandIds[0]!;
  const creatorId = creator.creatorId!;
  const order = {
    brandId,
    storeId: '900001',
    orderId: String(Math.floor(Math.random() * 1e9)),
    orderNumber: '101',
    couponCodes: ['LIAVENTAS'],
    landingUrl: null,
    currency: 'ARS',
    subtotalCents: 2_080_000,
    discountCents: 0,
    totalCents: 2_080_000,
    lineItems: [
      {
        productId: randomUUID(),
        tiendanubeProductId: '7000',
        variantId: null,
        name: 'Campera',
        priceCents: 2_080_000,
        quantity: 1,
        sku: null,
        commissionCreator: 0.15,
      },
    ],
    customerEmail: 'compradora@example.com',
    creatorCode: { codeId: randomUUID(), creatorId, code: 'LIAVENTAS' },
    paidAt: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
  };
  await tracking.publish(CatalogueEvents.orderPaid, order);
  await tracking.published(TrackingEvents.saleAttributed.subject, 'orderId', order.orderId);
  return { brandId, creator, creatorId, order };
}

/** A CPC link of 10 clicks at $0.50, clicked by `people` different visitors, each `times` times. */
async function clickedLink(people: number, times = 1) {
  const event = await tracking.publish(CampaignsEvents.participationApproved, {
    participationId: randomUUID(),
    campaignId: randomUUID(),
    campaignName: 'Clics de verano',
    brandId: randomUUID(),
    creatorId: randomUUID(),
    costPerClickCents: 50,
    maxClicks: 10,
    budgetAllocatedCents: 500,
    targetUrl: 'https://tienda.example/verano',
  });
  const [link] = await waitFor(async () => {
    const links = await tracking.call(TrackingRequests.listLinks, {}, creatorActor(event.creatorId));
    return links.length ? links : undefined;
  });
  for (let person = 0; person < people; person++)
    for (let i = 0; i < times; i++)
      await navigate(`${tracking.trackUrl}/track/${link!.uniqueCode}`, {
        headers: { 'user-agent': `Mozilla/5.0 (Linux; Android 14) Mobile Visitante/${person}`, 'x-forwarded-for': visitorAddress(person) },
      });
  return { participationId: event.participationId, linkId: link!.id, creatorId: event.creatorId };
}

/** A product link, made the way it is born: from an application accepted into a standard campaign with one product. */
async function productLink() {
  const event = await tracking.publish(CampaignsEvents.applicationAccepted, {
    applicationId: randomUUID(),
    campaignId: randomUUID(),
    campaignName: 'Temporada',
    brandId: randomUUID(),
    creatorId: randomUUID(),
    campaignType: 'standard',
    paymentMethod: 'direct',
    productIds: [randomUUID()],
    targetUrl: null,
    commissionType: 'percentage',
    commissionValue: 20,
  });
  const creator = creatorActor(event.creatorId);
  const link = await waitFor(async () => (await tracking.call(TrackingRequests.listLinks, {}, creator))[0]);
  return { creator, link };
}

async function remember(subject: string, key: string, value: string) {
  lastBySubject.set(subject, await tracking.published(subject, key, value));
}

const verifier = new MessageProviderPact({
  provider: 'tracking',
  pactUrls: ['campaigns', 'notifications', 'identity'].map((consumer) =>
    fileURLToPath(new URL(`../../../../contracts/pacts/${consumer}-tracking.json`, import.meta.url)),
  ),
  logLevel: 'warn',
  stateHandlers: {
    'a creator’s CPC link reached 90 % of its quota': async () => {
      const { participationId } = await clickedLink(9);
      await remember(TrackingEvents.cpcQuotaWarning.subject, 'participationId', participationId);
      await remember(TrackingEvents.cpcBilled.subject, 'participationId', participationId);
    },
    'a creator’s CPC link spent its quota': async () => {
      const { participationId } = await clickedLink(10);
      await remember(TrackingEvents.cpcQuotaReached.subject, 'participationId', participationId);
    },
    'one visitor clicked a creator’s CPC link more than 10 times in an hour': async () => {
      const { linkId } = await clickedLink(1, 11);
      await remember(TrackingEvents.fraudDetected.subject, 'linkId', linkId);
    },
    'a creator’s CPC participation got its link': async () => {
      const { link } = await tracking.cpcLink();
      await remember(TrackingEvents.linkCreated.subject, 'linkId', link.id);
    },
    'a creator deleted one of its product links': async () => {
      const { creator, link } = await productLink();
      await tracking.call(TrackingRequests.updateLink, { id: link.id, customProductName: 'Campera' }, creator);
      await tracking.call(TrackingRequests.deleteLink, { id: link.id }, creator);
      await remember(TrackingEvents.linkDeleted.subject, 'linkId', link.id);
    },
    'the store cancelled a creator’s coupon sale': async () => {
      const { order } = await couponSale();
      const { paidAt: _paid, ...facts } = order;
      await tracking.publish(CatalogueEvents.orderCancelled, { ...facts, cancelledAt: new Date().toISOString() });
      await remember(TrackingEvents.saleReversed.subject, 'orderId', order.orderId);
    },
    // Cleared (its brand paid for it, past its holding period) and paid out by an admin by hand.
    'a creator’s payout was paid': async () => {
      const { brandId, creator, creatorId } = await couponSale(31);
      await tracking.call(
        TrackingRequests.savePayoutAccount,
        { method: 'alias', value: 'lia.ventas.mp', holderName: 'Lía Ventas' },
        creator,
      );
      const statement = await tracking.call(TrackingRequests.createBrandStatement, {}, brandActor(brandId));
      await tracking.call(TrackingRequests.markStatementPaid, { id: statement.id }, adminActor());
      const batch = await tracking.call(TrackingRequests.createPayoutBatch, {}, adminActor());
      await tracking.call(TrackingRequests.markPayoutBatchPaid, { id: batch!.id }, adminActor());
      await remember(TrackingEvents.payoutPaid.subject, 'creatorId', creatorId);
    },
    // Past its holding period and its brand's paid statement, as the clearing's timer runs it.
    'a creator’s sale cleared': async () => {
      const { brandId } = await couponSale(31);
      const statement = await tracking.call(TrackingRequests.createBrandStatement, {}, brandActor(brandId));
      await tracking.call(TrackingRequests.markStatementPaid, { id: statement.id }, adminActor());
      await asSystem(() => tracking.app.get(CommissionClearing).run());
      await remember(TrackingEvents.commissionsCleared.subject, 'brandId', brandId);
    },
    // A lead on the brand's page after the creator's click, counted, then voided by the brand.
    'a brand voided a creator’s counted conversion': async () => {
      const store = 'https://austral.example';
      const brand = await world.signUp(tracking, 'brand', 'Marca Austral');
      const creator = await world.signUp(tracking, 'creator', 'Lía Conversiones');
      const brandId = brand.brandIds[0]!;
      await world.storeConnected(tracking, brandId, store);
      const pixel = await tracking.call(TrackingRequests.createPixel, { name: 'Sitio', pageUrl: null }, brand);
      const { link } = await world.acceptedIntoConversion(tracking, store, { brandId, creatorId: creator.creatorId! });
      const clickId = (await world.clickOn(tracking, link.uniqueCode)).searchParams.get('click_id')!;
      const lead = {
        code: pixel.pixelCode,
        event: 'lead',
        type: 'lead',
        email: 'ana@example.com',
        ref: link.uniqueCode,
        click_id: clickId,
      };
      await navigate(`${tracking.trackUrl}/pixel?${new URLSearchParams(lead)}`, {
        headers: { 'user-agent': world.PHONE, referer: `${store}/gracias` },
      });
      const counted = await waitFor(async () => (await tracking.call(TrackingRequests.listConversions, {}, brand)).find((c) => c.isValid));
      await tracking.call(TrackingRequests.voidConversion, { id: counted.id, reason: 'Registro duplicado' }, brand);
      await remember(TrackingEvents.conversionVoided.subject, 'conversionId', counted.id);
    },
    // Once their hour is over, as the timer runs it (PeriodicJob): the service's own work.
    'a creator’s billed clicks became an earning': async () => {
      const { participationId, creatorId } = await clickedLink(1);
      await tracking.published(TrackingEvents.cpcBilled.subject, 'participationId', participationId);
      await asSystem(() => tracking.app.get(ClickEarnings).run(new Date(Date.now() + 3_600_000)));
      await remember(TrackingEvents.creatorEarningsChanged.subject, 'creatorId', creatorId);
    },
  },
  messageProviders: Object.fromEntries(
    [
      TrackingEvents.cpcBilled,
      TrackingEvents.cpcQuotaWarning,
      TrackingEvents.cpcQuotaReached,
      TrackingEvents.fraudDetected,
      TrackingEvents.linkCreated,
      TrackingEvents.linkDeleted,
      TrackingEvents.creatorEarningsChanged,
      TrackingEvents.saleReversed,
      TrackingEvents.payoutPaid,
      TrackingEvents.commissionsCleared,
      TrackingEvents.conversionVoided,
    ].map((def) => [def.subject, providerWithMetadata(() => lastBySubject.get(def.subject) ?? {}, { subject: def.subject })]),
  ),
});

describe('tracking events', () => {
  it('are what their consumers expect', () => verifier.verify(), 120_000);
});
