import type { EntityManager } from 'typeorm';
import { CONVERSION_TEXTS, TrackingEvents, type ConversionReview as Review } from '@afilia/contracts';
import { DomainError, type Outbox } from '@afilia/service-kit';
import { announceCreatorEarnings } from '../money/creator-earnings.js';
import { accrueEarning } from '../money/earnings.js';
import { earningReversalEntries, post } from '../money/ledger.js';
import { seedStatus } from './conversion-rows.js';

/** A counted conversion, locked, as its review reads it. */
interface Reviewed {
  id: string;
  brand_id: string;
  creator_id: string;
  campaign_id: string | null;
  commission_cents: string;
  review: Review;
  earning_id: string | null;
}

/**
 * Where a counted conversion goes after it arrives (issue 34 §1, docs/decisions.md): the brand
 * approves it, its signed postback verifies it, or its review period ends (only for one no
 * anomaly held): it earns its commission then, once. The brand voids it with a reason: it earns
 * nothing, and if it had earned, its earning is cancelled and leaves the ledger and the brand's
 * open statement; once a paid statement billed it, it can no longer be voided. Every step runs
 * in the caller's transaction, on the conversion's row lock.
 */
export class ConversionReviews {
  constructor(
    private readonly outbox: Outbox,
    /** Days a commission stays pending once earned (COMMISSION_HOLD_DAYS). */
    private readonly holdDays: number,
  ) {}

  /** The conversion, locked; NOT_FOUND when it is none of `mayAct`'s brand's or was never counted. */
  async lock(manager: EntityManager, id: string, mayAct: (brandId: string) => boolean): Promise<Reviewed> {
    const [row]: Reviewed[] = await manager.query(
      `SELECT "id", "brand_id", "creator_id", "campaign_id", "commission_cents", "review", "earning_id"
         FROM "tracking"."external_conversions" WHERE "id" = $1 FOR UPDATE`,
      [id],
    );
    if (!row || !mayAct(row.brand_id) || row.review === null) throw new DomainError('NOT_FOUND', CONVERSION_TEXTS.notFound);
    return row;
  }

  /** Approved (by the brand, or by time) or verified (by its postback): it earns, once. */
  async settle(manager: EntityManager, row: Reviewed, to: 'approved' | 'verified', by: string | null): Promise<void> {
    if (row.review === 'voided' || (to === 'approved' && (row.review === 'approved' || row.review === 'verified')))
      throw new DomainError('INVALID_TRANSITION', CONVERSION_TEXTS.notReviewable);
    await manager.query(
      `UPDATE "tracking"."external_conversions" SET "review" = $2, "status" = $3, "reviewed_at" = now(), "reviewed_by" = $4,
              "hold_reason" = CASE WHEN $2 = 'verified' THEN NULL ELSE "hold_reason" END
        WHERE "id" = $1`,
      [row.id, to, seedStatus(to), by],
    );
    if (row.earning_id) return;
    const earningId = await accrueEarning(
      manager,
      this.outbox,
      {
        kind: 'conversion',
        sourceKey: `conversion:${row.id}`,
        brandId: row.brand_id,
        creatorId: row.creator_id,
        campaignId: row.campaign_id,
        amountCents: Number(row.commission_cents),
        earnedAt: new Date(),
      },
      this.holdDays,
    );
    if (earningId)
      await manager.query(`UPDATE "tracking"."external_conversions" SET "earning_id" = $2 WHERE "id" = $1`, [row.id, earningId]);
  }

  /** Voided with a reason its creator reads: what it earned leaves the ledger and any open statement. */
  async void(manager: EntityManager, row: Reviewed, reason: string, by: string): Promise<void> {
    if (row.review === 'voided') throw new DomainError('INVALID_TRANSITION', CONVERSION_TEXTS.notReviewable);
    if (row.earning_id) await this.cancelEarning(manager, row.earning_id);
    await manager.query(
      `UPDATE "tracking"."external_conversions" SET "review" = 'voided', "status" = 'failed', "void_reason" = $2,
              "reviewed_at" = now(), "reviewed_by" = $3
        WHERE "id" = $1`,
      [row.id, reason, by],
    );
    await this.outbox.add(manager, TrackingEvents.conversionVoided, {
      conversionId: row.id,
      brandId: row.brand_id,
      creatorId: row.creator_id,
      campaignId: row.campaign_id,
      reason,
    });
  }

  private async cancelEarning(manager: EntityManager, earningId: string): Promise<void> {
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
    if (!earning || earning.status === 'cancelled') return;
    if (earning.status !== 'pending' || earning.statement_status === 'paid')
      throw new DomainError('INVALID_TRANSITION', CONVERSION_TEXTS.alreadyBilledPaid);
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
    if (earning.statement_id) await this.leaveStatement(manager, earning.statement_id, owed);
    await announceCreatorEarnings(manager, this.outbox, [earning.creator_id]);
  }

  /**
   * The open statement that billed it bills that much less; a payment link asked for the old
   * amount is dropped (the next look at the statement asks for a new one), and a statement left
   * with nothing to bill is withdrawn.
   */
  private async leaveStatement(manager: EntityManager, statementId: string, owedCents: number): Promise<void> {
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
}
