import { Resolver } from 'node:dns/promises';

/** Looks up the TXT records of a name: each record's strings joined, as a DNS TXT record is read; none when there are none. */
export type TxtLookup = (name: string) => Promise<string[]>;

/** How long one lookup may take before the record counts as not found. */
const LOOKUP_TIMEOUT_MS = 5000;

/**
 * The TXT lookup on `servers` (ip or ip:port, comma-separated), else the machine's resolvers. A
 * name without records, a server that does not answer or answers an error: no records (the
 * brand reads that the record was not found and tries again), never an exception.
 */
export function dnsTxtLookup(servers?: string): TxtLookup {
  const resolver = new Resolver({ timeout: LOOKUP_TIMEOUT_MS, tries: 2 });
  const list = servers
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list?.length) resolver.setServers(list);
  return async (name) => {
    try {
      return (await resolver.resolveTxt(name)).map((chunks) => chunks.join(''));
    } catch {
      return [];
    }
  };
}
