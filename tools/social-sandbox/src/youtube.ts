// YouTube Data API v3 under /youtube/v3: channels.list looked up by handle, with an API key
// (`GET /youtube/v3/channels?part=statistics&forHandle=@name&key=...`). Counts are strings and
// an unknown handle is a 200 without items, as on the real API.
import type { IncomingMessage } from 'node:http';
import { draws, fnv1a, type AccountBook } from './accounts.js';
import { header, json, type Reply } from './http.js';
import type { Route } from './router.js';

export const YOUTUBE_BASE = '/youtube/v3';

/** Google APIs' error body, as much of it as clients read. */
export function googleError(code: number, message: string): Reply {
  return json(code, { error: { code, message } });
}

export const INVALID_KEY_MESSAGE = 'API key not valid. Please pass a valid API key.';

/** The parts the sandbox answers; the real API has more (snippet, contentDetails, ...). */
const PARTS = new Set(['id', 'statistics']);
/** channels.list's other filters: real, but not played here. */
const OTHER_FILTERS = ['id', 'forUsername', 'mine', 'managedByMe', 'categoryId', 'mySubscribers'];

/** An entity tag that changes with what it tags, like the real ones (27 base64url characters). */
function etag(content: string): string {
  const next = draws(fnv1a(content));
  return Buffer.from(Array.from({ length: 20 }, () => Math.floor(next() * 256)))
    .toString('base64url')
    .slice(0, 27);
}

/** The key as a client sends it: `key=` or the X-Goog-Api-Key header. */
function apiKey(req: IncomingMessage, url: URL): string | undefined {
  return url.searchParams.get('key') ?? header(req, 'x-goog-api-key');
}

export function youtubeRoutes(accounts: AccountBook, key: string): Route[] {
  return [
    {
      method: 'GET',
      path: /^\/youtube\/v3\/channels$/,
      handler: ({ raw, url }) => {
        // Google checks the key before anything else in the request.
        if (apiKey(raw, url) !== key) return googleError(400, INVALID_KEY_MESSAGE);
        const part = url.searchParams.get('part');
        if (!part) return googleError(400, 'Required parameter: part');
        const parts = part.split(',').map((p) => p.trim());
        const unplayed = parts.find((p) => !PARTS.has(p));
        if (unplayed !== undefined) return googleError(400, `'${unplayed}' (the social sandbox answers part=id and part=statistics only)`);
        const handle = url.searchParams.get('forHandle');
        if (handle === null) {
          const other = OTHER_FILTERS.find((f) => url.searchParams.has(f));
          return googleError(
            400,
            other
              ? `the social sandbox looks channels up by forHandle only, not by ${other}`
              : 'No filter selected. Expected one of: forHandle, forUsername, id, managedByMe, mine, categoryId, mySubscribers',
          );
        }
        // forHandle takes the handle with or without its '@'.
        const channel = accounts.find('youtube', handle.replace(/^@/, ''));
        const items = channel
          ? [
              {
                kind: 'youtube#channel',
                etag: etag(`${channel.id}:${channel.followers}:${channel.posts}:${channel.views}`),
                id: channel.id,
                ...(parts.includes('statistics')
                  ? {
                      statistics: {
                        viewCount: String(channel.views),
                        subscriberCount: String(channel.followers),
                        hiddenSubscriberCount: false,
                        videoCount: String(channel.posts),
                      },
                    }
                  : {}),
              },
            ]
          : [];
        return json(200, {
          kind: 'youtube#channelListResponse',
          etag: etag(`list:${items.map((i) => i.etag).join()}`),
          pageInfo: { totalResults: items.length, resultsPerPage: 5 },
          ...(items.length ? { items } : {}),
        });
      },
    },
  ];
}
