import { z } from 'zod';
import { callNetwork, engagementRate, SyncFailed, type SocialStatsSource, type SyncedStats } from './social-stats-source.js';

/** The Graph API answers nearly every error with HTTP 400: its `error.code` says which it is. */
const graphErrorSchema = z.object({ error: z.object({ code: z.number(), error_subcode: z.number().optional() }) });
const TOKEN_ERRORS = new Set([102, 104, 190]);
const RATE_LIMITS = new Set([4, 17, 32, 613]);

const discoverySchema = z.object({
  business_discovery: z.object({
    followers_count: z.number().int(),
    media_count: z.number().int(),
    media: z.object({ data: z.array(z.object({ like_count: z.number().optional(), comments_count: z.number().optional() })) }).optional(),
  }),
});

/** How many recent posts the engagement is measured on. */
const RECENT_POSTS = 12;

/**
 * Instagram Graph API's business discovery: a professional account's followers, posts and its
 * recent posts' likes and comments, read through the platform's own Instagram account and token.
 * Personal accounts are not visible to it: the creator edits those by hand.
 */
export class InstagramSource implements SocialStatsSource {
  readonly network = 'instagram' as const;

  constructor(private readonly config: { graphUrl: string; accessToken: string; accountId: string }) {}

  async stats(username: string): Promise<SyncedStats> {
    const fields = `business_discovery.username(${username}){followers_count,media_count,media.limit(${RECENT_POSTS}){like_count,comments_count}}`;
    const url = new URL(`${this.config.graphUrl.replace(/\/$/, '')}/${encodeURIComponent(this.config.accountId)}`);
    url.search = new URLSearchParams({ fields, access_token: this.config.accessToken }).toString();
    const { status, body } = await callNetwork(url);
    const failed = graphErrorSchema.safeParse(body);
    if (failed.success) {
      const { code } = failed.data.error;
      if (TOKEN_ERRORS.has(code)) throw new SyncFailed('el acceso a Instagram no es válido');
      if (RATE_LIMITS.has(code)) throw new SyncFailed('Instagram limitó las consultas; probá de nuevo más tarde');
      // 110 (2207013): no professional account has that username.
      if (code === 110) throw new SyncFailed(`no encontramos la cuenta profesional @${username}`);
      throw new SyncFailed('respuesta inesperada de Instagram');
    }
    const parsed = discoverySchema.safeParse(body);
    if (status !== 200 || !parsed.success) throw new SyncFailed('respuesta inesperada de Instagram');
    const account = parsed.data.business_discovery;
    // A post whose owner hides its likes has no like_count: it is left out rather than counted as none.
    const posts = (account.media?.data ?? []).filter((p) => p.like_count !== undefined);
    const interactions = posts.reduce((sum, p) => sum + (p.like_count ?? 0) + (p.comments_count ?? 0), 0);
    return {
      followers: account.followers_count,
      posts: account.media_count,
      engagement: engagementRate(posts.length ? interactions / posts.length : 0, account.followers_count),
    };
  }
}
