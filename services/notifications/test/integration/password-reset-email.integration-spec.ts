import { randomUUID } from 'node:crypto';
import { IdentityEvents } from '@afilia/contracts';
import { ServiceHarness, waitFor } from '@afilia/service-kit/testing';
import { NotificationsModule } from '../../src/app.module.js';
import { loadNotificationsEnv } from '../../src/config/env.js';

const notifications = new ServiceHarness('notifications', (env) =>
  NotificationsModule.register(loadNotificationsEnv({ ...process.env, ...env })),
);

beforeAll(() => notifications.start());
afterAll(() => notifications.stop());

function resetEvent(email: string) {
  return {
    userId: randomUUID(),
    email,
    name: 'Ana Paz',
    resetUrl: 'http://localhost:8080/reset-password?token=abc123',
    expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
  };
}

async function emailsTo(email: string) {
  const { rows } = await notifications.db.query('SELECT subject, text, status, kind FROM notifications.emails WHERE to_address = $1', [
    email,
  ]);
  return rows;
}

describe('on identity.password-reset.requested', () => {
  it('stores the e-mail with the link in the outbox and delivers it', async () => {
    const email = `reset.${randomUUID()}@example.com`;
    await notifications.publish(IdentityEvents.passwordResetRequested, resetEvent(email));
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
    const event = await notifications.publish(IdentityEvents.passwordResetRequested, resetEvent(email));
    // Distinct message ids defeat JetStream's own dedupe, as a redelivery after a crash would.
    for (let i = 0; i < 2; i++) await notifications.publish(IdentityEvents.passwordResetRequested, event, { msgId: randomUUID() });
    await waitFor(async () => ((await emailsTo(email)).length > 0 ? true : undefined));
    const marker = `marker.${randomUUID()}@example.com`;
    await notifications.publish(IdentityEvents.passwordResetRequested, resetEvent(marker));
    await waitFor(async () => ((await emailsTo(marker)).length > 0 ? true : undefined));
    expect(await emailsTo(email)).toHaveLength(1);
  });
});
