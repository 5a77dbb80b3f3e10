import type { DataSource } from 'typeorm';

/**
 * Runs a data source's pending migrations under a Postgres advisory lock named after its schema.
 * Two replicas of a service start together (a rollout, `npm start -- --cluster`): without the
 * lock both would find the same migrations pending and race to create the same tables, and the
 * loser would stop at boot. With it the second waits, then finds nothing left to run.
 */
export async function migrateOnce(dataSource: DataSource, schema: string): Promise<void> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  const key = `afilia-migrations:${schema}`;
  try {
    // A session lock on the runner's own connection: released by the unlock, or by Postgres
    // should this process die holding it.
    await runner.query('SELECT pg_advisory_lock(hashtext($1))', [key]);
    try {
      await dataSource.runMigrations({ transaction: 'all' });
    } finally {
      await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [key]);
    }
  } finally {
    await runner.release();
  }
}
