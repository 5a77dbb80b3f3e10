import { createHmac } from 'node:crypto';
import type pg from 'pg';

/**
 * The keeper of tenant scopes (issue 36 §4, decision 235). A custom setting is changeable by any
 * SQL a session runs (`set_config('afilia.tenant_all', 'on')` inside any SELECT), so the tenant
 * policies never believe the settings alone: they read the scope through `afilia_scope.verified()`,
 * a function owned by a role that is not the service's, which returns the settings only when they
 * carry a valid HMAC of themselves and of the session's backend pid, and nobody's scope otherwise.
 * The key is derived from the service role's database password: the service holds it in memory
 * (its DATABASE_URL), the keeper's table holds it for that role only, and no SQL can read either.
 * A MAC is good for one Postgres session, so one seen (it never is: it travels as a parameter)
 * could not be carried to another.
 */
export const SCOPE_KEEPER_ROLE = 'afilia_scope_keeper';
export const SCOPE_KEEPER_SCHEMA = 'afilia_scope';

/** A role's scope key, from its database password. */
export function tenantScopeKey(password: string): Buffer {
  if (!password) throw new Error('A service database URL needs its password: the tenant scope is signed with a key derived from it');
  return createHmac('sha256', password).update('afilia tenant scope').digest();
}

/** The key of the role a database URL connects as. */
export function tenantScopeKeyOf(databaseUrl: string): Buffer {
  return tenantScopeKey(decodeURIComponent(new URL(databaseUrl).password));
}

/** The MAC `verified()` expects of a session's settings (the same message, the same HMAC-SHA256). */
export function tenantScopeMac(key: Buffer, backendPid: number, settings: readonly string[]): string {
  return createHmac('sha256', key)
    .update([backendPid, ...settings].join('|'))
    .digest('hex');
}

/** One field of the verified scope, as a policy reads it: a sub-select, so evaluated once per query. */
export function verifiedScopeField(field: 'everyone' | 'brands' | 'creator' | 'agency'): string {
  return `(SELECT s."${field}" FROM "${SCOPE_KEEPER_SCHEMA}"."verified"() s)`;
}

/**
 * HMAC-SHA256 with the key's pads stored rather than the key (the same thing, with sha256() from
 * Postgres's core: no extension to install). Pinned search path: the caller could otherwise put a
 * schema of its own, with its own sha256(), before pg_catalog. A MAC present but wrong is refused
 * aloud; no MAC at all is nobody's scope.
 */
const VERIFIED = `CREATE OR REPLACE FUNCTION "${SCOPE_KEEPER_SCHEMA}"."verified"() RETURNS "${SCOPE_KEEPER_SCHEMA}"."scope"
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  everyone text := coalesce(current_setting('afilia.tenant_all', true), '');
  brands text := coalesce(current_setting('afilia.tenant_brands', true), '');
  creator text := coalesce(current_setting('afilia.tenant_creator', true), '');
  agency text := coalesce(current_setting('afilia.tenant_agency', true), '');
  mac text := NULLIF(current_setting('afilia.tenant_mac', true), '');
  k "${SCOPE_KEEPER_SCHEMA}"."keys";
BEGIN
  IF mac IS NULL THEN
    RETURN ROW(false, '{}'::uuid[], NULL::uuid, NULL::uuid);
  END IF;
  SELECT * INTO k FROM "${SCOPE_KEEPER_SCHEMA}"."keys" WHERE "role" = session_user;
  IF NOT FOUND OR mac <> encode(sha256(k."outer_pad" || sha256(k."inner_pad" ||
       convert_to(concat_ws('|', pg_backend_pid(), everyone, brands, creator, agency), 'UTF8'))), 'hex') THEN
    RAISE EXCEPTION 'tenant scope not verified for %', session_user USING ERRCODE = '42501';
  END IF;
  RETURN ROW(everyone = 'on', string_to_array(NULLIF(brands, ''), ',')::uuid[], NULLIF(creator, '')::uuid, NULLIF(agency, '')::uuid);
END $$`;

/** HMAC's inner and outer pads of a key (RFC 2104; a key of 32 bytes is zero-padded to the block of 64). */
function hmacPads(key: Buffer): { inner: Buffer; outer: Buffer } {
  const block = Buffer.alloc(64);
  key.copy(block);
  return { inner: Buffer.from(block.map((b) => b ^ 0x36)), outer: Buffer.from(block.map((b) => b ^ 0x5c)) };
}

/**
 * Creates the keeper (its role, schema, type and function; idempotent, serialised per database so
 * concurrent provisioning does not race) and gives it `role`'s key, with an administrator's
 * connection. `role` may then call `verified()` and nothing else of the keeper's.
 */
export async function provisionScopeKeeper(admin: pg.Client, role: string, password: string): Promise<void> {
  const { inner, outer } = hmacPads(tenantScopeKey(password));
  const schema = `"${SCOPE_KEEPER_SCHEMA}"`;
  await admin.query('BEGIN');
  try {
    await admin.query(`SELECT pg_advisory_xact_lock(hashtext('${SCOPE_KEEPER_SCHEMA}'))`);
    // Roles are the cluster's: another database's provisioning may create it at the same time.
    await admin.query(`DO $$ BEGIN
        IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${SCOPE_KEEPER_ROLE}') THEN
          CREATE ROLE "${SCOPE_KEEPER_ROLE}" NOLOGIN NOINHERIT;
        END IF;
      EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
      END $$`);
    await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema} AUTHORIZATION "${SCOPE_KEEPER_ROLE}"`);
    await admin.query(`DO $$ BEGIN
        IF to_regtype('${SCOPE_KEEPER_SCHEMA}.scope') IS NULL THEN
          CREATE TYPE ${schema}."scope" AS ("everyone" boolean, "brands" uuid[], "creator" uuid, "agency" uuid);
        END IF;
      END $$`);
    await admin.query(
      `CREATE TABLE IF NOT EXISTS ${schema}."keys" ("role" name PRIMARY KEY, "inner_pad" bytea NOT NULL, "outer_pad" bytea NOT NULL)`,
    );
    await admin.query(VERIFIED);
    for (const object of [`TYPE ${schema}."scope"`, `TABLE ${schema}."keys"`, `FUNCTION ${schema}."verified"()`])
      await admin.query(`ALTER ${object} OWNER TO "${SCOPE_KEEPER_ROLE}"`);
    await admin.query(`REVOKE ALL ON ${schema}."keys" FROM PUBLIC`);
    await admin.query(`REVOKE ALL ON FUNCTION ${schema}."verified"() FROM PUBLIC`);
    await admin.query(`GRANT USAGE ON SCHEMA ${schema} TO "${role}"`);
    await admin.query(`GRANT EXECUTE ON FUNCTION ${schema}."verified"() TO "${role}"`);
    await admin.query(
      `INSERT INTO ${schema}."keys" ("role", "inner_pad", "outer_pad") VALUES ($1, $2, $3)
       ON CONFLICT ("role") DO UPDATE SET "inner_pad" = EXCLUDED."inner_pad", "outer_pad" = EXCLUDED."outer_pad"`,
      [role, inner, outer],
    );
    await admin.query('COMMIT');
  } catch (error) {
    await admin.query('ROLLBACK').catch(() => {});
    throw error;
  }
}
