import type { EntityManager } from 'typeorm';
import type { Outbox } from '@afilia/service-kit';
import { announceCreatorEarnings } from './creator-earnings.js';
import { platformFeeOn } from './commission-split.js';
import { accrualEntries, post } from './ledger.js';

const DAY_MS = 86_400_000;

/** A commission that is not a sale's, as it is earned. */
export interface EarningInput {
  kind: 'conversion' | 'clicks';
  /** What it is earned for, once: `conversion:{id}`, `clicks:{first billed click}`. */
  sourceKey: string;
  brandId: string;
  creatorId: string;
  campaignId: string | null;
  amountCents: number;
  earnedAt: Date;
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
       ("kind", "source_key", "brand_id", "creator_id", "campaign_id", "amount_cents", "platform_cents", "earned_at", "clears_at")
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT ("source_key") DO NOTHING RETURNING "id"`,
    [
      earning.kind,
      earning.sourceKey,
      earning.brandId,
      earning.creatorId,
      earning.campaignId,
      earning.amountCents,
      platformCents,
      earning.earnedAt,
      new Date(earning.earnedAt.getTime() + holdDays * DAY_MS),
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
