import type { DynamicModule, INestMicroservice } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import pg from 'pg';
import type { z } from 'zod';
import type { Actor, RequestDef } from '@afilia/contracts';
import { startService } from './bootstrap.js';
import { connectNats } from './jetstream.js';
import { requestService } from './request.js';

/**
 * A real service for integration tests: started in-process on the run's database and NATS,
 * with a NATS client to call it and a pg client to look at its rows.
 */
export class ServiceHarness {
  app!: INestMicroservice;
  nc!: NatsConnection;
  db!: pg.Client;

  constructor(
    private readonly name: string,
    private readonly module: () => DynamicModule,
  ) {}

  async start(): Promise<void> {
    const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
    this.app = await startService(this.module(), { name: this.name, natsUrl, logLevel: 'warn' });
    this.nc = await connectNats(natsUrl, `${this.name}-test`);
    this.db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await this.db.connect();
  }

  async stop(): Promise<void> {
    await this.db?.end();
    await this.nc?.drain();
    await this.app?.close();
  }

  /** Sends a request and returns its answer, or throws the catalogue error it answered. */
  async call<D extends z.ZodType, R extends z.ZodType>(def: RequestDef<string, D, R>, data: z.input<D>, actor: Actor | null = null) {
    const reply = await requestService(this.nc, def, data, actor);
    if (!reply.ok) throw Object.assign(new Error(reply.error.message), reply.error);
    return reply.value;
  }

  /** The catalogue error a request answers (throws if it succeeds). */
  async failure<D extends z.ZodType, R extends z.ZodType>(def: RequestDef<string, D, R>, data: z.input<D>, actor: Actor | null = null) {
    const reply = await requestService(this.nc, def, data, actor);
    if (reply.ok) throw new Error(`${def.subject} was expected to fail`);
    return reply.error;
  }
}
