/**
 * A request URL's path without its query string: what logs and route checks use, as a query may
 * carry a token or an e-mail (a rejected token sent as `?access_token=` must not reach the logs).
 */
export function pathOf(url: string): string {
  return url.split('?', 1)[0] || '/';
}
