import type { IncomingMessage, ServerResponse } from 'node:http';
import { pixelHitQuerySchema, PIXEL_TEXTS, type StorefrontConfig } from '@afilia/contracts';
import type { JsonLogger } from '@afilia/service-kit';
import { botReason } from '../clicks/click-classifier.js';
import { conversionScript } from './conversion-script.js';
import type { PixelDirectory } from './pixel-directory.js';
import type { PixelHits } from './pixel-hits.js';
import type { StorefrontBanners } from './storefront-banners.js';
import { STOREFRONT_SCRIPT } from './storefront-script.js';

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
  constructor(
    private readonly directory: PixelDirectory,
    private readonly hits: PixelHits,
    private readonly logger: JsonLogger,
    private readonly publicUrl: string,
    private readonly banners: StorefrontBanners,
  ) {}

  async pixel(req: IncomingMessage, res: ServerResponse, query: URLSearchParams): Promise<void> {
    const parsed = pixelHitQuerySchema.safeParse(Object.fromEntries(query));
    if (!parsed.success) return this.text(res, 400, parsed.error.issues[0]?.message ?? 'Parámetros inválidos');
    let pixel;
    try {
      pixel = await this.directory.pixel(parsed.data.code);
    } catch (error) {
      this.logger.error('pixel.lookup-failed', { code: parsed.data.code, error: String(error) });
      return this.text(res, 503, PIXEL_TEXTS.testFailed);
    }
    if (!pixel) return this.text(res, 404, 'Píxel no encontrado');
    if (req.method === 'GET') {
      const referer = req.headers.referer;
      try {
        await this.hits.record({
          pixel,
          query: parsed.data,
          pageUrl: parsed.data.url ?? (typeof referer === 'string' ? referer.slice(0, 2000) : null),
          botReason: botReason(req.method, req.headers),
          at: Date.now(),
        });
      } catch (error) {
        this.logger.error('pixel.record-failed', { code: pixel.code, error: String(error) });
        return this.text(res, 503, PIXEL_TEXTS.testFailed);
      }
    }
    res.writeHead(200, { ...PUBLIC_HEADERS, 'content-type': 'image/gif', 'content-length': GIF.length, 'cache-control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : GIF);
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
    res.end(conversionScript(this.publicUrl, code));
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
          ? this.banners.of(brandId, ref).catch((error: unknown) => {
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

  private text(res: ServerResponse, status: number, message: string): void {
    res.writeHead(status, { ...PUBLIC_HEADERS, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end(message);
  }
}
