import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { DataSource } from 'typeorm';
import type { Actor } from '@afilia/contracts';
import {
  asSystem,
  migrateOnce,
  runInRequestContext,
  scopeConnections,
  serviceDataSourceOptions,
  setTenantScope,
  tenantRowSecurityMigration,
  tenantScopeKey,
  tenantScopeKeyOf,
  type TenantScope,
} from '@afilia/service-kit';
import { adminActor, agencyActor, brandActor, creatorActor, serviceDatabaseUrl } from '@afilia/service-kit/testing';

// Tenant isolation below the service code (decision 195): a table under the tenant policy, read
// and written through a data source as a service's own role, as every service's is. The code
// under test is the kit's; the rows are Postgres's to hide.

class CreateSales1700000000000 {
  name = 'CreateSales1700000000000';
  async up(runner: { query(sql: string): Promise<unknown> }): Promise<void> {
    await runner.query(
      'CREATE TABLE kittenant.sales (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), brand_id uuid NOT NULL, creator_id uuid, agency_id uuid, cents int NOT NULL)',
    );
  }
  async down(runner: { query(sql: string): Promise<unknown> }): Promise<void> {
    await runner.query('DROP TABLE kittenant.sales');
  }
}
const SalesPolicy = tenantRowSecurityMigration('SalesPolicy1700000000001', {
  'kittenant.sales': { brand: 'brand_id', creator: 'creator_id', agency: 'agency_id' },
});

const asActor = <T>(actor: Actor | null, fn: () => Promise<T>) => runInRequestContext({ requestId: randomUUID(), actor }, fn);
const brandsSeen = async (dataSource: DataSource) =>
  ((await dataSource.query('SELECT DISTINCT brand_id FROM kittenant.sales ORDER BY brand_id')) as { brand_id: string }[]).map(
    (r) => r.brand_id,
  );

describe('the tenant scope of every connection', () => {
  let dataSource: DataSource;
  /** A pool of one connection: every scope below is set on the same Postgres session in turn. */
  let single: DataSource;
  const brandA = randomUUID();
  const brandB = randomUUID();
  const creatorOfA = randomUUID();
  const agencyOfB = randomUUID();
  const sorted = (...ids: string[]) => [...ids].sort();

  beforeAll(async () => {
    const url = await serviceDatabaseUrl('kittenant');
    const options = { ...serviceDataSourceOptions(url, 'kittenant', [], [CreateSales1700000000000, SalesPolicy]), migrationsRun: false };
    dataSource = await new DataSource(options).initialize();
    scopeConnections(dataSource);
    await asSystem(() => migrateOnce(dataSource, 'kittenant'));
    single = await new DataSource({ ...options, extra: { max: 1 } }).initialize();
    scopeConnections(single);
    await asSystem(() =>
      dataSource.query(
        'INSERT INTO kittenant.sales (brand_id, creator_id, agency_id, cents) VALUES ($1, $3, NULL, 100), ($1, NULL, NULL, 200), ($2, NULL, $4, 300)',
        [brandA, brandB, creatorOfA, agencyOfB],
      ),
    );
  });
  afterAll(async () => {
    await single?.destroy();
    await dataSource?.destroy();
  });

  it('reads no row and writes none when the code forgets the scope', async () => {
    expect(await dataSource.query('SELECT * FROM kittenant.sales')).toEqual([]);
    expect(await dataSource.query('SELECT count(*)::int AS n FROM kittenant.sales')).toEqual([{ n: 0 }]);
    await expect(dataSource.query('INSERT INTO kittenant.sales (brand_id, cents) VALUES ($1, 1)', [brandA])).rejects.toMatchObject({
      code: '42501',
    });
    // An update or a delete without a scope finds nothing to change.
    await dataSource.query('UPDATE kittenant.sales SET cents = 0');
    await dataSource.query('DELETE FROM kittenant.sales');
    expect(await asSystem(() => dataSource.query('SELECT sum(cents)::int AS total FROM kittenant.sales'))).toEqual([{ total: 600 }]);
  });

  it('shows each actor its own tenants only: a brand its rows, an agency its brands, a creator or an agency the rows that name it, an admin all', async () => {
    expect(await asActor(brandActor(brandA), () => brandsSeen(dataSource))).toEqual([brandA]);
    expect(await asActor(brandActor(brandB), () => brandsSeen(dataSource))).toEqual([brandB]);
    expect(await asActor(agencyActor([brandA, brandB]), () => brandsSeen(dataSource))).toEqual(sorted(brandA, brandB));
    expect(await asActor(agencyActor([]), () => brandsSeen(dataSource))).toEqual([]);
    // An agency no longer linked to brand B still sees the fee rows that name it.
    expect(await asActor({ ...agencyActor([]), agencyId: agencyOfB }, () => dataSource.query('SELECT cents FROM kittenant.sales'))).toEqual(
      [{ cents: 300 }],
    );
    expect(await asActor(creatorActor(creatorOfA), () => dataSource.query('SELECT cents FROM kittenant.sales'))).toEqual([{ cents: 100 }]);
    expect(await asActor(creatorActor(), () => brandsSeen(dataSource))).toEqual([]);
    expect(await asActor(null, () => brandsSeen(dataSource))).toEqual([]);
    expect(await asActor(adminActor(), () => brandsSeen(dataSource))).toEqual(sorted(brandA, brandB));
  });

  it("refuses a brand's write of another brand's row, and changes none of them", async () => {
    await asActor(brandActor(brandA), async () => {
      await expect(dataSource.query('INSERT INTO kittenant.sales (brand_id, cents) VALUES ($1, 1)', [brandB])).rejects.toMatchObject({
        code: '42501',
      });
      await dataSource.query('UPDATE kittenant.sales SET cents = cents + 1 WHERE brand_id = $1', [brandB]);
      // Its own row cannot be handed to another brand either.
      await expect(
        dataSource.query('UPDATE kittenant.sales SET brand_id = $1 WHERE brand_id = $2', [brandB, brandA]),
      ).rejects.toMatchObject({
        code: '42501',
      });
    });
    expect(await asSystem(() => dataSource.query('SELECT cents FROM kittenant.sales WHERE brand_id = $1', [brandB]))).toEqual([
      { cents: 300 },
    ]);
  });

  it('sets the scope of each taker on a pooled connection: a system step inside a request, then the request again, then nobody', async () => {
    await asActor(brandActor(brandB), async () => {
      expect(await brandsSeen(single)).toEqual([brandB]);
      expect(await asSystem(() => brandsSeen(single))).toEqual(sorted(brandA, brandB));
      expect(await brandsSeen(single)).toEqual([brandB]);
    });
    expect(await brandsSeen(single)).toEqual([]);
  });

  it('keeps requests of two brands apart while they interleave on the same connections', async () => {
    const seen = await Promise.all(
      Array.from({ length: 40 }, (_, i) => {
        const brand = i % 2 ? brandA : brandB;
        return asActor(brandActor(brand), async () => ({ brand, seen: await brandsSeen(i % 4 < 2 ? single : dataSource) }));
      }),
    );
    for (const { brand, seen: rows } of seen) expect(rows).toEqual([brand]);
  });
});

describe('the keeper of tenant scopes', () => {
  // A session as the service's role, as an injected query would find it: the scope the service
  // set, and every setting within reach of set_config.
  let url: string;
  const sessions: pg.Client[] = [];
  const brandA = randomUUID();
  const brandB = randomUUID();
  const ofBrand = (brandId: string): TenantScope => ({ all: false, brandIds: [brandId], creatorId: null, agencyId: null });
  const everyone: TenantScope = { all: true, brandIds: [], creatorId: null, agencyId: null };
  const session = async (scope?: TenantScope, key?: Buffer) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    sessions.push(client);
    if (scope) await setTenantScope(client, scope, key ?? tenantScopeKeyOf(url));
    return client;
  };
  const brands = async (client: pg.Client) =>
    (
      await client.query<{ brand_id: string }>('SELECT DISTINCT brand_id FROM kittenant.sales WHERE brand_id = ANY ($1)', [
        [brandA, brandB],
      ])
    ).rows
      .map((r) => r.brand_id)
      .sort();
  const NOT_VERIFIED = { code: '42501', message: expect.stringContaining('tenant scope not verified') };

  beforeAll(async () => {
    url = await serviceDatabaseUrl('kittenant');
    const migrations = await new DataSource({
      ...serviceDataSourceOptions(url, 'kittenant', [], [CreateSales1700000000000, SalesPolicy]),
      migrationsRun: false,
    }).initialize();
    scopeConnections(migrations);
    await asSystem(() => migrateOnce(migrations, 'kittenant'));
    await migrations.destroy();
    const system = await session(everyone);
    await system.query('INSERT INTO kittenant.sales (brand_id, cents) VALUES ($1, 1), ($2, 2)', [brandA, brandB]);
  });
  afterAll(async () => {
    await Promise.all(sessions.map((s) => s.end()));
  });

  it('refuses a scope the session changed itself, and sees nothing once its MAC is gone', async () => {
    const client = await session(ofBrand(brandA));
    expect(await brands(client)).toEqual([brandA]);
    await client.query(`SELECT set_config('afilia.tenant_brands', $1, false)`, [`${brandA},${brandB}`]);
    await expect(brands(client)).rejects.toMatchObject(NOT_VERIFIED);
    await client.query(`SELECT set_config('afilia.tenant_brands', $1, false), set_config('afilia.tenant_all', 'on', false)`, [brandA]);
    await expect(brands(client)).rejects.toMatchObject(NOT_VERIFIED);
    await expect(client.query('INSERT INTO kittenant.sales (brand_id, cents) VALUES ($1, 3)', [brandB])).rejects.toMatchObject(
      NOT_VERIFIED,
    );
    await client.query(`SELECT set_config('afilia.tenant_mac', '', false)`);
    expect(await brands(client)).toEqual([]);
  });

  it("takes a MAC for its own session only: the service's own scope, copied to another session, is refused", async () => {
    const system = await session(everyone);
    const { rows } = await system.query<Record<string, string>>(
      `SELECT current_setting('afilia.tenant_all') AS "all", current_setting('afilia.tenant_mac') AS mac`,
    );
    const thief = await session(ofBrand(brandA));
    await thief.query(
      `SELECT set_config('afilia.tenant_all', $1, false), set_config('afilia.tenant_brands', '', false),
      set_config('afilia.tenant_mac', $2, false)`,
      [rows[0]!.all, rows[0]!.mac],
    );
    await expect(brands(thief)).rejects.toMatchObject(NOT_VERIFIED);
    expect(await brands(system)).toEqual([brandA, brandB].sort());
  });

  it("refuses a scope signed with another key than the role's", async () => {
    const forged = await session(everyone, tenantScopeKey('not-the-password'));
    await expect(brands(forged)).rejects.toMatchObject(NOT_VERIFIED);
  });

  it("keeps its key and its check out of the service's reach, even through the search path", async () => {
    const client = await session(ofBrand(brandA));
    await expect(client.query('SELECT * FROM afilia_scope.keys')).rejects.toThrow(/permission denied/);
    await expect(client.query(`INSERT INTO afilia_scope.keys VALUES (current_user, '\\x00', '\\x00')`)).rejects.toThrow(
      /permission denied/,
    );
    await expect(
      client.query(
        `CREATE OR REPLACE FUNCTION afilia_scope.verified() RETURNS afilia_scope.scope LANGUAGE sql AS $$ SELECT ROW(true, NULL, NULL, NULL)::afilia_scope.scope $$`,
      ),
    ).rejects.toThrow(/permission denied|must be owner/);
    // A sha256() of its own, first on the search path and within the keeper's reach (the schema's
    // owner may grant it), that would make any MAC match.
    await client.query(`CREATE OR REPLACE FUNCTION kittenant.sha256(bytea) RETURNS bytea LANGUAGE sql AS $$ SELECT '\\x00'::bytea $$`);
    await client.query(`GRANT USAGE ON SCHEMA kittenant TO afilia_scope_keeper`);
    await client.query(`SET search_path = kittenant, pg_catalog`);
    await client.query(
      `SELECT set_config('afilia.tenant_all', 'on', false), set_config('afilia.tenant_mac', encode(kittenant.sha256('x'), 'hex'), false)`,
    );
    await expect(brands(client)).rejects.toMatchObject(NOT_VERIFIED);
  });
});
