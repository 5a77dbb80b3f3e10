import { DataSource, type MigrationInterface, type QueryRunner } from 'typeorm';
import { migrateOnce, serviceDataSourceOptions } from '@afilia/service-kit';
import { serviceDatabaseUrl } from '@afilia/service-kit/testing';

// Two replicas of a service boot at once (a rollout, the local cluster): both find the same
// migration pending. The slow migration keeps the first one inside it while the second arrives.
class CreateLedger1700000000000 implements MigrationInterface {
  name = 'CreateLedger1700000000000';
  async up(runner: QueryRunner): Promise<void> {
    await runner.query('CREATE TABLE kitmigrate.ledger (id int PRIMARY KEY)');
    await runner.query('SELECT pg_sleep(0.5)');
  }
  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE kitmigrate.ledger');
  }
}

describe('migrateOnce', () => {
  const replicas: DataSource[] = [];
  afterAll(async () => {
    await Promise.all(replicas.map((d) => d.destroy()));
  });

  it('lets two replicas starting together migrate one after the other: both start, the migration runs once', async () => {
    const url = await serviceDatabaseUrl('kitmigrate');
    for (let i = 0; i < 2; i++)
      replicas.push(
        await new DataSource({
          ...serviceDataSourceOptions(url, 'kitmigrate', [], [CreateLedger1700000000000]),
          migrationsRun: false,
        }).initialize(),
      );
    await expect(Promise.all(replicas.map((d) => migrateOnce(d, 'kitmigrate')))).resolves.toEqual([undefined, undefined]);
    const ran = await replicas[0]!.query('SELECT name FROM kitmigrate.migrations');
    expect(ran).toEqual([{ name: 'CreateLedger1700000000000' }]);
    expect(await replicas[1]!.query('SELECT count(*)::int AS n FROM kitmigrate.ledger')).toEqual([{ n: 0 }]);
  });
});
