import type { INestMicroservice } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import pg from 'pg';
import type { z } from 'zod';
import type { Actor, RequestDef } from '@afilia/contracts';
import { connectNats, requestService, startService } from '@afilia/service-kit';
import { IdentityModule } from '../../src/app.module.js';
import { loadIdentityEnv } from '../../src/config/env.js';

/** The real identity service on the run's fresh database and the machine's NATS, plus a client. */
export class IdentityHarness {
  app!: INestMicroservice;
  nc!: NatsConnection;
  db!: pg.Client;

  async start(): Promise<void> {
    const env = loadIdentityEnv();
    this.app = await startService(IdentityModule.register(env), { name: 'identity', natsUrl: env.NATS_URL, logLevel: 'warn' });
    this.nc = await connectNats(env.NATS_URL, 'identity-test');
    this.db = new pg.Client({ connectionString: env.DATABASE_URL });
    await this.db.connect();
  }

  async stop(): Promise<void> {
    await this.db.end();
    await this.nc.drain();
    await this.app.close();
  }

  /** Sends a request and returns its answer, or throws the catalogue error it answered. */
  async call<D extends z.ZodType, R extends z.ZodType>(def: RequestDef<string, D, R>, data: z.input<D>, actor: Actor | null = null) {
    const reply = await requestService(this.nc, def, data, actor);
    if (!reply.ok) throw Object.assign(new Error(reply.error.message), reply.error);
    return reply.value;
  }

  /** The catalogue error a request answers (fails the test if it succeeds). */
  async failure<D extends z.ZodType, R extends z.ZodType>(def: RequestDef<string, D, R>, data: z.input<D>, actor: Actor | null = null) {
    const reply = await requestService(this.nc, def, data, actor);
    if (reply.ok) throw new Error(`${def.subject} was expected to fail`);
    return reply.error;
  }
}

let counter = 0;
/** A unique, valid e-mail per call, so tests never collide on the unique index. */
export function uniqueEmail(prefix = 'persona'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}
