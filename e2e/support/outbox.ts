import { mailIn, resetLinkIn, waitFor } from '@afilia/service-kit/testing';

/** Reads the reset link from the delivered e-mail (the local mailbox, no SMTP), as a person would from their inbox. */
export function resetLinkFor(email: string): Promise<string> {
  return resetLinkIn(process.env.E2E_MAILBOX_DIR!, email);
}

/** Reads the claim link a brand's new internal creator is e-mailed (decision 184). */
export function claimLinkFor(email: string): Promise<string> {
  return waitFor(async () => mailIn(process.env.E2E_MAILBOX_DIR!, email)[0]?.text.match(/https?:\/\/\S+\/auth\?claim=\S+/)?.[0], {
    what: `the claim e-mail to ${email}`,
  });
}

/** Reads the link at the end of a brand's invitation e-mail that refuses that brand's e-mails (decision 230). */
export function optOutLinkFor(email: string): Promise<string> {
  return waitFor(async () => mailIn(process.env.E2E_MAILBOX_DIR!, email)[0]?.text.match(/https?:\/\/\S+\/baja-emails\?token=\S+/)?.[0], {
    what: `the opt-out link in the e-mail to ${email}`,
  });
}
