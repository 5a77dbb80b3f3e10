import { z } from 'zod';
import { roleSchema } from '../common/roles.js';
import { defineEvent } from './define.js';

export const IdentityEvents = {
  userSignedUp: defineEvent(
    'identity.user.signed-up',
    z.object({
      userId: z.uuid(),
      role: roleSchema,
      name: z.string(),
      email: z.string(),
      brandId: z.uuid().nullable(),
      creatorId: z.uuid().nullable(),
      agencyId: z.uuid().nullable(),
    }),
  ),
  passwordResetRequested: defineEvent(
    'identity.password-reset.requested',
    z.object({
      userId: z.uuid(),
      email: z.email(),
      name: z.string(),
      resetUrl: z.url(),
      expiresAt: z.iso.datetime({ offset: true }),
    }),
  ),
} as const;
