// /_sandbox: what tests and people do to the sandbox that no network's API offers: pin an
// account's figures, see what an account answers, and make TikTok's tokens expire. No
// credential: it is not part of any real API, and the sandbox only listens locally.
import { figuresOf, isNetwork, NETWORKS, type Account, type AccountBook } from './accounts.js';
import { json, noContent, parseJson, SandboxError, sandboxError } from './http.js';
import type { Route } from './router.js';
import type { TiktokTokens } from './tiktok.js';

export function describeAccount(account: Account) {
  return { network: account.network, username: account.username, id: account.id, pinned: account.pinned, figures: figuresOf(account) };
}

const ACCOUNT_PATH = /^\/_sandbox\/accounts\/([^/]+)\/([^/]+)$/;

export function adminRoutes(accounts: AccountBook, tokens: TiktokTokens, log: (line: string) => void): Route[] {
  return [
    {
      method: 'PUT',
      path: ACCOUNT_PATH,
      handler: ({ params: [network = '', username = ''], rawBody }) => {
        const figures = parseJson(rawBody);
        if (figures === undefined) return sandboxError(400, 'bad_request', 'the body must be the figures as JSON');
        const account = accounts.pin(network, username, figures);
        log(`pinned ${account.network}/${account.username}: ${JSON.stringify(figuresOf(account))}`);
        return json(200, describeAccount(account));
      },
    },
    {
      method: 'GET',
      path: ACCOUNT_PATH,
      handler: ({ params: [network = '', username = ''] }) => {
        if (!isNetwork(network)) throw new SandboxError(404, `unknown network '${network}': it is one of ${NETWORKS.join(', ')}`);
        const account = accounts.find(network, username.replace(/^@/, ''));
        if (!account) return sandboxError(404, 'not_found', `${network} does not know '${username}'`);
        return json(200, describeAccount(account));
      },
    },
    {
      method: 'DELETE',
      path: ACCOUNT_PATH,
      handler: ({ params: [network = '', username = ''] }) => {
        if (accounts.unpin(network, username)) log(`unpinned ${network}/${username.toLowerCase()}`);
        return noContent;
      },
    },
    {
      method: 'DELETE',
      path: /^\/_sandbox\/accounts$/,
      handler: () => {
        accounts.clear();
        log('cleared every pin');
        return noContent;
      },
    },
    {
      method: 'POST',
      path: /^\/_sandbox\/tiktok\/expire-tokens$/,
      handler: () => {
        tokens.expireAll();
        log('expired every TikTok access token');
        return noContent;
      },
    },
  ];
}
