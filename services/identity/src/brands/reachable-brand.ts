import type { DataSource } from 'typeorm';
import type { Actor } from '@afilia/contracts';
import { canActOnBrand, DomainError, type JsonLogger } from '@afilia/service-kit';
import { BrandEntity } from './brand.entity.js';

/**
 * A brand the actor may act on (its owner, a linked agency, an admin); any other answers
 * NOT_FOUND, whether or not it exists, and a refused look at an existing one is logged.
 */
export async function reachableBrand(
  dataSource: DataSource,
  logger: JsonLogger,
  actor: Actor,
  brandId: string,
  action: string,
): Promise<BrandEntity> {
  const brand = await dataSource.getRepository(BrandEntity).findOneBy({ id: brandId });
  if (!brand || !canActOnBrand(actor, brandId)) {
    if (brand) logger.warn('authz.denied', { action, userId: actor.userId, brandId });
    throw new DomainError('NOT_FOUND', 'Marca no encontrada');
  }
  return brand;
}
