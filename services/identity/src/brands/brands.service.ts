import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { IdentityEvents, type Actor, type Brand, type CreateBrandRequest, type UpdateBrandRequest } from '@afilia/contracts';
import { DomainError, JsonLogger, Outbox } from '@afilia/service-kit';
import { BrandAgencyLinkEntity, BrandEntity } from './brand.entity.js';
import { reachableBrand } from './reachable-brand.js';
import { brandNameWithin } from './brand-name-within.js';

export function toBrand(row: BrandEntity): Brand {
  return {
    id: row.id,
    ownerUserId: row.ownerUserId,
    name: row.name,
    description: row.description,
    logoUrl: row.logoUrl,
    defaultCommissionBrand: row.defaultCommissionBrand,
    createdAt: row.createdAt.toISOString(),
  };
}

@Injectable()
export class BrandsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly logger: JsonLogger,
    private readonly outbox: Outbox,
  ) {}

  /** Only an agency creates brands; the new brand is linked to it in the same transaction. */
  async createForAgency(actor: Actor, input: CreateBrandRequest): Promise<Brand> {
    if (actor.role !== 'agency' || !actor.agencyId) {
      this.logger.warn('authz.denied', { action: 'identity.brand.create', userId: actor.userId, role: actor.role });
      throw new DomainError('FORBIDDEN');
    }
    const agencyId = actor.agencyId;
    const brand = await this.dataSource.transaction(async (manager) => {
      const created = await manager.getRepository(BrandEntity).save({
        ownerUserId: null,
        name: input.name,
        description: input.description ?? null,
      });
      await manager.getRepository(BrandAgencyLinkEntity).insert({ brandId: created.id, agencyId });
      await this.outbox.add(manager, IdentityEvents.userChanged, { userId: actor.userId });
      return created;
    });
    return toBrand(brand);
  }

  /** Whether a link code carries another brand's name (brandNameWithin). */
  async nameInCode(code: string, brandId: string): Promise<{ taken: boolean }> {
    return { taken: await brandNameWithin(this.dataSource, code, brandId) };
  }

  async get(actor: Actor, id: string): Promise<Brand> {
    return toBrand(await this.reachable(actor, id));
  }

  /** Brand settings: the owner, a linked agency or an admin may change name, description and logo. */
  async update(actor: Actor, id: string, input: UpdateBrandRequest): Promise<Brand> {
    const brand = await this.reachable(actor, id);
    Object.assign(brand, { name: input.name, description: input.description, logoUrl: input.logoUrl });
    const saved = await this.dataSource.transaction(async (manager) => {
      const row = await manager.getRepository(BrandEntity).save(brand);
      await this.outbox.add(manager, IdentityEvents.brandChanged, { brandId: id });
      return row;
    });
    return toBrand(saved);
  }

  private reachable(actor: Actor, id: string): Promise<BrandEntity> {
    return reachableBrand(this.dataSource, this.logger, actor, id, 'identity.brand');
  }
}
