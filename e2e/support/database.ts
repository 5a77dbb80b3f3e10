import pg from 'pg';

/**
 * The platform's database (E2E_DATABASE_URL), for what no screen shows (what a service recorded)
 * and for moving a clock forward; connected before the file's tests and closed after them.
 */
export function platformDatabase(): pg.Client {
  const db = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  beforeAll(() => db.connect());
  afterAll(() => db.end());
  return db;
}
