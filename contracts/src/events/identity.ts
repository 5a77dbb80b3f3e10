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
      /**
       * The reset link sealed for notifications (services/kit/src/sealed-box.ts): only it can
       * open it, when the e-mail leaves. Neither the stream nor any table holds the link in clear.
       */
      sealedResetUrl: z.string().min(1),
      expiresAt: z.iso.datetime({ offset: true }),
    }),
  ),
  /**
   * A brand made an internal creator with an e-mail (decision 184): that address is sent a link to
   * sign up as that creator. The link is sealed for notifications, like the reset link.
   */
  creatorClaimOffered: defineEvent(
    'identity.creator.claim-offered',
    z.object({
      creatorId: z.uuid(),
      brandId: z.uuid(),
      email: z.email(),
      creatorName: z.string(),
      brandName: z.string(),
      sealedClaimUrl: z.string().min(1),
      expiresAt: z.iso.datetime({ offset: true }),
    }),
  ),
  /** What GET /auth/me shows for this user changed (name, brands): caches of it drop the user. */
  userChanged: defineEvent('identity.user.changed', z.object({ userId: z.uuid() })),
  /** A brand's name, description or logo changed: caches drop every user it shows for. */
  brandChanged: defineEvent('identity.brand.changed', z.object({ brandId: z.uuid() })),
  /**
   * The agency fee in force on a brand changed (decision 171): the owner confirmed one (`rate`, a
   * fraction of the brand's part) or the agency stopped managing the brand (`rate` null). Tracking
   * keeps each change and applies the fee in force when a sale is paid.
   */
  agencyFeeSet: defineEvent(
    'identity.agency-fee.set',
    z.object({
      brandId: z.uuid(),
      agencyId: z.uuid(),
      agencyName: z.string(),
      rate: z.number().gt(0).max(1).nullable(),
      effectiveAt: z.iso.datetime({ offset: true }),
    }),
  ),
  /**
   * A person's access tokens issued before `endedAt` stop working at the gateway at once, not
   * when they expire: their sessions ended (sign-out, a stolen refresh token, a new password), or
   * their access changed (a brand removed their agency), in which case the session lives on and
   * its next refresh carries the access they have now.
   */
  sessionsEnded: defineEvent(
    'identity.sessions.ended',
    z.object({
      userId: z.uuid(),
      endedAt: z.iso.datetime({ offset: true }),
      reason: z.enum(['sign-out', 'token-reuse', 'password-reset', 'access-changed']),
    }),
  ),
  /** A brand's API key was revoked: every gateway replica forgets it at once (issue 39 §1). */
  apiKeyRevoked: defineEvent('identity.api-key.revoked', z.object({ keyId: z.uuid(), brandId: z.uuid() })),
} as const;
