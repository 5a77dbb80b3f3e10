import type { NatsConnection } from '@nats-io/transport-node';
import pg from 'pg';
import type { BusAccess } from '../bus-access.js';
import { connectNats } from '../jetstream.js';
import { adminDatabaseUrl } from './service-databases.js';
import { dialWithRetry } from '../dial.js';

/** A test's NATS connection, dialled patiently like every part's (connectNats). */
export function connectTestNats(access: BusAccess, name: string): Promise<NatsConnection> {
  return connectNats(access, name);
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
