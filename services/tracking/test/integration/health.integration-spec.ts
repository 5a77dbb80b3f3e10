import { randomUUID } from 'node:crypto';
import { TrackingRequests } from '@afilia/contracts';
import type { QueryRunner } from 'typeorm';
import { monthPartition } from '../../src/clicks/click-counter.js';
import { PixelPostbackKeys1795900000000 } from '../../src/database/migrations/1795900000000-PixelPostbackKeys.js';
import { RedirectHost } from '../../src/redirect/redirect-host.js';
import { TrackingHarness } from '../support/tracking-harness.js';

const tracking = new TrackingHarness();

beforeAll(() => tracking.start());
afterAll(() => tracking.stop());

describe('tracking.health.check', () => {
  it('answers that the service and its database are up', async () => {
    expect(await tracking.call(TrackingRequests.health, {})).toEqual({ service: 'tracking', ok: true, database: true });
  });

  it('has its own schema: links, the brands’ domains and their DNS claims, agencies’ fees, campaign alerts, rewards and states, storefront pages, clicks and their counters, CPC ledgers and bills, the networks’ people and the addresses’ browsers, pixels, their events and conversions, sales (terms, orders, transactions), conversions’ and clicks’ earnings, the ledger, brands’ statements, payouts and providers’ notifications, shops’ block figures, the outbox and processed events', async () => {
    // Month partitions of clicks come and go with the calendar: the parent stands for them.
    const { rows } = await tracking.db.query(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'tracking' AND table_name !~ '^clicks_y[0-9]{4}m[0-9]{2}$' ORDER BY table_name",
    );
    expect(rows.map((r: { table_name: string }) => r.table_name)).toEqual([
      'address_agents',
      'affiliate_links',
      'agency_fees',
      'brand_domains',
      'brand_statements',
      'campaign_alerts',
      'campaign_rewards',
      'campaign_states',
      'click_breakdowns',
      'click_ids',
      'click_rollups',
      'clicks',
      'clicks_default',
      'collaboration_terms',
      'cpc_bills',
      'cpc_ledgers',
      'domain_claims',
      'earnings',
      'external_conversions',
      'ledger_entries',
      'link_visitors',
      'migrations',
      'outbox',
      'payout_accounts',
      'payout_batches',
      'payouts',
      'processed_events',
      'product_pages',
      'provider_notifications',
      'sale_orders',
      'shop_block_stats',
      'shop_block_visitors',
      'store_pages',
      'subnet_people',
      'tracking_pixel_events',
      'tracking_pixels',
      'transactions',
      'visitor_hours',
      'visitor_salts',
    ]);
  });
});

describe('the month partitions of clicks', () => {
  it('are made once when replicas starting together make the same months at once', async () => {
    // Months no click reaches yet, so the partitions do not exist.
    const far = new Date(Date.UTC(2091, 2, 15));
    const { counter } = tracking.app.get(RedirectHost);
    await expect(Promise.all(Array.from({ length: 4 }, () => counter.ensurePartitions(far)))).resolves.toHaveLength(4);
    const names = [monthPartition(far).name, monthPartition(new Date(Date.UTC(2091, 3, 1))).name];
    const { rows } = await tracking.db.query(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'tracking' AND table_name = ANY($1)",
      [names],
    );
    expect(rows.map((r: { table_name: string }) => r.table_name).sort()).toEqual(names);
  });
});

describe('the pixels’ postback keys', () => {
  it('are given, each its own, to the pixels made before postbacks, and no pixel is kept without one', async () => {
    const brandId = randomUUID();
    const keyless = ['PX-SINCLAV1', 'PX-SINCLAV2'];
    // As the schema stood before the migration, inside a transaction that leaves nothing behind.
    await tracking.db.query('BEGIN');
    try {
      await tracking.db.query(`ALTER TABLE tracking.tracking_pixels ALTER COLUMN postback_secret DROP NOT NULL`);
      await tracking.db.query(`INSERT INTO tracking.tracking_pixels (brand_id, name, pixel_code) SELECT $1, 'Sitio', unnest($2::text[])`, [
        brandId,
        keyless,
      ]);
      await new PixelPostbackKeys1795900000000().up({
        query: async (sql: string, params?: unknown[]) => (await tracking.db.query(sql, params)).rows,
      } as unknown as QueryRunner);
      const { rows } = await tracking.db.query(`SELECT postback_secret FROM tracking.tracking_pixels WHERE brand_id = $1`, [brandId]);
      const keys = rows.map((r: { postback_secret: string }) => r.postback_secret);
      expect(keys).toHaveLength(2);
      for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(new Set(keys).size).toBe(2);
      await expect(
        tracking.db.query(`INSERT INTO tracking.tracking_pixels (brand_id, name, pixel_code) VALUES ($1, 'Sitio', 'PX-SINCLAV3')`, [
          brandId,
        ]),
      ).rejects.toThrow(/postback_secret/);
    } finally {
      await tracking.db.query('ROLLBACK');
    }
  });
});
