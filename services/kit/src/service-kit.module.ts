import { Global, Inject, Module, type DynamicModule, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService } from '@nestjs/core';
import { DataSource } from 'typeorm';
import type { NatsConnection } from '@nats-io/transport-node';
import { SERVICE_NAMES, streamOf, type ServiceName } from '@afilia/contracts';
import { EventConsumers } from './event-consumer.js';
import type { BusAccess } from './bus-access.js';
import { connectNats, ensureStream, jetstreamManager, patiently } from './jetstream.js';
import { JsonLogger } from './logger.js';
import { eventBindingsOf } from './on-event.js';
import { Outbox } from './outbox.js';
import { callerKey } from './caller-auth.js';
import { ServiceClient } from './service-client.js';

export const NATS_CONNECTION = Symbol('NATS_CONNECTION');
export const SERVICE_NAME = Symbol('SERVICE_NAME');
const SERVICE_KIT_OPTIONS = Symbol('SERVICE_KIT_OPTIONS');

export interface ServiceKitOptions {
  /** The service's name, which is also its schema and its NATS queue group. */
  name: string;
  /** Its own user on the bus. */
  bus: BusAccess;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  /** Its own key for the passes of the requests it sends to other services (SIGNING_KEY), if it sends any. */
  signingKey?: string | undefined;
  /** How often the outbox relay looks for events a failed publish left behind (default 1 s). */
  outboxPollMs?: number | undefined;
  /** How many NATS servers keep the service's stream (JETSTREAM_REPLICAS; default 1). */
  streamReplicas?: number | undefined;
}

class EventsLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    @Inject(SERVICE_KIT_OPTIONS) private readonly options: ServiceKitOptions,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    private readonly outbox: Outbox,
    private readonly consumers: EventConsumers,
    private readonly discovery: DiscoveryService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const name = this.options.name as ServiceName;
    const stream = SERVICE_NAMES.includes(name) ? streamOf(name) : null;
    if (stream) await patiently(async () => ensureStream(await jetstreamManager(this.nc), stream, this.options.streamReplicas));
    this.outbox.start(this.nc, this.options.outboxPollMs);
    // Every provider method marked @OnEvent becomes a durable, idempotent consumer.
    for (const wrapper of this.discovery.getProviders()) {
      const instance: unknown = wrapper.instance;
      if (!instance || typeof instance !== 'object') continue;
      for (const { def, handler } of eventBindingsOf(instance)) this.consumers.subscribe(def, handler);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.consumers.stop();
    await this.outbox.stop();
    await this.nc.drain();
  }
}

/**
 * Gives a service its logger, NATS connection, outbox, its `@OnEvent` consumers and its client for
 * other services' requests. Import it once in
 * the service's AppModule, after TypeOrmModule (the outbox writes through the same DataSource).
 */
@Global()
@Module({})
export class ServiceKitModule {
  static forService(options: ServiceKitOptions): DynamicModule {
    const logger = new JsonLogger(options.name, options.logLevel);
    return {
      module: ServiceKitModule,
      imports: [DiscoveryModule],
      providers: [
        { provide: SERVICE_NAME, useValue: options.name },
        { provide: SERVICE_KIT_OPTIONS, useValue: options },
        { provide: JsonLogger, useValue: logger },
        { provide: NATS_CONNECTION, useFactory: () => connectNats(options.bus) },
        { provide: Outbox, inject: [DataSource], useFactory: (ds: DataSource) => new Outbox(options.name, ds, logger) },
        {
          provide: EventConsumers,
          inject: [DataSource, NATS_CONNECTION],
          useFactory: (ds: DataSource, nc: NatsConnection) => new EventConsumers(options.name, ds, nc, logger),
        },
        {
          provide: ServiceClient,
          inject: [NATS_CONNECTION],
          useFactory: (nc: NatsConnection) =>
            new ServiceClient(nc, options.signingKey ? callerKey(options.name, options.signingKey) : null),
        },
        EventsLifecycle,
      ],
      exports: [SERVICE_NAME, JsonLogger, NATS_CONNECTION, Outbox, ServiceClient],
    };
  }
}
