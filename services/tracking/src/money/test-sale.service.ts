import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  CatalogueRequests,
  DEFAULT_CURRENCY,
  TEST_SALE_DEFAULT_TOTAL,
  TEST_SALE_TEXTS,
  type Actor,
  type CatalogueEvents,
  type EventPayload,
  type TestSaleResult,
} from '@afilia/contracts';
import { brandScope, DomainError, lookupNames, ServiceClient } from '@afilia/service-kit';
import { LinkViews } from '../links/link-views.js';
import { SaleRecorder, type Attributed } from './sale-recorder.js';

type PaidOrder = EventPayload<typeof CatalogueEvents.orderPaid>;

const refuse = (message: string) => new DomainError('VALIDATION_FAILED', message, 'couponCode');

/**
 * The brand's test sale (seed 002 §7 test-sale): an order of `orderTotal` with a creator's
 * coupon, run through the same attribution and split as a store's order, its transaction
 * marked as a test ('Prueba'): never paid out, never in the brand's totals, telling nobody.
 */
@Injectable()
export class TestSaleService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly client: ServiceClient,
    private readonly recorder: SaleRecorder,
    private readonly views: LinkViews,
  ) {}

  async run(actor: Actor, request: { brandId?: string; couponCode: string; orderTotal?: number }): Promise<TestSaleResult> {
    const brandId = brandScope(actor, request.brandId);
    const { code } = await this.client.call(CatalogueRequests.findCreatorCode, { brandId, code: request.couponCode }, null);
    // Seed 002 §5: the coupon must exist and be unused.
    if (!code) throw refuse(TEST_SALE_TEXTS.couponNotFound);
    if (!code.isActive) throw refuse(TEST_SALE_TEXTS.couponInactive);
    if (code.usageCount > 0) throw refuse(TEST_SALE_TEXTS.couponUsed);

    // The code's own campaign first, as a real sale with it is paid (SaleRecorder.attribute).
    const who: Attributed = {
      creatorId: code.creatorId,
      by: 'coupon',
      code: code.code,
      linkId: null,
      campaignId: code.campaignId,
      clickId: null,
    };
    // The line is the code's product, else its campaign's or the creator's latest collaboration's, so the test pays what a real sale would.
    const offers = await this.recorder.offersOf(this.dataSource.manager, brandId, who);
    const productId = code.productId ?? offers.find((o) => o.productId)?.productId ?? null;
    const [product, names] = await Promise.all([
      productId ? this.views.products([productId]).then((found) => found.get(productId)) : undefined,
      lookupNames(this.client, [brandId], [code.creatorId]),
    ]);
    const totalCents = Math.round((request.orderTotal ?? TEST_SALE_DEFAULT_TOTAL) * 100);
    const now = new Date().toISOString();
    const order: PaidOrder = {
      eventId: randomUUID(),
      occurredAt: now,
      brandId,
      storeId: 'prueba',
      orderId: `PRUEBA-${randomUUID().slice(0, 8).toUpperCase()}`,
      orderNumber: null,
      couponCodes: [code.code],
      landingUrl: null,
      currency: DEFAULT_CURRENCY,
      subtotalCents: totalCents,
      discountCents: 0,
      totalCents,
      lineItems: [
        {
          productId,
          tiendanubeProductId: '',
          variantId: null,
          name: product?.name ?? TEST_SALE_TEXTS.title,
          priceCents: totalCents,
          quantity: 1,
          sku: null,
          commissionCreator: product?.commissionCreator ?? null,
        },
      ],
      customerEmail: null,
      creatorCode: { codeId: code.codeId, creatorId: code.creatorId, code: code.code, campaignId: code.campaignId },
      paidAt: now,
    };
    const [transactionId] = await this.dataSource.transaction((manager) =>
      this.recorder.recordPaid(manager, order, who, names, Date.parse(now), true),
    );
    const [row]: { amount_total_cents: string; amount_creator_cents: string; amount_platform_cents: string; amount_brand_cents: string }[] =
      await this.dataSource.query(
        `SELECT "amount_total_cents", "amount_creator_cents", "amount_platform_cents", "amount_brand_cents"
           FROM "tracking"."transactions" WHERE "id" = $1`,
        [transactionId],
      );
    return {
      success: true,
      orderId: order.orderId,
      transactionId: transactionId!,
      commissionCents: Number(row!.amount_creator_cents),
      creatorName: names.creators.get(code.creatorId)?.name ?? null,
      amountTotalCents: Number(row!.amount_total_cents),
      amountPlatformCents: Number(row!.amount_platform_cents),
      amountBrandCents: Number(row!.amount_brand_cents),
    };
  }
}
