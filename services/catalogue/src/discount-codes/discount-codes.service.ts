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
} from '@afilia/contracts';
import { brandScope, canActOnBrand, DomainError, isUniqueViolation, JsonLogger, Outbox } from '@afilia/service-kit';
import { TiendanubePaymentRequired } from '../tiendanube/tiendanube-client.js';
import { StoreService } from '../store/store.service.js';
import { createStoreCoupon, ensureStoreCoupon } from './store-coupons.js';

interface CodeRow {
  id: string;
  brand_id: string;
  creator_id: string | null;
  product_id: string | null;
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

function toDiscountCode(row: CodeRow): DiscountCode {
  return {
    id: row.id,
    brandId: row.brand_id,
    creatorId: row.creator_id,
    productId: row.product_id,
    code: row.code,
    creatorCustomCode: row.creator_custom_code,
    discountType: row.discount_type,
    discountValue: Number(row.discount_value),
    scope: row.scope,
    maxUses: row.max_uses,
    usageCount: row.usage_count,
    expiresAt: row.expires_at?.toISOString() ?? null,
    isActive: row.is_active,
  };
}

/** The code shoppers type: the creator's own version of it when they made one (seed 001 §2). */
const shopperCode = (row: CodeRow) => row.creator_custom_code ?? row.code;

/**
 * A brand's discount codes (seed 002 §3, §5), each a coupon in the brand's Tiendanube store, and
 * the safelink's question: which coupon a creator's shopper gets, made in the store if missing.
 */
@Injectable()
export class DiscountCodesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly store: StoreService,
    private readonly outbox: Outbox,
    private readonly logger: JsonLogger,
  ) {}

  async list(actor: Actor, brandId?: string): Promise<DiscountCode[]> {
    const scope = brandScope(actor, brandId);
    const rows: CodeRow[] = await this.dataSource.query(
      `SELECT * FROM "catalogue"."discount_codes" WHERE "brand_id" = $1 ORDER BY "created_at" DESC`,
      [scope],
    );
    return rows.map(toDiscountCode);
  }

  /**
   * The coupon is made in the store first, when one is connected: a store that refuses it or
   * cannot be reached leaves nothing half-made here. Without a store the code waits for one
   * (the safelink makes its coupon once the store is connected).
   */
  async create(actor: Actor, input: CreateDiscountCodeRequest): Promise<DiscountCode> {
    const brandId = brandScope(actor, input.brandId);
    if (input.productId) {
      const [owned] = await this.dataSource.query(`SELECT 1 FROM "catalogue"."products" WHERE "id" = $1 AND "brand_id" = $2`, [
        input.productId,
        brandId,
      ]);
      if (!owned) throw new DomainError('VALIDATION_FAILED', DISCOUNT_CODE_MESSAGES.productRequired, 'productId');
    }
    const [taken] = await this.dataSource.query(
      `SELECT 1 FROM "catalogue"."discount_codes" WHERE "brand_id" = $1 AND $2 IN ("code", "creator_custom_code")`,
      [brandId, input.code],
    );
    if (taken) throw new DomainError('CODE_TAKEN', undefined, 'code');

    const terms = { ...input, expiresAt: input.expiresAt ? new Date(input.expiresAt) : null };
    const store = await this.store.apiFor(brandId).catch((error: unknown) => {
      if (error instanceof DomainError && error.body.code === 'STORE_NOT_CONNECTED') return null;
      throw error;
    });
    const couponId = store ? await createStoreCoupon(store.api, terms) : null;
    try {
      const [row]: CodeRow[] = await this.dataSource.query(
        `INSERT INTO "catalogue"."discount_codes"
           ("brand_id", "creator_id", "product_id", "code", "discount_type", "discount_value", "scope", "max_uses", "expires_at",
            "store_coupon_id", "coupon_store_id")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING *`,
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
        ],
      );
      this.logger.info('discount-code.created', { brandId, code: input.code, couponId });
      return toDiscountCode(row!);
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('CODE_TAKEN', undefined, 'code');
      throw error;
    }
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
   * The creator's usable code for the brand (one for the product before one for the whole
   * store), with its coupon in the connected store, made there if missing. Null when there is
   * none or the store cannot take it now: the shopper then goes on without a coupon, never stuck.
   */
  async ensureCoupon(request: EnsureCouponRequest): Promise<{ code: string | null }> {
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
      const couponId = await ensureStoreCoupon(store.api, {
        code,
        discountType: row.discount_type,
        discountValue: Number(row.discount_value),
        maxUses: row.max_uses,
        expiresAt: row.expires_at,
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
