import { IdentityRequests, type Directory } from '@afilia/contracts';
import type { ServiceClient } from './service-client.js';

/** Public names of brands and creators by id, as a service shows them beside its rows. */
export interface DirectoryNames {
  brands: Map<string, Directory['brands'][number]>;
  creators: Map<string, Directory['creators'][number]>;
}

/**
 * Asks identity for the names of these brands and creators (`identity.directory.lookup`; the
 * contract names the services that may ask). One request per list, never a join across schemas.
 */
export async function lookupNames(client: ServiceClient, brandIds: string[], creatorIds: string[]): Promise<DirectoryNames> {
  if (brandIds.length === 0 && creatorIds.length === 0) return { brands: new Map(), creators: new Map() };
  const found = await client.call(
    IdentityRequests.directory,
    { brandIds: [...new Set(brandIds)].slice(0, 500), creatorIds: [...new Set(creatorIds)].slice(0, 500) },
    null,
  );
  return { brands: new Map(found.brands.map((b) => [b.id, b])), creators: new Map(found.creators.map((c) => [c.id, c])) };
}
