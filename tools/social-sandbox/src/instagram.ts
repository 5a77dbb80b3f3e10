// Instagram Graph API under /instagram/v{major}.{minor}: the platform's own professional account
// node, read with its access token, and business discovery through it
// (`GET /instagram/v21.0/{account id}?fields=business_discovery.username(x){followers_count,…}`).
// Every error is a 400 OAuthException with the Graph API's code, as on the real API.
import type { IncomingMessage } from 'node:http';
import { generatedAccount, recentPosts, type Account, type AccountBook } from './accounts.js';
import { FieldSyntaxError, parseFields, type FieldRequest } from './fields.js';
import { authorizationToken, json, type Reply } from './http.js';
import type { Route } from './router.js';

export const INSTAGRAM_BASE = '/instagram/v21.0';

/** The username of the platform's own account, the node business discovery is read through. */
export const OWN_USERNAME = 'afilia';

/** How many posts `media` gives without `.limit()`, and the most it gives with one. */
export const MEDIA_DEFAULT_LIMIT = 25;
export const MEDIA_MAX_LIMIT = 100;

/** A Graph API error: answered 400 {"error": {message, type: 'OAuthException', code, error_subcode?}}. */
export class GraphError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly subcode?: number,
  ) {
    super(message);
    this.name = 'GraphError';
  }

  reply(): Reply {
    const error = { message: this.message, type: 'OAuthException', code: this.code };
    return json(400, { error: this.subcode === undefined ? error : { ...error, error_subcode: this.subcode } });
  }
}

export const INVALID_TOKEN = () => new GraphError('Invalid OAuth access token.', 190);
export const USER_NOT_FOUND = () => new GraphError('Invalid user id', 110, 2207013);

/** The token as a client sends it: `access_token=` or `Authorization: Bearer|OAuth …`. */
function accessToken(req: IncomingMessage, url: URL): string | undefined {
  return url.searchParams.get('access_token') ?? authorizationToken(req, ['bearer', 'oauth']);
}

/** The requested fields, then `id` when not among them: the order the real API answers in. */
function render(requested: FieldRequest[] | null, id: string, value: (field: FieldRequest) => unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of requested ?? []) {
    if (field.name !== 'id') out[field.name] = value(field);
  }
  out.id = id;
  return out;
}

function nonexistingField(name: string, node: 'User' | 'Media'): GraphError {
  return new GraphError(`(#100) Tried accessing nonexisting field (${name}) on node type (${node})`, 100);
}

function unplayedModifier(field: FieldRequest, allowed: string[]): void {
  const other = Object.keys(field.modifiers).find((m) => !allowed.includes(m));
  if (other !== undefined) throw new GraphError(`(#100) the social sandbox does not play ${field.name}.${other}()`, 100);
}

function media(account: Account, field: FieldRequest): unknown {
  unplayedModifier(field, ['limit']);
  const limitText = field.modifiers.limit ?? String(MEDIA_DEFAULT_LIMIT);
  if (!/^\d+$/.test(limitText)) throw new GraphError('(#100) The parameter limit must be a whole number', 100);
  const limit = Number(limitText);
  const data = recentPosts(account, Math.min(limit, MEDIA_MAX_LIMIT)).map((post) =>
    render(field.fields, post.id, (sub) => {
      unplayedModifier(sub, []);
      if (sub.name === 'like_count') return post.likes;
      if (sub.name === 'comments_count') return post.comments;
      if (sub.name === 'media_type') return 'IMAGE';
      throw nonexistingField(sub.name, 'Media');
    }),
  );
  return { data };
}

/** An Instagram user node with the requested fields; business discovery only from the platform's own node. */
function userNode(account: Account, fields: FieldRequest[] | null, accounts: AccountBook | null): Record<string, unknown> {
  return render(fields, account.id, (field) => {
    if (field.name === 'media') return media(account, field);
    unplayedModifier(field, field.name === 'business_discovery' ? ['username'] : []);
    if (field.name === 'username') return account.username;
    if (field.name === 'followers_count') return account.followers;
    if (field.name === 'media_count') return account.posts;
    if (field.name === 'business_discovery' && accounts) {
      const username = field.modifiers.username;
      if (!username) throw new GraphError('(#100) business_discovery needs .username(…)', 100);
      const found = accounts.find('instagram', username);
      if (!found) throw USER_NOT_FOUND();
      return userNode(found, field.fields, null);
    }
    throw nonexistingField(field.name, 'User');
  });
}

export function instagramRoutes(accounts: AccountBook, config: { accessToken: string; accountId: string }): Route[] {
  const own: Account = { ...generatedAccount('instagram', OWN_USERNAME), id: config.accountId };
  return [
    {
      method: 'GET',
      path: /^\/instagram\/v\d+\.\d+\/([^/]+)$/,
      handler: ({ raw, url, params }) => {
        const token = accessToken(raw, url);
        if (!token) return new GraphError('An access token is required to request this resource.', 104).reply();
        // The token belongs to the platform's account: any other node is out of its reach.
        if (token !== config.accessToken || params[0] !== config.accountId) return INVALID_TOKEN().reply();
        const text = url.searchParams.get('fields') ?? '';
        try {
          return json(200, userNode(own, text.trim() ? parseFields(text) : null, accounts));
        } catch (error) {
          if (error instanceof FieldSyntaxError) return new GraphError(`Syntax error "${error.message}": ${text}`, 2500).reply();
          if (error instanceof GraphError) return error.reply();
          throw error;
        }
      },
    },
  ];
}
