import type { EntityManager } from 'typeorm';
import { LINK_CHANGE_MAX, TrackingEvents } from '@afilia/contracts';
import type { Outbox } from '@afilia/service-kit';

/** Tells every tracking replica to drop these codes from its redirect cache (in the caller's transaction). */
export async function announceLinkChanges(manager: EntityManager, outbox: Outbox, codes: readonly string[]): Promise<void> {
  for (let i = 0; i < codes.length; i += LINK_CHANGE_MAX)
    await outbox.add(manager, TrackingEvents.linkChanged, { codes: codes.slice(i, i + LINK_CHANGE_MAX) });
}

/** A link just inserted, as its birth is told. */
export interface MadeLink {
  id: string;
  unique_code: string;
  brand_id: string;
  creator_id: string;
  campaign_id: string | null;
}

/** The columns `MadeLink` reads, for an INSERT's RETURNING. */
export const MADE_LINK_COLUMNS = `"id", "unique_code", "brand_id", "creator_id", "campaign_id"`;

/**
 * Tells the platform of new links (in the caller's transaction): one tracking.link.created each,
 * for the creators directory, and one tracking.link.changed for the redirect caches, which may
 * remember a code looked up before it existed as unknown.
 */
export async function announceLinksMade(manager: EntityManager, outbox: Outbox, links: readonly MadeLink[]): Promise<void> {
  for (const link of links)
    await outbox.add(manager, TrackingEvents.linkCreated, {
      linkId: link.id,
      code: link.unique_code,
      brandId: link.brand_id,
      creatorId: link.creator_id,
      campaignId: link.campaign_id,
    });
  await announceLinkChanges(
    manager,
    outbox,
    links.map((l) => l.unique_code),
  );
}
