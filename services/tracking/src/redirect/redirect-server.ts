import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CONVERSION_SCRIPT_PATH,
  PIXEL_PATH,
  PIXEL_POSTBACK_PATH,
  SHOP_EVENTS_PATH,
  STOREFRONT_CONFIG_PATH,
  STOREFRONT_SCRIPT_PATH,
} from '@afilia/contracts';
import { asSystem, clicks, type JsonLogger } from '@afilia/service-kit';
import { classify } from '../clicks/click-classifier.js';
import type { ClickRecorder } from '../clicks/click-recorder.js';
import type { CountryLookup } from '../clicks/country-lookup.js';
import type { VisitorHasher } from '../clicks/visitor-hasher.js';
import type { PixelEndpoint } from '../pixels/pixel-endpoint.js';
import type { ShopBlockEvents } from '../shops/shop-block-events.js';
import { clientAddress } from './client-address.js';
import { destinationOf, safelinkOf } from './destination.js';
import type { AddressLimiter } from './address-limiter.js';
import type { EdgeForwarder } from './edge-forwarder.js';
import type { CouponOwner, LinkDirectory, LinkRoute } from './link-directory.js';
import { LINK_PAGE_STATUS, LINK_PAGE_TITLES, type LinkPage, type LinkPages } from './link-pages.js';

const TRACK_PREFIX = '/track/';
const SAFELINK = '/safelink';
const SAFELINK_COUPON = '/safelink/coupon';
const CODE_MAX = 100;
/** What brands' sites ask from their pages: the only paths here a cross-origin request may preflight. */
const PUBLIC_SITE_PATHS = new Set([PIXEL_PATH, CONVERSION_SCRIPT_PATH, STOREFRONT_SCRIPT_PATH, STOREFRONT_CONFIG_PATH]);
/**
 * The click a browser holds, first-party on our own address: set with the 302 to /safelink, so
 * the safelink knows the visit is the click /track already recorded (docs/decisions.md). A day,
 * like the unique-click window.
 */
const CLICK_COOKIE = 'afilia_click';
const CLICK_COOKIE_MAX_AGE_S = 24 * 60 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

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
  /** The creator's coupon code in the brand's store (catalogue makes it when missing), or null. */
  coupons: (owner: CouponOwner) => Promise<string | null>;
  /** Whether cookies are marked Secure (the public address is https). */
  secureCookies: boolean;
  /** The brand sites' pixel and conversion script. */
  pixels: PixelEndpoint;
  /** The creators' shop pages counting their blocks' views and clicks. */
  shopEvents: ShopBlockEvents;
  /** Link visits (/track, /safelink) one address may make a minute (TRACK_VISITS_PER_ADDRESS_MINUTE). */
  visits: AddressLimiter;
}

/**
 * Link visits one address may make a minute on this replica: ten a second, which a carrier's NAT
 * full of shoppers does not reach and a script hammering links does. Past it, 429 and nothing is
 * recorded (the clicks a script makes are not billed anyway: this keeps it from costing us).
 */
export const TRACK_VISITS_PER_ADDRESS_MINUTE = 600;
const TOO_MANY_VISITS = 'Demasiadas visitas desde tu dirección. Esperá un momento y volvé a intentar.';

/**
 * The shopper's hot path, on tracking's own node:http listener rather than the gateway:
 * /track/{code} finds the link in memory (Postgres only on a miss), records the click (JetStream
 * acknowledged, or the local spool) and answers a 302 straight to the destination; the brand
 * sites' pixel and conversion script are served here too. Anything it
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
    const reads = req.method === 'GET' || req.method === 'HEAD';
    if ((path.startsWith(TRACK_PREFIX) || path.startsWith(SAFELINK)) && !this.visitAllowed(res, address)) return;
    if (path.startsWith(TRACK_PREFIX) && reads) return this.track(req, res, url, path, address);
    if (path === SAFELINK && reads) return this.safelink(req, res, url, path, address);
    if (path === SAFELINK_COUPON && req.method === 'GET') return this.safelinkCoupon(res, url, path);
    if (req.method === 'OPTIONS' && PUBLIC_SITE_PATHS.has(path)) return this.parts.pixels.preflight(res);
    // A pixel hit or a shop's event is vouched for by its code, not by an actor: what it records
    // (a conversion and the creator's earning) is the service's own work, in the brand's rows.
    if (path === PIXEL_PATH && reads)
      return asSystem(() => this.parts.pixels.pixel(req, res, new URLSearchParams(url.slice(path.length + 1)), address));
    // The brand's backend, vouched for by its signature: the same, the service's own work.
    if (path === PIXEL_POSTBACK_PATH && req.method === 'POST') return asSystem(() => this.parts.pixels.postback(req, res, address));
    if (path === CONVERSION_SCRIPT_PATH && reads) return this.parts.pixels.script(res, new URLSearchParams(url.slice(path.length + 1)));
    if (path === STOREFRONT_SCRIPT_PATH && reads) return this.parts.pixels.storefrontScript(res);
    if (path === STOREFRONT_CONFIG_PATH && reads)
      return this.parts.pixels.storefrontConfig(res, new URLSearchParams(url.slice(path.length + 1)));
    if (path === SHOP_EVENTS_PATH && (reads || req.method === 'POST'))
      return asSystem(() => this.parts.shopEvents.handle(req, res, new URLSearchParams(url.slice(path.length + 1)), address));
    if (this.parts.edge) return this.parts.edge.forward(req, res, address);
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('No encontrado');
  }

  /** Within the address's visits a minute; otherwise answered 429 here. */
  private visitAllowed(res: ServerResponse, address: string): boolean {
    const limit = this.parts.visits.take(address);
    if (limit.allowed) return true;
    res.writeHead(429, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': String(limit.retryAfterS),
    });
    res.end(TOO_MANY_VISITS);
    return false;
  }

  private async track(req: IncomingMessage, res: ServerResponse, url: string, path: string, address: string): Promise<void> {
    let code: string;
    try {
      code = decodeURIComponent(path.slice(TRACK_PREFIX.length));
    } catch {
      return this.page(res, 'unknown', null);
    }
    const route = await this.activeRoute(res, code);
    if (!route) return;
    const query = new URLSearchParams(url.slice(path.length + 1));
    const traits = classify(req.method!, req.headers, query);
    const clickId = randomUUID();
    // A campaign paid by discount code sends the click through /safelink for the coupon.
    const location = route.coupon ? safelinkOf(route, clickId, traits.utm) : destinationOf(route, clickId, traits.utm);
    if (!location) return this.page(res, 'invalid', null);
    if (!(await this.record(req, route, clickId, traits, address, 'track'))) return this.page(res, 'error', null);
    res.writeHead(302, {
      location,
      'cache-control': 'private, no-store',
      'referrer-policy': 'no-referrer-when-downgrade',
      ...(route.coupon ? { 'set-cookie': this.clickCookie(clickId) } : {}),
    });
    res.end();
  }

  /**
   * /safelink?aff=&product=&click_id=&utm_* (seed 002 §1): the click /track just sent here (its
   * click id is the browser's cookie) counts no second time; any other visit (a shop's product
   * block, a copied address) is a click of the link's own. A link whose campaign pays by discount
   * code gets the page that fetches the coupon ('Generando tu cupón de descuento...'); any other
   * goes on to its destination at once. Without aff, home.
   */
  private async safelink(req: IncomingMessage, res: ServerResponse, url: string, path: string, address: string): Promise<void> {
    const query = new URLSearchParams(url.slice(path.length + 1));
    const code = query.get('aff');
    if (!code) return void res.writeHead(302, { location: '/', 'cache-control': 'no-store' }).end();
    const route = await this.activeRoute(res, code);
    if (!route) return;
    const traits = classify(req.method!, req.headers, query);
    const given = query.get('click_id');
    const held = given && UUID.test(given) && cookieValue(req.headers.cookie, CLICK_COOKIE) === given;
    const clickId = held ? given : randomUUID();
    if (!held && !(await this.record(req, route, clickId, traits, address, 'safelink'))) return this.page(res, 'error', null);
    if (!route.coupon) {
      const location = destinationOf(route, clickId, traits.utm);
      if (!location) return this.page(res, 'invalid', null);
      return void res.writeHead(302, { location, 'cache-control': 'private, no-store' }).end();
    }
    res.writeHead(200, { ...this.parts.pages.headers, 'set-cookie': this.clickCookie(clickId) });
    res.end(this.parts.pages.renderSafelink(clickId));
  }

  /**
   * What the safelink page asks next: the destination with the creator's coupon, which catalogue
   * finds or makes in the store. It records nothing (the visit was recorded by the page's own
   * request), and a coupon that cannot be had sends the shopper on without one, never stranded.
   */
  private async safelinkCoupon(res: ServerResponse, url: string, path: string): Promise<void> {
    const query = new URLSearchParams(url.slice(path.length + 1));
    const code = query.get('aff');
    const clickId = query.get('click_id');
    if (!code || !clickId || !UUID.test(clickId)) return this.json(res, 400, { message: LINK_PAGE_TITLES.invalid });
    const found = await this.lookup(code);
    if (!('route' in found))
      return this.json(res, LINK_PAGE_STATUS[found.page], { message: LINK_PAGE_TITLES[found.page], reason: found.reason });
    const route = found.route;
    let coupon: string | null = null;
    if (route.coupon)
      coupon = await this.parts.coupons(route.coupon).catch((error: unknown) => {
        this.parts.logger.warn('safelink.coupon-failed', { code, error: String(error) });
        return null;
      });
    const location = destinationOf(route, clickId, classify('GET', {}, query).utm, coupon);
    if (!location) return this.json(res, 404, { message: 'Link inválido' });
    this.json(res, 200, { location, coupon });
  }

  /** The link of a code when it redirects; otherwise the page saying why has been answered. */
  private async activeRoute(res: ServerResponse, code: string): Promise<LinkRoute | null> {
    const found = await this.lookup(code);
    if ('route' in found) return found.route;
    this.page(res, found.page, found.reason);
    return null;
  }

  /** A code's active link, from memory (Postgres on a miss), or the page that says why not. */
  private async lookup(code: string): Promise<{ route: LinkRoute } | { page: LinkPage; reason: string | null }> {
    if (!code || code.length > CODE_MAX || code.includes('/')) return { page: 'unknown', reason: null };
    let route: LinkRoute | null;
    try {
      const hit = this.parts.links.cached(code);
      route = hit === undefined ? await this.parts.links.load(code) : hit;
    } catch (error) {
      this.parts.logger.error('redirect.lookup-failed', { code, error: String(error) });
      return { page: 'error', reason: null };
    }
    if (!route) return { page: 'unknown', reason: null };
    if (route.state !== 'active') return { page: 'expired', reason: route.reason };
    return { route };
  }

  /** Records the click (JetStream acknowledged, or the spool); false when neither would take it. */
  private async record(
    req: IncomingMessage,
    route: LinkRoute,
    clickId: string,
    traits: ReturnType<typeof classify>,
    address: string,
    via: 'track' | 'safelink',
  ): Promise<boolean> {
    const at = Date.now();
    try {
      const recorded = await this.parts.recorder.record({
        eventId: clickId,
        occurredAt: new Date(at).toISOString(),
        linkId: route.id,
        code: route.code,
        via,
        ...this.parts.hasher.keys(address, String(req.headers['user-agent'] ?? ''), at),
        device: traits.device,
        referrerHost: traits.referrerHost,
        country: this.parts.countries.countryOf(address),
        botReason: traits.botReason,
        utm: traits.utm,
      });
      clicks.inc({ via, outcome: recorded, bot: traits.botReason ? 'yes' : 'no' });
      return recorded !== 'refused';
    } catch (error) {
      this.parts.logger.error('redirect.record-failed', { code: route.code, error: String(error) });
      return false;
    }
  }

  private clickCookie(clickId: string): string {
    return `${CLICK_COOKIE}=${clickId}; Path=${SAFELINK}; Max-Age=${CLICK_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${
      this.parts.secureCookies ? '; Secure' : ''
    }`;
  }

  private json(res: ServerResponse, status: number, body: object): void {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(body));
  }

  private page(res: ServerResponse, page: LinkPage, reason: string | null): void {
    res.writeHead(LINK_PAGE_STATUS[page], this.parts.pages.headers).end(this.parts.pages.render(page, reason));
  }
}

/** One cookie's value from a Cookie header, or null. */
function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}
