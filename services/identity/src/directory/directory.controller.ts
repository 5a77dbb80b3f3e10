import { Controller } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { IdentityRequests, type Directory, type Recipient, type Recipients } from '@afilia/contracts';
import { Handles } from '@afilia/service-kit';
import { BrandEntity } from '../brands/brand.entity.js';
import { CreatorEntity } from '../creators/creator.entity.js';

/** A brand's people (its owner and the users of the agencies linked to it) and a creator's user. */
const RECIPIENTS_QUERY = `
SELECT 'brand' AS "kind", b."id" AS "audienceId", u."id" AS "userId", u."name", u."email"
  FROM "identity"."brands" b JOIN "identity"."users" u ON u."id" = b."owner_user_id"
  WHERE b."id" = ANY($1::uuid[])
UNION
SELECT 'brand', k."brand_id", u."id", u."name", u."email"
  FROM "identity"."brand_agency_links" k
  JOIN "identity"."agencies" a ON a."id" = k."agency_id"
  JOIN "identity"."users" u ON u."id" = a."user_id"
  WHERE k."brand_id" = ANY($1::uuid[])
UNION
SELECT 'creator', c."id", u."id", u."name", u."email"
  FROM "identity"."creators" c JOIN "identity"."users" u ON u."id" = c."user_id"
  WHERE c."id" = ANY($2::uuid[])`;

interface RecipientRow extends Recipient {
  kind: 'brand' | 'creator';
  audienceId: string;
}

/**
 * Public names of brands and creators, for the rows other services show (an application's
 * creator, a campaign's brand and logo). Only what any signed-in person may see of them.
 */
@Controller()
export class DirectoryController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Handles(IdentityRequests.directory)
  async lookup(data: { brandIds: string[]; creatorIds: string[] }): Promise<Directory> {
    const [brands, creators] = await Promise.all([
      data.brandIds.length ? this.dataSource.getRepository(BrandEntity).findBy({ id: In(data.brandIds) }) : [],
      data.creatorIds.length ? this.dataSource.getRepository(CreatorEntity).findBy({ id: In(data.creatorIds) }) : [],
    ]);
    return {
      brands: brands.map((b) => ({
        id: b.id,
        name: b.name,
        logoUrl: b.logoUrl,
        defaultCommission: b.defaultCommissionBrand,
        createdAt: b.createdAt.toISOString(),
      })),
      // Only an internal creator's default is the brand's agreement with it (issue 14's precedence).
      creators: creators.map((c) => ({
        id: c.id,
        name: c.name,
        slug: c.slug,
        defaultCommission: c.creatorType === 'internal' ? c.defaultCommissionCreator : null,
      })),
    };
  }

  /**
   * The people a notification reaches by e-mail, with their addresses: only the notifications
   * service may ask (the contract names it), and only by brand and creator ids it holds.
   */
  @Handles(IdentityRequests.recipients)
  async recipients(data: { brandIds: string[]; creatorIds: string[] }): Promise<Recipients> {
    const rows: RecipientRow[] = await this.dataSource.query(RECIPIENTS_QUERY, [data.brandIds, data.creatorIds]);
    const of = (kind: RecipientRow['kind'], ids: string[]) =>
      [...new Set(ids)].map((id) => ({
        id,
        recipients: rows
          .filter((r) => r.kind === kind && r.audienceId === id)
          .map((r) => ({ userId: r.userId, name: r.name, email: r.email })),
      }));
    return { brands: of('brand', data.brandIds), creators: of('creator', data.creatorIds) };
  }
}
