import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * tracking.creator.earnings-changed now tells what a creator has cleared (available, in a payout,
 * paid), no longer its pending commissions too (issue 34 §4): this tells every creator's cleared
 * total once, through the outbox, so the directory's figure of the creators who earned before
 * stops counting money still pending. Only the directory consumes the event.
 */
export class ClearedEarnings1795870000000 implements MigrationInterface {
  name = 'ClearedEarnings1795870000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`INSERT INTO "tracking"."outbox" ("id", "subject", "payload")
      SELECT e."id", 'tracking.creator.earnings-changed', jsonb_build_object('eventId', e."id", 'occurredAt', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'creatorId', t."owner_id", 'totalEarnedCents', t."cleared")
        FROM (SELECT "owner_id", coalesce(sum("amount_cents") FILTER (WHERE "account" IN ('creator_available', 'creator_in_payout', 'creator_paid')), 0)::bigint AS "cleared"
                FROM "tracking"."ledger_entries" WHERE "account" LIKE 'creator\\_%' GROUP BY "owner_id") t
        CROSS JOIN LATERAL (SELECT gen_random_uuid() AS "id") e`);
  }

  async down(): Promise<void> {
    // Events told cannot be untold; the directory keeps the totals it was told last.
  }
}
