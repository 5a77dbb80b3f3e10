import { CampaignsRequests } from '@afilia/contracts';
import { CampaignsHarness } from '../support/campaigns-harness.js';

const campaigns = new CampaignsHarness();

beforeAll(() => campaigns.start());
afterAll(() => campaigns.stop());

describe('campaigns.health.check', () => {
  it('answers that the service and its database are up', async () => {
    expect(await campaigns.call(CampaignsRequests.health, {})).toEqual({ service: 'campaigns', ok: true, database: true });
  });

  it('has its own schema: campaigns, their products, applications, participations and their history, banner messages, the outbox and processed events', async () => {
    const { rows } = await campaigns.db.query(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'campaigns' ORDER BY table_name",
    );
    expect(rows.map((r: { table_name: string }) => r.table_name)).toEqual([
      'campaign_applications',
      'campaign_products',
      'campaigns',
      'cpc_campaign_participations',
      'cpc_participation_history',
      'creator_banner_messages',
      'migrations',
      'outbox',
      'processed_events',
    ]);
  });

  it('keeps a CPC campaign only with its price and quota, and a cookie of 1 to 365 days', async () => {
    const brandId = crypto.randomUUID();
    const insert = (columns: string, values: string) =>
      campaigns.db.query(`INSERT INTO campaigns.campaigns (brand_id, name, campaign_type, ${columns}) VALUES ($1, 'Clics', ${values})`, [
        brandId,
      ]);
    await expect(insert('cookie_duration_days', "'standard', 366")).rejects.toThrow(/check constraint/);
    await expect(insert('cost_per_click_cents', "'cpc', 50")).rejects.toThrow(/check constraint/);
    await expect(insert('cost_per_click_cents, max_clicks_per_creator', "'cpc', 50, 100")).resolves.toBeDefined();
  });
});
