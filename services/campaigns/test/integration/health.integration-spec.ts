import { CampaignsRequests } from '@afilia/contracts';
import { CampaignsHarness } from '../support/campaigns-harness.js';

const campaigns = new CampaignsHarness();

beforeAll(() => campaigns.start());
afterAll(() => campaigns.stop());

describe('campaigns.health.check', () => {
  it('answers that the service and its database are up', async () => {
    expect(await campaigns.call(CampaignsRequests.health, {})).toEqual({ service: 'campaigns', ok: true, database: true });
  });

  it('has its own schema with the outbox and processed events', async () => {
    const { rows } = await campaigns.db.query(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'campaigns' ORDER BY table_name",
    );
    expect(rows.map((r: { table_name: string }) => r.table_name)).toEqual(['migrations', 'outbox', 'processed_events']);
  });
});
