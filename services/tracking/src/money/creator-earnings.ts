import type { EntityManager } from 'typeorm';
import { TrackingEvents } from '@afilia/contracts';
import type { Outbox } from '@afilia/service-kit';

/**
 * The accounts of a creator's cleared money (ledger.ts): available, on its way in a payout, and
 * paid. Pending commissions are left out: they may still be refunded, held or voided, and a
 * figure other people see (the creators directory) must be money the creator has for sure.
 */
const CLEARED_ACCOUNTS = ['creator_available', 'creator_in_payout', 'creator_paid'];

/**
 * Tells the platform what each of these creators has cleared in all, after the caller's ledger
 * entries (in its transaction): the sum of its cleared accounts, which clearances raise and
 * reversals of cleared commissions (and clawbacks) lower, while payouts only move money between
 * them. Callers announce whenever they post a creator's entries (an accrual leaves the figure as
 * it was; telling it again is harmless). A per-creator lock makes two transactions of one creator
 * take turns, so the later one's total counts both.
 */
export async function announceCreatorEarnings(manager: EntityManager, outbox: Outbox, creatorIds: Iterable<string>): Promise<void> {
  for (const creatorId of [...new Set(creatorIds)].sort()) {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 16))`, [`creator-earnings:${creatorId}`]);
    const [row]: { total: string | null }[] = await manager.query(
      `SELECT sum("amount_cents") AS "total" FROM "tracking"."ledger_entries" WHERE "owner_id" = $1 AND "account" = ANY($2)`,
      [creatorId, CLEARED_ACCOUNTS],
    );
    await outbox.add(manager, TrackingEvents.creatorEarningsChanged, { creatorId, totalEarnedCents: Number(row?.total ?? 0) });
  }
}
