import { resetLinkIn } from '@afilia/service-kit/testing';

/** Reads the reset link from the delivered e-mail (the local mailbox, no SMTP), as a person would from their inbox. */
export function resetLinkFor(email: string): Promise<string> {
  return resetLinkIn(process.env.E2E_MAILBOX_DIR!, email);
}
