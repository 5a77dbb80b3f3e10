import type { Actor } from '@afilia/contracts';
import { brandScope } from '@afilia/service-kit';

/**
 * Who reads the directory, and so what it shows (seed 001 §6): a brand owner, or an agency for
 * one of its brands, sees the public creators plus its own roster (its internal creators and the
 * creators its links tie to it); an admin every creator; anyone else the public ones.
 */
export interface DirectoryViewer {
  userId: string;
  brandId: string | null;
  admin: boolean;
}

export function directoryViewer(actor: Actor, requestedBrandId?: string): DirectoryViewer {
  // An agency that no brand has linked yet reads what anyone reads.
  const actsForBrand = actor.role === 'brand' || (actor.role === 'agency' && (actor.brandIds.length > 0 || !!requestedBrandId));
  const brandId = actsForBrand ? brandScope(actor, requestedBrandId) : null;
  return { userId: actor.userId, brandId, admin: actor.role === 'admin' };
}

/** The creators the brand's links tie to it, as an array the creators' primary key is probed with. */
export const LINKED_IDS_SQL = (brand: string) =>
  `ARRAY(SELECT k."creator_id" FROM "identity"."brand_creator_links" k WHERE k."brand_id" = ${brand} AND NOT k."deleted")`;

/**
 * The brand's roster, as SQL over `c` (the creators row) with the brand's id at `brand`: its
 * internal creators and the creators its links tie to it. Both halves are index probes (the
 * owner's index, the primary key with the linked ids), so Postgres reads only the roster's rows
 * however many creators the platform has, where a join would scan them all.
 */
export const ROSTER_SQL = (brand: string) => `(c."brand_owner_id" = ${brand} OR c."id" = ANY(${LINKED_IDS_SQL(brand)}))`;

/** Whether the creator `c` has a link with the brand at `$brand` (its 'Colaborando' badge). */
export const COLLABORATING_SQL = (brand: string) =>
  `EXISTS (SELECT 1 FROM "identity"."brand_creator_links" k WHERE k."brand_id" = ${brand} AND k."creator_id" = c."id" AND NOT k."deleted")`;

/**
 * What a viewer may see of `c`: the public creators, and a brand's roster; an admin everything.
 * `brand` is the parameter holding the viewer's brand id (null for none). Every branch names it:
 * Postgres refuses a statement with a parameter it cannot type.
 */
export function visibleSql(viewer: DirectoryViewer, brand: string): string {
  if (viewer.admin) return `(true OR ${brand} IS NULL)`;
  return viewer.brandId ? `(c."is_public" OR ${ROSTER_SQL(brand)})` : `(c."is_public" AND ${brand} IS NULL)`;
}

/**
 * Whether the viewer sees creators' earnings (issue 34 §4): an admin, a brand, or an agency acting
 * for one; never a creator (another creator's money is not its business) nor anyone else.
 */
export const seesEarnings = (viewer: DirectoryViewer): boolean => viewer.admin || viewer.brandId !== null;

/**
 * The earnings of `c` the viewer may see, as SQL: an admin every creator's cleared total; a brand
 * only the totals of the creators who opted in to verified results (`shown_earned_cents`, null
 * otherwise); anyone else none. The directory shows and orders by this, so a hidden total can
 * neither be read nor guessed from a creator's place in the list.
 */
export function earningsSql(viewer: DirectoryViewer): string {
  if (viewer.admin) return `c."total_earned_cents"`;
  return seesEarnings(viewer) ? `c."shown_earned_cents"` : `NULL::bigint`;
}
