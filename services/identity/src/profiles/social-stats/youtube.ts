import { z } from 'zod';
import { callNetwork, SyncFailed, type SocialStatsSource, type SyncedStats } from './social-stats-source.js';

const errorSchema = z.object({ error: z.object({ errors: z.array(z.object({ reason: z.string() })).optional() }) });

const channelsSchema = z.object({
  items: z
    .array(
      z.object({
        statistics: z.object({
          subscriberCount: z.coerce.number().int().optional(),
          videoCount: z.coerce.number().int(),
          viewCount: z.coerce.number().int(),
          hiddenSubscriberCount: z.boolean().optional(),
        }),
      }),
    )
    .optional(),
});

/** YouTube Data API v3 with an API key: a channel's statistics by its handle (channels.list, forHandle). */
export class YoutubeSource implements SocialStatsSource {
  readonly network = 'youtube' as const;

  constructor(private readonly config: { apiUrl: string; apiKey: string }) {}

  async stats(username: string): Promise<SyncedStats> {
    const url = new URL(`${this.config.apiUrl.replace(/\/$/, '')}/channels`);
    url.search = new URLSearchParams({ part: 'statistics', forHandle: `@${username}`, key: this.config.apiKey }).toString();
    const { status, body } = await callNetwork(url);
    const failed = errorSchema.safeParse(body);
    if (status !== 200 && failed.success) {
      const reason = failed.data.error.errors?.[0]?.reason;
      if (reason === 'quotaExceeded' || reason === 'rateLimitExceeded' || reason === 'dailyLimitExceeded')
        throw new SyncFailed('YouTube limitó las consultas por hoy; probá de nuevo mañana');
      if (status === 400 || status === 403) throw new SyncFailed('la clave de YouTube no es válida');
    }
    const parsed = channelsSchema.safeParse(body);
    if (status !== 200 || !parsed.success) throw new SyncFailed('respuesta inesperada de YouTube');
    const channel = parsed.data.items?.[0];
    if (!channel) throw new SyncFailed(`no encontramos el canal @${username}`);
    const { subscriberCount, videoCount, viewCount, hiddenSubscriberCount } = channel.statistics;
    if (hiddenSubscriberCount || subscriberCount === undefined) throw new SyncFailed('el canal oculta su cantidad de suscriptores');
    return { followers: subscriberCount, posts: videoCount, views: viewCount };
  }
}
