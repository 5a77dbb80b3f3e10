import { randomUUID } from 'node:crypto';
import type { INestMicroservice } from '@nestjs/common';
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import pg from 'pg';
import { IdentityEvents, streamOfEvent } from '@afilia/contracts';
import { connectNats, ensureStream, jetstreamManager, startService, waitFor } from '@afilia/service-kit';
import { NotificationsModule } from '../../src/app.module.js';
import { loadNotificationsEnv } from '../../src/config/env.js';

const env = loadNotificationsEnv();
let app: INestMicroservice;
let nc: NatsConnection;
let db: pg.Client;

beforeAll(async () => {
  app = await startService(NotificationsModule.register(env), { name: 'notifications', natsUrl: env.NATS_URL, logLevel: 'warn' });
  nc = await connectNats(env.NATS_URL, 'notifications-test');
  await ensureStream(await jetstreamManager(nc), streamOfEvent(IdentityEvents.passwordResetRequested));
  db = new pg.Client({ connectionString: env.DATABASE_URL });
  await db.connect();
});

afterAll(async () => {
  await db.end();
  await nc.drain();
  await app.close();
});

function resetEvent(email: string) {
  return IdentityEvents.passwordResetRequested.payload.parse({
    eventId: randomUUID(),
    occurredAt: new Date().toISOString(),
    userId: randomUUID(),
    email,
    name: 'Ana Paz',
    resetUrl: 'http://localhost:8080/reset-password?token=abc123',
    expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
  });
}

async function emailsTo(email: string) {
  const { rows } = await db.query('SELECT subject, text, status, kind FROM notifications.emails WHERE to_address = $1', [email]);
  return rows;
}

describe('on identity.password-reset.requested', () => {
  it('stores the e-mail with the link in the outbox and delivers it', async () => {
    const email = `reset.${randomUUID()}@example.com`;
    await jetstream(nc).publish(IdentityEvents.passwordResetRequested.subject, JSON.stringify(resetEvent(email)));
    const [row] = await waitFor(async () => {
      const rows = await emailsTo(email);
      return rows[0]?.status === 'sent' ? rows : undefined;
    });
    expect(row.kind).toBe('password_reset');
    expect(row.subject).toBe('Restablecé tu contraseña de Afilia');
    expect(row.text).toContain('http://localhost:8080/reset-password?token=abc123');
  });

  it('writes one e-mail when the same event arrives three times', async () => {
    const email = `dup.${randomUUID()}@example.com`;
    const event = resetEvent(email);
    const js = jetstream(nc);
    // Distinct message ids defeat JetStream's own dedupe, as a redelivery after a crash would.
    for (let i = 0; i < 3; i++)
      await js.publish(IdentityEvents.passwordResetRequested.subject, JSON.stringify(event), { msgID: randomUUID() });
    await waitFor(async () => ((await emailsTo(email)).length > 0 ? true : undefined));
    const marker = `marker.${randomUUID()}@example.com`;
    await js.publish(IdentityEvents.passwordResetRequested.subject, JSON.stringify(resetEvent(marker)));
    await waitFor(async () => ((await emailsTo(marker)).length > 0 ? true : undefined));
    expect(await emailsTo(email)).toHaveLength(1);
  });
});
