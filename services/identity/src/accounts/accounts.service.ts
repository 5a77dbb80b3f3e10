import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  BRAND_AUTO_CREATED_NOTICE,
  DEFAULT_BRAND_NAME,
  DEFAULT_CREATOR_NAME,
  IdentityEvents,
  type Actor,
  type CurrentUser,
} from '@afilia/contracts';
import { DomainError, namedQuery, Outbox, queryNamed } from '@afilia/service-kit';
import { UserEntity } from '../users/user.entity.js';
import { AgencyEntity, BrandEntity } from '../brands/brand.entity.js';
import { CreatorEntity } from '../creators/creator.entity.js';

/** The brand name given to a brand user who has none (seed 000 §4). */
export function autoBrandName(user: Pick<UserEntity, 'name' | 'email'>): string {
  const fromName = user.name.trim();
  if (fromName) return fromName;
  const local = user.email.split('@')[0]?.trim();
  return local || DEFAULT_BRAND_NAME;
}

/**
 * A brand owner's own brand, or an agency's linked brands oldest link first; the creator and
 * agency records the user has. Shaped as `CurrentUser` by Postgres itself. Named, so each pooled
 * connection plans it once: planning took three times as long as running it.
 */
const CURRENT_USER_QUERY = namedQuery(
  'identity.current-user',
  `
SELECT u."id", u."email", u."name", u."role",
  COALESCE((
    SELECT json_agg(json_build_object('id', b."id", 'name', b."name", 'logoUrl', b."logo_url") ORDER BY b."since")
    FROM (
      SELECT o."id", o."name", o."logo_url", o."created_at" AS "since"
        FROM "identity"."brands" o WHERE u."role" = 'brand' AND o."owner_user_id" = u."id"
      UNION ALL
      SELECT l."id", l."name", l."logo_url", k."created_at"
        FROM "identity"."agencies" a
        JOIN "identity"."brand_agency_links" k ON k."agency_id" = a."id"
        JOIN "identity"."brands" l ON l."id" = k."brand_id"
        WHERE u."role" = 'agency' AND a."user_id" = u."id"
    ) b
  ), '[]'::json) AS "brands",
  (SELECT json_build_object('id', c."id", 'name', c."name", 'slug', c."slug") FROM "identity"."creators" c WHERE c."user_id" = u."id") AS "creator",
  (SELECT json_build_object('id', a."id", 'name', a."name") FROM "identity"."agencies" a WHERE a."user_id" = u."id") AS "agency"
FROM "identity"."users" u
WHERE u."id" = $1`,
);

/**
 * What a user is besides their login: the brand they own, the creator they are, the agency
 * they run and the brands linked to it. Builds the actor that goes into access tokens.
 */
@Injectable()
export class AccountsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {}

  /**
   * Creates the record the user's role needs when it is missing; returns the notices to show
   * (a brand user gets 'Perfil de marca creado automáticamente').
   */
  async ensureRoleRecords(user: UserEntity, manager: EntityManager): Promise<string[]> {
    if (user.role === 'brand') {
      const brands = manager.getRepository(BrandEntity);
      if (await brands.existsBy({ ownerUserId: user.id })) return [];
      await brands.insert({ ownerUserId: user.id, name: autoBrandName(user) });
      await this.outbox.add(manager, IdentityEvents.userChanged, { userId: user.id });
      return [BRAND_AUTO_CREATED_NOTICE];
    }
    if (user.role === 'creator') {
      const creators = manager.getRepository(CreatorEntity);
      if (!(await creators.existsBy({ userId: user.id }))) {
        await creators.insert({ userId: user.id, name: user.name.trim() || DEFAULT_CREATOR_NAME, socialLinks: {} });
      }
    }
    if (user.role === 'agency') {
      const agencies = manager.getRepository(AgencyEntity);
      if (!(await agencies.existsBy({ userId: user.id }))) await agencies.insert({ userId: user.id, name: user.name });
    }
    return [];
  }

  async actorFor(userId: string, manager: EntityManager = this.dataSource.manager): Promise<Actor> {
    const user = await this.currentUser(userId, manager);
    return {
      userId,
      role: user.role,
      brandIds: user.brands.map((b) => b.id),
      creatorId: user.creator?.id ?? null,
      agencyId: user.agency?.id ?? null,
    };
  }

  /**
   * The user with the records their role gives them, in one query: every screen asks for it
   * (GET /auth/me), and four separate reads were most of the cost of that round trip
   * (docs/performance.md). A user who no longer exists ends the session.
   */
  async currentUser(userId: string, manager: EntityManager = this.dataSource.manager): Promise<CurrentUser> {
    const rows = await queryNamed<CurrentUser>(manager, CURRENT_USER_QUERY, [userId]);
    const user = rows[0];
    if (!user) throw new DomainError('SESSION_EXPIRED');
    return user;
  }

  /** Generic settings: the person's name (the e-mail cannot change). */
  async updateName(userId: string, name: string): Promise<CurrentUser> {
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(UserEntity).update({ id: userId }, { name });
      await this.outbox.add(manager, IdentityEvents.userChanged, { userId });
    });
    return this.currentUser(userId);
  }
}
