import type { MigrationInterface, QueryRunner } from 'typeorm';
import { tenantPolicy } from '@afilia/service-kit';

const TABLES = ['"campaigns"."campaign_applications"', '"campaigns"."cpc_campaign_participations"'];

/**
 * A creator's applications and CPC participations under the tenant policy (issue 36 §4): seen by
 * that creator, by the brand whose campaign it is (its `brand_id`, the campaign's, kept on the
 * row so the policy can read it), by admins and by the service's own work.
 */
export class ApplicationsRowSecurity1795820000000 implements MigrationInterface {
  name = 'ApplicationsRowSecurity1795820000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await q.query(`ALTER TABLE ${table} ADD COLUMN "brand_id" uuid`);
      await q.query(`UPDATE ${table} t SET "brand_id" = c."brand_id" FROM "campaigns"."campaigns" c WHERE c."id" = t."campaign_id"`);
      await q.query(`ALTER TABLE ${table} ALTER COLUMN "brand_id" SET NOT NULL`);
      for (const sql of tenantPolicy(table, { brand: 'brand_id', creator: 'creator_id' }).up) await q.query(sql);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      for (const sql of tenantPolicy(table, { brand: 'brand_id', creator: 'creator_id' }).down) await q.query(sql);
      await q.query(`ALTER TABLE ${table} DROP COLUMN "brand_id"`);
    }
  }
}
