import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  CatalogueEvents,
  COLLABORATION_TEXTS,
  percentFromFraction,
  type Actor,
  type AvailableBrand,
  type BrandForCreator,
  type CollaborationStatus,
  type ProductCollaboration,
} from '@afilia/contracts';
import { DomainError, JsonLogger, lookupNames, Outbox, ServiceClient } from '@afilia/service-kit';

interface CollaborationRow {
  id: string;
  creator_id: string;
  brand_id: string;
  product_id: string;
  status: CollaborationStatus;
  initiated_by: 'creator' | 'brand';
  message: string | null;
  created_at: Date;
}

function toCollaboration(row: CollaborationRow): ProductCollaboration {
  return {
    id: row.id,
    creatorId: row.creator_id,
    brandId: row.brand_id,
    productId: row.product_id,
    status: row.status,
    initiatedBy: row.initiated_by,
    message: row.message,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * Brands for creators (seed 001 §2 'Brands for creators', issue 15 §5): every brand with active
 * products, newest member first, with its product count and base commission; a brand's active
 * products with the creator's commission and the creator's collaboration on each; and the
 * creator's request to collaborate on a product, once per product (seed 001 §4).
 */
@Injectable()
export class CollaborationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly client: ServiceClient,
    private readonly outbox: Outbox,
    private readonly logger: JsonLogger,
  ) {}

  private creatorOf(actor: Actor): string {
    if (actor.role !== 'creator' || !actor.creatorId) throw new DomainError('FORBIDDEN');
    return actor.creatorId;
  }

  async availableBrands(actor: Actor): Promise<AvailableBrand[]> {
    this.creatorOf(actor);
    const counts: { brand_id: string; products: number }[] = await this.dataSource.query(
      `SELECT "brand_id", count(*)::int AS "products" FROM "catalogue"."products" WHERE "status" = 'active' GROUP BY "brand_id" LIMIT 500`,
    );
    const names = await lookupNames(
      this.client,
      counts.map((c) => c.brand_id),
      [],
    );
    return counts
      .flatMap((c) => {
        const brand = names.brands.get(c.brand_id);
        return brand
          ? [
              {
                id: brand.id,
                name: brand.name,
                logoUrl: brand.logoUrl,
                productCount: c.products,
                commissionPercent: percentFromFraction(brand.defaultCommission),
                memberSince: brand.createdAt,
              },
            ]
          : [];
      })
      .sort((a, b) => b.memberSince.localeCompare(a.memberSince));
  }

  async brandForCreator(actor: Actor, brandId: string): Promise<BrandForCreator> {
    const creatorId = this.creatorOf(actor);
    const names = await lookupNames(this.client, [brandId], []);
    const brand = names.brands.get(brandId);
    if (!brand) throw new DomainError('NOT_FOUND', COLLABORATION_TEXTS.brandNotFound);
    const [products, collaborations] = await Promise.all([
      this.dataSource.query(
        `SELECT "id", "name", "description", "price_cents", "image_url", "commission_creator" FROM "catalogue"."products"
          WHERE "brand_id" = $1 AND "status" = 'active' ORDER BY "created_at" DESC`,
        [brandId],
      ) as Promise<
        {
          id: string;
          name: string;
          description: string | null;
          price_cents: string;
          image_url: string | null;
          commission_creator: string;
        }[]
      >,
      this.dataSource.query(`SELECT * FROM "catalogue"."product_collaborations" WHERE "creator_id" = $1 AND "brand_id" = $2`, [
        creatorId,
        brandId,
      ]) as Promise<CollaborationRow[]>,
    ]);
    const byProduct = new Map(collaborations.map((c) => [c.product_id, toCollaboration(c)]));
    return {
      id: brand.id,
      name: brand.name,
      logoUrl: brand.logoUrl,
      commissionPercent: percentFromFraction(brand.defaultCommission),
      memberSince: brand.createdAt,
      products: products.map((p) => ({
        id: p.id,
        name: p.name,
        description: p.description,
        priceCents: Number(p.price_cents),
        imageUrl: p.image_url,
        commissionPercent: percentFromFraction(p.commission_creator),
        collaboration: byProduct.get(p.id) ?? null,
      })),
    };
  }

  /** The creator asks to collaborate on an active product; a product with a collaboration already is refused. */
  async request(actor: Actor, productId: string, message: string | null): Promise<ProductCollaboration> {
    const creatorId = this.creatorOf(actor);
    const [product]: { brand_id: string; name: string }[] = await this.dataSource.query(
      `SELECT "brand_id", "name" FROM "catalogue"."products" WHERE "id" = $1 AND "status" = 'active'`,
      [productId],
    );
    if (!product) throw new DomainError('NOT_FOUND', COLLABORATION_TEXTS.productUnavailable, 'productId');
    // The request and the brand's notice are one: the event leaves with the row, through the outbox.
    const made = await this.dataSource.transaction(async (manager) => {
      const [row]: CollaborationRow[] = await manager.query(
        `INSERT INTO "catalogue"."product_collaborations" ("creator_id", "brand_id", "product_id", "initiated_by", "message")
         VALUES ($1, $2, $3, 'creator', $4) ON CONFLICT ("creator_id", "product_id") DO NOTHING RETURNING *`,
        [creatorId, product.brand_id, productId, message],
      );
      if (!row) throw new DomainError('INVALID_TRANSITION', COLLABORATION_TEXTS.alreadyRequested, 'productId');
      await this.outbox.add(manager, CatalogueEvents.collaborationRequested, {
        collaborationId: row.id,
        brandId: product.brand_id,
        creatorId,
        productId,
        productName: product.name,
        message,
      });
      return row;
    });
    this.logger.info('collaboration.requested', { creatorId, brandId: product.brand_id, productId });
    return toCollaboration(made);
  }
}
