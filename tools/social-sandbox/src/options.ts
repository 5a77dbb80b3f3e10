// The options of createSocialSandbox. A credential left out is made up at random for that run (a
// test reads it back from the sandbox); none has a fixed default, so none is readable in the
// repository. Given ones must be what the identity service accepts for the same setting, so a
// sandbox that starts is one identity can be configured against.
import { randomBytes, randomInt } from 'node:crypto';

export interface SocialSandboxOptions {
  /** The YouTube Data API key (`key=`), ≥ 16 characters like YOUTUBE_API_KEY (default: random). */
  youtubeKey?: string;
  /** The Instagram Graph API access token (`access_token=`), ≥ 16 characters like INSTAGRAM_ACCESS_TOKEN (default: random). */
  instagramToken?: string;
  /** The platform's own Instagram professional account, the node business discovery is read through: digits (default: random). */
  instagramAccountId?: string;
  /** The TikTok app's client key (default: random). */
  tiktokClientKey?: string;
  /** The TikTok app's client secret, ≥ 16 characters like TIKTOK_CLIENT_SECRET (default: random). */
  tiktokClientSecret?: string;
  /** How long a TikTok client access token lasts, in seconds (default 7200, as on the real API). */
  tiktokTokenTtlSeconds?: number;
  /** 0 (the default) takes a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Where to write one line per request and per pin (default: nowhere). Never given a credential. */
  log?: (line: string) => void;
}

export interface ResolvedOptions {
  youtubeKey: string;
  instagramToken: string;
  instagramAccountId: string;
  tiktokClientKey: string;
  tiktokClientSecret: string;
  tiktokTokenTtlSeconds: number;
  port: number;
  host: string;
  log: (line: string) => void;
}

export const TIKTOK_TOKEN_TTL_SECONDS = 7200;

/** The shortest key, token and secret the identity service accepts. */
export const MIN_SECRET_LENGTH = 16;

export const INSTAGRAM_ACCOUNT_ID = /^\d{1,30}$/;

function secret(name: string, value: string | undefined, make: () => string): string {
  if (value === undefined) return make();
  if (value.length < MIN_SECRET_LENGTH || /\s/.test(value))
    throw new RangeError(`${name} must be at least ${MIN_SECRET_LENGTH} characters, without spaces`);
  return value;
}

export function resolveOptions(input: SocialSandboxOptions): ResolvedOptions {
  const ttl = input.tiktokTokenTtlSeconds ?? TIKTOK_TOKEN_TTL_SECONDS;
  if (!Number.isInteger(ttl) || ttl < 1) throw new RangeError('tiktokTokenTtlSeconds must be a whole number ≥ 1');
  const accountId = input.instagramAccountId ?? `17841${randomInt(10 ** 11, 10 ** 12)}`;
  if (!INSTAGRAM_ACCOUNT_ID.test(accountId)) throw new RangeError('instagramAccountId must be the numeric id of an Instagram account');
  if (input.tiktokClientKey !== undefined && !/^\S+$/.test(input.tiktokClientKey))
    throw new RangeError('tiktokClientKey must not be empty nor have spaces');
  return {
    // A real key is 39 characters starting with AIza.
    youtubeKey: secret('youtubeKey', input.youtubeKey, () => `AIza${randomBytes(26).toString('base64url').slice(0, 35)}`),
    instagramToken: secret('instagramToken', input.instagramToken, () => `EAA${randomBytes(48).toString('base64url')}`),
    instagramAccountId: accountId,
    tiktokClientKey: input.tiktokClientKey ?? `aw${randomBytes(8).toString('hex')}`,
    tiktokClientSecret: secret('tiktokClientSecret', input.tiktokClientSecret, () => randomBytes(16).toString('hex')),
    tiktokTokenTtlSeconds: ttl,
    port: input.port ?? 0,
    host: input.host ?? '127.0.0.1',
    log: input.log ?? (() => undefined),
  };
}
