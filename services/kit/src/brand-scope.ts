import type { Actor } from '@afilia/contracts';
import { DomainError } from './domain-error.js';

/**
 * The brand a request acts on, checked against the actor: a brand owner acts on its own brand;
 * an agency on one of its linked brands (the one it names, else its first); an admin on the one
 * it names. Anyone else, or a brand outside the actor's reach, is refused.
 */
export function brandScope(actor: Actor, requested?: string): string {
  if (actor.role === 'admin') {
    if (!requested) throw new DomainError('VALIDATION_FAILED', 'Elegí una marca', 'brandId');
    return requested;
  }
  if (actor.role !== 'brand' && actor.role !== 'agency') throw new DomainError('FORBIDDEN');
  const brandId = requested ?? actor.brandIds[0];
  if (!brandId || !actor.brandIds.includes(brandId)) throw new DomainError('FORBIDDEN');
  return brandId;
}

/** Whether the actor may see or change rows of this brand. */
export function canActOnBrand(actor: Actor, brandId: string): boolean {
  return actor.role === 'admin' || ((actor.role === 'brand' || actor.role === 'agency') && actor.brandIds.includes(brandId));
}

/** The admin's platform-wide screens (seed 002 §6): anyone else is refused. */
export function requireAdmin(actor: Actor): void {
  if (actor.role !== 'admin') throw new DomainError('FORBIDDEN');
}
