import type { EntityManager } from 'typeorm';
import { CatalogueEvents, DEFAULT_COMMISSION_CREATOR, DEFAULT_COMMISSION_PLATFORM, PRODUCT_PAGES_MAX } from '@afilia/contracts';
import type { Outbox } from '@afilia/service-kit';
import type { MappedProduct } from '../tiendanube/product-mapping.js';

interface UpsertedRow {
  id: string;
  inserted: boolean;
  page_moved: boolean;
}

/**
 * Insert-or-update by the store's product id. Commissions are the brand's to set: a store
 * update never overwrites them. The CTE reads the page before the upsert, so the answer says
 * whether the product's page is new or moved.
 */
async function upsertStoreProduct(manager: EntityManager, brandId: string, p: MappedProduct): Promise<UpsertedRow> {
  const rows: UpsertedRow[] = await manager.query(
    `WITH "before" AS (
       SELECT "page_url" FROM "catalogue"."products" WHERE "brand_id" = $1 AND "tiendanube_product_id" = $2
     )
     INSERT INTO "catalogue"."products"
       ("brand_id", "tiendanube_product_id", "name", "description", "price_cents", "image_url", "status", "page_url", "commission_creator", "commission_platform")
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT ("brand_id", "tiendanube_product_id") WHERE "tiendanube_product_id" IS NOT NULL
     DO UPDATE SET "name" = EXCLUDED."name", "description" = EXCLUDED."description", "price_cents" = EXCLUDED."price_cents",
                   "image_url" = EXCLUDED."image_url", "status" = EXCLUDED."status", "page_url" = EXCLUDED."page_url", "updated_at" = now()
     RETURNING "id", (xmax = 0) AS "inserted",
               ("page_url" IS DISTINCT FROM (SELECT "page_url" FROM "before") OR (xmax = 0)) AS "page_moved"`,
    [
      brandId,
      p.tiendanubeProductId,
      p.name,
      p.description,
      p.priceCents,
      p.imageUrl,
      p.status,
      p.pageUrl,
      DEFAULT_COMMISSION_CREATOR,
      DEFAULT_COMMISSION_PLATFORM,
    ],
  );
  return rows[0]!;
}

/**
 * Saves products read from the store, in the caller's transaction, and announces the pages that
 * are new or moved (`catalogue.product.pages-changed`, tracking's links lead there). Answers how
 * many rows were created and updated.
 */
export async function saveStoreProducts(
  manager: EntityManager,
  outbox: Outbox,
  brandId: string,
  products: readonly MappedProduct[],
): Promise<{ created: number; updated: number }> {
  const counts = { created: 0, updated: 0 };
  const pages: { productId: string; pageUrl: string | null }[] = [];
  for (const product of products) {
    const row = await upsertStoreProduct(manager, brandId, product);
    counts[row.inserted ? 'created' : 'updated'] += 1;
    if (row.page_moved) pages.push({ productId: row.id, pageUrl: product.pageUrl });
  }
  for (let start = 0; start < pages.length; start += PRODUCT_PAGES_MAX)
    await outbox.add(manager, CatalogueEvents.productPagesChanged, { brandId, pages: pages.slice(start, start + PRODUCT_PAGES_MAX) });
  return counts;
}
