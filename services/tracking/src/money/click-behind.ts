import type { EntityManager } from 'typeorm';
import { CLOCK_SKEW_MS } from './attribution.js';

/**
 * The click a sale or a conversion came from: the one the landing URL names, else the link's latest person's
 * click before it (a landing URL without a click id, or one of a click too old to keep).
 */
export async function clickBehind(
  manager: EntityManager,
  linkId: string,
  clickId: string | null,
  at: number,
): Promise<{ id: string; at: number } | null> {
  if (clickId) {
    const [named]: { id: string; clicked_at: Date }[] = await manager.query(
      `SELECT "id", "clicked_at" FROM "tracking"."clicks" WHERE "link_id" = $1 AND "id" = $2 AND "bot_reason" IS NULL`,
      [linkId, clickId],
    );
    if (named) return { id: named.id, at: named.clicked_at.getTime() };
  }
  const [latest]: { id: string; clicked_at: Date }[] = await manager.query(
    `SELECT "id", "clicked_at" FROM "tracking"."clicks"
      WHERE "link_id" = $1 AND "bot_reason" IS NULL AND "clicked_at" <= $2 ORDER BY "clicked_at" DESC LIMIT 1`,
    [linkId, new Date(at + CLOCK_SKEW_MS)],
  );
  return latest ? { id: latest.id, at: latest.clicked_at.getTime() } : null;
}
