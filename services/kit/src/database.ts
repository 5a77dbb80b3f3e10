import type { DataSourceOptions } from 'typeorm';
import { SnakeNamingStrategy } from './snake-naming.strategy.js';

/**
 * Options every service's data source shares: its own schema, snake_case columns, migrations
 * always, never synchronize.
 */
export function serviceDataSourceOptions(
  url: string,
  schema: string,
  entities: NonNullable<DataSourceOptions['entities']>,
  migrations: NonNullable<DataSourceOptions['migrations']>,
): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    schema,
    namingStrategy: new SnakeNamingStrategy(),
    entities,
    migrations,
    migrationsTableName: 'migrations',
    migrationsRun: true,
    synchronize: false,
    extra: { max: 10 },
  };
}

/** A commission fraction (0..1, 4 decimals) that reads back as a number, not pg's numeric string. */
export const fractionColumn = {
  type: 'numeric',
  precision: 5,
  scale: 4,
  transformer: { to: (v: number) => v, from: (v: string | null) => (v === null ? null : Number(v)) },
} as const;

/** Cents in a bigint column, read back as a number (exact up to 2^53, far above any price). */
export const centsColumn = {
  type: 'bigint',
  transformer: { to: (v: number) => v, from: (v: string | null) => (v === null ? null : Number(v)) },
} as const;

/** Whether Postgres refused a write for a unique constraint (two of the same arriving together). */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}
