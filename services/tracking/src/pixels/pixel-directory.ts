import type { DataSource } from 'typeorm';
import { FreshCache } from './fresh-cache.js';

export interface KnownPixel {
  id: string;
  brandId: string;
  code: string;
  isActive: boolean;
  /** The largest order a percentage commission is paid on. */
  maxOrderCents: number;
}

/** How long an answer is kept: a toggled or deleted pixel takes effect within this. */
const FRESH_MS = 10_000;
const MAX_ENTRIES = 50_000;

/**
 * The pixels the public endpoints answer for, kept in memory for a few seconds: a page view is
 * one lookup per page of every store that has the pixel, and pixels change seldom. Unknown codes
 * are remembered too, so a flood of made-up ones costs one query each per window, not per hit.
 */
export class PixelDirectory {
  private readonly byCode: FreshCache<KnownPixel | null>;
  private readonly byBrand: FreshCache<string | null>;

  constructor(
    private readonly dataSource: DataSource,
    now: () => number = Date.now,
  ) {
    this.byCode = new FreshCache(FRESH_MS, MAX_ENTRIES, now);
    this.byBrand = new FreshCache(FRESH_MS, MAX_ENTRIES, now);
  }

  async pixel(code: string): Promise<KnownPixel | null> {
    const hit = this.byCode.get(code);
    if (hit) return hit.value;
    const [row]: { id: string; brand_id: string; pixel_code: string; is_active: boolean; max_order_cents: string }[] =
      await this.dataSource.query(
        `SELECT "id", "brand_id", "pixel_code", "is_active", "max_order_cents" FROM "tracking"."tracking_pixels" WHERE "pixel_code" = $1`,
        [code],
      );
    const value = row
      ? { id: row.id, brandId: row.brand_id, code: row.pixel_code, isActive: row.is_active, maxOrderCents: Number(row.max_order_cents) }
      : null;
    this.byCode.set(code, value);
    return value;
  }

  /** The brand's oldest active pixel: the one a conversion script reports for when the page names none. */
  async activeCodeOf(brandId: string): Promise<string | null> {
    const hit = this.byBrand.get(brandId);
    if (hit) return hit.value;
    const [row]: { pixel_code: string }[] = await this.dataSource.query(
      `SELECT "pixel_code" FROM "tracking"."tracking_pixels" WHERE "brand_id" = $1 AND "is_active" ORDER BY "created_at", "id" LIMIT 1`,
      [brandId],
    );
    const value = row?.pixel_code ?? null;
    this.byBrand.set(brandId, value);
    return value;
  }

  /** A change made by this process shows at once here (others see it within FRESH_MS). */
  forget(code: string, brandId: string): void {
    this.byCode.delete(code);
    this.byBrand.delete(brandId);
  }
}
