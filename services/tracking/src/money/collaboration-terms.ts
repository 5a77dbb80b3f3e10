import type { EntityManager } from 'typeorm';
import type { CampaignsEvents, EventPayload } from '@afilia/contracts';

type Accepted = EventPayload<typeof CampaignsEvents.applicationAccepted>;

/**
 * Keeps the terms a creator was accepted on in a campaign: what its sales there earn and for how
 * many days after a click. A later acceptance (a new application after a rejection) replaces an
 * earlier one; a redelivered or older one changes nothing.
 */
export async function keepCollaborationTerms(manager: EntityManager, event: Accepted): Promise<void> {
  await manager.query(
    `INSERT INTO "tracking"."collaboration_terms"
       ("campaign_id", "creator_id", "brand_id", "commission_type", "commission_value", "cookie_days", "agreed_at", "campaign_type")
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT ("campaign_id", "creator_id") DO UPDATE SET
       "commission_type" = EXCLUDED."commission_type", "commission_value" = EXCLUDED."commission_value",
       "cookie_days" = EXCLUDED."cookie_days", "agreed_at" = EXCLUDED."agreed_at",
       "campaign_type" = EXCLUDED."campaign_type"
     WHERE "collaboration_terms"."agreed_at" < EXCLUDED."agreed_at"`,
    [
      event.campaignId,
      event.creatorId,
      event.brandId,
      event.commissionType,
      event.commissionValue,
      event.cookieDurationDays,
      event.occurredAt,
      event.campaignType,
    ],
  );
}
