import type { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
import { currentRequestContext, runInRequestContext, type RequestContext } from './request-context.js';
import { tenantScopeKeyOf, tenantScopeMac, verifiedScopeField } from './tenant-scope-keeper.js';

/**
 * Tenant isolation below the service code (decision 195). A brand's private tables carry a
 * Postgres row-level security policy that shows a row only to the tenants named in settings of
 * the connection; every connection a service takes from its pool is given the settings of the
 * request it serves, from the actor `@Handles` verified. A query that runs with no scope (code
 * that forgot it, a timer that never declared itself) reads no private row and writes none.
 *
 * - an admin, and the service's own work (an event from the bus, a timer, a migration, a step a
 *   handler declares with `asSystem`), see every tenant's rows;
 * - a brand owner or an agency sees the rows of the brands it holds (the actor's `brandIds`);
 * - a creator sees the rows that name it, and so does an agency (tables with such a column: an
 *   agency's fee of a brand it no longer holds is still its own);
 * - anyone else, and code outside any request, sees none.
 *
 * The settings carry a MAC the policies check through the keeper (tenant-scope-keeper.ts): SQL the
 * service runs can change them, and then sees nothing rather than everything.
 */
export interface TenantScope {
  all: boolean;
  brandIds: readonly string[];
  creatorId: string | null;
  agencyId: string | null;
}

const NOBODY: TenantScope = { all: false, brandIds: [], creatorId: null, agencyId: null };
const EVERYONE: TenantScope = { all: true, brandIds: [], creatorId: null, agencyId: null };

/** The scope of a request context (see above). */
export function tenantScopeOf(context: RequestContext | undefined): TenantScope {
  if (!context) return NOBODY;
  if (context.system) return EVERYONE;
  const actor = context.actor;
  if (!actor) return NOBODY;
  if (actor.role === 'admin') return EVERYONE;
  return { all: false, brandIds: actor.brandIds, creatorId: actor.creatorId ?? null, agencyId: actor.agencyId ?? null };
}

/**
 * Runs `fn` as the service's own work: it sees every tenant's rows. A handler says so where it
 * acts beyond its actor on purpose (a creator's discount code made in the brand's store, a
 * webhook checked by its signature rather than by an actor); the request id, if any, stays.
 * The scope goes with the connections `fn` takes: a transaction already open keeps its own.
 */
export function asSystem<T>(fn: () => T): T {
  const current = currentRequestContext();
  return runInRequestContext({ requestId: current?.requestId, actor: current?.actor, system: true }, fn);
}

/** The settings the policies read, as Postgres's set_config takes them. */
export function tenantSettings(scope: TenantScope): [all: string, brands: string, creator: string, agency: string] {
  return [scope.all ? 'on' : 'off', scope.brandIds.join(','), scope.creatorId ?? '', scope.agencyId ?? ''];
}

const SET_SCOPE = `SELECT set_config('afilia.tenant_all', $1, false), set_config('afilia.tenant_brands', $2, false),
  set_config('afilia.tenant_creator', $3, false), set_config('afilia.tenant_agency', $4, false),
  set_config('afilia.tenant_mac', $5, false)`;

/**
 * Sets a scope on a Postgres session, signed for that session with its role's key: the one way a
 * connection is given a scope (the pool below, and tests that read as a service's role).
 */
export async function setTenantScope(client: PgClient, scope: TenantScope, key: Buffer): Promise<void> {
  const settings = tenantSettings(scope);
  if (!client.processID) throw new Error('A connection without its backend pid cannot be given a tenant scope');
  await client.query(SET_SCOPE, [...settings, tenantScopeMac(key, client.processID, settings)]);
}

type Release = (error?: unknown) => void;
interface ScopedDriver {
  obtainMasterConnection(): Promise<[PgClient, Release]>;
  obtainSlaveConnection(): Promise<[PgClient, Release]>;
}
export interface PgClient {
  /** The session's backend pid (pg's BackendKeyData, untyped in @types/pg): the MAC is good for this session only. */
  readonly processID?: number | null;
  query(sql: string, params: unknown[]): Promise<unknown>;
  on(event: 'error', listener: (error: Error) => void): unknown;
  removeListener(event: 'error', listener: (error: Error) => void): unknown;
}

/** Its failure is the query's: the connection's own 'error' event needs a listener meanwhile. */
const reportedByTheQuery = () => {};

/**
 * Gives every connection the data source takes from its pool the tenant settings of the request
 * that takes it (read when the query runner asks, in the caller's own async context). The
 * settings stay on the pooled connection until the next taker sets its own, so a connection
 * whose last scope was the same is not asked again: one round trip only when the scope changes.
 */
export function scopeConnections(dataSource: DataSource): void {
  const driver = dataSource.driver as unknown as ScopedDriver;
  const scopeKey = tenantScopeKeyOf(String((dataSource.options as { url?: string }).url));
  const applied = new WeakMap<PgClient, string>();
  const obtain = driver.obtainMasterConnection.bind(driver);
  driver.obtainMasterConnection = async () => {
    const scope = tenantScopeOf(currentRequestContext());
    const key = tenantSettings(scope).join('|');
    const [client, release] = await obtain();
    if (applied.get(client) === key) return [client, release];
    // Taken from the pool and not yet handed to the query runner, the connection has nobody
    // listening for its 'error': a connection Postgres drops now (a restart, a network cut) would
    // emit it unheard and end the process.
    client.on('error', reportedByTheQuery);
    try {
      await setTenantScope(client, scope, scopeKey);
    } catch (error) {
      // A connection whose scope is unknown goes back broken, never to the next taker.
      applied.delete(client);
      release(error);
      throw error;
    } finally {
      client.removeListener('error', reportedByTheQuery);
    }
    applied.set(client, key);
    return [client, release];
  };
  // One server, no read replicas: reads take the master's connections, and with them the scope.
  driver.obtainSlaveConnection = driver.obtainMasterConnection;
}

/**
 * The policy of a tenant's table: a row is seen and written only in the scope of one of its
 * tenants. `brand` names the brand column; `creator` and `agency`, if the creator or the agency
 * the row names sees it too. A table of a payee's own (its payout account, its payouts) has no
 * brand: only its creator or agency (and admins, and the service's own work) see it. The scope is
 * the keeper's verified one, each field read once per query.
 */
export function tenantPolicy(table: string, columns: TenantColumns): { up: string[]; down: string[] } {
  return {
    up: [
      `ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY`,
      // The service's role owns its tables: without FORCE, the owner would skip its own policies.
      `ALTER TABLE ${table} FORCE ROW LEVEL SECURITY`,
      createTenantPolicy(table, columns),
    ],
    down: [
      `DROP POLICY "tenant" ON ${table}`,
      `ALTER TABLE ${table} NO FORCE ROW LEVEL SECURITY`,
      `ALTER TABLE ${table} DISABLE ROW LEVEL SECURITY`,
    ],
  };
}

function createTenantPolicy(table: string, { brand, creator, agency }: TenantColumns): string {
  const named = (column: string | undefined, field: 'creator' | 'agency') =>
    column ? ` OR "${column}" = ${verifiedScopeField(field)}` : '';
  // The cast makes it one array: `= ANY ((SELECT …))` would compare with each row of the sub-select.
  const brandSees = brand ? `"${brand}" = ANY (${verifiedScopeField('brands')}::uuid[])` : 'false';
  const visible = `${verifiedScopeField('everyone')} OR ${brandSees}${named(creator, 'creator')}${named(agency, 'agency')}`;
  return `CREATE POLICY "tenant" ON ${table} USING (${visible}) WITH CHECK (${visible})`;
}

/** The tenant columns of a table under a policy: its brand, and its creator or agency if they see it too. */
export interface TenantColumns {
  brand?: string;
  creator?: string;
  agency?: string;
}

/**
 * A migration that puts tables (`"schema"."table"`) under the tenant policy. `name` is the
 * migration's class name with its timestamp, as TypeORM records it.
 */
export function tenantRowSecurityMigration(name: string, tables: Record<string, TenantColumns>): new () => MigrationInterface {
  return class implements MigrationInterface {
    name = name;
    async up(q: QueryRunner): Promise<void> {
      for (const [table, columns] of Object.entries(tables)) for (const sql of tenantPolicy(table, columns).up) await q.query(sql);
    }
    async down(q: QueryRunner): Promise<void> {
      for (const [table, columns] of Object.entries(tables)) for (const sql of tenantPolicy(table, columns).down) await q.query(sql);
    }
  };
}

/**
 * A migration that puts tables already under the tenant policy on its current form (re-created in
 * place: the tables stay under row security throughout the migration's transaction). Its down
 * keeps the current form: the one before read settings any SQL could change.
 */
export function tenantPolicyRenewalMigration(name: string, tables: Record<string, TenantColumns>): new () => MigrationInterface {
  return class implements MigrationInterface {
    name = name;
    async up(q: QueryRunner): Promise<void> {
      for (const [table, columns] of Object.entries(tables)) {
        await q.query(`DROP POLICY IF EXISTS "tenant" ON ${table}`);
        await q.query(createTenantPolicy(table, columns));
      }
    }
    async down(): Promise<void> {}
  };
}
