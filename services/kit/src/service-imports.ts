import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { serviceDataSourceOptions } from './database.js';
import { assertServiceRole } from './database-roles.js';
import { migrateOnce } from './migrate-once.js';
import { asSystem, scopeConnections } from './tenant-scope.js';
import { CallerVerifier } from './caller-auth.js';
import { trustCallers } from './handles.js';
import { serviceBusAccess } from './bus-access.js';
import type { ServiceEnv } from './env.js';
import { ServiceKitModule } from './service-kit.module.js';

/**
 * The imports every service's module starts with: its schema (checked to be its own, under a
 * role that is not a superuser; migrations run at boot, one replica at a time; every connection
 * scoped to the tenants of the request it serves, tenant-scope.ts), its repositories, and the kit
 * (logger, NATS, outbox, consumers). The schema is named after the service.
 */
export function serviceImports(options: {
  name: string;
  env: ServiceEnv;
  entities: (new () => object)[];
  migrations: NonNullable<DataSourceOptions['migrations']>;
  /** How often the outbox relay looks for events a failed publish left behind (default 1 s). */
  outboxPollMs?: number;
  /** Its SIGNING_KEY, when it sends requests to other services (contracts' SIGNING_SERVICES). */
  signingKey?: string;
}) {
  const { name, env, entities, migrations, outboxPollMs, signingKey } = options;
  trustCallers(CallerVerifier.fromSetting(env.CALLER_KEYS));
  return [
    TypeOrmModule.forRootAsync({
      useFactory: async () => {
        await assertServiceRole(env.DATABASE_URL, name);
        return serviceDataSourceOptions(env.DATABASE_URL, name, entities, migrations);
      },
      // Migrations run here rather than by TypeORM at initialize, one replica at a time.
      dataSourceFactory: async (options) => {
        const dataSource = await new DataSource({ ...options!, migrationsRun: false }).initialize();
        scopeConnections(dataSource);
        await asSystem(() => migrateOnce(dataSource, name));
        return dataSource;
      },
    }),
    TypeOrmModule.forFeature(entities),
    ServiceKitModule.forService({
      name,
      bus: serviceBusAccess(name, env),
      logLevel: env.LOG_LEVEL,
      outboxPollMs,
      signingKey,
      streamReplicas: env.JETSTREAM_REPLICAS,
    }),
  ];
}
