import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager, EntitySubscriberInterface, MigrationInterface, QueryRunner } from 'typeorm';
import { jetstream, type JetStreamClient } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type { EventDef, EventInput } from '@afilia/contracts';
import type { z } from 'zod';
import { headers } from '@nats-io/transport-node';
import type { JsonLogger } from './logger.js';
import { watchOutbox } from './metrics.js';
import { currentRequestContext } from './request-context.js';

/**
 * The NATS header an event carries the id of the request that caused it in, so the consumers'
 * log lines (and the events they add in turn) name the same request (requirement 22).
 */
export const REQUEST_ID_HEADER = 'Afilia-Request-Id';

/**
 * The migration that gives a schema made before it existed the column the outbox keeps each
 * event's request id in (every service's `1795790000000-OutboxRequestId`).
 */
export function outboxRequestIdMigration(schema: string): new () => MigrationInterface {
  return class implements MigrationInterface {
    name = 'OutboxRequestId1795790000000';
    async up(q: QueryRunner): Promise<void> {
      await q.query(`ALTER TABLE "${schema}"."outbox" ADD COLUMN IF NOT EXISTS "request_id" text`);
    }
    async down(q: QueryRunner): Promise<void> {
      await q.query(`ALTER TABLE "${schema}"."outbox" DROP COLUMN "request_id"`);
    }
  };
}

/**
 * The migration that follows an event's subject renamed in contracts: the events still waiting
 * in the outbox get the new subject, since the relay publishes each under the subject its row
 * names and the service may publish only its contracts' subjects. Published rows keep theirs.
 */
export function outboxSubjectsRenameMigration(
  name: string,
  schema: string,
  renames: Readonly<Record<string, string>>,
): new () => MigrationInterface {
  const rename = async (q: QueryRunner, pairs: [string, string][]): Promise<void> => {
    for (const [from, to] of pairs)
      await q.query(`UPDATE "${schema}"."outbox" SET "subject" = $2 WHERE "subject" = $1 AND "published_at" IS NULL`, [from, to]);
  };
  return class implements MigrationInterface {
    name = name;
    async up(q: QueryRunner): Promise<void> {
      await rename(q, Object.entries(renames));
    }
    async down(q: QueryRunner): Promise<void> {
      await rename(
        q,
        Object.entries(renames).map(([from, to]) => [to, from]),
      );
    }
  };
}

/** The tables the outbox and the idempotent consumers keep in each service's own schema. */
export function eventTablesSql(schema: string): string[] {
  return [
    `CREATE TABLE "${schema}"."outbox" (
      "id" uuid PRIMARY KEY,
      "subject" text NOT NULL,
      "payload" jsonb NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "published_at" timestamptz,
      "request_id" text
    )`,
    `CREATE INDEX "outbox_unpublished_idx" ON "${schema}"."outbox" ("created_at") WHERE "published_at" IS NULL`,
    `CREATE TABLE "${schema}"."processed_events" (
      "consumer" text NOT NULL,
      "event_id" uuid NOT NULL,
      "processed_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("consumer", "event_id")
    )`,
  ];
}

/**
 * Transactional outbox: an event is written in the same Postgres transaction as the business
 * row, then a relay publishes it to JetStream with `Nats-Msg-Id = eventId`, reusing the id on
 * every retry. A crash between commit and publish only delays the event.
 *
 * The relay runs as soon as a transaction that added events commits (a TypeORM subscriber sees
 * the commit), and every second in case a publish failed: callers only `add`, never flush.
 */
export class Outbox {
  private js: JetStreamClient | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private again = false;
  private unwatch: (() => void) | null = null;
  /** Transactions that added events and have not ended yet. */
  private readonly pending = new WeakSet<QueryRunner>();

  constructor(
    private readonly schema: string,
    private readonly dataSource: DataSource,
    private readonly logger: JsonLogger,
  ) {
    const subscriber: EntitySubscriberInterface = {
      afterTransactionCommit: ({ queryRunner }) => {
        if (!this.pending.delete(queryRunner)) return;
        this.kick();
      },
      afterTransactionRollback: ({ queryRunner }) => void this.pending.delete(queryRunner),
    };
    dataSource.subscribers.push(subscriber);
  }

  /** Records an event inside the caller's transaction; it is published once that commits. Returns its id. */
  async add<T extends EventDef<string, z.ZodType>>(manager: EntityManager, def: T, body: EventInput<T>): Promise<string> {
    const runner = manager.queryRunner;
    // Outside a transaction the event could be written while the business change is lost.
    if (!runner?.isTransactionActive) throw new Error(`outbox.add(${def.subject}) must run inside the business transaction`);
    const payload = def.payload.parse({ ...body, eventId: randomUUID(), occurredAt: new Date().toISOString() }) as {
      eventId: string;
    };
    await manager.query(`INSERT INTO "${this.schema}"."outbox" ("id", "subject", "payload", "request_id") VALUES ($1, $2, $3, $4)`, [
      payload.eventId,
      def.subject,
      JSON.stringify(payload),
      currentRequestContext()?.requestId ?? null,
    ]);
    this.pending.add(runner);
    return payload.eventId;
  }

  start(nc: NatsConnection, pollMs = 1000): void {
    this.js = jetstream(nc);
    this.timer = setInterval(() => this.kick(), pollMs);
    // Its backlog, read when Prometheus scrapes (metrics.ts): a relay that stopped shows here first.
    this.unwatch = watchOutbox(this.schema, async () => {
      const rows: { n: number }[] = await this.dataSource.query(
        `SELECT count(*)::int AS n FROM "${this.schema}"."outbox" WHERE "published_at" IS NULL`,
      );
      return rows[0]?.n ?? 0;
    });
    this.kick();
  }

  async stop(): Promise<void> {
    this.unwatch?.();
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    while (this.running) await new Promise((r) => setTimeout(r, 20));
  }

  /** Publishes what is pending now (after a commit that added events, and on the timer). */
  private kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    void this.drain()
      .catch((error: unknown) => this.logger.warn('outbox relay failed, will retry', { error: String(error) }))
      .finally(() => {
        this.running = false;
        if (this.again && this.timer) {
          this.again = false;
          this.kick();
        }
      });
  }

  private async drain(): Promise<void> {
    const js = this.js;
    if (!js) return;
    for (;;) {
      const published = await this.dataSource.transaction(async (manager) => {
        const rows: { id: string; subject: string; payload: unknown; request_id: string | null }[] = await manager.query(
          `SELECT "id", "subject", "payload", "request_id" FROM "${this.schema}"."outbox"
           WHERE "published_at" IS NULL ORDER BY "created_at" LIMIT 100 FOR UPDATE SKIP LOCKED`,
        );
        for (const row of rows) {
          const h = row.request_id ? headers() : undefined;
          h?.set(REQUEST_ID_HEADER, row.request_id!);
          await js.publish(row.subject, JSON.stringify(row.payload), { msgID: row.id, timeout: 5000, headers: h });
          await manager.query(`UPDATE "${this.schema}"."outbox" SET "published_at" = now() WHERE "id" = $1`, [row.id]);
        }
        return rows.length;
      });
      if (published < 100) return;
    }
  }
}
