import { Injectable } from '@nestjs/common';
import { TrackingEvents, type EventPayload } from '@afilia/contracts';
import { OnEvent, type EventTransaction } from '@afilia/service-kit';

/**
 * The directory's projections of tracking's events (issue 16 §1): which creators collaborate with
 * which brand (a link between them that is not deleted) and what each creator earned in all. A
 * deletion read before its link's birth is kept as deleted; the latest earnings count.
 */
@Injectable()
export class DirectoryProjectionsListener {
  @OnEvent(TrackingEvents.linkCreated)
  async onLinkCreated(event: EventPayload<typeof TrackingEvents.linkCreated>, transaction: EventTransaction): Promise<void> {
    await transaction((manager) =>
      manager.query(
        `INSERT INTO "identity"."brand_creator_links" ("link_id", "brand_id", "creator_id") VALUES ($1, $2, $3) ON CONFLICT ("link_id") DO NOTHING`,
        [event.linkId, event.brandId, event.creatorId],
      ),
    );
  }

  @OnEvent(TrackingEvents.linkDeleted)
  async onLinkDeleted(event: EventPayload<typeof TrackingEvents.linkDeleted>, transaction: EventTransaction): Promise<void> {
    await transaction((manager) =>
      manager.query(
        `INSERT INTO "identity"."brand_creator_links" ("link_id", "brand_id", "creator_id", "deleted") VALUES ($1, $2, $3, true)
         ON CONFLICT ("link_id") DO UPDATE SET "deleted" = true`,
        [event.linkId, event.brandId, event.creatorId],
      ),
    );
  }

  @OnEvent(TrackingEvents.creatorEarningsChanged)
  async onEarnings(event: EventPayload<typeof TrackingEvents.creatorEarningsChanged>, transaction: EventTransaction): Promise<void> {
    await transaction((manager) =>
      manager.query(
        `UPDATE "identity"."creators" SET "total_earned_cents" = $2, "earnings_as_of" = $3
          WHERE "id" = $1 AND ("earnings_as_of" IS NULL OR "earnings_as_of" <= $3)`,
        [event.creatorId, event.totalEarnedCents, event.occurredAt],
      ),
    );
  }
}
