import { Injectable } from '@nestjs/common';
import { IdentityEvents, type EventPayload } from '@afilia/contracts';
import { OnEvent, type EventTransaction } from '@afilia/service-kit';

/**
 * Identity's changes of the agency fee a brand confirmed (decision 171), kept as history: a sale
 * takes the fee in force when it was paid (`agencyFeeAt`), so a later change never rewrites an
 * earlier commission. A redelivered change is the same row.
 */
@Injectable()
export class AgencyFeeEventsListener {
  @OnEvent(IdentityEvents.agencyFeeSet)
  async onFeeSet(event: EventPayload<typeof IdentityEvents.agencyFeeSet>, transaction: EventTransaction): Promise<void> {
    await transaction((manager) =>
      manager.query(
        `INSERT INTO "tracking"."agency_fees" ("brand_id", "agency_id", "agency_name", "rate", "effective_at") VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING`,
        [event.brandId, event.agencyId, event.agencyName, event.rate, event.effectiveAt],
      ),
    );
  }
}
