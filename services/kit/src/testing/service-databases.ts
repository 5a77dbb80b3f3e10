import { provisionServiceDatabase } from '../database-roles.js';

/**
 * The run's database as an administrator sees it (the integration setup puts it in
 * DATABASE_URL): tests read rows through it, services never connect with it.
 */
export function adminDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: integration tests run through tools/jest/integration.setup.js');
  return url;
}

/**
 * Provisions the service's own role on the run's database and answers the URL it connects
 * with. Roles are shared by every database of the server, so test runs side by side use the
 * same test-only password rather than changing it under each other.
 */
export async function serviceDatabaseUrl(service: string, adminUrl = adminDatabaseUrl()): Promise<string> {
  return provisionServiceDatabase(adminUrl, service, `afilia-test-${service}`);
}

/** The same for several services at once (a whole platform in child processes). */
export async function serviceDatabaseUrls(services: readonly string[], adminUrl = adminDatabaseUrl()): Promise<Record<string, string>> {
  const urls: Record<string, string> = {};
  for (const service of services) urls[service] = await serviceDatabaseUrl(service, adminUrl);
  return urls;
}
