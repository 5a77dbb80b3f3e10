import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  CatalogueEvents,
  DISCOUNT_CODE_MESSAGES,
  type Actor,
  type CreateDiscountCodeRequest,
  type DiscountCode,
  type EnsureCouponRequest,
  type CreatorCode,
} from '@afilia/contracts';
import {
  asSystem,
  brandScope,
  canActOnBrand,
  DomainError,
  isUniqueViolation,
  JsonLogger,
  lookupNames,
  Outbox,
  ServiceClient,
} from '@afilia/service-kit';
import { TiendanubePaymentRequired, type StoreApi } from '../tiendanube/tiendanube-client.js';
import { StoreService } from '../store/store.service.js';
import { createStoreCoupon, ensureStoreCoupon, renameStoreCoupon } from './store-coupons.js';

interface CodeRow {
  id: string;
  brand_id: string;
  creator_id: string | null;
  product_id: string | null;
  campaign_id: string | null;
  code: string;
  creator_custom_code: string | null;
  discount_type: 'percentage' | 'fixed';
  discount_value: string;
  scope: 'store' | 'product';
  max_uses: number | null;
  usage_count: number;
  expires_at: Date | null;
  is_active: boolean;
  store_coupon_id: string | null;
  coupon_store_id: string | null;
}

function toDiscountCode(row: CodeRow, brandName: string | null): DiscountCode {
  return {
    id: row.id,
    brandId: row.brand_id,
    creatorId: row.creator_id,
    productId: row.product_id,
    campaignId: row.campaign_id,
    code: row.code,
    creatorCustomCode: row.creator_custom_code,
    discountType: row.discount_type,
    discountValue: Number(row.discount_value),
    scope: row.scope,
    maxUses: row.max_uses,
    usageCount: row.usage_count,
    expiresAt: row.expires_at?.toISOString() ?? null,
    isActive: row.is_active,
    brandName,
  };
}

/** The code shoppers type: the creator's own version of it when they made one (seed 001 §2). */
const shopperCode = (row: CodeRow) => row.creator_custom_code ?? row.code;

/**
 * A brand's discount codes (seed 002 §3, §5), each a coupon in the brand's Tiendanube store; the
 * creator's view of the codes assigned to it and its own version of them (seed 001 §2); and the
 * safelink's question: which coupon a creator's shopper gets, made in the store if missing.
 */
@Injectable()
export class DiscountCodesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly store: StoreService,
    private readonly outbox: Outbox,
    private readonly logger: JsonLogger,
    private readonly client: ServiceClient,
  ) {}

  /** A brand's codes; for a creator, every code assigned to it, whatever the brand (active or not). Newest first. */
  async list(actor: Actor, brandId?: string): Promise<DiscountCode[]> {
    const rows = actor.role === 'creator' ? await this.creatorCodes(actor, brandId) : await this.brandCodes(brandScope(actor, brandId));
    return this.withBrandNames(rows);
  }

  /**
   * A brand's creator code by its code or the creator's own name for it, upper-cased; null when it
   * has none. Asked by tracking, not by an actor (a brand's test sale names a coupon): the
   * service's own reading.
   */
  async findCreatorCode(brandId: string, code: string): Promise<{ code: CreatorCode | null }> {
    const wanted = code.trim().toUpperCase();
    const [row]: {
      id: string;
      creator_id: string;
      product_id: string | null;
      campaign_id: string | null;
      is_active: boolean;
      usage_count: number;
      max_uses: number | null;
      expires_at: Date | null;
    }[] = await asSystem(() =>
      this.dataSource.query(
        `SELECT "id", "creator_id", "product_id", "campaign_id", "is_active", "usage_count", "max_uses", "expires_at" FROM "catalogue"."discount_codes"
          WHERE "brand_id" = $1 AND "creator_id" IS NOT NULL AND ("code" = $2 OR "creator_custom_code" = $2)`,
        [brandId, wanted],
      ),
    );
    if (!row) return { code: null };
    return {
      code: {
        codeId: row.id,
        creatorId: row.creator_id,
        productId: row.product_id,
        campaignId: row.campaign_id,
        code: wanted,
        isActive: row.is_active,
        usageCount: row.usage_count,
        maxUses: row.max_uses,
        expiresAt: row.expires_at?.toISOString() ?? null,
      },
    };
  }

  private brandCodes(brandId: string): Promise<CodeRow[]> {
    return this.dataSource.query(`SELECT * FROM "catalogue"."discount_codes" WHERE "brand_id" = $1 ORDER BY "created_at" DESC`, [brandId]);
  }

  /** 'Mis Links y Códigos' (seed 001 §2): the creator's codes of every brand, or of the one it names. */
  private creatorCodes(actor: Actor, brandId?: string): Promise<CodeRow[]> {
    if (!actor.creatorId) throw new DomainError('FORBIDDEN');
    return this.dataSource.query(
      `SELECT * FROM "catalogue"."discount_codes"
        WHERE "creator_id" = $1 AND ($2::uuid IS NULL OR "brand_id" = $2)
        ORDER BY "created_at" DESC`,
      [actor.creatorId, brandId ?? null],
    );
  }

  /**
   * The codes with their brand's name, asked of identity once for the list. The names only
   * label the codes: when identity cannot answer now, the codes are shown without them.
   */
  private async withBrandNames(rows: CodeRow[]): Promise<DiscountCode[]> {
    const names = await lookupNames(
      this.client,
      rows.map((row) => row.brand_id),
      [],
    ).catch((error: unknown) => {
      this.logger.warn('discount-code.brand-names-unavailable', { error: String(error) });
      return null;
    });
    return rows.map((row) => toDiscountCode(row, names?.brands.get(row.brand_id)?.name ?? null));
  }

  /** The brand's store when one is connected, else null (a code then waits for one). */
  private connectedStore(brandId: string): Promise<{ api: StoreApi; storeId: string } | null> {
    return this.store.apiFor(brandId).catch((error: unknown) => {
      if (error instanceof DomainError && error.body.code === 'STORE_NOT_CONNECTED') return null;
      throw error;
    });
  }

  /**
   * The coupon is made in the store first, when one is connected: a store that refuses it or
   * cannot be reached leaves nothing half-made here. Without a store the code waits for one
   * (the safelink makes its coupon once the store is connected).
   */
  async create(actor: Actor, input: CreateDiscountCodeRequest): Promise<DiscountCode> {
    const brandId = brandScope(actor, input.brandId);
    let storeProductId: string | null = null;
    if (input.productId) {
      const [owned]: { tiendanube_product_id: string | null }[] = await this.dataSource.query(
        `SELECT "tiendanube_product_id" FROM "catalogue"."products" WHERE "id" = $1 AND "brand_id" = $2`,
        [input.productId, brandId],
      );
      if (!owned) throw new DomainError('VALIDATION_FAILED', DISCOUNT_CODE_MESSAGES.productRequired, 'productId');
      storeProductId = owned.tiendanube_product_id;
    }
    await this.assertFree(brandId, input.code, null);

    const store = await this.connectedStore(brandId);
    // A product code's coupon discounts that product alone, so the product must be the store's.
    if (store && input.scope === 'product' && !storeProductId)
      throw new DomainError('VALIDATION_FAILED', DISCOUNT_CODE_MESSAGES.productNotInStore, 'productId');
    const terms = {
      ...input,
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
      storeProductIds: input.scope === 'product' && storeProductId ? [storeProductId] : null,
    };
    const couponId = store ? await createStoreCoupon(store.api, terms) : null;
    let row: CodeRow;
    try {
      [row] = await this.dataSource.query(
        `INSERT INTO "catalogue"."discount_codes"
           ("brand_id", "creator_id", "product_id", "code", "discount_type", "discount_value", "scope", "max_uses", "expires_at",
            "store_coupon_id", "coupon_store_id", "campaign_id")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING *`,
        [
          brandId,
          input.creatorId,
          input.scope === 'product' ? input.productId : null,
          input.code,
          input.discountType,
          input.discountValue,
          input.scope,
          input.maxUses,
          terms.expiresAt,
          couponId,
          couponId ? store!.storeId : null,
          input.creatorId ? input.campaignId : null,
        ],
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('CODE_TAKEN', undefined, 'code');
      throw error;
    }
    this.logger.info('discount-code.created', { brandId, code: input.code, couponId });
    const [named] = await this.withBrandNames([row]);
    return named!;
  }

  /**
   * Shoppers type the brand's codes and the creators' own versions alike: each is one code of the
   * brand. A creator naming its code is checked against every code of the brand, other creators'
   * too (only whether it is taken leaves this method).
   */
  private async assertFree(brandId: string, code: string, exceptId: string | null): Promise<void> {
    const [taken] = await asSystem(() =>
      this.dataSource.query(
        `SELECT 1 FROM "catalogue"."discount_codes"
          WHERE "brand_id" = $1 AND $2 IN ("code", "creator_custom_code") AND ($3::uuid IS NULL OR "id" <> $3)`,
        [brandId, code, exceptId],
      ),
    );
    if (taken) throw new DomainError('CODE_TAKEN', undefined, 'code');
  }

  /**
   * 'Código desactivado' (seed 002 §4: active, then inactive): the coupon leaves the store first,
   * so a store that cannot be reached leaves the code as it was; then the code is inactive and
   * code_deactivated is announced, in one transaction.
   */
  async deactivate(actor: Actor, id: string): Promise<{ message: string }> {
    const [row]: CodeRow[] = await this.dataSource.query(`SELECT * FROM "catalogue"."discount_codes" WHERE "id" = $1`, [id]);
    if (!row || !canActOnBrand(actor, row.brand_id)) throw new DomainError('NOT_FOUND', DISCOUNT_CODE_MESSAGES.notFound);
    if (!row.is_active) return { message: DISCOUNT_CODE_MESSAGES.deactivated };
    if (row.store_coupon_id) {
      try {
        const store = await this.store.apiFor(row.brand_id);
        if (store.storeId === row.coupon_store_id) await store.api.deleteCoupon(row.store_coupon_id);
      } catch (error) {
        // A store no longer connected holds no coupon of ours that a shopper could use.
        if (!(error instanceof DomainError && error.body.code === 'STORE_NOT_CONNECTED')) {
          if (error instanceof TiendanubePaymentRequired) throw new DomainError('STORE_PAYMENT_REQUIRED');
          this.logger.warn('discount-code.coupon-not-removed', { codeId: id, error: String(error) });
          throw new DomainError('TIENDANUBE_ERROR', DISCOUNT_CODE_MESSAGES.storeUnreachableRemove);
        }
      }
    }
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `UPDATE "catalogue"."discount_codes" SET "is_active" = false, "store_coupon_id" = NULL, "coupon_store_id" = NULL WHERE "id" = $1`,
        [id],
      );
      await this.outbox.add(manager, CatalogueEvents.discountCodeDeactivated, {
        codeId: id,
        brandId: row.brand_id,
        creatorId: row.creator_id,
        code: shopperCode(row),
      });
    });
    this.logger.info('discount-code.deactivated', { brandId: row.brand_id, codeId: id });
    return { message: DISCOUNT_CODE_MESSAGES.deactivated };
  }

  /**
   * The creator's own version of its code (seed 001 §2), free among the brand's codes. The
   * store's coupon is renamed first: a store that refuses or cannot be reached leaves the code
   * and the coupon as they were. Without a store the row alone changes (the safelink makes the
   * coupon with the new code once there is one).
   */
  async customise(actor: Actor, id: string, code: string): Promise<{ message: string }> {
    const row = await this.ownActiveCode(actor, id);
    if (code === shopperCode(row)) return { message: DISCOUNT_CODE_MESSAGES.customised };
    await this.assertFree(row.brand_id, code, row.id);
    const coupon = await this.renameInStore(row, code);
    try {
      await this.dataSource.query(
        `UPDATE "catalogue"."discount_codes" SET "creator_custom_code" = $2, "store_coupon_id" = $3, "coupon_store_id" = $4 WHERE "id" = $1`,
        [id, code, coupon.couponId, coupon.storeId],
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another creator of the brand made the code theirs meanwhile: the coupon gets its code back.
      if (coupon.renamedIn) await this.renameBack(coupon.renamedIn, row);
      throw new DomainError('CODE_TAKEN', undefined, 'code');
    }
    this.logger.info('discount-code.customised', { brandId: row.brand_id, codeId: id, code });
    return { message: DISCOUNT_CODE_MESSAGES.customised };
  }

  /** A code the creator may edit: its own (anyone else's, or none, is not found), and still active. */
  private async ownActiveCode(actor: Actor, id: string): Promise<CodeRow> {
    const [row]: CodeRow[] = await this.dataSource.query(`SELECT * FROM "catalogue"."discount_codes" WHERE "id" = $1`, [id]);
    if (!row || actor.role !== 'creator' || !actor.creatorId || row.creator_id !== actor.creatorId)
      throw new DomainError('NOT_FOUND', DISCOUNT_CODE_MESSAGES.notFound);
    if (!row.is_active) throw new DomainError('INVALID_TRANSITION', DISCOUNT_CODE_MESSAGES.inactive);
    return row;
  }

  /**
   * The store's side of a new code, and the coupon the row keeps: our coupon in the connected
   * store renamed (`renamedIn`, to undo it), or, when we have none there, the code checked free
   * in it. A coupon the merchant deleted is forgotten; the safelink makes one with the new code.
   */
  private async renameInStore(
    row: CodeRow,
    code: string,
  ): Promise<{ couponId: string | null; storeId: string | null; renamedIn: StoreApi | null }> {
    const unchanged = { couponId: row.store_coupon_id, storeId: row.coupon_store_id, renamedIn: null };
    const store = await this.connectedStore(row.brand_id);
    if (!store) return unchanged;
    const ours = row.store_coupon_id !== null && row.coupon_store_id === store.storeId;
    if (await renameStoreCoupon(store.api, ours ? row.store_coupon_id : null, code)) return { ...unchanged, renamedIn: store.api };
    return ours ? { couponId: null, storeId: null, renamedIn: null } : unchanged;
  }

  private async renameBack(api: StoreApi, row: CodeRow): Promise<void> {
    await api.renameCoupon(row.store_coupon_id!, shopperCode(row)).catch((error: unknown) => {
      this.logger.error('discount-code.coupon-not-restored', { codeId: row.id, code: shopperCode(row), error: String(error) });
    });
  }

  /**
   * The creator's usable code for the brand (one for the product before one for the whole
   * store), with its coupon in the connected store, made there if missing. Null when there is
   * none or the store cannot take it now: the shopper then goes on without a coupon, never stuck.
   * Asked by tracking for a shopper on a safelink, not by an actor: the service's own work.
   */
  /** The store's id of a product, as a coupon's `products` names it; none for a product not synced from the store. */
  private async storeProductIds(productId: string | null): Promise<string[]> {
    const [product]: { tiendanube_product_id: string | null }[] = productId
      ? await this.dataSource.query(`SELECT "tiendanube_product_id" FROM "catalogue"."products" WHERE "id" = $1`, [productId])
      : [];
    return product?.tiendanube_product_id ? [product.tiendanube_product_id] : [];
  }

  ensureCoupon(request: EnsureCouponRequest): Promise<{ code: string | null }> {
    return asSystem(() => this.ensureCouponOf(request));
  }

  private async ensureCouponOf(request: EnsureCouponRequest): Promise<{ code: string | null }> {
    const [row]: CodeRow[] = await this.dataSource.query(
      `SELECT * FROM "catalogue"."discount_codes"
        WHERE "brand_id" = $1 AND "creator_id" = $2 AND "is_active"
          AND ("scope" = 'store' OR "product_id" = $3)
          AND ("expires_at" IS NULL OR "expires_at" > now())
          AND ("max_uses" IS NULL OR "usage_count" < "max_uses")
        ORDER BY ("scope" = 'product') DESC, "created_at" DESC LIMIT 1`,
      [request.brandId, request.creatorId, request.productId],
    );
    if (!row) return { code: null };
    const code = shopperCode(row);
    try {
      const store = await this.store.apiFor(request.brandId);
      if (row.store_coupon_id && row.coupon_store_id === store.storeId) return { code };
      const storeProductIds = row.scope === 'product' ? await this.storeProductIds(row.product_id) : null;
      // A product code whose product is not the store's gets no coupon: one for the whole cart would discount what it is not for.
      if (storeProductIds?.length === 0) {
        this.logger.warn('discount-code.product-not-in-store', { brandId: request.brandId, code });
        return { code: null };
      }
      const couponId = await ensureStoreCoupon(store.api, {
        code,
        discountType: row.discount_type,
        discountValue: Number(row.discount_value),
        maxUses: row.max_uses,
        expiresAt: row.expires_at,
        storeProductIds,
      });
      await this.dataSource.query(
        `UPDATE "catalogue"."discount_codes" SET "store_coupon_id" = $2, "coupon_store_id" = $3 WHERE "id" = $1`,
        [row.id, couponId, store.storeId],
      );
      this.logger.info('discount-code.coupon-made', { brandId: request.brandId, code, couponId });
      return { code };
    } catch (error) {
      // No store yet: nothing is wrong, there is just no coupon to give.
      if (error instanceof DomainError && error.body.code === 'STORE_NOT_CONNECTED') return { code: null };
      this.logger.warn('discount-code.coupon-unavailable', { brandId: request.brandId, code, error: String(error) });
      return { code: null };
    }
  }
}
