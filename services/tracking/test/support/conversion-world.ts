import { randomUUID } from 'node:crypto';
import { CampaignsEvents, CatalogueEvents, IdentityRequests, TrackingRequests, type Actor, type EventInput } from '@afilia/contracts';
import { creatorActor, navigate, uniqueEmail, waitFor } from '@afilia/service-kit/testing';
import type { TrackingHarness } from './tracking-harness.js';

// The people and places of a conversion campaign, as the integration specs of the pixel and of
// fraud meet them on the real tracking service: accounts from identity, the brand's store and
// an accepted creator as tracking hears of them, and a shopper's click through the redirect.

/** A shopper's phone: the browser the specs' shoppers click and convert with. */
export const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram';

export type Accepted = EventInput<typeof CampaignsEvents.applicationAccepted>;

/** A fresh account of `role`, signed up through identity: its actor. */
export async function signUp(tracking: TrackingHarness, role: 'brand' | 'creator', name: string): Promise<Actor> {
  return (await tracking.call(IdentityRequests.signUp, { name, email: uniqueEmail(role), password: 'Segura123', role })).actor;
}

/** The brand's store, once tracking knows it: its host is one of the brand's domains. */
export async function storeConnected(tracking: TrackingHarness, brandId: string, storeUrl: string): Promise<void> {
  await tracking.publish(CatalogueEvents.storeConnected, { brandId, storeUrl });
  await waitFor(async () => {
    const { rows } = await tracking.db.query(`SELECT 1 FROM tracking.store_pages WHERE brand_id = $1`, [brandId]);
    return rows.length ? true : undefined;
  });
}

/**
 * A creator accepted into a brand's conversion campaign on `terms` ($500 a lead to `store`'s
 * sign-up page unless they say otherwise), as tracking hears it: its one link, once the
 * collaboration's terms are kept.
 */
export async function acceptedIntoConversion(
  tracking: TrackingHarness,
  store: string,
  parties: { brandId: string; creatorId: string },
  terms: Partial<Accepted> = {},
) {
  const accepted = await tracking.publish(CampaignsEvents.applicationAccepted, {
    applicationId: randomUUID(),
    campaignId: randomUUID(),
    campaignName: 'Registros',
    ...parties,
    campaignType: 'conversion',
    paymentMethod: 'direct',
    productIds: [],
    targetUrl: `${store}/registro`,
    commissionType: 'fixed',
    commissionValue: 50_000,
    cookieDurationDays: 30,
    ...terms,
  });
  const link = await waitFor(async () =>
    (await tracking.call(TrackingRequests.listLinks, {}, creatorActor(parties.creatorId))).find(
      (l) => l.campaignId === accepted.campaignId,
    ),
  );
  await waitFor(async () => {
    const { rows } = await tracking.db.query(`SELECT 1 FROM tracking.collaboration_terms WHERE campaign_id = $1`, [accepted.campaignId]);
    return rows.length ? true : undefined;
  });
  return { link, campaignId: accepted.campaignId };
}

/**
 * A shopper following a link: a person's navigation, on a phone unless `headers` say otherwise
 * (its address among them); answers where it was sent, once its click is stored.
 */
export async function clickOn(tracking: TrackingHarness, code: string, headers: Record<string, string> = {}): Promise<URL> {
  const res = await navigate(`${tracking.trackUrl}/track/${code}`, { headers: { 'user-agent': PHONE, ...headers } });
  const location = new URL(res.headers.get('location')!);
  await waitFor(async () => {
    const { rows } = await tracking.db.query(`SELECT 1 FROM tracking.clicks WHERE id = $1`, [location.searchParams.get('click_id')]);
    return rows.length ? true : undefined;
  });
  return location;
}
