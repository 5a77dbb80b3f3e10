import { NETWORK_LABELS, type StatsNetwork } from '@afilia/contracts';
import type { IdentityEnv } from '../../config/env.js';
import { InstagramSource } from './instagram.js';
import { SyncFailed, type SocialStatsSource, type SyncedStats } from './social-stats-source.js';
import { TiktokSource } from './tiktok.js';
import { YoutubeSource } from './youtube.js';

export const SOCIAL_STATS_SOURCES = Symbol('SOCIAL_STATS_SOURCES');

/** The networks whose official API a key is configured for (decision 177): the rest cannot sync. */
export type SocialStatsSources = Partial<Record<StatsNetwork, SocialStatsSource>>;

export function socialStatsSources(env: IdentityEnv): SocialStatsSources {
  const sources: SocialStatsSources = {};
  if (env.INSTAGRAM_ACCESS_TOKEN && env.INSTAGRAM_ACCOUNT_ID)
    sources.instagram = new InstagramSource({
      graphUrl: env.INSTAGRAM_GRAPH_URL,
      accessToken: env.INSTAGRAM_ACCESS_TOKEN,
      accountId: env.INSTAGRAM_ACCOUNT_ID,
    });
  if (env.TIKTOK_CLIENT_KEY && env.TIKTOK_CLIENT_SECRET)
    sources.tiktok = new TiktokSource({
      apiUrl: env.TIKTOK_API_URL,
      clientKey: env.TIKTOK_CLIENT_KEY,
      clientSecret: env.TIKTOK_CLIENT_SECRET,
    });
  if (env.YOUTUBE_API_KEY) sources.youtube = new YoutubeSource({ apiUrl: env.YOUTUBE_API_URL, apiKey: env.YOUTUBE_API_KEY });
  return sources;
}

/**
 * A network's statistics from its source. Kick's official API publishes no follower count, and
 * scraping is not done, so Kick is always edited by hand; a network without a configured key says so.
 */
export function syncFrom(sources: SocialStatsSources, network: StatsNetwork, username: string): Promise<SyncedStats> {
  if (network === 'kick') return Promise.reject(new SyncFailed('Kick no publica la cantidad de seguidores en su API oficial'));
  const source = sources[network];
  if (!source) return Promise.reject(new SyncFailed(`la conexión con ${NETWORK_LABELS[network]} no está configurada`));
  return source.stats(username);
}
