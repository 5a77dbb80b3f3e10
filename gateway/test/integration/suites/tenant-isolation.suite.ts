import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { SERVICE_NAMES } from '@afilia/contracts';
import { setTenantScope, tenantScopeKeyOf } from '@afilia/service-kit';
import { serviceDatabaseUrl } from '@afilia/service-kit/testing';
import { sharedPlatform } from '../../support/shared-platform.js';

// Tenant isolation below the service code (decision 195): every table of the platform that names
// a brand is under the tenant policy (Postgres row-level security, forced on the owner), or says
// here why another tenant's requests must reach its rows. A new table with a brand column and
// neither fails this test. The policy's behaviour itself is proven in the kit's
// tenant-scope.integration-spec and in catalogue's store spec.

/** Tables whose brand's rows other tenants' requests read or write by design, and why. */
const READ_ACROSS_TENANTS: Record<string, string> = {
  'campaigns.campaigns': 'the marketplace shows every active campaign to creators',
  'campaigns.cpc_participation_history': "a participation's history is written by the campaign's events and read by both sides",
  'campaigns.creator_banner_messages': "a creator writes the brand's banner message, shown in public shops once approved",
  'catalogue.oauth_states': "a connection's single-use state, keyed by its signed nonce",
  'catalogue.products': "a brand's catalogue is shown to creators and in public shops",
  'identity.brand_agency_links': "an actor's brands are read from it at sign-in, before there is an actor",
  'identity.brand_creator_links': "an actor's brands are read from it at sign-in, before there is an actor",
  'identity.brand_emails': "a recipient's daily count spans every brand's e-mails, and notifications asks with no actor",
  'identity.email_opt_outs': "a recipient refuses a brand's e-mails from a signed link, with no actor",
  'tracking.affiliate_links': 'a shopper follows any link, with no actor',
  'tracking.brand_domains': "where a brand's links may lead: public hosts, read for any link's view (a creator's list names its brand's)",
  'tracking.campaign_alerts': 'only the service writes it, once per alert, from the events it consumes',
  'tracking.campaign_rewards': "a campaign's tiers and bonuses, read when a shopper's order is attributed, with no actor",
  'tracking.collaboration_terms': "read when a shopper's order is attributed, with no actor",
  'tracking.product_pages': "a link's destination, read by the redirect for any shopper",
  'tracking.store_pages': "a link's destination, read by the redirect for any shopper",
  'tracking.tracking_pixel_events': "a shopper's pixel hit writes it, with no actor",
  'tracking.tracking_pixels': "a shopper's pixel hit reads it, with no actor",
};

const platform = sharedPlatform();

/** The services' tables (partitions aside) with a column of this name, and how row-level security stands on each. */
async function tablesWithColumn(column: string) {
  const { rows } = await platform.db.query<{ name: string; secured: boolean; forced: boolean; policies: string[] }>(
    `SELECT n.nspname || '.' || c.relname AS name, c.relrowsecurity AS secured, c.relforcerowsecurity AS forced,
            coalesce(array_agg(p.polname) FILTER (WHERE p.polname IS NOT NULL), '{}') AS policies
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = $2 AND NOT a.attisdropped
       LEFT JOIN pg_policy p ON p.polrelid = c.oid
      WHERE n.nspname = ANY($1) AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      GROUP BY 1, 2, 3 ORDER BY 1`,
    [[...SERVICE_NAMES], column],
  );
  return rows;
}

describe("the tenant policy on the platform's tables", () => {
  it('covers every table that names a brand, or the table says why other tenants reach it', async () => {
    const rows = await tablesWithColumn('brand_id');
    const undecided = rows.filter((t) => !(t.name in READ_ACROSS_TENANTS) && !(t.secured && t.forced && t.policies.includes('tenant')));
    expect(undecided.map((t) => t.name)).toEqual([]);
    // An exemption that names a table with no brand column, or one now under the policy, is stale.
    const secured = rows.filter((t) => t.secured).map((t) => t.name);
    expect(Object.keys(READ_ACROSS_TENANTS).filter((name) => secured.includes(name) || !rows.some((t) => t.name === name))).toEqual([]);
    // The tables under the policy: a change to this list is a decision (docs/decisions.md 195).
    expect(secured).toEqual([
      'campaigns.campaign_applications',
      'campaigns.cpc_campaign_participations',
      'catalogue.discount_codes',
      'catalogue.order_reversals',
      'catalogue.product_collaborations',
      'catalogue.store_connections',
      'catalogue.sync_jobs',
      'identity.api_keys',
      'notifications.webhook_deliveries',
      'notifications.webhook_endpoints',
      'tracking.agency_fees',
      'tracking.brand_statements',
      'tracking.domain_claims',
      'tracking.earnings',
      'tracking.external_conversions',
      'tracking.ledger_entries',
      'tracking.sale_orders',
      'tracking.transactions',
    ]);
  });

  it('covers the tables of a payee’s own: bank details and payouts', async () => {
    const rows = await tablesWithColumn('payee_id');
    expect(rows.map((t) => ({ ...t, policies: String(t.policies) }))).toEqual([
      { name: 'tracking.payout_accounts', secured: true, forced: true, policies: '{tenant}' },
      { name: 'tracking.payouts', secured: true, forced: true, policies: '{tenant}' },
    ]);
    // As tracking's own role: another creator's scope sees none of her bank details, her own sees them.
    const creator = await platform.signUp('creator', 'Cobra Propia');
    await platform.api('PUT', '/api/v1/payouts/account', {
      token: creator.token,
      body: { method: 'alias', value: 'cobra.propia', holderName: 'Cobra Propia' },
    });
    const creatorId = creator.user.creator.id as string;
    // A session as tracking's own role, its scope signed as the service signs it.
    const trackingUrl = await serviceDatabaseUrl('tracking');
    const seenAs = async (scopeCreatorId: string) => {
      const tracking = new pg.Client({ connectionString: trackingUrl });
      await tracking.connect();
      try {
        await setTenantScope(
          tracking,
          { all: false, brandIds: [], creatorId: scopeCreatorId, agencyId: null },
          tenantScopeKeyOf(trackingUrl),
        );
        const { rows } = await tracking.query(`SELECT count(*)::int AS n FROM tracking.payout_accounts WHERE payee_id = $1`, [creatorId]);
        return rows[0].n as number;
      } finally {
        await tracking.end();
      }
    };
    expect(await seenAs(randomUUID())).toBe(0);
    expect(await seenAs(creatorId)).toBe(1);
  });

  it('reads in every policy the scope the keeper verified, never a setting SQL could change (decision 235)', async () => {
    const { rows } = await platform.db.query<{ name: string; qual: string; check: string }>(
      `SELECT schemaname || '.' || tablename AS name, qual, with_check AS check FROM pg_policies WHERE schemaname = ANY($1) ORDER BY 1`,
      [[...SERVICE_NAMES]],
    );
    expect(rows.length).toBeGreaterThanOrEqual(17);
    for (const policy of rows) {
      expect({ name: policy.name, settings: /current_setting/.test(policy.qual + policy.check) }).toEqual({
        name: policy.name,
        settings: false,
      });
      expect(policy.qual).toContain('afilia_scope.verified()');
    }
  });

  it('runs every service as a role that cannot bypass the policy', async () => {
    const { rows } = await platform.db.query<{ rolname: string; rolbypassrls: boolean; rolsuper: boolean }>(
      `SELECT r.rolname, r.rolbypassrls, r.rolsuper FROM pg_roles r
        WHERE r.oid IN (SELECT nspowner FROM pg_namespace WHERE nspname = ANY($1)) ORDER BY 1`,
      [[...SERVICE_NAMES]],
    );
    expect(rows).toHaveLength(SERVICE_NAMES.length);
    for (const role of rows) expect(role).toEqual({ rolname: role.rolname, rolbypassrls: false, rolsuper: false });
  });
});
