import { Global, Inject, Module, type DynamicModule, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { NatsConnection } from '@nats-io/transport-node';
import { SERVICE_NAMES, streamOf, type ServiceName } from '@afilia/contracts';
import { EventConsumers } from './event-consumer.js';
import { connectNats, ensureStream, jetstreamManager } from './jetstream.js';
import { JsonLogger } from './logger.js';
import { Outbox } from './outbox.js';

export const NATS_CONNECTION = Symbol('NATS_CONNECTION');
export const SERVICE_NAME = Symbol('SERVICE_NAME');

export interface ServiceKitOptions {
  /** The service's name, which is also its schema and its NATS queue group. */
  name: string;
  natsUrl: string;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
}

class EventsLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    @Inject(SERVICE_NAME) private readonly name: string,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    private readonly outbox: Outbox,
    private readonly consumers: EventConsumers,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const stream = SERVICE_NAMES.includes(this.name as ServiceName) ? streamOf(this.name as ServiceName) : null;
    if (stream) await ensureStream(await jetstreamManager(this.nc), stream);
    this.outbox.start(this.nc);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.consumers.stop();
    await this.outbox.stop();
    await this.nc.drain();
  }
}

/**
 * Gives a service its logger, NATS connection, outbox and event consumers. Import it once in
 * the service's AppModule, after TypeOrmModule (the outbox writes through the same DataSource).
 */
@Global()
@Module({})
export class ServiceKitModule {
  static forService(options: ServiceKitOptions): DynamicModule {
    const logger = new JsonLogger(options.name, options.logLevel);
    return {
      module: ServiceKitModule,
      providers: [
        { provide: SERVICE_NAME, useValue: options.name },
        { provide: JsonLogger, useValue: logger },
        { provide: NATS_CONNECTION, useFactory: () => connectNats(options.natsUrl, options.name) },
        { provide: Outbox, inject: [DataSource], useFactory: (ds: DataSource) => new Outbox(options.name, ds, logger) },
        { provide: EventConsumers, inject: [DataSource], useFactory: (ds: DataSource) => new EventConsumers(options.name, ds, logger) },
        EventsLifecycle,
      ],
      exports: [SERVICE_NAME, JsonLogger, NATS_CONNECTION, Outbox, EventConsumers],
    };
  }
}
