import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TrackingEvents, type EventPayload } from '@afilia/contracts';
import { JsonLogger, OnEvent, type EventTransaction } from '@afilia/service-kit';
import { ParticipationEntity } from './participation.entity.js';
import { nextParticipationStatus } from './participation-status.js';

type Billed = EventPayload<typeof TrackingEvents.cpcQuotaReached>;

/**
 * Tracking bills the clicks; campaigns shows them (idempotent consumers). The totals in its
 * events only grow, so a participation keeps the largest it has read and events arriving in
 * any order agree. A spent quota completes the participation (participation-status.ts).
 */
@Injectable()
export class CpcBillingListener {
  constructor(private readonly logger: JsonLogger) {}

  @OnEvent(TrackingEvents.cpcBilled)
  async onBilled(event: EventPayload<typeof TrackingEvents.cpcBilled>, transaction: EventTransaction): Promise<void> {
    await transaction((manager) => this.moveTotals(manager, event));
  }

  @OnEvent(TrackingEvents.cpcQuotaReached)
  async onQuotaReached(event: Billed, transaction: EventTransaction): Promise<void> {
    await transaction(async (manager) => {
      await this.moveTotals(manager, event);
      const participation = await manager.findOne(ParticipationEntity, {
        where: { id: event.participationId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!participation || participation.status === 'completed') return;
      let next: ReturnType<typeof nextParticipationStatus>;
      try {
        next = nextParticipationStatus(participation, 'complete');
      } catch (error) {
        // Paused or taken back meanwhile: the quota is spent all the same, and tracking expired the link.
        this.logger.info('participation.not-completed', {
          participationId: event.participationId,
          status: participation.status,
          error: String(error),
        });
        return;
      }
      if (next !== 'completed') return;
      participation.status = next;
      await manager.save(participation);
    });
  }

  private async moveTotals(manager: EntityManager, event: Billed): Promise<void> {
    await manager.query(
      `UPDATE "campaigns"."cpc_campaign_participations"
          SET "current_clicks" = GREATEST("current_clicks", $2), "total_earned_cents" = GREATEST("total_earned_cents", $3), "updated_at" = now()
        WHERE "id" = $1`,
      [event.participationId, event.billedClicks, event.earnedCents],
    );
  }
}
