import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './public-address.js';

/** Why an outbound request was refused or broke off; each caller words it for its own screen. */
export type OutboundRefusal = 'scheme' | 'not_found' | 'private' | 'redirects' | 'timeout' | 'too_large' | 'connect' | 'read';

export class OutboundRefused extends Error {
  constructor(readonly reason: OutboundRefusal) {
    super(`outbound request refused: ${reason}`);
  }
}

export interface OutboundOptions {
  /**
   * Origins (scheme://host:port) reached even over http and on private addresses: sandboxes and
   * the tests' servers. Production leaves it empty.
   */
  allowOrigins: readonly string[];
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  timeoutMs?: number;
  maxBytes?: number;
  /** Redirects followed (each checked again); 0 answers the 3xx itself. */
  maxRedirects?: number;
  /** Resolves a host name to its addresses (tests answer with addresses of their choosing). */
  resolve?: (host: string) => Promise<LookupAddress[]>;
  /** Only the status matters (a webhook's answer): the body is drained unread, whatever its size, and answered empty. */
  discardBody?: boolean;
}

export interface OutboundResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

const DEFAULTS = { timeoutMs: 5000, maxBytes: 2 * 1024 * 1024, maxRedirects: 3 };

function systemResolve(host: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) =>
    dnsLookup(host, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );
}

/**
 * A request to an address a user gave us (a brand's page, a brand's webhook endpoint) that cannot
 * be turned against the inside (issue 14 §3, reliability-security.md): https only; every address
 * the host resolves to must be public, and the connection goes to the address that was checked,
 * so a second DNS answer cannot swap it for an inside one; each redirect followed is checked
 * again; the whole exchange has a deadline and the answer's body a size limit. Only the
 * allow-listed origins skip the scheme and address checks. Any status is answered; refusals and
 * broken connections throw OutboundRefused.
 */
export async function safeRequest(url: string, options: OutboundOptions): Promise<OutboundResponse> {
  const settings = { ...DEFAULTS, ...options };
  const resolve = options.resolve ?? systemResolve;
  const deadline = Date.now() + settings.timeoutMs;
  let current = new URL(url);
  for (let redirects = 0; ; redirects++) {
    checkScheme(current, settings.allowOrigins);
    const address = await checkedAddress(current.hostname, settings.allowOrigins.includes(current.origin), resolve);
    const response = await send(current, address, deadline, settings);
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location && settings.maxRedirects > 0) {
      response.resume();
      if (redirects >= settings.maxRedirects) throw new OutboundRefused('redirects');
      current = new URL(response.headers.location, current);
      continue;
    }
    if (settings.discardBody) {
      response.resume();
      return { status, headers: response.headers, body: '' };
    }
    return { status, headers: response.headers, body: await readBody(response, settings.maxBytes, deadline) };
  }
}

/** The scheme and address checks alone, without connecting: for a URL a user is about to save. */
export async function checkOutboundUrl(url: string, options: Pick<OutboundOptions, 'allowOrigins' | 'resolve'>): Promise<void> {
  const target = new URL(url);
  const resolve = options.resolve ?? systemResolve;
  checkScheme(target, options.allowOrigins);
  await checkedAddress(target.hostname, options.allowOrigins.includes(target.origin), resolve);
}

/** https, or http on an allow-listed origin. */
function checkScheme(url: URL, allowOrigins: readonly string[]): void {
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowOrigins.includes(url.origin))) throw new OutboundRefused('scheme');
}

/** The address to connect to: the first of the host's, once every one of them is public. */
async function checkedAddress(
  hostname: string,
  allowed: boolean,
  resolve: (host: string) => Promise<LookupAddress[]>,
): Promise<LookupAddress> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const family = isIP(host);
  let addresses: LookupAddress[];
  if (family) addresses = [{ address: host, family }];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      throw new OutboundRefused('not_found');
    }
  }
  if (!addresses.length) throw new OutboundRefused('not_found');
  if (!allowed && !addresses.every((a) => isPublicAddress(a.address))) throw new OutboundRefused('private');
  return addresses[0]!;
}

function send(url: URL, address: LookupAddress, deadline: number, settings: OutboundOptions & typeof DEFAULTS): Promise<IncomingMessage> {
  const remaining = deadline - Date.now();
  if (remaining <= 0) return Promise.reject(new OutboundRefused('timeout'));
  // The connection uses the address checked above; the name still goes in Host and SNI.
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options?.all) callback(null, [address]);
    else callback(null, address.address, address.family);
  };
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const headers = { ...settings.headers };
  if (settings.body !== undefined) headers['content-length'] = String(Buffer.byteLength(settings.body));
  return new Promise((resolve, reject) => {
    const req = request(url, { method: settings.method ?? 'GET', lookup: pinned, timeout: remaining, headers }, resolve);
    const timer = setTimeout(() => req.destroy(new OutboundRefused('timeout')), remaining);
    req.on('response', () => clearTimeout(timer));
    req.on('timeout', () => req.destroy(new OutboundRefused('timeout')));
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error instanceof OutboundRefused ? error : new OutboundRefused('connect'));
    });
    req.end(settings.body);
  });
}

function readBody(response: IncomingMessage, maxBytes: number, deadline: number): Promise<string> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    return Promise.reject(new OutboundRefused('too_large'));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(() => response.destroy(new OutboundRefused('timeout')), deadline - Date.now());
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) response.destroy(new OutboundRefused('too_large'));
      else chunks.push(chunk);
    });
    response.on('end', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    response.on('error', (error) => {
      clearTimeout(timer);
      reject(error instanceof OutboundRefused ? error : new OutboundRefused('read'));
    });
    response.on('close', () => {
      clearTimeout(timer);
      if (size > maxBytes) reject(new OutboundRefused('too_large'));
    });
  });
}
