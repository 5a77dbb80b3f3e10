import { Controller } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ADMIN_PRODUCTS_PAGE_SIZE, CatalogueRequests, type Actor, type AdminProductPage, type AdminProductsQuery } from '@afilia/contracts';
import { Handles, requireAdmin } from '@afilia/service-kit';
import { ProductEntity } from '../products/product.entity.js';
import { toProduct } from '../products/products.service.js';

interface BrandStatsRow {
  brand_id: string;
  store_name: string | null;
  store_connected: boolean;
  products: number;
}

/** Catalogue's part of the admin's 'Marcas' (store and products per brand) and its 'Productos'. */
@Controller()
export class AdminListsController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One row per brand that has a store connection or products; the others have neither. */
  @Handles(CatalogueRequests.brandStats)
  async brandStats(_data: unknown, actor: Actor) {
    requireAdmin(actor);
    const rows: BrandStatsRow[] = await this.dataSource.query(
      `SELECT b."brand_id", s."store_name", COALESCE(s."store_id" IS NOT NULL, false) AS "store_connected",
              (SELECT count(*)::int FROM "catalogue"."products" p WHERE p."brand_id" = b."brand_id") AS "products"
         FROM (SELECT "brand_id" FROM "catalogue"."store_connections" UNION SELECT "brand_id" FROM "catalogue"."products") b
         LEFT JOIN "catalogue"."store_connections" s ON s."brand_id" = b."brand_id"`,
    );
    return rows.map((r) => ({ brandId: r.brand_id, storeName: r.store_name, storeConnected: r.store_connected, products: r.products }));
  }

  @Handles(CatalogueRequests.listAllProducts)
  async products(query: AdminProductsQuery, actor: Actor): Promise<AdminProductPage> {
    requireAdmin(actor);
    const [rows, total] = await this.dataSource.getRepository(ProductEntity).findAndCount({
      where: query.brandId ? { brandId: query.brandId } : {},
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (query.page - 1) * ADMIN_PRODUCTS_PAGE_SIZE,
      take: ADMIN_PRODUCTS_PAGE_SIZE,
    });
    return { items: rows.map(toProduct), total, page: query.page, pageSize: ADMIN_PRODUCTS_PAGE_SIZE };
  }
}
