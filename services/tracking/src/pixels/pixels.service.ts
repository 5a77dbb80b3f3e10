import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  CONVERSIONS_LIMIT,
  pixelCode,
  PIXEL_TEXTS,
  type Actor,
  type ConversionRow,
  type CreatePixel,
  type PixelEventType,
  type PixelStatus,
  type PixelView,
  type UpdatePixelRequest,
  type VerificationResult,
  type VerifyPixel,
  type VoidConversionRequest,
} from '@afilia/contracts';
import { asSystem, brandScope, canActOnBrand, DomainError, JsonLogger, lookupNames, ServiceClient } from '@afilia/service-kit';
import { TRACKING_ENV, type TrackingEnv } from '../config/env.js';
import { recordBrandDomains } from '../links/brand-domains.js';
import { ConversionReviews } from './conversion-review.js';
import { CONVERSION_SELECT, toConversionRow, type ConversionDbRow } from './conversion-rows.js';
import { PixelDirectory } from './pixel-directory.js';
import { newPostbackSecret } from './postback-signature.js';
import { snippetsFound } from './snippet-check.js';
import { FetchRefused, safeFetchText } from './safe-fetch.js';

interface PixelRow {
  id: string;
  brand_id: string;
  name: string;
  pixel_code: string;
  page_url: string | null;
  is_active: boolean;
  max_order_cents: string;
  postback_secret: string;
  created_at: Date;
  last_type: PixelEventType | null;
  last_at: Date | null;
}

const PIXEL_COLUMNS = `p."id", p."brand_id", p."name", p."pixel_code", p."page_url", p."is_active", p."max_order_cents", p."postback_secret", p."created_at",
  e."event_type" AS "last_type", e."created_at" AS "last_at"`;
/** A pixel's status is its latest event (issue 14 'Pixel hits are kept as pixel events'). */
const LATEST_EVENT = `LEFT JOIN LATERAL (SELECT "event_type", "created_at" FROM "tracking"."tracking_pixel_events" x
  WHERE x."pixel_id" = p."id" ORDER BY x."created_at" DESC LIMIT 1) e ON TRUE`;

function toView(row: PixelRow): PixelView {
  return {
    id: row.id,
    brandId: row.brand_id,
    name: row.name,
    pixelCode: row.pixel_code,
    pageUrl: row.page_url,
    isActive: row.is_active,
    maxOrderCents: Number(row.max_order_cents),
    postbackSecret: row.postback_secret,
    createdAt: row.created_at.toISOString(),
    lastEvent: row.last_type && row.last_at ? { type: row.last_type, at: row.last_at.toISOString() } : null,
  };
}

/**
 * The brand's conversion pixels (seed 002 §2 'Tracking y Conversiones', §4, §7): create with a
 * PX code, toggle, delete, their conversions, and the verifier that reads the brand's page
 * (SSRF-safe) for the two snippets. Every call is scoped to the actor's brands.
 */
@Injectable()
export class PixelsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(TRACKING_ENV) private readonly env: TrackingEnv,
    private readonly directory: PixelDirectory,
    private readonly reviews: ConversionReviews,
    private readonly client: ServiceClient,
    private readonly logger: JsonLogger,
  ) {}

  async status(actor: Actor, brandId: string): Promise<PixelStatus> {
    if (!canActOnBrand(actor, brandId)) throw new DomainError('FORBIDDEN');
    const [row] = await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM "tracking"."tracking_pixels" WHERE "brand_id" = $1 AND "is_active") AS "active",
              EXISTS (SELECT 1 FROM "tracking"."tracking_pixel_events" e JOIN "tracking"."tracking_pixels" p ON p."id" = e."pixel_id"
                       WHERE e."brand_id" = $1 AND p."is_active") AS "installed"`,
      [brandId],
    );
    return { active: row.active, installed: row.installed };
  }

  async list(actor: Actor, requested?: string): Promise<PixelView[]> {
    const brandId = brandScope(actor, requested);
    const rows: PixelRow[] = await this.dataSource.query(
      `SELECT ${PIXEL_COLUMNS} FROM "tracking"."tracking_pixels" p ${LATEST_EVENT}
        WHERE p."brand_id" = $1 ORDER BY p."created_at", p."id"`,
      [brandId],
    );
    return rows.map(toView);
  }

  async create(actor: Actor, request: CreatePixel): Promise<PixelView> {
    const brandId = brandScope(actor, request.brandId);
    // A code already taken (one in 36^8) is drawn again.
    for (let attempt = 0; attempt < 5; attempt++) {
      const rows: PixelRow[] = await this.dataSource.query(
        `INSERT INTO "tracking"."tracking_pixels" ("brand_id", "name", "pixel_code", "page_url", "postback_secret") VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT ("pixel_code") DO NOTHING
         RETURNING "id", "brand_id", "name", "pixel_code", "page_url", "is_active", "max_order_cents", "postback_secret", "created_at",
                   NULL AS "last_type", NULL AS "last_at"`,
        [brandId, request.name, pixelCode(), request.pageUrl, newPostbackSecret()],
      );
      if (rows[0]) {
        this.directory.forget(rows[0].pixel_code, brandId);
        return toView(rows[0]);
      }
    }
    throw new DomainError('INTERNAL', PIXEL_TEXTS.createFailed);
  }

  async update(actor: Actor, request: UpdatePixelRequest): Promise<PixelView> {
    const pixel = await this.owned(actor, request.id);
    await this.dataSource.query(
      `UPDATE "tracking"."tracking_pixels" SET "is_active" = coalesce($2, "is_active"), "max_order_cents" = coalesce($3, "max_order_cents") WHERE "id" = $1`,
      [pixel.id, request.isActive ?? null, request.maxOrderCents ?? null],
    );
    this.directory.forget(pixel.pixel_code, pixel.brand_id);
    return (await this.one(pixel.id))!;
  }

  /** A new postback key: postbacks signed with the old one are refused from now on. */
  async rotateSecret(actor: Actor, id: string): Promise<PixelView> {
    const pixel = await this.owned(actor, id);
    await this.dataSource.query(`UPDATE "tracking"."tracking_pixels" SET "postback_secret" = $2 WHERE "id" = $1`, [
      pixel.id,
      newPostbackSecret(),
    ]);
    this.logger.info('pixel.postback-secret-rotated', { pixelId: pixel.id });
    return (await this.one(pixel.id))!;
  }

  async remove(actor: Actor, id: string): Promise<{ message: string }> {
    const pixel = await this.owned(actor, id);
    // Its conversions stay, with their source code: they happened.
    await this.dataSource.query(`DELETE FROM "tracking"."tracking_pixels" WHERE "id" = $1`, [pixel.id]);
    this.directory.forget(pixel.pixel_code, pixel.brand_id);
    return { message: 'Píxel eliminado' };
  }

  /**
   * Seed 002 §6: external_conversions by brand and source in its pixel codes, newest first, 50; a
   * creator reads its own (with their review and the brand's reason), without the shoppers' data.
   */
  async conversions(actor: Actor, requested?: string): Promise<ConversionRow[]> {
    const creator = actor.role === 'creator' ? actor.creatorId : null;
    if (actor.role === 'creator' && !creator) throw new DomainError('FORBIDDEN');
    const rows: ConversionDbRow[] = creator
      ? await this.dataSource.query(
          `${CONVERSION_SELECT} WHERE c."creator_id" = $1 AND c."is_valid" ORDER BY c."created_at" DESC, c."id" LIMIT $2`,
          [creator, CONVERSIONS_LIMIT],
        )
      : await this.dataSource.query(
          `${CONVERSION_SELECT}
            WHERE c."brand_id" = $1 AND c."source" IN (SELECT "pixel_code" FROM "tracking"."tracking_pixels" WHERE "brand_id" = $1)
            ORDER BY c."created_at" DESC, c."id" LIMIT $2`,
          [brandScope(actor, requested), CONVERSIONS_LIMIT],
        );
    const names = await lookupNames(this.client, [], [...new Set(rows.flatMap((r) => (r.creator_id ? [r.creator_id] : [])))]);
    return rows.map((row) => {
      const view = toConversionRow(row, names);
      return creator ? { ...view, customerName: null, customerEmail: null } : view;
    });
  }

  /** The brand approves a conversion waiting for it (pending or held): it earns its commission. */
  async approve(actor: Actor, id: string): Promise<ConversionRow> {
    // The brand's decision, checked by `lock`, moves the creator's money: the ledger's work,
    // across the creator's accounts (her cleared total counts every brand's), as the service's own.
    await asSystem(() =>
      this.dataSource.transaction(async (manager) => {
        const row = await this.reviews.lock(manager, id, (brandId) => canActOnBrand(actor, brandId));
        await this.reviews.settle(manager, row, 'approved', actor.userId);
      }),
    );
    this.logger.info('conversion.approved', { conversionId: id, role: actor.role });
    return this.conversion(id);
  }

  /** The brand voids a conversion with the reason its creator reads; what it earned leaves the ledger and an open statement. */
  async void(actor: Actor, request: VoidConversionRequest): Promise<ConversionRow> {
    // As `approve`: checked by `lock`, then the ledger's own work.
    await asSystem(() =>
      this.dataSource.transaction(async (manager) => {
        const row = await this.reviews.lock(manager, request.id, (brandId) => canActOnBrand(actor, brandId));
        await this.reviews.void(manager, row, request.reason, actor.userId);
      }),
    );
    this.logger.info('conversion.voided', { conversionId: request.id, role: actor.role });
    return this.conversion(request.id);
  }

  private async conversion(id: string): Promise<ConversionRow> {
    const rows: ConversionDbRow[] = await this.dataSource.query(`${CONVERSION_SELECT} WHERE c."id" = $1`, [id]);
    const names = await lookupNames(this.client, [], rows[0]?.creator_id ? [rows[0].creator_id] : []);
    return toConversionRow(rows[0]!, names);
  }

  /**
   * Seed 002 §7 verify-pixel-installation: reads the page and looks for the pixel's tag and the
   * brand's conversion script. A page that cannot be read is the 'error' outcome, with why.
   */
  async verify(actor: Actor, request: VerifyPixel): Promise<VerificationResult> {
    const pixel = await this.owned(actor, request.pixelId);
    let page: string;
    try {
      page = await safeFetchText(request.url, { allowOrigins: this.env.PIXEL_VERIFY_ALLOW_ORIGINS });
    } catch (error) {
      const why = error instanceof FetchRefused ? error.message : 'no se pudo leer la página';
      this.logger.warn('pixel.verify-failed', { pixelId: pixel.id, error: String(error) });
      return { status: 'error', foundPixel: false, foundConversion: false, message: `${PIXEL_TEXTS.verifyFailed}: ${why}` };
    }
    const found = snippetsFound(page, pixel.pixel_code, pixel.brand_id);
    if (found.pixel && found.conversion) {
      // The brand's pixel on that page proves the brand controls its domain: its links may lead there.
      await recordBrandDomains(this.dataSource.manager, pixel.brand_id, [request.url], 'pixel');
      return { status: 'complete', foundPixel: true, foundConversion: true, message: PIXEL_TEXTS.complete };
    }
    if (found.pixel || found.conversion)
      return { status: 'partial', foundPixel: found.pixel, foundConversion: found.conversion, message: PIXEL_TEXTS.partial };
    return { status: 'not_found', foundPixel: false, foundConversion: false, message: PIXEL_TEXTS.notDetected };
  }

  /** A pixel of the actor's brands, or NOT_FOUND (another brand's pixel is not said to exist). */
  private async owned(actor: Actor, id: string): Promise<{ id: string; brand_id: string; pixel_code: string }> {
    const [row]: { id: string; brand_id: string; pixel_code: string }[] = await this.dataSource.query(
      `SELECT "id", "brand_id", "pixel_code" FROM "tracking"."tracking_pixels" WHERE "id" = $1`,
      [id],
    );
    if (!row || !canActOnBrand(actor, row.brand_id)) throw new DomainError('NOT_FOUND', 'Píxel no encontrado');
    return row;
  }

  private async one(id: string): Promise<PixelView | null> {
    const [row]: PixelRow[] = await this.dataSource.query(
      `SELECT ${PIXEL_COLUMNS} FROM "tracking"."tracking_pixels" p ${LATEST_EVENT} WHERE p."id" = $1`,
      [id],
    );
    return row ? toView(row) : null;
  }
}
