import type { EntityManager } from 'typeorm';
import { LINK_CHANGE_MAX, TrackingEvents } from '@afilia/contracts';
import type { Outbox } from '@afilia/service-kit';

/** Tells every tracking replica to drop these codes from its redirect cache (in the caller's transaction). */
export async function announceLinkChanges(manager: EntityManager, outbox: Outbox, codes: readonly string[]): Promise<void> {
  for (let i = 0; i < codes.length; i += LINK_CHANGE_MAX)
    await outbox.add(manager, TrackingEvents.linkChanged, { codes: codes.slice(i, i + LINK_CHANGE_MAX) });
}
