import { NOTIFICATION_BADGE_MAX } from '@afilia/contracts';

/** The bell's badge (seed 002 §9): nothing at 0, the count up to 9, then '9+'. */
export function unreadBadge(count: number): string {
  if (count <= 0) return '';
  return count > NOTIFICATION_BADGE_MAX ? `${NOTIFICATION_BADGE_MAX}+` : String(count);
}

/** The bell's name for screen readers, with the count. */
export function bellLabel(count: number): string {
  return count === 0 ? 'Notificaciones' : `Notificaciones: ${count} sin leer`;
}
