import { z } from 'zod';
import { isSealPrivateKey, loadEnv, originListSetting, serviceEnvSchema, signingKeySetting } from '@afilia/service-kit';

export const notificationsEnvSchema = serviceEnvSchema.extend({
  /** smtp://user:pass@host:port; without it e-mails are delivered to files in MAILBOX_DIR. */
  SMTP_URL: z.string().optional(),
  /** Where e-mails are delivered without SMTP, one JSON file each: the local mailbox a developer reads. */
  MAILBOX_DIR: z.string().default('data/mailbox'),
  /** Opens the links other services seal for this one (identity's reset links). Secret. */
  SEAL_PRIVATE_KEY: z
    .string({ error: 'SEAL_PRIVATE_KEY is required: it opens the reset links identity seals for this service' })
    .refine(isSealPrivateKey, 'SEAL_PRIVATE_KEY must be an X25519 private key (PKCS#8, base64url)'),
  MAIL_FROM: z.string().default('Afilia <no-responder@afilia.app>'),
  /** The address people use: a notification's e-mail links to {PUBLIC_URL}{its link}. */
  PUBLIC_URL: z.url().default('http://localhost:8080'),
  /** It asks identity for the names its notifications mention and for the people they e-mail. */
  SIGNING_KEY: signingKeySetting(),
  /**
   * Origins (scheme://host:port, comma-separated) a brand's webhooks may reach over http and on
   * private addresses: a developer's local receiver, the tests'. Empty in production, where
   * webhooks go to public https addresses only (issue 39 §2).
   */
  WEBHOOK_ALLOW_ORIGINS: originListSetting(),
});
export type NotificationsEnv = z.infer<typeof notificationsEnvSchema>;

export const NOTIFICATIONS_ENV = Symbol('NOTIFICATIONS_ENV');

export function loadNotificationsEnv(source: NodeJS.ProcessEnv = process.env): NotificationsEnv {
  return loadEnv(notificationsEnvSchema, source);
}
