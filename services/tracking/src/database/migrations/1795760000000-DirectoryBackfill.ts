import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The creators directory (issue 16) keeps its projections from tracking.link.created and
 * tracking.creator.earnings_changed, which tracking only started publishing now: this tells of
 * every link and every creator's earnings made before, through the outbox, once. Only the
 * directory consumes those two events, so telling them again notifies nobody.
 */
export class DirectoryBackfill1795760000000 implements MigrationInterface {
  name = 'DirectoryBackfill1795760000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`INSERT INTO "tracking"."outbox" ("id", "subject", "payload")
      SELECT e."id", 'tracking.link.created', jsonb_build_object('eventId', e."id", 'occurredAt', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'linkId', l."id", 'code', l."unique_code", 'brandId', l."brand_id", 'creatorId', l."creator_id", 'campaignId', l."campaign_id")
        FROM "tracking"."affiliate_links" l CROSS JOIN LATERAL (SELECT gen_random_uuid() AS "id") e`);
    await q.query(`INSERT INTO "tracking"."outbox" ("id", "subject", "payload")
      SELECT e."id", 'tracking.creator.earnings_changed', jsonb_build_object('eventId', e."id", 'occurredAt', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'creatorId', t."owner_id", 'totalEarnedCents', t."total")
        FROM (SELECT "owner_id", sum("amount_cents")::bigint AS "total" FROM "tracking"."ledger_entries"
               WHERE "account" LIKE 'creator\\_%' GROUP BY "owner_id") t
        CROSS JOIN LATERAL (SELECT gen_random_uuid() AS "id") e`);
  }

  async down(): Promise<void> {
    // Events told cannot be untold; the directory's projections stay as they are.
  }
}
