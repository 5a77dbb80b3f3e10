import type { StatsNetwork } from '@afilia/contracts';

/** What a network's official API tells of an account. A figure it does not publish is left out (kept as the creator had it). */
export interface SyncedStats {
  followers: number;
  posts?: number;
  views?: number;
  /** Percent, one decimal. */
  engagement?: number;
}

/** A network's source of statistics: its official API behind a key, or none (decision 177). */
export interface SocialStatsSource {
  readonly network: StatsNetwork;
  stats(username: string): Promise<SyncedStats>;
}

/** A sync that could not be done: `message` follows 'Error al sincronizar {network}: ' in the creator's toast. */
export class SyncFailed extends Error {}

const TIMEOUT_MS = 8000;

/**
 * One call to a network's API: JSON in, JSON out, within 8 s. A network that does not answer,
 * or answers an error, is a SyncFailed the creator can read; the body is returned for the
 * adapter to check with its own schema.
 */
export async function callNetwork(url: URL, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
  } catch {
    throw new SyncFailed('la plataforma no respondió');
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.status >= 500) throw new SyncFailed('la plataforma no está disponible');
  return { status: response.status, body };
}

/** Engagement in percent with one decimal, from interactions per post over followers; 0 without followers. */
export function engagementRate(interactionsPerPost: number, followers: number): number {
  if (followers <= 0 || interactionsPerPost <= 0) return 0;
  return Math.min(100, Math.round((interactionsPerPost / followers) * 1000) / 10);
}
