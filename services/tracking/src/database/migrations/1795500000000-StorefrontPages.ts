import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where product and store links lead, kept from catalogue's events (the redirect never asks
 * catalogue): each brand's storefront and each product's page, as of the event that said so.
 */
export class StorefrontPages1795500000000 implements MigrationInterface {
  name = 'StorefrontPages1795500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "tracking"."store_pages" (
      "brand_id" uuid PRIMARY KEY,
      "store_url" text NOT NULL,
      "as_of" timestamptz NOT NULL
    )`);
    await q.query(`CREATE TABLE "tracking"."product_pages" (
      "product_id" uuid PRIMARY KEY,
      "brand_id" uuid NOT NULL,
      "page_url" text,
      "as_of" timestamptz NOT NULL
    )`);
    await q.query(
      `CREATE INDEX "affiliate_links_product_idx" ON "tracking"."affiliate_links" ("product_id") WHERE "product_id" IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "tracking"."affiliate_links_product_idx"`);
    await q.query(`DROP TABLE "tracking"."product_pages"`);
    await q.query(`DROP TABLE "tracking"."store_pages"`);
  }
}
