import type { Actor } from '@afilia/contracts';
import { brandScope, DomainError } from '@afilia/service-kit';

/** A SQL condition and its parameters, numbered from the first free placeholder. */
export interface SqlScope {
  sql: string;
  params: unknown[];
}

/**
 * The rows an actor may read of a table with brand_id and creator_id (aliased `alias`): a
 * creator its own; a brand owner or agency one brand of its reach (the one it names, else its
 * first); an admin all, or the brand and creator it names. Placeholders start at `first`.
 */
export function actorScope(actor: Actor, alias: string, filter: { brandId?: string; creatorId?: string }, first = 1): SqlScope {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (column: string, value: unknown) => {
    params.push(value);
    conditions.push(`${alias}."${column}" = $${first + params.length - 1}`);
  };
  if (actor.role === 'creator') {
    if (!actor.creatorId) throw new DomainError('FORBIDDEN');
    add('creator_id', actor.creatorId);
  } else {
    if (actor.role !== 'admin' || filter.brandId) add('brand_id', brandScope(actor, filter.brandId));
    if (filter.creatorId) add('creator_id', filter.creatorId);
  }
  return { sql: conditions.length ? conditions.join(' AND ') : 'TRUE', params };
}
