// TikTok's Research API under /tiktok: a client access token for the app's client key and secret
// (`POST /tiktok/v2/oauth/token/`, form-urlencoded, client_credentials), then a public account's
// figures with it (`POST /tiktok/v2/research/user/info/?fields=…`, JSON {"username": "…"}).
// Every API answer is {"data": {…}, "error": {"code", "message", "log_id"}}; code 'ok' is success.
import { randomBytes } from 'node:crypto';
import { draws, fnv1a, type Account, type AccountBook } from './accounts.js';
import { authorizationToken, header, json, parseJson, type Reply } from './http.js';
import type { Route } from './router.js';

export const TIKTOK_BASE = '/tiktok';

/** A request id like the real ones: the time to the second, then 20 hex digits. */
function logId(): string {
  const time = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  return `${time}${randomBytes(10).toString('hex').toUpperCase()}`;
}

export function tiktokAnswer(status: number, data: Record<string, unknown>, code = 'ok', message = ''): Reply {
  return json(status, { data, error: { code, message, log_id: logId() } });
}

function oauthError(status: number, error: string, description: string): Reply {
  return json(status, { error, error_description: description });
}

/** A stable UUID (version 4 in form) for the account: what TikTok calls its open_id. */
function openId(account: Account): string {
  const next = draws(fnv1a(`tiktok:${account.username}:open_id`));
  const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/** The user info fields the sandbox answers: the documented ones but avatar_url. */
const USER_FIELDS: Record<string, (account: Account) => unknown> = {
  open_id: openId,
  display_name: (a) => a.username,
  is_private: () => false,
  bio_description: () => '',
  is_verified: () => false,
  follower_count: (a) => a.followers,
  // Not a figure the platform reads: from its own hash, 50 to 2 000.
  following_count: (a) => Math.round(50 * 40 ** draws(fnv1a(`tiktok:${a.username}:following`))()),
  likes_count: (a) => a.likes,
  video_count: (a) => a.posts,
};

/** The client access tokens handed out, with when each expires (ms since the epoch). */
export class TiktokTokens {
  private readonly expiries = new Map<string, number>();

  constructor(private readonly ttlSeconds: number) {}

  issue(): { token: string; expiresIn: number } {
    const token = `clt.${randomBytes(30).toString('base64url')}`;
    this.expiries.set(token, Date.now() + this.ttlSeconds * 1000);
    return { token, expiresIn: this.ttlSeconds };
  }

  isValid(token: string | undefined): boolean {
    const expiry = token === undefined ? undefined : this.expiries.get(token);
    return expiry !== undefined && expiry > Date.now();
  }

  /** Every token handed out stops working, as when they expire. */
  expireAll(): void {
    this.expiries.clear();
  }
}

export function tiktokRoutes(accounts: AccountBook, tokens: TiktokTokens, config: { clientKey: string; clientSecret: string }): Route[] {
  return [
    {
      method: 'POST',
      path: /^\/tiktok\/v2\/oauth\/token\/?$/,
      handler: ({ raw, rawBody }) => {
        if (!/^application\/x-www-form-urlencoded\b/i.test(header(raw, 'content-type') ?? ''))
          return oauthError(400, 'invalid_request', 'Content-Type must be application/x-www-form-urlencoded.');
        const form = new URLSearchParams(rawBody);
        if (form.get('grant_type') !== 'client_credentials')
          return oauthError(
            400,
            'unsupported_grant_type',
            'The social sandbox hands out client access tokens only (grant_type=client_credentials).',
          );
        if (form.get('client_key') !== config.clientKey || form.get('client_secret') !== config.clientSecret)
          return oauthError(401, 'invalid_client', 'Client key or secret is incorrect.');
        const { token, expiresIn } = tokens.issue();
        return json(200, { access_token: token, expires_in: expiresIn, token_type: 'Bearer' });
      },
    },
    {
      method: 'POST',
      path: /^\/tiktok\/v2\/research\/user\/info\/?$/,
      handler: ({ raw, url, rawBody }) => {
        if (!tokens.isValid(authorizationToken(raw, ['bearer'])))
          return tiktokAnswer(401, {}, 'access_token_invalid', 'The access token is invalid or not found in the request.');
        const asked = url.searchParams.get('fields')?.trim();
        if (!asked) return tiktokAnswer(400, {}, 'invalid_params', 'The fields parameter is required');
        const fields = asked.split(',').map((f) => f.trim());
        const unknown = fields.filter((f) => !Object.hasOwn(USER_FIELDS, f));
        if (unknown.length) return tiktokAnswer(400, {}, 'invalid_params', `Invalid fields: ${unknown.join(',')}`);
        const body = parseJson(rawBody);
        const username = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).username : undefined;
        if (typeof username !== 'string' || !username)
          return tiktokAnswer(
            400,
            {},
            'invalid_params',
            'The body must be JSON with a username (the social sandbox does not look users up by open_id)',
          );
        const account = accounts.find('tiktok', username);
        if (!account) return tiktokAnswer(200, {}, 'invalid_params', 'User not found');
        const data: Record<string, unknown> = {};
        for (const field of fields) data[field] = USER_FIELDS[field]?.(account);
        return tiktokAnswer(200, data);
      },
    },
  ];
}
