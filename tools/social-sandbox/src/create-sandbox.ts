// createSocialSandbox: one HTTP server that plays YouTube (/youtube/v3), Instagram
// (/instagram/v21.0) and TikTok (/tiktok) for the platform's social statistics, plus the
// /_sandbox admin endpoints.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AccountBook, figuresOf, type Figures, type Network } from './accounts.js';
import { adminRoutes, describeAccount } from './admin.js';
import { readBody, SandboxError, sandboxError, send, type Reply } from './http.js';
import { INSTAGRAM_BASE, instagramRoutes } from './instagram.js';
import { resolveOptions, type SocialSandboxOptions } from './options.js';
import { matchRoute, type Route } from './router.js';
import { TIKTOK_BASE, TiktokTokens, tiktokRoutes } from './tiktok.js';
import { YOUTUBE_BASE, youtubeRoutes } from './youtube.js';

/** The identity service's settings that point it at the sandbox (its config/env.ts). */
export interface IdentitySettings {
  YOUTUBE_API_URL: string;
  YOUTUBE_API_KEY: string;
  INSTAGRAM_GRAPH_URL: string;
  INSTAGRAM_ACCESS_TOKEN: string;
  INSTAGRAM_ACCOUNT_ID: string;
  TIKTOK_API_URL: string;
  TIKTOK_CLIENT_KEY: string;
  TIKTOK_CLIENT_SECRET: string;
}

/** An account as the sandbox answers it: what GET /_sandbox/accounts/{network}/{username} says. */
export interface SandboxAccount {
  network: Network;
  /** Lower case. */
  username: string;
  id: string;
  pinned: boolean;
  figures: Figures;
}

export interface SocialSandbox {
  /** http://127.0.0.1:{port}. */
  url: string;
  /** In place of https://www.googleapis.com/youtube/v3 . */
  youtubeUrl: string;
  /** In place of https://graph.facebook.com/v21.0 . */
  instagramUrl: string;
  /** In place of https://open.tiktokapis.com . */
  tiktokUrl: string;
  youtubeKey: string;
  instagramToken: string;
  instagramAccountId: string;
  tiktokClientKey: string;
  tiktokClientSecret: string;
  /** The identity service's settings for this sandbox, ready to spread into its environment. */
  identitySettings: IdentitySettings;
  /**
   * Pins an account's exact figures until unpinned or cleared: YouTube {followers, posts, views},
   * Instagram {followers, posts, likes, comments?} (likes and comments of each recent post),
   * TikTok {followers, posts, likes} (likes of all the videos). Throws SandboxError (400) for a
   * malformed username or figures that do not fit the network.
   */
  pin(network: Network, username: string, figures: Figures): SandboxAccount;
  unpin(network: Network, username: string): void;
  /** Removes every pin: accounts answer their hashed figures again. */
  clearPins(): void;
  /** The account as the network would answer it, or null when the network does not know it. */
  account(network: Network, username: string): SandboxAccount | null;
  /** Every TikTok client access token handed out stops working (a client must ask for a new one). */
  expireTiktokTokens(): void;
  close(): Promise<void>;
}

/** Starts `server` and resolves to the URL clients reach it at (a wildcard host is reached on 127.0.0.1). */
async function listen(server: Server, port: number, host: string): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const reached = ['0.0.0.0', '::'].includes(host) ? '127.0.0.1' : host;
  return `http://${reached.includes(':') ? `[${reached}]` : reached}:${(server.address() as AddressInfo).port}`;
}

export async function createSocialSandbox(input: SocialSandboxOptions = {}): Promise<SocialSandbox> {
  const options = resolveOptions(input);
  const accounts = new AccountBook();
  const tokens = new TiktokTokens(options.tiktokTokenTtlSeconds);
  const routes: Route[] = [
    ...youtubeRoutes(accounts, options.youtubeKey),
    ...instagramRoutes(accounts, { accessToken: options.instagramToken, accountId: options.instagramAccountId }),
    ...tiktokRoutes(accounts, tokens, { clientKey: options.tiktokClientKey, clientSecret: options.tiktokClientSecret }),
    ...adminRoutes(accounts, tokens, options.log),
  ];

  function dispatch(method: string, url: URL, req: IncomingMessage, rawBody: string): Reply {
    const found = matchRoute(routes, method, url.pathname);
    if (!found) return sandboxError(404, 'not_found', `the social sandbox has no ${method} ${url.pathname}`);
    if ('allowed' in found)
      return sandboxError(405, 'method_not_allowed', `${method} is not allowed on ${url.pathname}`, { Allow: found.allowed.join(', ') });
    try {
      return found.route.handler({ method, url, params: found.params, raw: req, rawBody });
    } catch (error) {
      if (error instanceof SandboxError) return error.reply();
      throw error;
    }
  }

  /** Every request gets an answer: a failure inside is logged and answered 500, never left hanging. */
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const url = URL.parse(req.url ?? '/', 'http://sandbox.invalid');
    // A request target like `//x` is no path of ours (nor a URL against any base).
    if (!url) return send(res, sandboxError(404, 'not_found', `the social sandbox has no ${method} ${req.url}`));
    let reply: Reply;
    try {
      reply = dispatch(method, url, req, await readBody(req));
    } catch (error) {
      options.log(`error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      reply = sandboxError(500, 'internal_server_error', error instanceof Error ? error.message : String(error));
    }
    // The path only: the query carries keys and tokens.
    options.log(`${method} ${url.pathname} → ${reply.status}`);
    if (res.headersSent || res.destroyed) return;
    send(res, reply);
  }

  const server = createServer((req, res) => void handle(req, res));
  const url = await listen(server, options.port, options.host);
  options.log(`listening on ${url}`);

  const youtubeUrl = `${url}${YOUTUBE_BASE}`;
  const instagramUrl = `${url}${INSTAGRAM_BASE}`;
  const tiktokUrl = `${url}${TIKTOK_BASE}`;
  return {
    url,
    youtubeUrl,
    instagramUrl,
    tiktokUrl,
    youtubeKey: options.youtubeKey,
    instagramToken: options.instagramToken,
    instagramAccountId: options.instagramAccountId,
    tiktokClientKey: options.tiktokClientKey,
    tiktokClientSecret: options.tiktokClientSecret,
    identitySettings: {
      YOUTUBE_API_URL: youtubeUrl,
      YOUTUBE_API_KEY: options.youtubeKey,
      INSTAGRAM_GRAPH_URL: instagramUrl,
      INSTAGRAM_ACCESS_TOKEN: options.instagramToken,
      INSTAGRAM_ACCOUNT_ID: options.instagramAccountId,
      TIKTOK_API_URL: tiktokUrl,
      TIKTOK_CLIENT_KEY: options.tiktokClientKey,
      TIKTOK_CLIENT_SECRET: options.tiktokClientSecret,
    },
    pin(network, username, figures) {
      const account = accounts.pin(network, username, figures);
      options.log(`pinned ${account.network}/${account.username}: ${JSON.stringify(figuresOf(account))}`);
      return describeAccount(account);
    },
    unpin(network, username) {
      accounts.unpin(network, username);
    },
    clearPins() {
      accounts.clear();
    },
    account(network, username) {
      const account = accounts.find(network, username.replace(/^@/, ''));
      return account ? describeAccount(account) : null;
    },
    expireTiktokTokens() {
      tokens.expireAll();
    },
    async close() {
      const closed = once(server, 'close');
      server.close();
      server.closeAllConnections();
      await closed;
    },
  };
}
