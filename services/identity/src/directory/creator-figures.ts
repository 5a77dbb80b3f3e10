import type { EntityManager } from 'typeorm';
import { averageEngagement, totalFollowers, totalPosts, type CreatorProfile } from '@afilia/contracts';

/**
 * Keeps the directory's figures of a creator (seed 001 §9: total followers, average engagement,
 * total posts) on its row, in the caller's transaction, after its profile changed: the directory
 * filters and sorts by them in the database. The verified-results switch goes with them: brands
 * see (and sort by) the creator's earnings only while it is on (issue 34 §4).
 */
export async function keepDirectoryFigures(
  manager: EntityManager,
  profile: Pick<CreatorProfile, 'creatorId' | 'networks' | 'linkedin' | 'showVerifiedResults'>,
) {
  await manager.query(
    `UPDATE "identity"."creators" SET "total_followers" = $2, "average_engagement" = $3, "total_posts" = $4, "shows_verified_results" = $5
      WHERE "id" = $1`,
    [
      profile.creatorId,
      totalFollowers(profile.networks, profile.linkedin),
      averageEngagement(profile.networks),
      totalPosts(profile.networks),
      profile.showVerifiedResults,
    ],
  );
}
