import type { MigrationInterface, QueryRunner } from 'typeorm';
import { tenantPolicy } from '@afilia/service-kit';

/** A brand's claims are its own (decision 195): the tenant policy, as the money's tables have it. */
const POLICY = tenantPolicy('"tracking"."domain_claims"', { brand: 'brand_id' });

/**
 * Domains a brand adds and proves with a DNS TXT record (issue 34 §3): its claims, each with the
 * token the record must hold; once the record is found the claim is verified and the domain is one
 * of its brand_domains ('dns'), until the brand removes the claim.
 */
export class DomainClaims1795910000000 implements MigrationInterface {
  name = 'DomainClaims1795910000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "tracking"."domain_claims" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "brand_id" uuid NOT NULL,
      "host" text NOT NULL,
      "token" text NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "verified_at" timestamptz,
      UNIQUE ("brand_id", "host")
    )`);
    for (const sql of POLICY.up) await q.query(sql);
    await q.query(`ALTER TABLE "tracking"."brand_domains" DROP CONSTRAINT "brand_domains_source_check",
      ADD CONSTRAINT "brand_domains_source_check" CHECK ("source" IN ('store', 'pixel', 'dns'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "tracking"."brand_domains" WHERE "source" = 'dns'`);
    await q.query(`ALTER TABLE "tracking"."brand_domains" DROP CONSTRAINT "brand_domains_source_check",
      ADD CONSTRAINT "brand_domains_source_check" CHECK ("source" IN ('store', 'pixel'))`);
    for (const sql of POLICY.down) await q.query(sql);
    await q.query(`DROP TABLE "tracking"."domain_claims"`);
  }
}
