import type { EntityManager } from 'typeorm';
import { DomainError, isUniqueViolation } from '@afilia/service-kit';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Sets the creator's slug (the shop's custom URL and the profile's, one per creator) inside the
 * caller's transaction. A savepoint, so a slug taken by another creator answers SLUG_TAKEN on the
 * slug field rather than aborting the transaction.
 */
export async function setCreatorSlug(manager: EntityManager, creatorId: string, slug: string | null): Promise<void> {
  try {
    await manager.query('SAVEPOINT "slug"');
    await manager.query(`UPDATE "identity"."creators" SET "slug" = $2 WHERE "id" = $1`, [creatorId, slug]);
    await manager.query('RELEASE SAVEPOINT "slug"');
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('SLUG_TAKEN', undefined, 'slug');
    throw error;
  }
}

/** The public pages' lookup (seed 001 §2, seed 002 routes): a creator by slug first, then by id; null when neither. */
export async function findCreatorBySlugOrId(manager: EntityManager, slugOrId: string): Promise<{ id: string; name: string } | null> {
  const key = slugOrId.trim().toLowerCase();
  const [bySlug]: { id: string; name: string }[] = await manager.query(`SELECT "id", "name" FROM "identity"."creators" WHERE "slug" = $1`, [
    key,
  ]);
  if (bySlug) return bySlug;
  if (!UUID.test(key)) return null;
  const [byId]: { id: string; name: string }[] = await manager.query(`SELECT "id", "name" FROM "identity"."creators" WHERE "id" = $1`, [
    key,
  ]);
  return byId ?? null;
}

/** The creator an actor acts as: only a creator reads and saves their own shop and profile. */
export function ownCreatorId(actor: { role: string; creatorId?: string | null }): string {
  if (actor.role !== 'creator' || !actor.creatorId) throw new DomainError('FORBIDDEN');
  return actor.creatorId;
}
