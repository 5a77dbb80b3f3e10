/**
 * How the parts reach the platform's Postgres in compose and Kubernetes. The administrator is
 * the Postgres image's own superuser (POSTGRES_USER, password POSTGRES_PASSWORD): only the
 * provisioning step connects as it. Every service connects as its own role, made by that step.
 */
export const POSTGRES_ADMIN = 'afilia';
export const POSTGRES_DB = 'afilia';
const POSTGRES_ADDRESS = 'postgres:5432';

/** The role a service connects as; services/kit/src/database-roles.ts names it (the test checks they agree). */
export function databaseRole(service: string): string {
  return `afilia_${service}`;
}

/**
 * The deploy secret holding a service's database password, IDENTITY_DATABASE_PASSWORD for
 * identity; tools/scripts/lib/database-provisioning.mjs reads the same names (the test checks).
 */
export function databasePasswordKey(service: string): string {
  return `${service.toUpperCase()}_DATABASE_PASSWORD`;
}

/** A URL on the platform's Postgres; `password` is a compose or Kubernetes reference, never a value. */
export function databaseUrl(user: string, password: string): string {
  return `postgres://${user}:${password}@${POSTGRES_ADDRESS}/${POSTGRES_DB}`;
}
