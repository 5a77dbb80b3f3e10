import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './public-address.js';

/** Why a page could not be read, in the words the verification card shows after 'Error al verificar'. */
export class FetchRefused extends Error {}

export interface SafeFetchOptions {
  /**
   * Origins (scheme://host:port) reached even over http and on private addresses: the sandbox
   * store and the tests' pages. Production leaves it empty.
   */
  allowOrigins: readonly string[];
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Resolves a host name to its addresses (tests answer with addresses of their choosing). */
  resolve?: (host: string) => Promise<LookupAddress[]>;
}

const DEFAULTS = { timeoutMs: 5000, maxBytes: 2 * 1024 * 1024, maxRedirects: 3 };

function systemResolve(host: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) =>
    dnsLookup(host, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );
}

/**
 * Fetches a brand's page for the pixel verifier without letting the URL reach inside (issue 14
 * §3): https only; every address the host resolves to must be public, and the connection goes to
 * the address that was checked, so a second DNS answer cannot swap it for an inside one; each
 * redirect (at most 3) is checked again; the whole fetch has 5 s, and a body above 2 MB is
 * refused. Only the allow-listed origins skip the scheme and address checks.
 */
export async function safeFetchText(url: string, options: SafeFetchOptions): Promise<string> {
  const settings = { ...DEFAULTS, ...options };
  const resolve = options.resolve ?? systemResolve;
  const deadline = Date.now() + settings.timeoutMs;
  let current = new URL(url);
  for (let redirects = 0; ; redirects++) {
    const allowed = settings.allowOrigins.includes(current.origin);
    if (!allowed && current.protocol !== 'https:') throw new FetchRefused('la dirección debe usar https://');
    if (current.protocol !== 'https:' && current.protocol !== 'http:') throw new FetchRefused('la dirección debe usar https://');
    const address = await checkedAddress(current.hostname, allowed, resolve);
    const response = await get(current, address, deadline);
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      if (redirects >= settings.maxRedirects) throw new FetchRefused('la página redirige demasiadas veces');
      current = new URL(response.headers.location, current);
      continue;
    }
    if (status < 200 || status >= 300) {
      response.resume();
      throw new FetchRefused(`la página respondió ${status}`);
    }
    return readBody(response, settings.maxBytes, deadline);
  }
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
      throw new FetchRefused('no se encontró el sitio');
    }
  }
  if (!addresses.length) throw new FetchRefused('no se encontró el sitio');
  if (!allowed && !addresses.every((a) => isPublicAddress(a.address))) throw new FetchRefused('la dirección apunta a una red privada');
  return addresses[0]!;
}

function get(url: URL, address: LookupAddress, deadline: number): Promise<IncomingMessage> {
  const remaining = deadline - Date.now();
  if (remaining <= 0) return Promise.reject(new FetchRefused('la página no respondió en 5 segundos'));
  // The connection uses the address checked above; the name still goes in Host and SNI.
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options?.all) callback(null, [address]);
    else callback(null, address.address, address.family);
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      {
        method: 'GET',
        lookup: pinned,
        timeout: remaining,
        headers: { 'user-agent': 'AfiliaPixelVerifier/1.0 (+verificacion de instalacion)', accept: 'text/html,*/*;q=0.5' },
      },
      resolve,
    );
    const timer = setTimeout(() => req.destroy(new FetchRefused('la página no respondió en 5 segundos')), remaining);
    req.on('response', () => clearTimeout(timer));
    req.on('timeout', () => req.destroy(new FetchRefused('la página no respondió en 5 segundos')));
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error instanceof FetchRefused ? error : new FetchRefused('no se pudo conectar con la página'));
    });
    req.end();
  });
}

function readBody(response: IncomingMessage, maxBytes: number, deadline: number): Promise<string> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    return Promise.reject(new FetchRefused('la página supera los 2 MB'));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(() => response.destroy(new FetchRefused('la página no respondió en 5 segundos')), deadline - Date.now());
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) response.destroy(new FetchRefused('la página supera los 2 MB'));
      else chunks.push(chunk);
    });
    response.on('end', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    response.on('error', (error) => {
      clearTimeout(timer);
      reject(error instanceof FetchRefused ? error : new FetchRefused('no se pudo leer la página'));
    });
    response.on('close', () => {
      clearTimeout(timer);
      if (size > maxBytes) reject(new FetchRefused('la página supera los 2 MB'));
    });
  });
}
