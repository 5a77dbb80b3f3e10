import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IdentityEvents } from '@afilia/contracts';
import { generateSealKeys, seal } from '@afilia/service-kit';
import { mailIn, resetLinkIn, ServiceHarness, waitFor } from '@afilia/service-kit/testing';
import { NotificationsModule } from '../../src/app.module.js';
import { loadNotificationsEnv } from '../../src/config/env.js';

// Without SMTP, e-mails are delivered to this folder: the person's inbox, for the test.
const mailbox = mkdtempSync(join(tmpdir(), 'afilia-mailbox-'));
const notifications = new ServiceHarness('notifications', (env) =>
  NotificationsModule.register(loadNotificationsEnv({ ...process.env, ...env, MAILBOX_DIR: mailbox })),
);
const LINK = 'http://localhost:8080/reset-password?token=abc123';

beforeAll(() => notifications.start());
afterAll(() => notifications.stop());

function resetEvent(email: string) {
  return {
    userId: randomUUID(),
    email,
    name: 'Ana Paz',
    // Sealed as identity seals it, with the notifications service's public key.
    sealedResetUrl: seal(process.env.NOTIFICATIONS_PUBLIC_KEY!, LINK),
    expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
  };
}

async function emailsTo(email: string) {
  const { rows } = await notifications.db.query(
    'SELECT subject, text, sealed_link, status, kind, last_error FROM notifications.emails WHERE to_address = $1',
    [email],
  );
  return rows;
}

describe('on identity.password-reset.requested', () => {
  it('stores the e-mail with the link sealed, and opens it only to deliver it', async () => {
    const email = `reset.${randomUUID()}@example.com`;
    await notifications.publish(IdentityEvents.passwordResetRequested, resetEvent(email));
    const [row] = await waitFor(async () => {
      const rows = await emailsTo(email);
      return rows[0]?.status === 'sent' ? rows : undefined;
    });
    expect(row.kind).toBe('password_reset');
    expect(row.subject).toBe('Restablecé tu contraseña de Afilia');
    expect(row.text).not.toContain('abc123');
    expect(row.sealed_link).toMatch(/^s1\./);
    expect(await resetLinkIn(mailbox, email)).toBe(LINK);
    expect(mailIn(mailbox, email)[0]!.subject).toBe('Restablecé tu contraseña de Afilia');
  });

  it('refuses a link sealed for anyone else, and so sends nothing', async () => {
    const email = `forged.${randomUUID()}@example.com`;
    const forged = seal(generateSealKeys().publicKey, 'https://evil.example/reset-password?token=x');
    await notifications.publish(IdentityEvents.passwordResetRequested, { ...resetEvent(email), sealedResetUrl: forged });
    const [row] = await waitFor(async () => {
      const rows = await emailsTo(email);
      return rows[0]?.last_error ? rows : undefined;
    });
    expect(row.status).toBe('pending');
    expect(mailIn(mailbox, email)).toEqual([]);
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
