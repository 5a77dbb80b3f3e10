import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { CLEARED_COMMISSIONS_MAX, TrackingEvents, type EventPayload } from '@afilia/contracts';
import { JsonLogger, Outbox, PeriodicJob } from '@afilia/service-kit';
import { announceCreatorEarnings } from './creator-earnings.js';
import { clearanceEntries, post } from './ledger.js';

type ClearedCommission = EventPayload<typeof TrackingEvents.commissionsCleared>['commissions'][number] & { brandId: string };

/** Each brand's cleared commissions, in messages of at most CLEARED_COMMISSIONS_MAX (its webhooks hear of them). */
async function announceCleared(outbox: Outbox, manager: EntityManager, cleared: ClearedCommission[]): Promise<void> {
  const byBrand = new Map<string, ClearedCommission[]>();
  for (const commission of cleared) byBrand.set(commission.brandId, [...(byBrand.get(commission.brandId) ?? []), commission]);
  for (const [brandId, commissions] of byBrand)
    for (let start = 0; start < commissions.length; start += CLEARED_COMMISSIONS_MAX)
      await outbox.add(manager, TrackingEvents.commissionsCleared, {
        brandId,
        commissions: commissions.slice(start, start + CLEARED_COMMISSIONS_MAX).map(({ brandId: _, ...rest }) => rest),
      });
}

interface ClearedRow {
  id: string;
  brand_id: string;
  ledger_cycle: number;
  creator_id: string;
  amount_creator_cents: string;
  agency_id: string | null;
  amount_agency_cents: string;
  is_test: boolean;
}

/** How often pending commissions are checked; the holding period is counted in days. */
const EVERY_MS = 60_000;

/**
 * A commission clears once its holding period is over (COMMISSION_HOLD_DAYS, so that refunds
 * land first) and its brand has paid the statement that billed it (creators are paid only from
 * what brands paid, decision 169): pending becomes completed, payable. A periodic job (every minute); the update
 * takes only rows still pending, so replicas running it together clear each one once; the
 * ledger moves each commission from pending to available in the same transaction, which also
 * tells the platform the creators' new cleared totals (the creators directory shows them) and
 * each brand what cleared (its webhooks' commission.cleared).
 */
@Injectable()
export class CommissionClearing extends PeriodicJob {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly logger: JsonLogger,
    private readonly outbox: Outbox,
  ) {
    super(EVERY_MS);
  }

  /** Clears the commissions (sales', conversions' and clicks') whose time has come, with their ledger entries; answers how many. */
  async run(now = new Date()): Promise<number> {
    try {
      const count = await this.dataSource.transaction(async (manager) => {
        const [rows]: [ClearedRow[], number] = await manager.query(
          `UPDATE "tracking"."transactions" SET "status" = 'completed', "completed_at" = now()
            WHERE "status" = 'pending' AND "clears_at" <= $1
              AND ("is_test" OR EXISTS (SELECT 1 FROM "tracking"."brand_statements" s WHERE s."id" = "transactions"."statement_id" AND s."status" = 'paid'))
           RETURNING "id", "brand_id", "creator_id", "amount_creator_cents", "agency_id", "amount_agency_cents", "is_test", "ledger_cycle"`,
          [now],
        );
        await post(
          manager,
          rows
            .filter((row) => !row.is_test)
            .flatMap((row) =>
              clearanceEntries(
                {
                  id: row.id,
                  creatorId: row.creator_id,
                  creatorCents: Number(row.amount_creator_cents),
                  agencyId: row.agency_id,
                  agencyCents: Number(row.amount_agency_cents),
                },
                'transaction',
                row.ledger_cycle,
              ),
            ),
        );
        const [earnings]: [
          {
            id: string;
            kind: 'conversion' | 'clicks' | 'bonus';
            brand_id: string;
            creator_id: string;
            amount_cents: string;
            ledger_cycle: number;
          }[],
          number,
        ] = await manager.query(
          `UPDATE "tracking"."earnings" SET "status" = 'completed'
            WHERE "status" = 'pending' AND "clears_at" <= $1
              AND EXISTS (SELECT 1 FROM "tracking"."brand_statements" s WHERE s."id" = "earnings"."statement_id" AND s."status" = 'paid')
           RETURNING "id", "kind", "brand_id", "creator_id", "amount_cents", "ledger_cycle"`,
          [now],
        );
        await post(
          manager,
          earnings.flatMap((row) =>
            clearanceEntries(
              { id: row.id, creatorId: row.creator_id, creatorCents: Number(row.amount_cents) },
              'earning',
              row.ledger_cycle,
            ),
          ),
        );
        // A test sale's commission moves no ledger entry, so no cleared total either.
        await announceCreatorEarnings(manager, this.outbox, [
          ...rows.filter((row) => !row.is_test).map((row) => row.creator_id),
          ...earnings.map((row) => row.creator_id),
        ]);
        await announceCleared(this.outbox, manager, [
          ...rows
            .filter((row) => !row.is_test)
            .map((row) => ({
              brandId: row.brand_id,
              kind: 'sale' as const,
              id: row.id,
              creatorId: row.creator_id,
              creatorCents: Number(row.amount_creator_cents),
            })),
          ...earnings.map((row) => ({
            brandId: row.brand_id,
            kind: row.kind === 'clicks' ? ('click' as const) : row.kind,
            id: row.id,
            creatorId: row.creator_id,
            creatorCents: Number(row.amount_cents),
          })),
        ]);
        return rows.length + earnings.length;
      });
      if (count) this.logger.info('commissions.cleared', { count });
      return count;
    } catch (error) {
      this.logger.warn('commissions.clearing-failed', { error: String(error) });
      return 0;
    }
  }
}
