import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CampaignsEvents } from '@afilia/contracts';
import { JsonLogger, Outbox, PeriodicJob } from '@afilia/service-kit';

/** How often the check runs; a campaign's last day ends at midnight, so a minute is plenty. */
const EVERY_MS = 60_000;

interface ExpiredRow {
  id: string;
  brand_id: string;
  name: string;
  campaign_type: 'standard' | 'conversion' | 'cpc';
}

/**
 * A campaign past its end date turns inactive by itself (docs/decisions.md): a periodic job,
 * every minute. The update and its events share one transaction and take only rows still
 * active, so replicas running it together turn each campaign inactive once.
 */
@Injectable()
export class CampaignExpiry extends PeriodicJob {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly logger: JsonLogger,
  ) {
    super(EVERY_MS);
  }

  /** Turns inactive the active campaigns whose end date has passed (Buenos Aires' today); answers how many. */
  async run(today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' })): Promise<number> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const [rows]: [ExpiredRow[], number] = await manager.query(
          `UPDATE "campaigns"."campaigns" SET "status" = 'inactive', "updated_at" = now()
            WHERE "status" = 'active' AND "end_date" IS NOT NULL AND "end_date" < $1::date
           RETURNING "id", "brand_id", "name", "campaign_type"`,
          [today],
        );
        for (const row of rows) {
          const facts = {
            campaignId: row.id,
            brandId: row.brand_id,
            name: row.name,
            campaignType: row.campaign_type,
            status: 'inactive' as const,
          };
          await this.outbox.add(manager, CampaignsEvents.campaignInactive, facts);
        }
        if (rows.length) this.logger.info('campaigns.expired', { count: rows.length });
        return rows.length;
      });
    } catch (error) {
      this.logger.warn('campaigns.expiry-failed', { error: String(error) });
      return 0;
    }
  }
}
