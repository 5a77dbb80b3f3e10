import { Controller } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { IdentityRequests, type Directory } from '@afilia/contracts';
import { Handles } from '@afilia/service-kit';
import { BrandEntity } from '../brands/brand.entity.js';
import { CreatorEntity } from '../creators/creator.entity.js';

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
      brands: brands.map((b) => ({ id: b.id, name: b.name, logoUrl: b.logoUrl })),
      creators: creators.map((c) => ({ id: c.id, name: c.name, slug: c.slug })),
    };
  }
}
