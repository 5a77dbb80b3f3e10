import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The campaign a creator's code was made in (its 'Códigos de Descuento' tab): a sale with the
 * code is paid on that campaign's terms, not on another collaboration of the creator's with the
 * brand (issue 35 point 6). Codes made elsewhere, or before, name none.
 */
export class DiscountCodeCampaign1795950000000 implements MigrationInterface {
  name = 'DiscountCodeCampaign1795950000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "catalogue"."discount_codes" ADD COLUMN "campaign_id" uuid`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "catalogue"."discount_codes" DROP COLUMN IF EXISTS "campaign_id"`);
  }
}
