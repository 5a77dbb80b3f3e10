import type { EntityManager } from 'typeorm';
import type { Outbox } from '@afilia/service-kit';
import { announceCreatorEarnings } from './creator-earnings.js';
import { platformFeeOn } from './commission-split.js';
import { accrualEntries, earningReversalEntries, post } from './ledger.js';

const DAY_MS = 86_400_000;

/** A commission that is not a sale's, as it is earned. */
export interface EarningInput {
  kind: 'conversion' | 'clicks' | 'bonus';
  /** What it is earned for, once: `conversion:{id}`, `clicks:{first billed click}`, `bonus:{campaign}:{creator}:{month}:{goal}`. */
  sourceKey: string;
  brandId: string;
  creatorId: string;
  campaignId: string | null;
  amountCents: number;
  earnedAt: Date;
  /** When it may clear; by default the holding period after it was earned. */
  clearsAt?: Date;
  /** A bonus's month (its first day, YYYY-MM-DD) and the rule it met. */
  bonus?: { month: string; rule: object };
}

/**
 * Records an earning once (by its source) in the caller's transaction, with its ledger entries:
 * the creator's pending commission, and the brand's debt of it plus the platform's 15 %. It
 * clears like a sale's commission, after the holding period and once its brand paid for it.
 * Answers its id, or null when it was recorded before or earns nothing.
 */
export async function accrueEarning(
  manager: EntityManager,
  outbox: Outbox,
  earning: EarningInput,
  holdDays: number,
): Promise<string | null> {
  if (earning.amountCents <= 0) return null;
  const platformCents = platformFeeOn(earning.amountCents);
  const rows: { id: string }[] = await manager.query(
    `INSERT INTO "tracking"."earnings"
       ("kind", "source_key", "brand_id", "creator_id", "campaign_id", "amount_cents", "platform_cents", "earned_at", "clears_at",
        "bonus_month", "bonus_rule")
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT ("source_key") DO NOTHING RETURNING "id"`,
    [
      earning.kind,
      earning.sourceKey,
      earning.brandId,
      earning.creatorId,
      earning.campaignId,
      earning.amountCents,
      platformCents,
      earning.earnedAt,
      earning.clearsAt ?? new Date(earning.earnedAt.getTime() + holdDays * DAY_MS),
      earning.bonus?.month ?? null,
      earning.bonus ? JSON.stringify(earning.bonus.rule) : null,
    ],
  );
  const id = rows[0]?.id;
  if (!id) return null;
  await post(
    manager,
    accrualEntries(
      { id, creatorId: earning.creatorId, brandId: earning.brandId, creatorCents: earning.amountCents, platformCents },
      'earning',
    ),
  );
  await announceCreatorEarnings(manager, outbox, [earning.creatorId]);
  return id;
}

/**
 * Cancels an earning not yet settled, in the caller's transaction: it leaves the ledger and the
 * open statement that billed it. Answers 'settled' (and changes nothing) once it cleared or a
 * paid statement billed it; the caller decides what that means (a conversion can no longer be
 * voided; a bonus stays the creator's).
 */
export async function withdrawEarning(
  manager: EntityManager,
  outbox: Outbox,
  earningId: string,
): Promise<'withdrawn' | 'settled' | 'gone'> {
  const [earning]: {
    id: string;
    brand_id: string;
    creator_id: string;
    amount_cents: string;
    platform_cents: string;
    status: string;
    statement_id: string | null;
    statement_status: string | null;
  }[] = await manager.query(
    `SELECT e.*, s."status" AS "statement_status" FROM "tracking"."earnings" e
       LEFT JOIN "tracking"."brand_statements" s ON s."id" = e."statement_id"
      WHERE e."id" = $1 FOR UPDATE OF e`,
    [earningId],
  );
  if (!earning || earning.status === 'cancelled') return 'gone';
  if (earning.status !== 'pending' || earning.statement_status === 'paid') return 'settled';
  const owed = Number(earning.amount_cents) + Number(earning.platform_cents);
  await manager.query(`UPDATE "tracking"."earnings" SET "status" = 'cancelled', "statement_id" = NULL WHERE "id" = $1`, [earning.id]);
  await post(
    manager,
    earningReversalEntries({
      id: earning.id,
      creatorId: earning.creator_id,
      brandId: earning.brand_id,
      creatorCents: Number(earning.amount_cents),
      platformCents: Number(earning.platform_cents),
    }),
  );
  if (earning.statement_id) await leaveStatement(manager, earning.statement_id, owed);
  await announceCreatorEarnings(manager, outbox, [earning.creator_id]);
  return 'withdrawn';
}

/**
 * The open statement that billed a withdrawn earning bills that much less; a payment link asked
 * for the old amount is dropped (the next look at the statement asks for a new one), and a
 * statement left with nothing to bill is withdrawn.
 */
async function leaveStatement(manager: EntityManager, statementId: string, owedCents: number): Promise<void> {
  const [open]: { amount_cents: string }[] = await manager.query(
    `SELECT "amount_cents" FROM "tracking"."brand_statements" WHERE "id" = $1 AND "status" = 'open' FOR UPDATE`,
    [statementId],
  );
  if (!open) return;
  const left = Number(open.amount_cents) - owedCents;
  if (left > 0) {
    await manager.query(
      `UPDATE "tracking"."brand_statements" SET "amount_cents" = $2, "payment_url" = NULL, "provider_reference" = NULL WHERE "id" = $1`,
      [statementId, left],
    );
    return;
  }
  await manager.query(`UPDATE "tracking"."transactions" SET "statement_id" = NULL WHERE "statement_id" = $1`, [statementId]);
  await manager.query(`UPDATE "tracking"."earnings" SET "statement_id" = NULL WHERE "statement_id" = $1`, [statementId]);
  await manager.query(`DELETE FROM "tracking"."brand_statements" WHERE "id" = $1`, [statementId]);
}
