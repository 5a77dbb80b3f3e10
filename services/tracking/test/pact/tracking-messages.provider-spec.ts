import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { MessageProviderPact, providerWithMetadata } from '@pact-foundation/pact';
import { CampaignsEvents, TrackingEvents, TrackingRequests } from '@afilia/contracts';
import { creatorActor, waitFor } from '@afilia/service-kit/testing';
import { TrackingHarness } from '../support/tracking-harness.js';

/**
 * tracking verifies what its consumers expect of its billing events (message pacts in
 * contracts/pacts/*-tracking.json): each message comes from real clicks on a real CPC link,
 * counted and billed by the service, read back from its outbox as the relay publishes it.
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
      await fetch(`${tracking.trackUrl}/track/${link!.uniqueCode}`, {
        redirect: 'manual',
        headers: { 'user-agent': `Mozilla/5.0 (Linux; Android 14) Mobile Visitante/${person}` },
      });
  return { participationId: event.participationId, linkId: link!.id };
}

async function remember(subject: string, key: string, value: string) {
  lastBySubject.set(subject, await tracking.published(subject, key, value));
}

const verifier = new MessageProviderPact({
  provider: 'tracking',
  pactUrls: ['campaigns', 'notifications'].map((consumer) =>
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
  },
  messageProviders: Object.fromEntries(
    [TrackingEvents.cpcBilled, TrackingEvents.cpcQuotaWarning, TrackingEvents.cpcQuotaReached, TrackingEvents.fraudDetected].map((def) => [
      def.subject,
      providerWithMetadata(() => lastBySubject.get(def.subject) ?? {}, { subject: def.subject }),
    ]),
  ),
});

describe('tracking events', () => {
  it('are what their consumers expect', () => verifier.verify(), 120_000);
});
