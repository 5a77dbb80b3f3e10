import type { EntityManager } from 'typeorm';
import { rosterKey, slugify, type CreateCreator } from '@afilia/contracts';

/** What became of one creator a brand made or imported. */
export type InternalCreatorOutcome =
  { status: 'created'; id: string } | { status: 'duplicate-name'; id: string | null } | { status: 'duplicate-email'; id: string | null };

export type NewInternalCreator = Pick<CreateCreator, 'name' | 'categories'> &
  Partial<Pick<CreateCreator, 'email' | 'instagram' | 'tiktok' | 'youtube'>>;

/** The slug a new creator gets: its name's, else 'creador' (seed 001 §3 name default). */
const baseSlug = (name: string) => slugify(name).slice(0, 60).replace(/-+$/, '') || 'creador';

/** How often rows whose slug another insert took meanwhile are tried again. */
const SLUG_ATTEMPTS = 3;

/**
 * Inserts a brand's internal creators (seed 001 §3, §7: creator_type internal, the brand as owner,
 * no user, private until claimed), in the caller's transaction, as one statement per attempt: a
 * row whose name (roster key) or e-mail the brand's roster already has, or an earlier row of the
 * same call has, is reported as a duplicate, never inserted. Each gets a unique slug from its
 * name (name, name-2, name-3…), and its networks' usernames on its profile.
 */
export async function insertInternalCreators(
  manager: EntityManager,
  brandId: string,
  creators: readonly NewInternalCreator[],
): Promise<InternalCreatorOutcome[]> {
  const outcomes: (InternalCreatorOutcome | undefined)[] = new Array(creators.length);
  const keys = creators.map((c) => rosterKey(c.name));
  const seenKeys = new Map<string, number>();
  const seenEmails = new Map<string, number>();
  let pending: number[] = [];
  creators.forEach((creator, i) => {
    if (seenKeys.has(keys[i]!)) outcomes[i] = { status: 'duplicate-name', id: null };
    else if (creator.email && seenEmails.has(creator.email)) outcomes[i] = { status: 'duplicate-email', id: null };
    else {
      seenKeys.set(keys[i]!, i);
      if (creator.email) seenEmails.set(creator.email, i);
      pending.push(i);
    }
  });

  for (let attempt = 1; pending.length && attempt <= SLUG_ATTEMPTS; attempt++) {
    const [byKey, byEmail] = await existing(
      manager,
      brandId,
      pending.map((i) => keys[i]!),
      pending.flatMap((i) => creators[i]!.email ?? []),
    );
    pending = pending.filter((i) => {
      const sameName = byKey.get(keys[i]!);
      const sameEmail = creators[i]!.email ? byEmail.get(creators[i]!.email!) : undefined;
      if (sameName) outcomes[i] = { status: 'duplicate-name', id: sameName };
      else if (sameEmail) outcomes[i] = { status: 'duplicate-email', id: sameEmail };
      return !sameName && !sameEmail;
    });
    if (!pending.length) break;
    const slugs = await freeSlugs(
      manager,
      pending.map((i) => baseSlug(creators[i]!.name)),
    );
    const inserted: { id: string; roster_key: string }[] = await manager.query(
      `INSERT INTO "identity"."creators"
         ("name", "slug", "email", "roster_key", "categories", "social_links", "creator_type", "brand_owner_id", "user_id", "is_public")
       SELECT n."name", n."slug", n."email", n."roster_key", ARRAY(SELECT jsonb_array_elements_text(n."categories")), '{}'::jsonb,
              'internal', $1, NULL, false
         FROM jsonb_to_recordset($2::jsonb) AS n("name" text, "slug" text, "email" text, "roster_key" text, "categories" jsonb)
       ON CONFLICT DO NOTHING RETURNING "id", "roster_key"`,
      [
        brandId,
        JSON.stringify(
          pending.map((i, n) => ({
            name: creators[i]!.name,
            slug: slugs[n],
            email: creators[i]!.email ?? null,
            roster_key: keys[i],
            categories: creators[i]!.categories,
          })),
        ),
      ],
    );
    const idByKey = new Map(inserted.map((row) => [row.roster_key, row.id]));
    const profiles: { creator_id: string; networks: Record<string, { username: string }> }[] = [];
    pending = pending.filter((i) => {
      const id = idByKey.get(keys[i]!);
      if (!id) return true; // lost its slug, name or e-mail to another insert meanwhile: looked at again
      outcomes[i] = { status: 'created', id };
      const networks = Object.fromEntries(
        (['instagram', 'tiktok', 'youtube'] as const).flatMap((n) => (creators[i]![n] ? [[n, { username: creators[i]![n]! }]] : [])),
      );
      if (Object.keys(networks).length) profiles.push({ creator_id: id, networks });
      return false;
    });
    if (profiles.length)
      await manager.query(
        `INSERT INTO "identity"."creator_shops" ("creator_id", "revision", "networks", "updated_at")
         SELECT p."creator_id", 1, p."networks", now() FROM jsonb_to_recordset($1::jsonb) AS p("creator_id" uuid, "networks" jsonb)`,
        [JSON.stringify(profiles)],
      );
  }
  // Still not inserted after every attempt: another brand user made the same creator meanwhile.
  for (const i of pending) outcomes[i] = { status: 'duplicate-name', id: null };
  return outcomes as InternalCreatorOutcome[];
}

/** The brand's internal creators already known by these roster keys and e-mails. */
async function existing(manager: EntityManager, brandId: string, keys: string[], emails: string[]) {
  const rows: { id: string; roster_key: string | null; email: string | null }[] = await manager.query(
    `SELECT "id", "roster_key", "email" FROM "identity"."creators"
      WHERE "brand_owner_id" = $1 AND ("roster_key" = ANY($2::text[]) OR "email" = ANY($3::text[]))`,
    [brandId, keys, emails],
  );
  return [
    new Map(rows.flatMap((r) => (r.roster_key ? [[r.roster_key, r.id] as const] : []))),
    new Map(rows.flatMap((r) => (r.email ? [[r.email, r.id] as const] : []))),
  ] as const;
}

/**
 * A free slug for each base: the base itself, else the base with the lowest free suffix (-2,
 * -3…), none given twice in one call. Reads the slugs taken by those bases and their suffixed forms.
 */
async function freeSlugs(manager: EntityManager, bases: string[]): Promise<string[]> {
  const unique = [...new Set(bases)];
  const rows: { slug: string }[] = await manager.query(
    `SELECT "slug" FROM "identity"."creators" WHERE "slug" = ANY($1::text[]) OR substring("slug" from '^(.*)-[0-9]+$') = ANY($1::text[])`,
    [unique],
  );
  const taken = new Set(rows.map((r) => r.slug));
  return bases.map((base) => {
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    return slug;
  });
}
