import type { EntityManager } from 'typeorm';
import { SHOP_TEXTS } from '@afilia/contracts';
import { DomainError, isUniqueViolation } from '@afilia/service-kit';
import { brandNameWithin } from '../brands/brand-name-within.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How long a shop URL its creator let go stays theirs: links and printed codes still point at it. */
export const RELEASED_SLUG_HELD_DAYS = 30;

/**
 * Sets the creator's slug (the shop's custom URL and the profile's, one per creator) inside the
 * caller's transaction. A slug naming a brand (brandNameWithin), or one another creator let go
 * less than 30 days ago, is refused; the one this creator lets go is held for them as long. A
 * savepoint, so a slug taken by another creator answers SLUG_TAKEN on the slug field rather than
 * aborting the transaction.
 */
export async function setCreatorSlug(manager: EntityManager, creatorId: string, slug: string | null): Promise<void> {
  if (slug !== null) {
    if (await brandNameWithin(manager, slug, null)) throw new DomainError('VALIDATION_FAILED', SHOP_TEXTS.slugReserved, 'slug');
    const held: unknown[] = await manager.query(
      `SELECT 1 FROM "identity"."released_slugs"
        WHERE "slug" = $1 AND "creator_id" <> $2 AND "released_at" > now() - make_interval(days => $3)`,
      [slug, creatorId, RELEASED_SLUG_HELD_DAYS],
    );
    if (held.length) throw new DomainError('SLUG_TAKEN', undefined, 'slug');
  }
  const [before]: { slug: string | null }[] = await manager.query(`SELECT "slug" FROM "identity"."creators" WHERE "id" = $1 FOR UPDATE`, [
    creatorId,
  ]);
  try {
    await manager.query('SAVEPOINT "slug"');
    await manager.query(`UPDATE "identity"."creators" SET "slug" = $2 WHERE "id" = $1`, [creatorId, slug]);
    await manager.query('RELEASE SAVEPOINT "slug"');
    if (before?.slug && before.slug !== slug)
      await manager.query(
        `INSERT INTO "identity"."released_slugs" ("slug", "creator_id") VALUES ($1, $2)
         ON CONFLICT ("slug") DO UPDATE SET "creator_id" = EXCLUDED."creator_id", "released_at" = now()`,
        [before.slug, creatorId],
      );
    if (slug !== null) await manager.query(`DELETE FROM "identity"."released_slugs" WHERE "slug" = $1`, [slug]);
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
