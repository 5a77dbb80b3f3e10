import pg from 'pg';
import { provisionScopeKeeper, SCOPE_KEEPER_SCHEMA, tenantScopeKeyOf } from './tenant-scope-keeper.js';
import { setTenantScope } from './tenant-scope.js';

/** The Postgres login role a service connects as: not a superuser, owner of its schema only. */
export function serviceRole(service: string): string {
  return `afilia_${service}`;
}

/**
 * The Postgres extensions a service's schema needs, all of them trusted ones (a superuser
 * installs them here; the service's role only uses them): identity's directory searches names by
 * trigrams (decision 179).
 */
const SERVICE_EXTENSIONS: Record<string, readonly string[]> = { identity: ['pg_trgm'] };

/**
 * Gives a service its own login role and schema, run with an administrator's connection by the
 * launcher, the test harnesses or a deploy job (never by the service itself). Idempotent: it
 * creates what is missing, sets the password, and hands the schema and everything in it to the
 * role, so a database from before roles existed moves over, and installs the extensions its
 * schema needs, and gives the keeper of tenant scopes the role's key (tenant-scope-keeper.ts).
 * Returns the URL the service uses.
 */
export async function provisionServiceDatabase(adminUrl: string, service: string, password: string): Promise<string> {
  if (!/^[a-z][a-z0-9]*$/.test(service)) throw new Error(`Invalid service name: ${service}`);
  const role = serviceRole(service);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const literal = admin.escapeLiteral(password);
    const exists = await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role]);
    const options = `LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD ${literal}`;
    // Roles are cluster-wide: two test runs provisioning at once may both see it missing.
    if (!exists.rowCount) await admin.query(`CREATE ROLE "${role}" ${options}`).catch(() => admin.query(`ALTER ROLE "${role}" ${options}`));
    else await admin.query(`ALTER ROLE "${role}" ${options}`);
    const { rows } = await admin.query<{ db: string }>('SELECT current_database() AS db');
    await admin.query(`GRANT CONNECT ON DATABASE "${rows[0]!.db}" TO "${role}"`);
    await admin.query(`CREATE SCHEMA IF NOT EXISTS "${service}" AUTHORIZATION "${role}"`);
    await admin.query(`ALTER SCHEMA "${service}" OWNER TO "${role}"`);
    for (const extension of SERVICE_EXTENSIONS[service] ?? [])
      await admin.query(`CREATE EXTENSION IF NOT EXISTS "${extension}" WITH SCHEMA "${service}"`);
    const owned = await admin.query<{ kind: string; name: string }>(
      `SELECT CASE c.relkind WHEN 'S' THEN 'SEQUENCE' WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' ELSE 'TABLE' END AS kind, c.relname AS name
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = $1 AND c.relkind IN ('r', 'p', 'S', 'v', 'm') AND pg_get_userbyid(c.relowner) <> $2
         AND NOT (c.relkind = 'S' AND EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype IN ('a', 'i')))`,
      [service, role],
    );
    for (const { kind, name } of owned.rows) await admin.query(`ALTER ${kind} "${service}"."${name}" OWNER TO "${role}"`);
    // The role's tenant policies read its scope through the keeper, with a key from this password.
    await provisionScopeKeeper(admin, role, password);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.username = role;
  url.password = password;
  return url.toString();
}

/**
 * Refuses to run a service as a superuser or as a role that does not own its schema: "each
 * service owns its data" holds in Postgres, not by convention.
 */
export async function assertServiceRole(url: string, service: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ superuser: boolean; owner: string | null; me: string }>(
      `SELECT r.rolsuper AS superuser, pg_get_userbyid(n.nspowner) AS owner, current_user AS me
       FROM pg_roles r LEFT JOIN pg_namespace n ON n.nspname = $1 WHERE r.rolname = current_user`,
      [service],
    );
    const row = rows[0];
    if (!row || row.superuser)
      throw new Error(`${service} must connect as its own role (${serviceRole(service)}), not as a superuser: see docs/operations.md`);
    if (row.owner !== row.me)
      throw new Error(`The schema "${service}" is missing or not owned by ${row.me}: provision the service's database role first`);
    // Its tenant policies would refuse every query: the keeper must know this role's key.
    await setTenantScope(client, { all: true, brandIds: [], creatorId: null, agencyId: null }, tenantScopeKeyOf(url));
    const verified = await client
      .query<{ everyone: boolean }>(`SELECT s.everyone FROM ${SCOPE_KEEPER_SCHEMA}.verified() s`)
      .catch(() => null);
    if (!verified?.rows[0]?.everyone)
      throw new Error(`The keeper of tenant scopes does not know ${row.me}'s key: provision the service's database role first`);
  } finally {
    await client.end();
  }
}
