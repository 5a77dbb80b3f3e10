import { request } from 'node:http';

/**
 * The `n`th visitor's own address (IPv4, for an X-Forwarded-For a test's tracking trusts), each
 * in a network (/24) of its own: a person is an address, and one network's people are billed
 * only up to a daily limit per link. Distinct for n below 15 million.
 */
export function visitorAddress(n: number): string {
  return `${11 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}.1`;
}

/**
 * A person opening a link in a browser, for tests of the shopper's paths (/track, /safelink):
 * a GET whose Fetch Metadata says it is a top-level navigation, answered as a fetch Response,
 * redirects not followed. `fetch` cannot stand in for it: it always says `Sec-Fetch-Mode: cors`
 * (a script's request), which tracking counts as a view and never bills (issue 34 §2).
 * `headers` add to or replace the browser's (a `sec-fetch-*` of their own, an address in
 * `x-forwarded-for`, another user agent).
 */
export function navigate(
  url: string,
  init: { headers?: Record<string, string>; method?: string; signal?: AbortSignal } = {},
): Promise<Response> {
  const headers = {
    'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
    accept: 'text/html,application/xhtml+xml',
    'sec-fetch-mode': 'navigate',
    'sec-fetch-dest': 'document',
    ...init.headers,
  };
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers, signal: init.signal }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const answer = new Headers();
        for (const [name, value] of Object.entries(res.headers))
          for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) answer.append(name, one);
        const body = init.method === 'HEAD' || res.statusCode === 204 || res.statusCode === 304 ? null : Buffer.concat(chunks);
        resolve(new Response(body, { status: res.statusCode ?? 0, statusText: res.statusMessage ?? '', headers: answer }));
      });
    });
    req.on('error', reject);
    req.end();
  });
}
