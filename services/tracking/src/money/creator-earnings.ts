import type { EntityManager } from 'typeorm';
import { TrackingEvents } from '@afilia/contracts';
import type { Outbox } from '@afilia/service-kit';

/**
 * Tells the platform what each of these creators has earned in all, after the caller's ledger
 * entries (in its transaction): the sum of the creator's accounts, which accruals raise and
 * reversals lower while clearances and payouts only move money between them. A per-creator
 * lock makes two transactions of one creator take turns, so the later one's total counts both.
 */
export async function announceCreatorEarnings(manager: EntityManager, outbox: Outbox, creatorIds: Iterable<string>): Promise<void> {
  for (const creatorId of [...new Set(creatorIds)].sort()) {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 16))`, [`creator-earnings:${creatorId}`]);
    const [row]: { total: string | null }[] = await manager.query(
      `SELECT sum("amount_cents") AS "total" FROM "tracking"."ledger_entries" WHERE "owner_id" = $1 AND "account" LIKE 'creator\\_%'`,
      [creatorId],
    );
    await outbox.add(manager, TrackingEvents.creatorEarningsChanged, { creatorId, totalEarnedCents: Number(row?.total ?? 0) });
  }
}
