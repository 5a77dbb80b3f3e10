import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '@afilia/contracts';

interface PreferencesRow {
  user_id: string;
  campaigns: boolean;
  conversions: boolean;
  fraud: boolean;
  budget_alerts: boolean;
  email_notifications: boolean;
}

const toPreferences = (r: PreferencesRow): NotificationPreferences => ({
  campaigns: r.campaigns,
  conversions: r.conversions,
  fraud: r.fraud,
  budgetAlerts: r.budget_alerts,
  emailNotifications: r.email_notifications,
});

/**
 * Each person's notification preferences, by user id: what filters their e-mails and live toasts.
 * A person who never saved theirs has the defaults (seed 001 §2).
 */
@Injectable()
export class PreferencesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async get(userId: string): Promise<NotificationPreferences> {
    return (await this.forUsers(this.dataSource.manager, [userId])).get(userId)!;
  }

  async update(userId: string, p: NotificationPreferences): Promise<NotificationPreferences> {
    const [row]: PreferencesRow[] = await this.dataSource.query(
      `INSERT INTO "notifications"."notification_preferences"
         ("user_id", "campaigns", "conversions", "fraud", "budget_alerts", "email_notifications")
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT ("user_id") DO UPDATE SET
         "campaigns" = EXCLUDED."campaigns", "conversions" = EXCLUDED."conversions", "fraud" = EXCLUDED."fraud",
         "budget_alerts" = EXCLUDED."budget_alerts", "email_notifications" = EXCLUDED."email_notifications", "updated_at" = now()
       RETURNING *`,
      [userId, p.campaigns, p.conversions, p.fraud, p.budgetAlerts, p.emailNotifications],
    );
    return toPreferences(row!);
  }

  /** These people's preferences, read with the caller's manager (inside its transaction when it has one). */
  async forUsers(manager: EntityManager, userIds: string[]): Promise<Map<string, NotificationPreferences>> {
    const found = new Map<string, NotificationPreferences>();
    if (userIds.length) {
      const rows: PreferencesRow[] = await manager.query(
        `SELECT * FROM "notifications"."notification_preferences" WHERE "user_id" = ANY($1::uuid[])`,
        [userIds],
      );
      for (const r of rows) found.set(r.user_id, toPreferences(r));
    }
    for (const id of userIds) if (!found.has(id)) found.set(id, { ...DEFAULT_NOTIFICATION_PREFERENCES });
    return found;
  }
}
