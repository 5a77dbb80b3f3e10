import { z } from 'zod';
import { loadEnv, serviceEnvSchema } from '@afilia/service-kit';

export const notificationsEnvSchema = serviceEnvSchema.extend({
  /** smtp://user:pass@host:port; without it e-mails go to the log and stay in the outbox table. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Afilia <no-responder@afilia.app>'),
});
export type NotificationsEnv = z.infer<typeof notificationsEnvSchema>;

export const NOTIFICATIONS_ENV = Symbol('NOTIFICATIONS_ENV');

export function loadNotificationsEnv(source: NodeJS.ProcessEnv = process.env): NotificationsEnv {
  return loadEnv(notificationsEnvSchema, source);
}
