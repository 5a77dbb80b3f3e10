import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JsonLogger } from '@afilia/service-kit';
import { MailboxEmailSender } from './email-sender.js';

describe('the local mailbox', () => {
  it('delivers the message to a file of its own, and logs where, never what', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'afilia-mailbox-')), 'inbox');
    const logged: unknown[] = [];
    const logger = { info: (...args: unknown[]) => logged.push(args) } as unknown as JsonLogger;
    const sender = new MailboxEmailSender(dir, 'Afilia <no-responder@afilia.app>', logger);
    await sender.send({
      to: 'ana@example.com',
      subject: 'Restablecé tu contraseña',
      text: 'https://afilia.app/reset-password?token=secreto',
    });
    const [file] = readdirSync(dir);
    expect(JSON.parse(readFileSync(join(dir, file!), 'utf8'))).toMatchObject({
      from: 'Afilia <no-responder@afilia.app>',
      to: 'ana@example.com',
      text: 'https://afilia.app/reset-password?token=secreto',
    });
    expect(JSON.stringify(logged)).toContain('ana@example.com');
    expect(JSON.stringify(logged)).not.toContain('secreto');
  });
});
