import { Controller } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { IdentityRequests, type Actor } from '@afilia/contracts';
import { Handles, requireAdmin } from '@afilia/service-kit';

/** How many creators the admin's list shows, newest first; the creators directory pages through every one. */
const ADMIN_CREATORS_MAX = 1000;

interface BrandRow {
  id: string;
  name: string;
  logo_url: string | null;
  owner_name: string | null;
  owner_email: string | null;
  agencies: string[];
  created_at: Date;
}

interface CreatorRow {
  id: string;
  name: string;
  email: string | null;
  slug: string | null;
  creator_type: 'internal' | 'public' | 'agency' | 'freelance';
  created_at: Date;
}

/** Identity's part of the admin's 'Marcas' and 'Creadores': every brand and creator, newest first. */
@Controller()
export class AdminListsController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Handles(IdentityRequests.listAllBrands)
  async brands(_data: unknown, actor: Actor) {
    requireAdmin(actor);
    const rows: BrandRow[] = await this.dataSource.query(
      `SELECT b."id", b."name", b."logo_url", u."name" AS "owner_name", u."email" AS "owner_email", b."created_at",
              COALESCE(array_agg(a."name" ORDER BY a."name") FILTER (WHERE a."id" IS NOT NULL), '{}') AS "agencies"
         FROM "identity"."brands" b
         LEFT JOIN "identity"."users" u ON u."id" = b."owner_user_id"
         LEFT JOIN "identity"."brand_agency_links" l ON l."brand_id" = b."id"
         LEFT JOIN "identity"."agencies" a ON a."id" = l."agency_id"
        GROUP BY b."id", u."id"
        ORDER BY b."created_at" DESC`,
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      logoUrl: r.logo_url,
      ownerName: r.owner_name,
      ownerEmail: r.owner_email,
      agencies: r.agencies,
      createdAt: r.created_at.toISOString(),
    }));
  }

  /** The newest creators: brands' imports make many, and one reply crosses NATS whole (decision 185). */
  @Handles(IdentityRequests.listAllCreators)
  async creators(_data: unknown, actor: Actor) {
    requireAdmin(actor);
    const rows: CreatorRow[] = await this.dataSource.query(
      `SELECT c."id", c."name", u."email", c."slug", c."creator_type", c."created_at"
         FROM "identity"."creators" c LEFT JOIN "identity"."users" u ON u."id" = c."user_id"
        ORDER BY c."created_at" DESC LIMIT ${ADMIN_CREATORS_MAX}`,
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      slug: r.slug,
      creatorType: r.creator_type,
      createdAt: r.created_at.toISOString(),
    }));
  }
}
