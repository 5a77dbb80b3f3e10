import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager } from 'typeorm';
import { BRAND_AUTO_CREATED_NOTICE, DEFAULT_BRAND_NAME, DEFAULT_CREATOR_NAME, type Actor, type CurrentUser } from '@afilia/contracts';
import { DomainError } from '@afilia/service-kit';
import { UserEntity } from '../users/user.entity.js';
import { AgencyEntity, BrandAgencyLinkEntity, BrandEntity } from '../brands/brand.entity.js';
import { CreatorEntity } from '../creators/creator.entity.js';

/** The brand name given to a brand user who has none (seed 000 §4). */
export function autoBrandName(user: Pick<UserEntity, 'name' | 'email'>): string {
  const fromName = user.name.trim();
  if (fromName) return fromName;
  const local = user.email.split('@')[0]?.trim();
  return local || DEFAULT_BRAND_NAME;
}

/**
 * What a user is besides their login: the brand they own, the creator they are, the agency
 * they run and the brands linked to it. Builds the actor that goes into access tokens.
 */
@Injectable()
export class AccountsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Creates the record the user's role needs when it is missing; returns the notices to show
   * (a brand user gets 'Perfil de marca creado automáticamente').
   */
  async ensureRoleRecords(user: UserEntity, manager: EntityManager): Promise<string[]> {
    if (user.role === 'brand') {
      const brands = manager.getRepository(BrandEntity);
      if (await brands.existsBy({ ownerUserId: user.id })) return [];
      await brands.insert({ ownerUserId: user.id, name: autoBrandName(user) });
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
    const { user, brands, creator, agency } = await this.load(userId, manager);
    return {
      userId,
      role: user.role,
      brandIds: brands.map((b) => b.id),
      creatorId: creator?.id ?? null,
      agencyId: agency?.id ?? null,
    };
  }

  async currentUser(userId: string, manager: EntityManager = this.dataSource.manager): Promise<CurrentUser> {
    const { user, brands, creator, agency } = await this.load(userId, manager);
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      brands: brands.map((b) => ({ id: b.id, name: b.name, logoUrl: b.logoUrl })),
      creator: creator ? { id: creator.id, name: creator.name, slug: creator.slug } : null,
      agency: agency ? { id: agency.id, name: agency.name } : null,
    };
  }

  /** Generic settings: the person's name (the e-mail cannot change). */
  async updateName(userId: string, name: string): Promise<CurrentUser> {
    await this.dataSource.getRepository(UserEntity).update({ id: userId }, { name });
    return this.currentUser(userId);
  }

  /** The user with the records their role gives them; a user who no longer exists ends the session. */
  private async load(userId: string, manager: EntityManager) {
    const user = await manager.getRepository(UserEntity).findOneBy({ id: userId });
    if (!user) throw new DomainError('SESSION_EXPIRED');
    const [brands, creator, agency] = await Promise.all([
      this.brandsOf(user, manager),
      manager.getRepository(CreatorEntity).findOneBy({ userId }),
      manager.getRepository(AgencyEntity).findOneBy({ userId }),
    ]);
    return { user, brands, creator, agency };
  }

  /** A brand owner's own brand; an agency's linked brands, oldest link first. */
  private async brandsOf(user: UserEntity, manager: EntityManager): Promise<BrandEntity[]> {
    const brands = manager.getRepository(BrandEntity);
    if (user.role === 'brand') return brands.find({ where: { ownerUserId: user.id } });
    if (user.role !== 'agency') return [];
    const agency = await manager.getRepository(AgencyEntity).findOneBy({ userId: user.id });
    if (!agency) return [];
    const links = await manager.getRepository(BrandAgencyLinkEntity).find({ where: { agencyId: agency.id }, order: { createdAt: 'ASC' } });
    if (links.length === 0) return [];
    const found = await brands.find({ where: { id: In(links.map((l) => l.brandId)) } });
    return links.map((l) => found.find((b) => b.id === l.brandId)).filter((b): b is BrandEntity => b !== undefined);
  }
}
