import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import {
  PLATFORM_COMMISSION,
  PRODUCT_TEXTS,
  type Actor,
  type CreateProductRequest,
  type Product,
  type UpdateProductRequest,
} from '@afilia/contracts';
import {
  brandScope,
  canActOnBrand,
  DomainError,
  JsonLogger,
  jsonTimestamp,
  namedQuery,
  queryNamed,
  readJson,
  type RawJson,
} from '@afilia/service-kit';
import { ProductEntity } from './product.entity.js';

export function toProduct(row: ProductEntity): Product {
  return {
    id: row.id,
    brandId: row.brandId,
    name: row.name,
    description: row.description,
    priceCents: row.priceCents,
    imageUrl: row.imageUrl,
    commissionCreator: row.commissionCreator,
    commissionPlatform: row.commissionPlatform,
    status: row.status,
    tiendanubeProductId: row.tiendanubeProductId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A brand's products, newest first, as `productListSchema` reads them: written by Postgres, sent on as it is. */
const PRODUCT_LIST = namedQuery(
  'catalogue.product-list',
  `SELECT coalesce(json_agg(json_build_object(
     'id', p."id", 'brandId', p."brand_id", 'name', p."name", 'description', p."description", 'priceCents', p."price_cents",
     'imageUrl', p."image_url", 'commissionCreator', p."commission_creator"::float8, 'commissionPlatform', p."commission_platform"::float8,
     'status', p."status", 'tiendanubeProductId', p."tiendanube_product_id", 'createdAt', ${jsonTimestamp('p."created_at"')}
   ) ORDER BY p."created_at" DESC), '[]')::text AS "json"
   FROM "catalogue"."products" p WHERE p."brand_id" = $1`,
);

/** Active products of the brands (every brand's when null): each home asks it, named so it is planned once. */
const ACTIVE_PRODUCTS = namedQuery(
  'catalogue.active-products',
  `SELECT count(*)::int AS "count" FROM "catalogue"."products" WHERE "status" = 'active' AND ($1::uuid[] IS NULL OR "brand_id" = ANY($1))`,
);

/** A brand's catalogue. Every read and write is scoped to a brand the actor may act on. */
@Injectable()
export class ProductsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly logger: JsonLogger,
  ) {}

  private get products() {
    return this.dataSource.getRepository(ProductEntity);
  }

  async list(actor: Actor, brandId?: string): Promise<RawJson> {
    return readJson(this.dataSource, PRODUCT_LIST, [brandScope(actor, brandId)]);
  }

  async create(actor: Actor, input: CreateProductRequest): Promise<Product> {
    const brandId = brandScope(actor, input.brandId);
    const row = await this.products.save({
      brandId,
      name: input.name,
      description: input.description,
      priceCents: input.priceCents,
      commissionCreator: input.commissionCreator,
      commissionPlatform: PLATFORM_COMMISSION,
      status: 'active',
      tiendanubeProductId: null,
    });
    return toProduct(row);
  }

  async update(actor: Actor, input: UpdateProductRequest): Promise<Product> {
    const row = await this.owned(actor, input.id);
    Object.assign(row, {
      name: input.name,
      description: input.description,
      priceCents: input.priceCents,
      commissionCreator: input.commissionCreator,
    });
    return toProduct(await this.products.save(row));
  }

  async remove(actor: Actor, id: string): Promise<{ message: string }> {
    const row = await this.owned(actor, id);
    await this.products.delete({ id: row.id });
    return { message: PRODUCT_TEXTS.deleted };
  }

  async byIds(ids: string[]): Promise<Product[]> {
    if (ids.length === 0) return [];
    return (await this.products.findBy({ id: In(ids) })).map(toProduct);
  }

  async countActive(brandIds: string[] | 'all'): Promise<number> {
    if (brandIds !== 'all' && brandIds.length === 0) return 0;
    const [row] = await queryNamed<{ count: number }>(this.dataSource, ACTIVE_PRODUCTS, [brandIds === 'all' ? null : brandIds]);
    return row!.count;
  }

  /**
   * A product of a brand the actor may act on. Another brand's product answers NOT_FOUND, not
   * FORBIDDEN: whether the id exists elsewhere is none of the caller's business.
   */
  private async owned(actor: Actor, id: string): Promise<ProductEntity> {
    const row = await this.products.findOneBy({ id });
    if (!row || !canActOnBrand(actor, row.brandId)) {
      if (row) this.logger.warn('authz.denied', { action: 'catalogue.product', userId: actor.userId, productId: id });
      throw new DomainError('NOT_FOUND', 'Producto no encontrado');
    }
    return row;
  }
}
