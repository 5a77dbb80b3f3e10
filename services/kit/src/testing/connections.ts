import type { NatsConnection } from '@nats-io/transport-node';
import pg from 'pg';
import type { BusAccess } from '../bus-access.js';
import { connectNats } from '../jetstream.js';
import { adminDatabaseUrl } from './service-databases.js';
import { dialWithRetry } from './wait-for.js';

/** A test's NATS connection, dialled patiently (a busy machine's server may be slow to accept). */
export function connectTestNats(access: BusAccess, name: string): Promise<NatsConnection> {
  return dialWithRetry(() => connectNats(access, name), `NATS at ${access.url}`);
}

/** A test's pg client on the run's database (or `url`), connected patiently. */
export function connectTestDatabase(url = adminDatabaseUrl()): Promise<pg.Client> {
  return dialWithRetry(async () => {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      return client;
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
  }, 'Postgres');
}
