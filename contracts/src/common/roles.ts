import { z } from 'zod';

/** Every role a user can hold. `admin` exists but cannot be chosen at sign-up. */
export const ROLES = ['brand', 'creator', 'agency', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Roles a person may pick in the sign-up form (seed 000 §5). */
export const SIGN_UP_ROLES = ['brand', 'creator', 'agency'] as const;
export type SignUpRole = (typeof SIGN_UP_ROLES)[number];

/**
 * Who is asking. The gateway attaches it to every request from the verified JWT; services
 * authorise from it and never from an owner id found in a body.
 */
export const actorSchema = z.object({
  userId: z.uuid(),
  role: roleSchema,
  /** Brands this actor may act on: the owned one for a brand, the linked ones for an agency. */
  brandIds: z.array(z.uuid()),
  creatorId: z.uuid().nullable(),
  agencyId: z.uuid().nullable(),
});
export type Actor = z.infer<typeof actorSchema>;
