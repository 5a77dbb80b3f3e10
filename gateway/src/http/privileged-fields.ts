import { z } from 'zod';

/**
 * Fields that say who owns a row, who a person is, what state a row is in or what it may spend:
 * the services set them from the verified actor and their own rules. A body that carries one
 * its route's schema does not take is refused whole (requirement 8: mass assignment), rather
 * than having it silently dropped, so a client that tries learns it cannot.
 */
export const PRIVILEGED_FIELDS = [
  'role',
  'userId',
  'ownerUserId',
  'brandId',
  'brandIds',
  'creatorId',
  'agencyId',
  'status',
  'isAdmin',
  'isVerified',
  'totalBudgetCents',
  'spentCents',
  'paidCents',
  'commissionCents',
] as const;

const known = new WeakMap<z.ZodType, Set<string>>();

/** The top-level fields a body schema takes (every branch of a union), read once per schema. */
function fieldsOf(schema: z.ZodType): Set<string> {
  let fields = known.get(schema);
  if (!fields) {
    type Shape = { properties?: Record<string, unknown>; anyOf?: Shape[]; oneOf?: Shape[]; allOf?: Shape[] };
    const collect = (node: Shape, into: Set<string>): Set<string> => {
      for (const key of Object.keys(node.properties ?? {})) into.add(key);
      for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) collect(branch, into);
      return into;
    };
    fields = collect(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Shape, new Set());
    known.set(schema, fields);
  }
  return fields;
}

/** The first privileged field the body carries that its schema does not take, if any. */
export function unexpectedPrivilegedField(schema: z.ZodType, body: unknown): string | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const takes = fieldsOf(schema);
  return PRIVILEGED_FIELDS.find((field) => Object.hasOwn(body, field) && !takes.has(field)) ?? null;
}
