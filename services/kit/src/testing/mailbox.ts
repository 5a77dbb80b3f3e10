import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitFor } from './wait-for.js';

/** An e-mail as the notifications service delivers it without SMTP (MailboxEmailSender: one JSON file each). */
export interface DeliveredMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/** What the local mailbox in `dir` holds for `to`, newest first. */
export function mailIn(dir: string, to: string): DeliveredMail[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as DeliveredMail)
    .filter((mail) => mail.to === to)
    .sort((a, b) => b.sentAt.localeCompare(a.sentAt));
}

/** Waits for the reset link e-mailed to `to`, and reads it as the person would. */
export async function resetLinkIn(dir: string, to: string): Promise<string> {
  return waitFor(async () => mailIn(dir, to)[0]?.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0], {
    what: `the reset e-mail to ${to}`,
  });
}
