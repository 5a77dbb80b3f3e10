import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { NOTIFICATION_LIST_LIMIT, NotificationsEvents, type Actor, type Notification, type NotificationList } from '@afilia/contracts';
import { brandScope, DomainError, Outbox } from '@afilia/service-kit';
import { NotificationEmails, type AudiencePeople, type InvitationAdmissions } from '../emails/notification-emails.js';
import type { Audience, NotificationDraft } from './notification-rules.js';

interface NotificationRow {
  id: string;
  audience: 'brand' | 'creator';
  audience_id: string;
  type: Notification['type'];
  title: string;
  message: string;
  link: string | null;
  related_id: string | null;
  read: boolean;
  created_at: Date;
}

const toNotification = (r: NotificationRow): Notification => ({
  id: r.id,
  audience: r.audience,
  audienceId: r.audience_id,
  type: r.type,
  title: r.title,
  message: r.message,
  link: r.link,
  relatedId: r.related_id,
  read: r.read,
  createdAt: r.created_at.toISOString(),
});

/**
 * Whose notifications the actor reads: its creator, or its (active) brand. An admin has none, nor
 * an agency no brand has linked yet (its bell is empty, not refused); naming a brand outside the
 * actor's reach is refused.
 */
export function audienceOf(actor: Actor, brandId?: string): Audience | null {
  if (actor.role === 'creator') {
    if (!actor.creatorId) throw new DomainError('FORBIDDEN');
    return { kind: 'creator', id: actor.creatorId };
  }
  if (actor.role === 'admin') return null;
  if (actor.role === 'agency' && !brandId && actor.brandIds.length === 0) return null;
  return { kind: 'brand', id: brandScope(actor, brandId) };
}

/** The bell's notifications: written from domain events, read and marked by the people they are for. */
@Injectable()
export class InboxService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly emails: NotificationEmails,
  ) {}

  /**
   * Stores the drafts and announces each (the gateway pushes it live), and queues its e-mails for
   * the audience's people who want them (`people`, asked to identity before the transaction), all
   * in the caller's transaction. Answers how many e-mails it queued.
   */
  async write(
    manager: EntityManager,
    drafts: NotificationDraft[],
    people: AudiencePeople = () => [],
    admissions?: InvitationAdmissions,
  ): Promise<number> {
    let queued = 0;
    for (const d of drafts) {
      const [row]: NotificationRow[] = await manager.query(
        `INSERT INTO "notifications"."notifications" ("audience", "audience_id", "type", "title", "message", "link", "related_id")
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
        [d.audience.kind, d.audience.id, d.type, d.title, d.message, d.link, d.relatedId],
      );
      await this.outbox.add(manager, NotificationsEvents.notificationCreated, {
        notificationId: row!.id,
        audience: row!.audience,
        audienceId: row!.audience_id,
        type: row!.type,
        title: row!.title,
        message: row!.message,
        link: row!.link,
        relatedId: row!.related_id,
        createdAt: row!.created_at.toISOString(),
      });
      queued += await this.emails.queue(manager, d, people(d.audience), admissions);
    }
    return queued;
  }

  async list(actor: Actor, brandId?: string): Promise<NotificationList> {
    const audience = audienceOf(actor, brandId);
    if (!audience) return { items: [], unread: 0 };
    const rows: NotificationRow[] = await this.dataSource.query(
      `SELECT * FROM "notifications"."notifications" WHERE "audience" = $1 AND "audience_id" = $2 ORDER BY "created_at" DESC LIMIT $3`,
      [audience.kind, audience.id, NOTIFICATION_LIST_LIMIT],
    );
    const [{ unread }] = await this.dataSource.query(
      `SELECT count(*)::int AS "unread" FROM "notifications"."notifications" WHERE "audience" = $1 AND "audience_id" = $2 AND NOT "read"`,
      [audience.kind, audience.id],
    );
    return { items: rows.map(toNotification), unread };
  }

  /** Marks one read; someone else's answers 'No encontrado'. */
  async markRead(actor: Actor, id: string): Promise<{ message: string }> {
    const [row]: NotificationRow[] = await this.dataSource.query(`SELECT * FROM "notifications"."notifications" WHERE "id" = $1`, [id]);
    const mine =
      row &&
      ((row.audience === 'creator' && actor.role === 'creator' && actor.creatorId === row.audience_id) ||
        (row.audience === 'brand' && (actor.role === 'brand' || actor.role === 'agency') && actor.brandIds.includes(row.audience_id)));
    if (!mine) throw new DomainError('NOT_FOUND', 'Notificación no encontrada');
    await this.dataSource.query(`UPDATE "notifications"."notifications" SET "read" = true WHERE "id" = $1`, [id]);
    return { message: 'Notificación leída' };
  }

  async markAllRead(actor: Actor, brandId?: string): Promise<{ message: string }> {
    const audience = audienceOf(actor, brandId);
    if (audience)
      await this.dataSource.query(
        `UPDATE "notifications"."notifications" SET "read" = true WHERE "audience" = $1 AND "audience_id" = $2 AND NOT "read"`,
        [audience.kind, audience.id],
      );
    return { message: 'Todas las notificaciones quedaron leídas' };
  }
}
