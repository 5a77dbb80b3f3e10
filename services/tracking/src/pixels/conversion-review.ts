import type { EntityManager } from 'typeorm';
import { CONVERSION_TEXTS, TrackingEvents, type ConversionReview as Review } from '@afilia/contracts';
import { DomainError, type Outbox } from '@afilia/service-kit';
import { accrueEarning, withdrawEarning } from '../money/earnings.js';
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
    if (row.earning_id && (await withdrawEarning(manager, this.outbox, row.earning_id)) === 'settled')
      throw new DomainError('INVALID_TRANSITION', CONVERSION_TEXTS.alreadyBilledPaid);
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
}
