import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Clicks billed once per person and only while nobody is gaming them (issue 34 §2): each click
 * keeps the keyed address it was billed by; the networks' people per CPC link and day, and the
 * browsers each address showed a link that day, are counted for the rules; a CPC ledger can be
 * held (a fraud signal), and its clicks are then billed 'held' until the brand releases or
 * discards them.
 */
export class ClickEvidence1795850000000 implements MigrationInterface {
  name = 'ClickEvidence1795850000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "tracking"."clicks" ADD COLUMN "address_key" text`);
    await q.query(`CREATE TABLE "tracking"."subnet_people" (
      "link_id" uuid NOT NULL,
      "subnet_key" text NOT NULL,
      "day" date NOT NULL,
      "people" integer NOT NULL,
      PRIMARY KEY ("link_id", "subnet_key", "day")
    )`);
    await q.query(`CREATE INDEX "subnet_people_day_idx" ON "tracking"."subnet_people" ("day")`);
    await q.query(`CREATE TABLE "tracking"."address_agents" (
      "link_id" uuid NOT NULL,
      "address_key" text NOT NULL,
      "day" date NOT NULL,
      "visitor_hash" text NOT NULL,
      PRIMARY KEY ("link_id", "address_key", "day", "visitor_hash")
    )`);
    await q.query(`CREATE INDEX "address_agents_day_idx" ON "tracking"."address_agents" ("day")`);
    await q.query(`ALTER TABLE "tracking"."cpc_ledgers" ADD COLUMN "held_at" timestamptz, ADD COLUMN "held_reason" text`);
    await q.query(`ALTER TABLE "tracking"."cpc_bills"
      ADD COLUMN "status" text NOT NULL DEFAULT 'billed' CHECK ("status" IN ('billed', 'held', 'discarded')),
      ADD COLUMN "settled_at" timestamptz`);
    await q.query(`CREATE INDEX "cpc_bills_held_idx" ON "tracking"."cpc_bills" ("link_id", "billed_at") WHERE "status" = 'held'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "tracking"."cpc_bills_held_idx"`);
    await q.query(`ALTER TABLE "tracking"."cpc_bills" DROP COLUMN "status", DROP COLUMN "settled_at"`);
    await q.query(`ALTER TABLE "tracking"."cpc_ledgers" DROP COLUMN "held_at", DROP COLUMN "held_reason"`);
    await q.query(`DROP TABLE "tracking"."address_agents"`);
    await q.query(`DROP TABLE "tracking"."subnet_people"`);
    await q.query(`ALTER TABLE "tracking"."clicks" DROP COLUMN "address_key"`);
  }
}
