import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { MessageProviderPact, providerWithMetadata } from '@pact-foundation/pact';
import { CampaignsEvents, TrackingEvents, TrackingRequests } from '@afilia/contracts';
import { asSystem } from '@afilia/service-kit';
import { creatorActor, navigate, visitorAddress, waitFor } from '@afilia/service-kit/testing';
import { ClickEarnings } from '../../src/money/click-earnings.js';
import { TrackingHarness } from '../support/tracking-harness.js';

/**
 * tracking verifies what its consumers expect of its events (message pacts in
 * contracts/pacts/*-tracking.json): each message comes from the real service, from real clicks
 * on a real CPC link counted and billed or from a link made and deleted the way they are, read
 * back from its outbox as the relay publishes it.
 */
const tracking = new TrackingHarness();
const lastBySubject = new Map<string, Record<string, unknown>>();

beforeAll(() => tracking.start(), 60_000);
afterAll(() => tracking.stop());

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
    ].map((def) => [def.subject, providerWithMetadata(() => lastBySubject.get(def.subject) ?? {}, { subject: def.subject })]),
  ),
});

describe('tracking events', () => {
  it('are what their consumers expect', () => verifier.verify(), 120_000);
});
