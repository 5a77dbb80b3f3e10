import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { JsonLogger } from '@afilia/service-kit';
import { classify } from '../clicks/click-classifier.js';
import type { ClickRecorder } from '../clicks/click-recorder.js';
import type { CountryLookup } from '../clicks/country-lookup.js';
import type { VisitorHasher } from '../clicks/visitor-hasher.js';
import { clientAddress } from './client-address.js';
import { destinationOf } from './destination.js';
import type { EdgeForwarder } from './edge-forwarder.js';
import type { LinkDirectory, LinkRoute } from './link-directory.js';
import { LINK_PAGE_STATUS, type LinkPage, type LinkPages } from './link-pages.js';

const TRACK_PREFIX = '/track/';
const CODE_MAX = 100;

export interface RedirectServerParts {
  links: LinkDirectory;
  recorder: ClickRecorder;
  hasher: VisitorHasher;
  /** The visitor's country from the address (offline geo database). */
  countries: CountryLookup;
  pages: LinkPages;
  logger: JsonLogger;
  /** Proxy hops trusted to say the visitor's address (X-Forwarded-For). */
  trustProxyHops: number;
  /** The gateway, when this listener is the platform's one address (npm start, compose). */
  edge: EdgeForwarder | null;
}

/**
 * The shopper's hot path, on tracking's own node:http listener rather than the gateway:
 * /track/{code} finds the link in memory (Postgres only on a miss), records the click (JetStream
 * acknowledged, or the local spool) and answers a 302 straight to the destination. Anything it
 * does not serve goes to the gateway when it is the edge, or is 404.
 */
export class RedirectServer {
  private server: Server | null = null;

  constructor(private readonly parts: RedirectServerParts) {}

  async listen(port: number, host: string): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    this.server.keepAliveTimeout = 65_000;
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, host, resolve);
    });
    const address = this.server.address() as AddressInfo;
    return `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = req.url ?? '/';
    const path = url.split('?', 1)[0]!;
    const address = clientAddress(req, this.parts.trustProxyHops);
    if (path.startsWith(TRACK_PREFIX) && (req.method === 'GET' || req.method === 'HEAD')) return this.track(req, res, url, path, address);
    if (this.parts.edge) return this.parts.edge.forward(req, res, address);
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('No encontrado');
  }

  private async track(req: IncomingMessage, res: ServerResponse, url: string, path: string, address: string): Promise<void> {
    let code: string;
    try {
      code = decodeURIComponent(path.slice(TRACK_PREFIX.length));
    } catch {
      return this.page(res, 'unknown', null);
    }
    if (!code || code.length > CODE_MAX || code.includes('/')) return this.page(res, 'unknown', null);
    let route: LinkRoute | null;
    try {
      const hit = this.parts.links.cached(code);
      route = hit === undefined ? await this.parts.links.load(code) : hit;
    } catch (error) {
      this.parts.logger.error('redirect.lookup-failed', { code, error: String(error) });
      return this.page(res, 'error', null);
    }
    if (!route) return this.page(res, 'unknown', null);
    if (route.state !== 'active') return this.page(res, 'expired', route.reason);

    const query = new URLSearchParams(url.slice(path.length + 1));
    const traits = classify(req.method!, req.headers, query);
    const clickId = randomUUID();
    const location = destinationOf(route, clickId, traits.utm);
    if (!location) return this.page(res, 'invalid', null);
    const at = Date.now();
    let recorded: Awaited<ReturnType<ClickRecorder['record']>>;
    try {
      recorded = await this.parts.recorder.record({
        eventId: clickId,
        occurredAt: new Date(at).toISOString(),
        linkId: route.id,
        code: route.code,
        via: 'track',
        visitorHash: this.parts.hasher.hash(address, String(req.headers['user-agent'] ?? ''), at),
        device: traits.device,
        referrerHost: traits.referrerHost,
        country: this.parts.countries.countryOf(address),
        botReason: traits.botReason,
        utm: traits.utm,
      });
    } catch (error) {
      this.parts.logger.error('redirect.record-failed', { code, error: String(error) });
      recorded = 'refused';
    }
    if (recorded === 'refused') return this.page(res, 'error', null);
    res.writeHead(302, { location, 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer-when-downgrade' }).end();
  }

  private page(res: ServerResponse, page: LinkPage, reason: string | null): void {
    res.writeHead(LINK_PAGE_STATUS[page], this.parts.pages.headers).end(this.parts.pages.render(page, reason));
  }
}
