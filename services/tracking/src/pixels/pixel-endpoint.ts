import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DataSource } from 'typeorm';
import { CONVERSION_TEXTS, pixelHitQuerySchema, pixelPostbackSchema, PIXEL_TEXTS, type StorefrontConfig } from '@afilia/contracts';
import type { JsonLogger } from '@afilia/service-kit';
import { botReason, deviceOf } from '../clicks/click-classifier.js';
import type { AddressLimiter } from '../redirect/address-limiter.js';
import type { ConversionReviews } from './conversion-review.js';
import { conversionScript } from './conversion-script.js';
import type { PixelDirectory } from './pixel-directory.js';
import { verifyOrder, type PixelHits } from './pixel-hits.js';
import { checkPostbackSignature, POSTBACK_MAX_BYTES } from './postback-signature.js';
import type { StorefrontBanners } from './storefront-banners.js';
import { STOREFRONT_SCRIPT } from './storefront-script.js';

export interface PixelEndpointParts {
  directory: PixelDirectory;
  hits: PixelHits;
  reviews: ConversionReviews;
  dataSource: DataSource;
  logger: JsonLogger;
  publicUrl: string;
  banners: StorefrontBanners;
  /** The day's key of the address a conversion came from (VisitorHasher.addressKey). */
  addressKey: (address: string, at: number) => string;
  /** Hits one address may send a minute, and conversions one pixel may receive a minute (issue 34 §1). */
  perAddress: AddressLimiter;
  perPixel: AddressLimiter;
}

/**
 * What one address may send a minute (a shopper's pages, each reporting once, and a thank-you
 * page), and how many conversions and postbacks one pixel may receive a minute, per process
 * (issue 34 §1): past them, 429, and nothing is written.
 */
export const PIXEL_HITS_PER_ADDRESS_MINUTE = 120;
export const PIXEL_CONVERSIONS_PER_PIXEL_MINUTE = 600;

/** A transparent 1×1 GIF: the smallest answer an <img> accepts. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Any page may load these, from any site, and none of them may read a cookie of ours: every
 * answer allows every origin without credentials, sets no cookie, and may be embedded anywhere.
 */
const PUBLIC_HEADERS = {
  'access-control-allow-origin': '*',
  'cross-origin-resource-policy': 'cross-origin',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

/**
 * The brand sites' side of the pixel (issue 14 §3, seed 002 §7), on tracking's hot-path
 * listener: GET /pixel records a page view, a test or a conversion and answers a 43-byte GIF;
 * GET /conversion-pixel?brand_id= answers the conversion script, cached by browsers for five
 * minutes. A bot's hit is kept, flagged, and never counts as a conversion. The Tiendanube
 * storefront script is served at /storefront/script.js and asks /storefront/config.
 */
export class PixelEndpoint {
  private readonly directory: PixelDirectory;
  private readonly logger: JsonLogger;

  constructor(private readonly parts: PixelEndpointParts) {
    this.directory = parts.directory;
    this.logger = parts.logger;
  }

  async pixel(req: IncomingMessage, res: ServerResponse, query: URLSearchParams, address: string): Promise<void> {
    const parsed = pixelHitQuerySchema.safeParse(Object.fromEntries(query));
    if (!parsed.success) return this.text(res, 400, parsed.error.issues[0]?.message ?? 'Parámetros inválidos');
    // Page views are throttled where they are stored; a pixel's conversions are counted here.
    if (!this.allowed(res, address, parsed.data.event === 'page_view' ? null : parsed.data.code)) return;
    let pixel;
    try {
      pixel = await this.directory.pixel(parsed.data.code);
    } catch (error) {
      this.logger.error('pixel.lookup-failed', { code: parsed.data.code, error: String(error) });
      return this.text(res, 503, PIXEL_TEXTS.testFailed);
    }
    if (!pixel) return this.text(res, 404, 'Píxel no encontrado');
    if (req.method === 'GET') {
      const referer = headerOf(req, 'referer');
      const userAgent = headerOf(req, 'user-agent') ?? '';
      const at = Date.now();
      try {
        await this.parts.hits.record({
          pixel,
          query: parsed.data,
          pageUrl: parsed.data.url ?? referer?.slice(0, 2000) ?? null,
          // Where the browser says it was: its Referer (an image request from a page sends at least
          // its origin), else its Origin. The `url` parameter is the caller's word and proves nothing.
          browserPage: (referer ?? headerOf(req, 'origin'))?.slice(0, 2000) ?? null,
          botReason: botReason(req.method, req.headers),
          device: deviceOf(userAgent),
          addressKey: this.parts.addressKey(address, at),
          at,
        });
      } catch (error) {
        this.logger.error('pixel.record-failed', { code: pixel.code, error: String(error) });
        return this.text(res, 503, PIXEL_TEXTS.testFailed);
      }
    }
    res.writeHead(200, { ...PUBLIC_HEADERS, 'content-type': 'image/gif', 'content-length': GIF.length, 'cache-control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : GIF);
  }

  /**
   * POST /pixel/postback (issue 34 §1): the brand's backend reports an order, signed with the
   * pixel's postback key over the body and a timestamp (checkPostbackSignature). It verifies the
   * order's conversion, or records it from the click it names; the answer says where it stands.
   */
  async postback(req: IncomingMessage, res: ServerResponse, address: string): Promise<void> {
    const code = headerOf(req, 'x-afilia-pixel') ?? '';
    let body: Buffer;
    try {
      body = await readBody(req, POSTBACK_MAX_BYTES);
    } catch {
      res.setHeader('connection', 'close');
      return this.json(res, 413, { message: 'Cuerpo demasiado grande' });
    }
    if (!this.allowed(res, address, code)) return;
    const [secretRow]: { postback_secret: string }[] = /^PX-[A-Z0-9]{8}$/.test(code)
      ? await this.parts.dataSource.query(`SELECT "postback_secret" FROM "tracking"."tracking_pixels" WHERE "pixel_code" = $1`, [code])
      : [];
    const pixel = secretRow ? await this.directory.pixel(code) : null;
    if (!pixel || !secretRow) return this.json(res, 404, { message: CONVERSION_TEXTS.pixelUnknown });
    const signature = checkPostbackSignature(secretRow.postback_secret, headerOf(req, 'x-afilia-signature'), body, Date.now());
    if (signature !== 'valid')
      return this.json(res, 401, {
        message:
          signature === 'missing'
            ? CONVERSION_TEXTS.signatureMissing
            : signature === 'expired'
              ? CONVERSION_TEXTS.signatureExpired
              : CONVERSION_TEXTS.signatureInvalid,
      });
    let parsed;
    try {
      parsed = pixelPostbackSchema.safeParse(JSON.parse(body.toString('utf8')));
    } catch {
      return this.json(res, 400, { message: 'JSON inválido' });
    }
    if (!parsed.success) return this.json(res, 400, { message: parsed.error.issues[0]?.message ?? 'Parámetros inválidos' });
    try {
      const answer = await this.parts.dataSource.transaction((manager) =>
        verifyOrder(manager, this.parts.reviews, pixel, parsed.data, Date.now()),
      );
      this.logger.info('pixel.postback', { code, order: parsed.data.order, review: answer.review });
      this.json(res, 200, answer);
    } catch (error) {
      this.logger.error('pixel.postback-failed', { code, error: String(error) });
      this.json(res, 503, { message: PIXEL_TEXTS.testFailed });
    }
  }

  /** Within the address's and (for a conversion) the pixel's limits; otherwise answered 429 here. */
  private allowed(res: ServerResponse, address: string, code: string | null): boolean {
    for (const limit of [this.parts.perAddress.take(address), code === null ? { allowed: true as const } : this.parts.perPixel.take(code)])
      if (!limit.allowed) {
        res.writeHead(429, {
          ...PUBLIC_HEADERS,
          'content-type': 'text/plain; charset=utf-8',
          'cache-control': 'no-store',
          'retry-after': String(limit.retryAfterS),
        });
        res.end(CONVERSION_TEXTS.tooManyRequests);
        return false;
      }
    return true;
  }

  async script(res: ServerResponse, query: URLSearchParams): Promise<void> {
    const brandId = query.get('brand_id') ?? '';
    if (!UUID.test(brandId)) return this.text(res, 400, 'brand_id inválido');
    let code: string | null;
    try {
      code = await this.directory.activeCodeOf(brandId.toLowerCase());
    } catch (error) {
      this.logger.error('pixel.script-failed', { brandId, error: String(error) });
      return this.text(res, 503, PIXEL_TEXTS.testFailed);
    }
    res.writeHead(200, {
      ...PUBLIC_HEADERS,
      'content-type': 'application/javascript; charset=utf-8',
      'cache-control': 'public, max-age=300',
    });
    res.end(conversionScript(this.parts.publicUrl, code));
  }

  storefrontScript(res: ServerResponse): void {
    res.writeHead(200, {
      ...PUBLIC_HEADERS,
      'content-type': 'application/javascript; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    });
    res.end(STOREFRONT_SCRIPT);
  }

  /** The brand's pixel and the ref's approved banner; a banner that cannot be had is none, never an error. */
  async storefrontConfig(res: ServerResponse, query: URLSearchParams): Promise<void> {
    const brandId = (query.get('brand_id') ?? '').toLowerCase();
    const ref = query.get('ref');
    if (!UUID.test(brandId) || (ref !== null && (ref.length === 0 || ref.length > 100))) return this.text(res, 400, 'Parámetros inválidos');
    let config: StorefrontConfig;
    try {
      const [pixelCode, banner] = await Promise.all([
        this.directory.activeCodeOf(brandId),
        ref
          ? this.parts.banners.of(brandId, ref).catch((error: unknown) => {
              this.logger.warn('storefront.banner-failed', { brandId, error: String(error) });
              return null;
            })
          : null,
      ]);
      config = { pixelCode, banner };
    } catch (error) {
      this.logger.error('storefront.config-failed', { brandId, error: String(error) });
      return this.text(res, 503, PIXEL_TEXTS.testFailed);
    }
    res.writeHead(200, { ...PUBLIC_HEADERS, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(JSON.stringify(config));
  }

  /**
   * A CORS preflight for any of these paths: a page (or a browser extension) that adds a header
   * of its own to the request makes the browser ask first. Any origin, GET only, never credentials.
   */
  preflight(res: ServerResponse): void {
    res.writeHead(204, {
      ...PUBLIC_HEADERS,
      'access-control-allow-methods': 'GET, HEAD',
      'access-control-allow-headers': '*',
      'access-control-max-age': '86400',
    });
    res.end();
  }

  private json(res: ServerResponse, status: number, body: object): void {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(body));
  }

  private text(res: ServerResponse, status: number, message: string): void {
    res.writeHead(status, { ...PUBLIC_HEADERS, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end(message);
  }
}

function headerOf(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/** The request's body, refused past `max` bytes. */
function readBody(req: IncomingMessage, max: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= max) return void chunks.push(chunk);
      // No more is read: the answer closes the connection.
      req.pause();
      reject(new Error('too large'));
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
