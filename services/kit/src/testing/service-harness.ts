import type { DynamicModule, INestMicroservice } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import type pg from 'pg';
import type { z } from 'zod';
import { streamOfEvent, type Actor, type EventDef, type EventInput, type EventPayload, type RequestDef } from '@afilia/contracts';
import { randomUUID } from 'node:crypto';
import { jetstream } from '@nats-io/jetstream';
import { startService } from '../bootstrap.js';
import { ensureStream, jetstreamManager } from '../jetstream.js';
import { durableName } from '../on-event.js';
import { connectTestDatabase, connectTestNats } from './connections.js';
import { requestService } from '../request.js';
import { serviceDatabaseUrl } from './service-databases.js';
import { testBusAccess, testNatsEnv } from './private-nats.js';
import { testCaller, testCallerKeys } from './test-callers.js';
import { waitFor } from './wait-for.js';

/** What a harness hands the service's module: the settings that are the harness's to decide. */
export interface HarnessEnv {
  /** The service's own role on the run's database. */
  DATABASE_URL: string;
  /** The run's NATS, as the service's own user there (the inspector's for a test's own service). */
  NATS_URL: string;
  NATS_SEED: string;
  /** The service's own signing key of the run (it signs what it asks other services). */
  SIGNING_KEY: string;
}

/**
 * A real service for integration tests: started in-process on the run's database (as its own
 * role) and NATS, with a NATS client to call it and an administrator's pg client to look at
 * its rows.
 */
export class ServiceHarness {
  app!: INestMicroservice;
  nc!: NatsConnection;
  db!: pg.Client;

  constructor(
    private readonly name: string,
    private readonly module: (env: HarnessEnv) => DynamicModule,
  ) {}

  async start(): Promise<void> {
    const env = {
      DATABASE_URL: await serviceDatabaseUrl(this.name),
      ...testNatsEnv(this.name),
      SIGNING_KEY: testCallerKeys()[this.name]?.privateKey ?? '',
    };
    this.app = await startService(this.module(env), { name: this.name, env: { ...env, LOG_LEVEL: 'warn' } });
    // The tests' own client: it plays the gateway and the owners of the events the service consumes.
    this.nc = await connectTestNats(testBusAccess(), `${this.name}-test`);
    this.db = await connectTestDatabase();
  }

  async stop(): Promise<void> {
    await this.db?.end();
    await this.nc?.drain();
    await this.app?.close();
  }

  /**
   * Sends a request as the gateway would (its signed pass), or as another caller (a service that
   * asks this one); answers the reply as it came.
   */
  request<D extends z.ZodType, R extends z.ZodType>(
    def: RequestDef<string, D, R>,
    data: z.input<D>,
    actor: Actor | null = null,
    caller = 'gateway',
  ) {
    return requestService(this.nc, def, data, actor, { caller: testCaller(caller) });
  }

  /** Sends a request and returns its answer, or throws the catalogue error it answered. */
  async call<D extends z.ZodType, R extends z.ZodType>(
    def: RequestDef<string, D, R>,
    data: z.input<D>,
    actor: Actor | null = null,
    caller = 'gateway',
  ) {
    const reply = await this.request(def, data, actor, caller);
    if (!reply.ok) throw Object.assign(new Error(reply.error.message), reply.error);
    return reply.value;
  }

  /** The catalogue error a request answers (throws if it succeeds). */
  async failure<D extends z.ZodType, R extends z.ZodType>(def: RequestDef<string, D, R>, data: z.input<D>, actor: Actor | null = null) {
    const reply = await this.request(def, data, actor);
    if (reply.ok) throw new Error(`${def.subject} was expected to fail`);
    return reply.error;
  }

  /**
   * Publishes a domain event on its owner's stream as the owner's outbox would, with a fresh
   * eventId and time unless the body names them; returns the payload. A second call with the
   * same payload and a new `msgId` is what a redelivery after a crash looks like.
   */
  async publish<T extends EventDef<string, z.ZodType>>(
    def: T,
    body: EventInput<T> & { eventId?: string; occurredAt?: string },
    options: { msgId?: string } = {},
  ): Promise<EventPayload<T>> {
    const payload = def.payload.parse({ eventId: randomUUID(), occurredAt: new Date().toISOString(), ...body }) as EventPayload<T>;
    await ensureStream(await jetstreamManager(this.nc), streamOfEvent(def));
    const eventId = (payload as { eventId: string }).eventId;
    await jetstream(this.nc).publish(def.subject, JSON.stringify(payload), { msgID: options.msgId ?? eventId });
    return payload;
  }

  /**
   * The payload of an event this service's outbox published (the relay marked it) whose `key`
   * is `value`: what its consumers receive, for message pacts and tests of what it announces.
   */
  async published(subject: string, key: string, value: string): Promise<Record<string, unknown>> {
    return waitFor(
      async () => {
        const { rows } = await this.db.query(
          `SELECT payload FROM "${this.name}".outbox WHERE subject = $1 AND payload->>$2 = $3 AND published_at IS NOT NULL ORDER BY created_at DESC LIMIT 1`,
          [subject, key, value],
        );
        return rows[0]?.payload as Record<string, unknown> | undefined;
      },
      { what: `${subject} with ${key} ${value} to be published` },
    );
  }

  /**
   * Waits until this service has handled every `def` event sent so far: its own outbox holds
   * nothing unpublished (an event it wrote itself is on the bus), and its consumer of `def` has
   * nothing pending nor awaiting its ack. Wait for this, not for a while, before showing that an
   * event changed nothing (a redelivery, a late or stale event).
   */
  async consumed(def: EventDef<string, z.ZodType>): Promise<void> {
    await waitFor(
      async () => {
        const { rows } = await this.db.query(`SELECT count(*)::int AS n FROM "${this.name}".outbox WHERE published_at IS NULL`);
        return rows[0].n === 0 ? true : undefined;
      },
      { what: `${this.name}'s outbox to be published` },
    );
    const jsm = await jetstreamManager(this.nc);
    const durable = durableName(this.name, def.subject);
    await waitFor(
      async () => {
        const info = await jsm.consumers.info(streamOfEvent(def).name, durable);
        return info.num_pending === 0 && info.num_ack_pending === 0 ? true : undefined;
      },
      { what: `${durable} to handle every event sent to it` },
    );
  }
}
