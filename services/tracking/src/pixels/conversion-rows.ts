import type { ConversionReview, ConversionRow } from '@afilia/contracts';
import type { DirectoryNames } from '@afilia/service-kit';

/** A conversion as `CONVERSION_SELECT` reads it. */
export interface ConversionDbRow {
  id: string;
  brand_id: string;
  source: string;
  event_name: string;
  event_type: string;
  customer_name: string | null;
  customer_email: string | null;
  amount_cents: string;
  currency: string;
  status: ConversionRow['status'];
  is_valid: boolean;
  invalid_reason: string | null;
  campaign_id: string | null;
  creator_id: string | null;
  campaign_name: string | null;
  commission_cents: string;
  review: ConversionReview | null;
  review_ends_at: Date | null;
  hold_reason: string | null;
  void_reason: string | null;
  created_at: Date;
}

/** Every read of conversions for the screens starts here; callers add their WHERE. */
export const CONVERSION_SELECT = `SELECT c.*, l."campaign_name" FROM "tracking"."external_conversions" c
  LEFT JOIN "tracking"."affiliate_links" l ON l."id" = c."link_id"`;

/**
 * The seed's status of a conversion (seed 000 §3 external_conversions: completed, pending,
 * failed) from where it stands: waiting for its brand is pending, earning is completed, voided or
 * not counted is failed.
 */
export function seedStatus(review: ConversionReview | null): ConversionRow['status'] {
  if (review === 'pending' || review === 'held') return 'pending';
  if (review === 'approved' || review === 'verified') return 'completed';
  return 'failed';
}

export function toConversionRow(row: ConversionDbRow, names: DirectoryNames): ConversionRow {
  return {
    id: row.id,
    brandId: row.brand_id,
    source: row.source,
    eventName: row.event_name,
    eventType: row.event_type,
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    amountCents: Number(row.amount_cents),
    currency: row.currency,
    status: row.status,
    isValid: row.is_valid,
    invalidReason: row.invalid_reason,
    campaignId: row.campaign_id,
    campaignName: row.campaign_name,
    creatorName: row.creator_id ? (names.creators.get(row.creator_id)?.name ?? null) : null,
    commissionCents: Number(row.commission_cents),
    review: row.review,
    reviewEndsAt: row.review_ends_at?.toISOString() ?? null,
    holdReason: row.hold_reason,
    voidReason: row.void_reason,
    createdAt: row.created_at.toISOString(),
  };
}
