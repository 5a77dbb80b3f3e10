import { DataSource } from 'typeorm';
import { serviceDataSourceOptions } from '@afilia/service-kit';
import { EmailEntity } from '../emails/email.entity.js';
import { CreateNotifications1763712100000 } from './migrations/1763712100000-CreateNotifications.js';
import { SealedLinks1765000000000 } from './migrations/1765000000000-SealedLinks.js';
import { Inbox1795461500000 } from './migrations/1795461500000-Inbox.js';
import { NotificationPreferences1795470000000 } from './migrations/1795470000000-NotificationPreferences.js';
import { OutboxRequestId1795790000000 } from './migrations/1795790000000-OutboxRequestId.js';
import { Webhooks1796100000000 } from './migrations/1796100000000-Webhooks.js';

export const NOTIFICATIONS_SCHEMA = 'notifications';
export const notificationsEntities = [EmailEntity];
export const notificationsMigrations = [
  CreateNotifications1763712100000,
  SealedLinks1765000000000,
  Inbox1795461500000,
  NotificationPreferences1795470000000,
  OutboxRequestId1795790000000,
  Webhooks1796100000000,
];

/** Serves both Nest (app.module) and the TypeORM CLI. */
export function notificationsDataSourceOptions(url: string) {
  return serviceDataSourceOptions(url, NOTIFICATIONS_SCHEMA, notificationsEntities, notificationsMigrations);
}

export default new DataSource(notificationsDataSourceOptions(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/afilia'));
