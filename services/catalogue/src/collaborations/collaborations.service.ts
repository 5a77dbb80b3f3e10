import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  CatalogueEvents,
  COLLABORATION_TEXTS,
  percentFromFraction,
  IdentityRequests,
  TrackingRequests,
  type Actor,
  type AvailableBrand,
  type BrandForCreator,
  type CollaborationStatus,
  type CollaborationWithProduct,
  type CreatorCollaborations,
  type ProductCollaboration,
} from '@afilia/contracts';
import { brandScope, canActOnBrand, DomainError, JsonLogger, lookupNames, Outbox, ServiceClient } from '@afilia/service-kit';

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

  /** The products among these the creator promotes through a campaign (tracking's links). */
  private async promoted(actor: Actor, productIds: string[]): Promise<Set<string>> {
    if (productIds.length === 0) return new Set();
    const answer = await this.client.call(TrackingRequests.promotedProducts, { productIds: productIds.slice(0, 500) }, actor);
    return new Set(answer.productIds);
  }

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
    const promoted = await this.promoted(
      actor,
      products.map((p) => p.id),
    ).catch((error: unknown) => {
      // The page still shows the products; the request itself asks again and refuses then.
      this.logger.warn('collaborations.promoted-unavailable', { error: String(error) });
      return new Set<string>();
    });
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
        promoted: promoted.has(p.id),
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
    // A product the creator already promotes through a campaign needs no request (issue 35).
    if ((await this.promoted(actor, [productId])).has(productId))
      throw new DomainError('INVALID_TRANSITION', COLLABORATION_TEXTS.alreadyPromoted, 'productId');
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

  /**
   * 'Invitar a Producto' (seed 001 §2, §5; issue 16 §3): the brand invites a creator it may see
   * (identity says: public, or of its roster) to one of its active products, once per product
   * like a request; the creator is told, through the outbox.
   */
  async invite(actor: Actor, creatorId: string, productId: string, message: string | null, requestedBrandId?: string) {
    const brandId = brandScope(actor, requestedBrandId);
    const [product]: { name: string }[] = await this.dataSource.query(
      `SELECT "name" FROM "catalogue"."products" WHERE "id" = $1 AND "brand_id" = $2 AND "status" = 'active'`,
      [productId, brandId],
    );
    if (!product) throw new DomainError('VALIDATION_FAILED', COLLABORATION_TEXTS.productRequired, 'productId');
    const { visible } = await this.client.call(IdentityRequests.creatorVisibleToBrand, { creatorId, brandId }, null);
    if (!visible) throw new DomainError('NOT_FOUND', 'Creador no encontrado');
    const made = await this.dataSource.transaction(async (manager) => {
      const [row]: CollaborationRow[] = await manager.query(
        `INSERT INTO "catalogue"."product_collaborations" ("creator_id", "brand_id", "product_id", "initiated_by", "message")
         VALUES ($1, $2, $3, 'brand', $4) ON CONFLICT ("creator_id", "product_id") DO NOTHING RETURNING *`,
        [creatorId, brandId, productId, message],
      );
      if (!row) throw new DomainError('INVALID_TRANSITION', COLLABORATION_TEXTS.alreadyRequested, 'productId');
      await this.outbox.add(manager, CatalogueEvents.collaborationInvited, {
        collaborationId: row.id,
        brandId,
        creatorId,
        productId,
        productName: product.name,
        message,
      });
      return row;
    });
    this.logger.info('collaboration.invited', { creatorId, brandId, productId });
    return toCollaboration(made);
  }

  /**
   * The other side's answer (seed 001 §4; issue 16 §3): the brand (its owner, its agencies)
   * accepts or rejects a creator's request, the creator a brand's invitation; once, while it is
   * pending. Whoever else asks finds nothing. The side that asked is told.
   */
  async answer(actor: Actor, id: string, status: 'accepted' | 'rejected'): Promise<ProductCollaboration> {
    const answered = await this.dataSource.transaction(async (manager) => {
      const [row]: (CollaborationRow & { product_name: string })[] = await manager.query(
        `SELECT c.*, p."name" AS "product_name" FROM "catalogue"."product_collaborations" c
           JOIN "catalogue"."products" p ON p."id" = c."product_id" WHERE c."id" = $1 FOR UPDATE OF c`,
        [id],
      );
      const answerer =
        row?.initiated_by === 'creator'
          ? canActOnBrand(actor, row.brand_id)
          : actor.role === 'creator' && actor.creatorId === row?.creator_id;
      if (!row || !answerer) throw new DomainError('NOT_FOUND', COLLABORATION_TEXTS.notFound);
      if (row.status !== 'pending') throw new DomainError('INVALID_TRANSITION', COLLABORATION_TEXTS.alreadyAnswered);
      // TypeORM answers an UPDATE … RETURNING as [rows, count].
      const [[updated]]: [CollaborationRow[], number] = await manager.query(
        `UPDATE "catalogue"."product_collaborations" SET "status" = $2 WHERE "id" = $1 RETURNING *`,
        [id, status],
      );
      await this.outbox.add(manager, CatalogueEvents.collaborationAnswered, {
        collaborationId: row.id,
        brandId: row.brand_id,
        creatorId: row.creator_id,
        productId: row.product_id,
        productName: row.product_name,
        initiatedBy: row.initiated_by,
        status,
      });
      return updated!;
    });
    this.logger.info('collaboration.answered', { id, status, by: actor.role });
    return toCollaboration(answered);
  }

  /** 'Solicitudes Recibidas' and 'Invitaciones Enviadas': the brand's collaborations with one creator, newest first. */
  async withCreator(actor: Actor, creatorId: string, requestedBrandId?: string): Promise<CreatorCollaborations> {
    const brandId = brandScope(actor, requestedBrandId);
    const rows: (CollaborationRow & { product_name: string; price_cents: string; commission_creator: string })[] =
      await this.dataSource.query(
        `SELECT c.*, p."name" AS "product_name", p."price_cents", p."commission_creator"
           FROM "catalogue"."product_collaborations" c JOIN "catalogue"."products" p ON p."id" = c."product_id"
          WHERE c."brand_id" = $1 AND c."creator_id" = $2 ORDER BY c."created_at" DESC LIMIT 500`,
        [brandId, creatorId],
      );
    const withProduct = rows.map((row): CollaborationWithProduct => ({
      ...toCollaboration(row),
      productName: row.product_name,
      priceCents: Number(row.price_cents),
      commissionPercent: percentFromFraction(row.commission_creator),
    }));
    return {
      received: withProduct.filter((c) => c.initiatedBy === 'creator'),
      sent: withProduct.filter((c) => c.initiatedBy === 'brand'),
    };
  }
}
