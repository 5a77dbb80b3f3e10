import type { EntityManager } from 'typeorm';

/** A host as domains are compared: lower case, without a leading www. and without a port; null when it is no web address. */
export function hostOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    return parsed.hostname.toLowerCase().replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

/**
 * Whether a destination is on one of the brand's domains (issue 34 §3): the domain itself, or a
 * subdomain of it (a brand that controls tienda.com.ar controls blog.tienda.com.ar).
 */
export function onDomains(url: string, hosts: readonly string[]): boolean {
  const host = hostOf(url);
  return host !== null && hosts.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/** Records domains of the brand (in the caller's transaction); a bare host or a URL, www. and port dropped. */
export async function recordBrandDomains(
  manager: EntityManager,
  brandId: string,
  domains: readonly string[],
  source: 'store' | 'pixel' | 'dns',
): Promise<void> {
  const hosts = [...new Set(domains.map((d) => hostOf(d.includes('://') ? d : `https://${d}`)).filter((h): h is string => h !== null))];
  if (!hosts.length) return;
  await manager.query(
    `INSERT INTO "tracking"."brand_domains" ("brand_id", "host", "source") SELECT $1, unnest($2::text[]), $3 ON CONFLICT DO NOTHING`,
    [brandId, hosts, source],
  );
}

/** The brand's domains. */
export async function brandHosts(manager: EntityManager, brandId: string): Promise<string[]> {
  const rows: { host: string }[] = await manager.query(
    `SELECT "host" FROM "tracking"."brand_domains" WHERE "brand_id" = $1 ORDER BY "host"`,
    [brandId],
  );
  return rows.map((r) => r.host);
}
