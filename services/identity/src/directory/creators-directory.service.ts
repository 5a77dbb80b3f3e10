import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  BRAND_EMAIL_TEXTS,
  categoryLabel,
  CREATOR_TYPE_LABELS,
  EXPORT_PAGE_ROWS,
  claimEmailKey,
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_TEXTS,
  HIGH_ENGAGEMENT_MIN,
  percentFromFraction,
  STATS_NETWORKS,
  TOP_EARNERS_LIMIT,
  type Actor,
  type CreateCreator,
  type CreatedCreator,
  type CreatorDetail,
  type DirectoryCreator,
  type DirectoryPage,
  type DirectoryQuery,
  type ExportCreatorsQuery,
  type ExportPage,
  type ImportCreatorsRequest,
  type ImportCreatorsResult,
} from '@afilia/contracts';
import { brandScope, DomainError, JsonLogger, Outbox } from '@afilia/service-kit';
import { IDENTITY_ENV, type IdentityEnv } from '../config/env.js';
import { offerClaim } from './creator-claims.js';
import { BrandEmailsService } from '../brand-emails/brand-emails.service.js';
import { readNetworks, type ShopRow } from '../shops/shop-row.js';
import {
  COLLABORATING_SQL,
  directoryViewer,
  earningsSql,
  LINKED_IDS_SQL,
  ROSTER_SQL,
  seesEarnings,
  visibleSql,
  type DirectoryViewer,
} from './directory-viewer.js';
import { insertInternalCreators } from './internal-creators.js';
import { foldSql } from './name-fold.js';

/** A directory row as the query answers it. */
interface CardRow {
  id: string;
  name: string;
  slug: string | null;
  profile_image_url: string | null;
  creator_type: DirectoryCreator['creatorType'];
  categories: string[];
  is_verified: boolean;
  owned_by_brand: boolean;
  registered: boolean;
  collaborating: boolean;
  total_followers: string;
  average_engagement: string;
  total_posts: string;
  /** Null where the viewer may not see it (earningsSql). */
  total_earned_cents: string | null;
}

/** A card's columns for the viewer, the brand's id at `brand`. */
const CARD_COLUMNS = (
  viewer: DirectoryViewer,
  brand: string,
) => `c."id", c."name", c."slug", s."profile_image_url", c."creator_type", c."categories", c."is_verified",
  coalesce(c."brand_owner_id" = ${brand}, false) AS "owned_by_brand", c."user_id" IS NOT NULL AS "registered",
  coalesce(${COLLABORATING_SQL(brand)}, false) AS "collaborating",
  c."total_followers", c."average_engagement", c."total_posts", ${earningsSql(viewer)} AS "total_earned_cents"`;

function toCard(row: CardRow): DirectoryCreator {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    profileImageUrl: row.profile_image_url,
    creatorType: row.creator_type,
    categories: row.categories,
    isVerified: row.is_verified,
    ownedByBrand: row.owned_by_brand,
    registered: row.registered,
    collaborating: row.collaborating,
    totalFollowers: Number(row.total_followers),
    averageEngagement: Number(row.average_engagement),
    totalPosts: Number(row.total_posts),
    totalEarnedCents: row.total_earned_cents === null ? null : Number(row.total_earned_cents),
  };
}

/** How long a replica reuses its count of the public creators (the 'Plataforma (n)' beside 'Mis Creadores'). */
const PUBLIC_COUNT_TTL_MS = 5_000;

/** The tabs' counters, the stat cards, and how many match the filters. */
interface Summary {
  matching: number;
  stats: DirectoryPage['stats'];
  counts: DirectoryPage['counts'];
}

/** The directory's filters an export takes (the screen's, without its page). */
type DirectoryFilters = Pick<DirectoryQuery, 'tab' | 'type' | 'category' | 'sort' | 'search' | 'listId'>;

/** An export's cursor: the last row's name and id, as the previous page wrote them. */
function parseCursor(cursor: string): [string, string] {
  try {
    const parsed: unknown = JSON.parse(cursor);
    if (Array.isArray(parsed) && parsed.length === 2 && typeof parsed[0] === 'string' && typeof parsed[1] === 'string') {
      return [parsed[0], parsed[1]];
    }
  } catch {
    // Falls through to the refusal.
  }
  throw new DomainError('VALIDATION_FAILED', 'Página inválida');
}

/** A LIKE pattern that finds the text anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The creators directory (seed 001 §2, §6, §9; issue 16 §1): filtered, sorted and paginated in
 * the database on the figures each creator's row keeps, so it stays fast with many creators.
 */
@Injectable()
export class CreatorsDirectoryService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly logger: JsonLogger,
    private readonly outbox: Outbox,
    @Inject(IDENTITY_ENV) private readonly env: IdentityEnv,
    private readonly brandEmails: BrandEmailsService,
  ) {}

  private publicCache: { figures: { count: number; verified: number }; at: number } | null = null;

  async page(actor: Actor, query: DirectoryQuery): Promise<DirectoryPage> {
    const viewer = directoryViewer(actor, query.brandId);
    const { params, where, tab } = this.filtered(viewer, query);
    const order =
      query.sort === 'most-followers' || !seesEarnings(viewer)
        ? `c."total_followers" DESC, c."name", c."id"`
        : // The default order, top earners' too: total earned as the viewer sees it, highest first (issue 16), the hidden ones last.
          `${earningsSql(viewer)} DESC NULLS LAST, c."name", c."id"`;
    const cap = query.sort === 'top-earners' ? TOP_EARNERS_LIMIT : Number.MAX_SAFE_INTEGER;
    const offset = (query.page - 1) * DIRECTORY_PAGE_SIZE;
    const limit = Math.max(0, Math.min(DIRECTORY_PAGE_SIZE, cap - offset));
    const filtered = where.length > 1;
    const filter = where.join(' AND ');

    const [rows, summary] = await Promise.all([
      limit > 0
        ? (this.dataSource.query(
            `SELECT ${CARD_COLUMNS(viewer, '$1::uuid')} FROM "identity"."creators" c
               LEFT JOIN "identity"."creator_shops" s ON s."creator_id" = c."id"
              WHERE ${filter} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
            params,
          ) as Promise<CardRow[]>)
        : Promise.resolve([] as CardRow[]),
      tab === 'platform' && !viewer.admin
        ? this.platformSummary(viewer, params, filter, filtered)
        : this.viewSummary(viewer, tab, params, filter),
    ]);
    return {
      items: rows.map(toCard),
      total: Math.min(summary.matching, cap),
      page: query.page,
      pageSize: DIRECTORY_PAGE_SIZE,
      counts: summary.counts,
      stats: summary.stats,
    };
  }

  /**
   * The view and the filters of a query as SQL over `c`: the brand at $1 (null for none), the
   * filters' values after it. Shared by the screen's pages and the export.
   */
  private filtered(viewer: DirectoryViewer, query: DirectoryFilters) {
    // Who may not see earnings may not rank creators by them either (issue 34 §4).
    if (query.sort === 'top-earners' && !seesEarnings(viewer)) throw new DomainError('FORBIDDEN');
    const params: unknown[] = [viewer.brandId];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const tab = viewer.brandId ? (query.tab ?? 'mine') : 'platform';
    const where = [this.viewSql(viewer, tab)];
    if (query.type !== 'all') where.push(`c."creator_type" = ${param(query.type)}`);
    if (query.category) where.push(`c."categories" @> ARRAY[${param(query.category)}]::text[]`);
    if (query.search) where.push(`c."search_name" LIKE ${foldSql(param(containing(query.search)))}`);
    if (query.listId)
      where.push(`EXISTS (SELECT 1 FROM "identity"."creator_list_items" i JOIN "identity"."creator_lists" l ON l."id" = i."list_id"
        WHERE i."list_id" = ${param(query.listId)} AND l."user_id" = ${param(viewer.userId)} AND i."creator_id" = c."id")`);
    if (query.sort === 'high-engagement') where.push(`c."average_engagement" >= ${HIGH_ENGAGEMENT_MIN}`);
    // A brand's top earners are the creators whose earnings it sees; an admin sees everyone's.
    if (query.sort === 'top-earners' && !viewer.admin) where.push(`${earningsSql(viewer)} IS NOT NULL`);
    return { params, where, tab, param };
  }

  /**
   * A page of the directory as a file (issue 39 §3): the screen's view and filters, by name
   * (a keyset on name and id, so a large platform streams), with the figures the screen shows.
   */
  async exportPage(actor: Actor, filters: ExportCreatorsQuery, after: string | null): Promise<ExportPage> {
    // The brand side's list: a creator browses the directory, it does not take it away whole.
    if (actor.role === 'creator') throw new DomainError('FORBIDDEN');
    const viewer = directoryViewer(actor, filters.brandId);
    const { params, where, param } = this.filtered(viewer, filters);
    if (after) {
      const [name, id] = parseCursor(after);
      where.push(`(c."name", c."id") > (${param(name)}::text COLLATE "C", ${param(id)}::uuid)`);
    }
    const earnings = seesEarnings(viewer);
    const rows: (CardRow & { registered: boolean })[] = await this.dataSource.query(
      `SELECT ${CARD_COLUMNS(viewer, '$1::uuid')} FROM "identity"."creators" c
         LEFT JOIN "identity"."creator_shops" s ON s."creator_id" = c."id"
        WHERE ${where.join(' AND ')} ORDER BY c."name" COLLATE "C", c."id" LIMIT ${EXPORT_PAGE_ROWS + 1}`,
      params,
    );
    const last = rows[EXPORT_PAGE_ROWS - 1];
    return {
      columns: [
        { header: 'Nombre', kind: 'text' },
        { header: 'Tipo', kind: 'text' },
        { header: 'Categorías', kind: 'text' },
        { header: 'Verificado', kind: 'text' },
        { header: 'Colabora con la marca', kind: 'text' },
        { header: 'Registrado en Afilia', kind: 'text' },
        { header: 'Seguidores', kind: 'integer' },
        { header: 'Engagement promedio (%)', kind: 'text' },
        { header: 'Publicaciones', kind: 'integer' },
        ...(earnings ? [{ header: 'Ganado verificado', kind: 'money' as const }] : []),
        { header: 'ID de creador', kind: 'text' },
      ],
      rows: rows.slice(0, EXPORT_PAGE_ROWS).map((row) => {
        const card = toCard(row);
        return [
          card.name,
          CREATOR_TYPE_LABELS[card.creatorType],
          card.categories.map(categoryLabel).join(', '),
          card.isVerified ? 'Sí' : 'No',
          card.collaborating ? 'Sí' : 'No',
          card.registered ? 'Sí' : 'No',
          card.totalFollowers,
          percentFromFraction(card.averageEngagement).toFixed(2),
          card.totalPosts,
          ...(earnings ? [card.totalEarnedCents] : []),
          card.id,
        ];
      }),
      next: rows.length > EXPORT_PAGE_ROWS && last ? JSON.stringify([last.name, last.id]) : null,
    };
  }

  /** The view as SQL over `c`, the brand at $1::uuid. */
  private viewSql(viewer: DirectoryViewer, tab: 'mine' | 'platform'): string {
    if (tab === 'mine' && viewer.brandId) return ROSTER_SQL('$1::uuid');
    return viewer.admin ? 'true' : `c."is_public"`;
  }

  /**
   * A brand's roster (or the admin's every creator), counted exactly in one pass: it is as small
   * as the brand's own creators. The public creators' count comes from the replica's memory.
   */
  private async viewSummary(viewer: DirectoryViewer, tab: 'mine' | 'platform', params: unknown[], filter: string): Promise<Summary> {
    const [row]: (DirectoryPage['stats'] & { matching: number })[] = await this.dataSource.query(
      `SELECT count(*)::int AS "total",
              count(*) FILTER (WHERE c."brand_owner_id" = $1::uuid)::int AS "internal",
              count(*) FILTER (WHERE c."is_verified")::int AS "verified",
              count(*) FILTER (WHERE ${COLLABORATING_SQL('$1::uuid')})::int AS "collaborating",
              count(*) FILTER (WHERE ${filter})::int AS "matching"
         FROM "identity"."creators" c WHERE ${this.viewSql(viewer, tab)}`,
      params,
    );
    const { matching, ...stats } = row!;
    const everyone = await this.publicFigures();
    return {
      matching,
      stats,
      counts: { mine: viewer.brandId && tab === 'mine' ? stats.total : null, platform: viewer.admin ? stats.total : everyone.count },
    };
  }

  /**
   * The public creators, who may be many: their count and verified count come from the replica's
   * memory (a few seconds old at most), the brand's part of them by index (its internal creators
   * made public, the ones its links tie to it), and only a filtered view is counted anew.
   */
  private async platformSummary(viewer: DirectoryViewer, params: unknown[], filter: string, filtered: boolean): Promise<Summary> {
    const [everyone, [brandPart], matching] = await Promise.all([
      this.publicFigures(),
      this.dataSource.query(
        `SELECT (SELECT count(*)::int FROM "identity"."creators" c WHERE c."brand_owner_id" = $1::uuid AND c."is_public") AS "internal",
                (SELECT count(*)::int FROM "identity"."creators" c WHERE c."is_public" AND c."id" = ANY(${LINKED_IDS_SQL('$1::uuid')})) AS "collaborating",
                CASE WHEN $1::uuid IS NULL THEN NULL
                     ELSE (SELECT count(*)::int FROM "identity"."creators" c WHERE ${ROSTER_SQL('$1::uuid')}) END AS "mine"`,
        [viewer.brandId],
      ) as Promise<{ internal: number; collaborating: number; mine: number | null }[]>,
      filtered
        ? (
            this.dataSource.query(
              `SELECT count(*)::int AS "count", $1::uuid AS "brand" FROM "identity"."creators" c WHERE ${filter}`,
              params,
            ) as Promise<{ count: number }[]>
          ).then(([row]) => row!.count)
        : null,
    ]);
    return {
      matching: matching ?? everyone.count,
      stats: { total: everyone.count, internal: brandPart!.internal, collaborating: brandPart!.collaborating, verified: everyone.verified },
      counts: { mine: brandPart!.mine, platform: everyone.count },
    };
  }

  /**
   * How many public creators the platform has, and how many of them are verified: the same for
   * every asker and slow to change, so each replica counts them at most every few seconds rather
   * than on every page of every brand (the directory's bench: 50,000 creators).
   */
  private async publicFigures(): Promise<{ count: number; verified: number }> {
    const now = Date.now();
    if (this.publicCache && now - this.publicCache.at < PUBLIC_COUNT_TTL_MS) return this.publicCache.figures;
    const [row]: { count: number; verified: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS "count", count(*) FILTER (WHERE "is_verified")::int AS "verified" FROM "identity"."creators" WHERE "is_public"`,
    );
    this.publicCache = { figures: row!, at: now };
    return row!;
  }

  /** Whether the brand may see the creator, and whether it is its own (catalogue and tracking ask). */
  async visibleToBrand(creatorId: string, brandId: string): Promise<{ visible: boolean; owned: boolean }> {
    const viewer = { userId: '', brandId, admin: false };
    const [row]: { owned: boolean }[] = await this.dataSource.query(
      `SELECT coalesce(c."brand_owner_id" = $1::uuid, false) AS "owned" FROM "identity"."creators" c
        WHERE c."id" = $2 AND ${visibleSql(viewer, '$1::uuid')}`,
      [brandId, creatorId],
    );
    return { visible: !!row, owned: row?.owned ?? false };
  }

  /** A creator's page for a brand (seed 001 §2): 'Creador no encontrado' when the asker may not see it. */
  async detail(actor: Actor, id: string, requestedBrandId?: string): Promise<CreatorDetail> {
    const viewer = directoryViewer(actor, requestedBrandId);
    return this.read(this.dataSource.manager, viewer, id);
  }

  async read(manager: EntityManager, viewer: DirectoryViewer, id: string): Promise<CreatorDetail> {
    const [row]: (CardRow &
      Pick<ShopRow, 'networks' | 'linkedin_followers' | 'hide_linkedin_stats' | 'featured_posts' | 'custom_links' | 'shop_description'> & {
        email: string | null;
        social_links: CreatorDetail['socialLinks'];
        default_commission_creator: string;
        created_at: Date;
      })[] = await manager.query(
      `SELECT ${CARD_COLUMNS(viewer, '$1::uuid')}, c."email", c."social_links", c."default_commission_creator", c."created_at",
              s."networks", s."linkedin_followers", s."hide_linkedin_stats", s."featured_posts", s."custom_links", s."shop_description"
         FROM "identity"."creators" c LEFT JOIN "identity"."creator_shops" s ON s."creator_id" = c."id"
        WHERE c."id" = $2 AND ${visibleSql(viewer, '$1::uuid')}`,
      [viewer.brandId, id],
    );
    if (!row) throw new DomainError('NOT_FOUND', DIRECTORY_TEXTS.notFound);
    const networks = readNetworks(row.networks);
    const card = toCard(row);
    return {
      ...card,
      // Only its own brand reads an internal creator's e-mail; a registered creator's is its account's.
      email: card.ownedByBrand ? row.email : null,
      baseCommissionPercent: percentFromFraction(Number(row.default_commission_creator)),
      bio: row.shop_description ?? null,
      socialLinks: row.social_links,
      // What the creator hides from its press kit stays hidden here too (decision 179).
      networks: Object.fromEntries(STATS_NETWORKS.filter((n) => !networks[n].hidden).map((n) => [n, networks[n]])),
      linkedin: row.hide_linkedin_stats ? { followers: 0, hidden: true } : { followers: row.linkedin_followers ?? 0, hidden: false },
      featuredPosts: row.featured_posts ?? [],
      customLinks: row.custom_links ?? [],
      createdAt: row.created_at.toISOString(),
    };
  }

  /** 'Crear Creador' (seed 001 §5): an internal creator of the brand, private until it claims its profile. */
  async create(actor: Actor, input: CreateCreator & { origin: string }): Promise<CreatedCreator> {
    const brandId = brandScope(actor, input.brandId);
    const viewer = { userId: actor.userId, brandId, admin: false };
    const created = await this.dataSource.transaction(async (manager) => {
      const outcome = await insertInternalCreators(manager, brandId, [input]);
      const first = outcome[0]!;
      if (first.status === 'duplicate-name') throw new DomainError('ALREADY_EXISTS', DIRECTORY_TEXTS.nameTaken, 'name');
      if (first.status === 'duplicate-email') throw new DomainError('ALREADY_EXISTS', DIRECTORY_TEXTS.emailTaken, 'email');
      const notices: string[] = [];
      // With an e-mail, the creator is sent the link to claim this profile (decision 184), within
      // the brand's and the address's limits (decision 230): past them the creator is kept and
      // the brand told, and no link is made, since none would leave.
      if (input.email) {
        const admission = await this.brandEmails.admit(manager, {
          brandId,
          email: input.email,
          kind: 'creator_claim',
          key: claimEmailKey(first.id),
        });
        if (admission.send) {
          const [brand]: { name: string }[] = await manager.query(`SELECT "name" FROM "identity"."brands" WHERE "id" = $1`, [brandId]);
          await offerClaim(manager, this.outbox, this.env.NOTIFICATIONS_PUBLIC_KEY, {
            creatorId: first.id,
            brandId,
            email: input.email,
            creatorName: input.name,
            brandName: brand?.name ?? '',
            origin: input.origin,
          });
        } else notices.push(BRAND_EMAIL_TEXTS.notSent[admission.hold]);
      }
      return { ...(await this.read(manager, viewer, first.id)), notices };
    });
    this.logger.info('identity.creator.created', { brandId, creatorId: created.id, invitationHeld: created.notices.length > 0 });
    return created;
  }

  /**
   * 'Importar CSV' (issue 16 §2): one part of a file, in one transaction of a few set-based
   * statements (a part is at most IMPORT_CHUNK rows). A name the roster has already, from an
   * earlier import or 'Crear Creador', is a duplicate, so importing a file twice adds nobody.
   */
  async import(actor: Actor, request: ImportCreatorsRequest): Promise<ImportCreatorsResult> {
    const brandId = brandScope(actor, request.brandId);
    const outcomes = await this.dataSource.transaction((manager) => insertInternalCreators(manager, brandId, request.rows));
    const results = request.rows.map((row, i) => {
      const outcome = outcomes[i]!;
      return outcome.status === 'created'
        ? { line: row.line, status: 'created' as const, creatorId: outcome.id }
        : { line: row.line, status: 'duplicate' as const, creatorId: outcome.id };
    });
    this.logger.info('identity.creator.imported', {
      brandId,
      created: results.filter((r) => r.status === 'created').length,
      duplicates: results.filter((r) => r.status === 'duplicate').length,
    });
    return { results };
  }
}
