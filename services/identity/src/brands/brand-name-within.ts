import type { EntityManager } from 'typeorm';

/** A text as names and codes are compared: its letters and digits, upper case, accents dropped. */
const LETTERS = (sql: string) =>
  `regexp_replace(upper(translate(${sql}, 'áéíóúüñàèìòùâêîôûÁÉÍÓÚÜÑÀÈÌÒÙÂÊÎÔÛ', 'aeiouunaeiouaeiouAEIOUUNAEIOUAEIOU')), '[^A-Z0-9]', '', 'g')`;

/**
 * Whether a text (a link code, a shop URL) carries the name of a brand other than `exceptBrandId`
 * (issue 34 §3, issue 36 §4): its letters and digits contain a brand's name as letters and
 * digits, accents and case aside, for names of 4 or more (shorter ones would match half the words
 * a code is made of).
 */
export async function brandNameWithin(manager: Pick<EntityManager, 'query'>, text: string, exceptBrandId: string | null): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `SELECT 1 FROM "identity"."brands"
      WHERE "id" IS DISTINCT FROM $2::uuid AND length(${LETTERS('"name"')}) >= 4 AND position(${LETTERS('"name"')} IN ${LETTERS('$1')}) > 0 LIMIT 1`,
    [text, exceptBrandId],
  );
  return rows.length > 0;
}
