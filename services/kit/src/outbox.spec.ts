import type { QueryRunner } from 'typeorm';
import { outboxSubjectsRenameMigration } from './outbox.js';

/** A query runner that only records what it is asked. */
function recorder(): { runner: QueryRunner; queries: [string, unknown[] | undefined][] } {
  const queries: [string, unknown[] | undefined][] = [];
  const runner = { query: async (sql: string, parameters?: unknown[]) => void queries.push([sql, parameters]) } as unknown as QueryRunner;
  return { runner, queries };
}

describe('outboxSubjectsRenameMigration', () => {
  const Migration = outboxSubjectsRenameMigration('Renamed1', 'shop', { 'shop.order.was_paid': 'shop.order.was-paid' });

  it('gives the events still waiting in the outbox the new subject, and leaves published ones alone', async () => {
    const { runner, queries } = recorder();
    const migration = new Migration();
    expect(migration.name).toBe('Renamed1');
    await migration.up(runner);
    expect(queries).toEqual([
      [
        'UPDATE "shop"."outbox" SET "subject" = $2 WHERE "subject" = $1 AND "published_at" IS NULL',
        ['shop.order.was_paid', 'shop.order.was-paid'],
      ],
    ]);
  });

  it('gives them the old subject back when reverted', async () => {
    const { runner, queries } = recorder();
    await new Migration().down(runner);
    expect(queries.map(([, parameters]) => parameters)).toEqual([['shop.order.was-paid', 'shop.order.was_paid']]);
  });
});
