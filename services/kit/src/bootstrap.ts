import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { NestFactory } from '@nestjs/core';
import type { MicroserviceOptions } from '@nestjs/microservices';
import type { DynamicModule, INestMicroservice, Type } from '@nestjs/common';
import { natsConnectionOptions, serviceBusAccess } from './bus-access.js';
import type { ServiceEnv } from './env.js';
import { startHealthListener } from './health-listener.js';
import { JsonLogger } from './logger.js';
import { startMetrics } from './metrics.js';
import { AllRpcExceptionsFilter } from './rpc-exception.filter.js';
import { SubjectServerNats } from './subject-server.js';

/**
 * Starts a service as a NATS microservice in its own queue group, so replicas share the work.
 * Used by each service's main.ts and by the integration tests, which start the real thing.
 */
export async function startService(
  module: Type<unknown> | DynamicModule,
  options: { name: string; env: Pick<ServiceEnv, 'NATS_URL' | 'NATS_SEED' | 'LOG_LEVEL'> },
): Promise<INestMicroservice> {
  const { name, env } = options;
  const logger = new JsonLogger(name, env.LOG_LEVEL);
  startMetrics(name);
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(module, {
    strategy: new SubjectServerNats({ ...natsConnectionOptions(serviceBusAccess(name, env)), queue: name }),
    logger,
    // A module that cannot be built (a provider missing) rejects with the reason instead of
    // aborting the process: main.ts then exits with it, and a test fails at once with it.
    abortOnError: false,
  });
  app.useGlobalFilters(new AllRpcExceptionsFilter(logger));
  app.enableShutdownHooks();
  await app.listen();
  const health = await startHealthListener(app);
  logger.info('service listening', { nats: env.NATS_URL, ...(health ? { healthPort: (health.address() as AddressInfo).port } : {}) });
  return app;
}
