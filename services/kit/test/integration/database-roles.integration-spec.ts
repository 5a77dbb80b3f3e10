import pg from 'pg';
import { assertServiceRole, provisionServiceDatabase } from '@afilia/service-kit';
import { adminDatabaseUrl, serviceDatabaseUrl } from '@afilia/service-kit/testing';

// Each service connects as its own role that owns its schema and nothing else: one injectable
// query in a service cannot read or change another service's data.
async function asRole<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe('a service database role', () => {
  let owner: string;
  let other: string;

  beforeAll(async () => {
    owner = await serviceDatabaseUrl('kitowner');
    other = await serviceDatabaseUrl('kitother');
    await asRole(owner, (c) =>
      c.query('CREATE TABLE IF NOT EXISTS kitowner.secrets (v text); INSERT INTO kitowner.secrets VALUES ($$x$$)'),
    );
  });

  it('owns its schema and works in it', async () => {
    const { rows } = await asRole(owner, (c) => c.query('SELECT v FROM kitowner.secrets'));
    expect(rows).toEqual([{ v: 'x' }]);
    await expect(assertServiceRole(owner, 'kitowner')).resolves.toBeUndefined();
  });

  it("cannot read, change or drop another service's schema", async () => {
    await asRole(other, async (c) => {
      await expect(c.query('SELECT v FROM kitowner.secrets')).rejects.toThrow(/permission denied/);
      await expect(c.query('DELETE FROM kitowner.secrets')).rejects.toThrow(/permission denied/);
      await expect(c.query('DROP SCHEMA kitowner CASCADE')).rejects.toThrow(/must be owner/);
      await expect(c.query('CREATE SCHEMA kitthird')).rejects.toThrow(/permission denied/);
    });
  });

  it('is not a superuser, and a service refuses to start as one', async () => {
    const { rows } = await asRole(owner, (c) => c.query('SELECT rolsuper FROM pg_roles WHERE rolname = current_user'));
    expect(rows).toEqual([{ rolsuper: false }]);
    await expect(assertServiceRole(adminDatabaseUrl(), 'kitowner')).rejects.toThrow('not as a superuser');
    await expect(assertServiceRole(other, 'kitowner')).rejects.toThrow('not owned by afilia_kitother');
  });

  it("refuses to start when the keeper of tenant scopes does not know the role's key (its password changed since provisioning)", async () => {
    const moved = new URL(owner);
    moved.password = 'a-password-the-keeper-never-saw';
    await expect(assertServiceRole(moved.toString(), 'kitowner')).rejects.toThrow("does not know afilia_kitowner's key");
  });

  it('takes over a schema that existed before roles did', async () => {
    await asRole(adminDatabaseUrl(), (c) =>
      c.query('CREATE SCHEMA IF NOT EXISTS kitlegacy; CREATE TABLE IF NOT EXISTS kitlegacy.rows (id serial PRIMARY KEY, v text)'),
    );
    const url = await provisionServiceDatabase(adminDatabaseUrl(), 'kitlegacy', 'afilia-test-kitlegacy');
    await asRole(url, (c) => c.query("INSERT INTO kitlegacy.rows (v) VALUES ('ok')"));
    await expect(assertServiceRole(url, 'kitlegacy')).resolves.toBeUndefined();
  });
});
