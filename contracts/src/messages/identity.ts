import { z } from 'zod';
import {
  currentUserSchema,
  messageResponseSchema,
  signInRequestSchema,
  signUpRequestSchema,
  updateProfileRequestSchema,
  validateResetTokenSchema,
} from '../http/auth/auth.js';
import {
  confirmTwoFactorRequestSchema,
  disableTwoFactorRequestSchema,
  recoveryCodesSchema,
  renewRecoveryCodesRequestSchema,
  totpEnrollmentSchema,
  twoFactorChallengeSchema,
  twoFactorStatusSchema,
  verifyTwoFactorRequestSchema,
} from '../http/auth/two-factor.js';
import { createBrandRequestSchema, updateBrandRequestSchema } from '../http/brands/brands.js';
import { addBrandAgencyRequestSchema, agencyFeeRequestSchema, brandAgenciesSchema } from '../http/brands/agencies.js';
import {
  apiKeySchema,
  apiKeysSchema,
  createApiKeyRequestSchema,
  createdApiKeySchema,
  verifiedApiKeySchema,
  verifyApiKeyRequestSchema,
} from '../http/brands/api-keys.js';
import { brandSchema } from '../entities/identity.js';
import { creatorShopSchema, saveShopRequestSchema } from '../http/creators/shop.js';
import { creatorProfileSchema, saveProfileRequestSchema, syncNetworkRequestSchema } from '../http/creators/profile.js';
import {
  createCreatorRequestSchema,
  createdCreatorSchema,
  creatorDetailSchema,
  directoryPageSchema,
  directoryQuerySchema,
} from '../http/creators/directory.js';
import {
  admitBrandEmailRequestSchema,
  brandEmailAdmissionSchema,
  emailOptOutRequestSchema,
  emailOptOutSchema,
} from '../http/creators/brand-emails.js';
import {
  createCreatorListRequestSchema,
  creatorListSummariesSchema,
  creatorListSummarySchema,
  listCreatorListsQuerySchema,
  setCreatorListsRequestSchema,
} from '../http/creators/lists.js';
import { importCreatorsRequestSchema, importCreatorsResultSchema } from '../http/creators/creator-import.js';
import { claimInfoSchema, claimTokenField } from '../http/creators/claim.js';
import { adminBrandIdentitySchema, adminCreatorIdentitySchema } from '../http/admin/admin.js';
import { actorSchema } from '../common/roles.js';
import { emailField } from '../common/validation.js';
import { exportCreatorsQuerySchema, exportPageRequestSchema, exportPageSchema } from '../http/exports/exports.js';
import { defineRequest, healthResponseSchema } from './define.js';

/** A freshly issued session: the gateway keeps the refresh token in an httpOnly cookie. */
export const issuedSessionSchema = z.object({
  accessToken: z.string(),
  expiresIn: z.number().int(),
  refreshToken: z.string(),
  user: currentUserSchema,
  actor: actorSchema,
  notices: z.array(z.string()),
});
export type IssuedSession = z.infer<typeof issuedSessionSchema>;

/** A sign-in's outcome: a session, or the second step its account asks for first (decision 192). */
export const signInOutcomeSchema = z.union([issuedSessionSchema, twoFactorChallengeSchema]);
export type SignInOutcome = z.infer<typeof signInOutcomeSchema>;

/** A session after the second step; an admin's first setup also gets its recovery codes. */
export const twoFactorIssuedSessionSchema = issuedSessionSchema.extend({ recoveryCodes: z.array(z.string()).optional() });
export type TwoFactorIssuedSession = z.infer<typeof twoFactorIssuedSessionSchema>;

const refreshTokenData = z.object({ refreshToken: z.string().min(1).max(200) });

/**
 * Public names of brands and creators by id; unknown ids are left out. The default commissions
 * (fractions) are the last of attribution's terms: an internal creator's, else the brand's.
 */
export const directorySchema = z.object({
  brands: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      logoUrl: z.string().nullable(),
      defaultCommission: z.number(),
      /** When the brand joined ('miembro desde'). */
      createdAt: z.iso.datetime({ offset: true }),
    }),
  ),
  creators: z.array(z.object({ id: z.uuid(), name: z.string(), slug: z.string().nullable(), defaultCommission: z.number().nullable() })),
});
export type Directory = z.infer<typeof directorySchema>;

/** A shop as anyone reads it (/shop/{slug or id}): the creator's name beside it. */
export const publicShopSchema = z.object({ creatorName: z.string(), shop: creatorShopSchema });
export type PublicShop = z.infer<typeof publicShopSchema>;

/**
 * A press kit as anyone reads it (/press-kit/{slug or id}): the creator's profile when the press
 * kit is public; only that it is private otherwise, nothing of its content.
 */
export const publicPressKitSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('public'), profile: creatorProfileSchema }),
  z.object({ status: z.literal('private') }),
]);
export type PublicPressKit = z.infer<typeof publicPressKitSchema>;

/** The people a notification of a brand (its owner, its linked agencies' users) or of a creator reaches by e-mail. */
const recipientSchema = z.object({ userId: z.uuid(), name: z.string(), email: z.string() });
export const recipientsSchema = z.object({
  brands: z.array(z.object({ id: z.uuid(), recipients: z.array(recipientSchema) })),
  creators: z.array(z.object({ id: z.uuid(), recipients: z.array(recipientSchema) })),
});
export type Recipients = z.infer<typeof recipientsSchema>;
export type Recipient = z.infer<typeof recipientSchema>;

/**
 * Sessions a request ended (sign-out, a stolen refresh token presented again, a new password):
 * the gateway replica that served it stops their access tokens before it answers, and the
 * `identity.sessions.ended` event tells the other replicas.
 */
export const sessionEndSchema = z.object({ userId: z.uuid(), endedAt: z.iso.datetime({ offset: true }) });
export type SessionEnd = z.infer<typeof sessionEndSchema>;
/** A message, and the sessions the request ended if it ended any. */
export const endingReplySchema = messageResponseSchema.extend({ ended: sessionEndSchema.nullable() });
/** A refresh answers a new session; a refresh token already spent ends the sessions instead, and says whose. */
export const refreshOutcomeSchema = z.union([issuedSessionSchema, z.object({ ended: sessionEndSchema })]);

export const IdentityRequests = {
  signUp: defineRequest('identity.user.sign-up', signUpRequestSchema, issuedSessionSchema, { needsActor: false }),
  updateProfile: defineRequest('identity.user.update-profile', updateProfileRequestSchema, currentUserSchema, { needsActor: true }),
  signIn: defineRequest('identity.user.sign-in', signInRequestSchema, signInOutcomeSchema, { needsActor: false }),
  /** The sign-in's second step: the challenge the password earned and the code (decision 192). */
  verifyTwoFactor: defineRequest('identity.two-factor.verify', verifyTwoFactorRequestSchema, twoFactorIssuedSessionSchema, {
    needsActor: false,
  }),
  /** 'Verificación en dos pasos' in settings: its state, setting up an app, turning it on and off, new recovery codes. */
  twoFactorStatus: defineRequest('identity.two-factor.get', z.object({}), twoFactorStatusSchema, { needsActor: true }),
  startTwoFactor: defineRequest('identity.two-factor.start', z.object({}), totpEnrollmentSchema, { needsActor: true }),
  confirmTwoFactor: defineRequest('identity.two-factor.confirm', confirmTwoFactorRequestSchema, recoveryCodesSchema, { needsActor: true }),
  disableTwoFactor: defineRequest('identity.two-factor.disable', disableTwoFactorRequestSchema, twoFactorStatusSchema, {
    needsActor: true,
  }),
  renewRecoveryCodes: defineRequest('identity.two-factor.renew-codes', renewRecoveryCodesRequestSchema, recoveryCodesSchema, {
    needsActor: true,
  }),
  refresh: defineRequest('identity.session.refresh', refreshTokenData, refreshOutcomeSchema, { needsActor: false }),
  signOut: defineRequest('identity.session.revoke', refreshTokenData, endingReplySchema, { needsActor: false }),
  currentUser: defineRequest('identity.user.get', z.object({}), currentUserSchema, { needsActor: true }),
  requestPasswordReset: defineRequest(
    'identity.password-reset.request',
    z.object({ email: emailField, origin: z.url() }),
    messageResponseSchema,
    { needsActor: false },
  ),
  validateResetToken: defineRequest('identity.password-reset.validate', validateResetTokenSchema, endingReplySchema, {
    needsActor: false,
  }),
  createBrand: defineRequest('identity.brand.create', createBrandRequestSchema, brandSchema, { needsActor: true }),
  updateBrand: defineRequest('identity.brand.update', updateBrandRequestSchema.extend({ id: z.uuid() }), brandSchema, { needsActor: true }),
  getBrand: defineRequest('identity.brand.get', z.object({ id: z.uuid() }), brandSchema, { needsActor: true }),
  /** A brand's agencies and their fees (the owner, its agencies, an admin). */
  listBrandAgencies: defineRequest('identity.brand-agency.list', z.object({ brandId: z.uuid() }), brandAgenciesSchema, {
    needsActor: true,
  }),
  /** The brand's owner links an agency by its account's e-mail. */
  addBrandAgency: defineRequest(
    'identity.brand-agency.add',
    addBrandAgencyRequestSchema.extend({ brandId: z.uuid() }),
    brandAgenciesSchema,
    { needsActor: true },
  ),
  /** The brand's owner unlinks an agency; a fee it had ends. */
  removeBrandAgency: defineRequest(
    'identity.brand-agency.remove',
    z.object({ brandId: z.uuid(), agencyId: z.uuid() }),
    brandAgenciesSchema,
    { needsActor: true },
  ),
  /** The agency proposes its fee on one of its brands; the owner confirms it. */
  proposeAgencyFee: defineRequest(
    'identity.agency-fee.propose',
    agencyFeeRequestSchema.extend({ brandId: z.uuid() }),
    brandAgenciesSchema,
    { needsActor: true },
  ),
  confirmAgencyFee: defineRequest('identity.agency-fee.confirm', z.object({ brandId: z.uuid(), agencyId: z.uuid() }), brandAgenciesSchema, {
    needsActor: true,
  }),
  /** The creator's own shop, and its save from the editor (a stale revision is refused). */
  getShop: defineRequest('identity.shop.get', z.object({}), creatorShopSchema, { needsActor: true }),
  saveShop: defineRequest('identity.shop.save', saveShopRequestSchema, creatorShopSchema, { needsActor: true }),
  /** A shop by its creator's slug, else id, for the public page; NOT_FOUND when neither is a creator. */
  publicShop: defineRequest('identity.shop.public', z.object({ slugOrId: z.string().trim().min(1).max(100) }), publicShopSchema, {
    needsActor: false,
  }),
  /**
   * The ids of the blocks a creator's shop has now, for tracking's /shop-events, which counts
   * only those (issue 34 §4); null when there is no such creator.
   */
  /**
   * Whether a link code carries the name of a brand other than `brandId` (issue 34 §3): a brand may
   * not take another's name for the platform's address. Names are compared as letters and digits,
   * accents and case aside, and only names of 4 or more.
   */
  brandNameInCode: defineRequest(
    'identity.brand.name-in-code',
    z.object({ code: z.string().max(100), brandId: z.uuid() }),
    z.object({ taken: z.boolean() }),
    { needsActor: false, callers: ['tracking'] },
  ),
  shopBlockIds: defineRequest('identity.shop.block-ids', z.object({ creatorId: z.uuid() }), z.array(z.string()).nullable(), {
    needsActor: false,
    callers: ['tracking'],
  }),
  /** 'Mi Perfil': the creator's own profile, its save (a stale revision is refused) and a network's sync. */
  getProfile: defineRequest('identity.profile.get', z.object({}), creatorProfileSchema, { needsActor: true }),
  saveProfile: defineRequest('identity.profile.save', saveProfileRequestSchema, creatorProfileSchema, { needsActor: true }),
  syncNetwork: defineRequest('identity.profile.sync', syncNetworkRequestSchema, creatorProfileSchema, { needsActor: true }),
  /** A press kit by its creator's slug, else id; NOT_FOUND when neither is a creator. */
  publicPressKit: defineRequest(
    'identity.press-kit.public',
    z.object({ slugOrId: z.string().trim().min(1).max(100) }),
    publicPressKitSchema,
    {
      needsActor: false,
    },
  ),
  /** The creators directory (seed 001 §2): a brand's roster and the platform's public creators, a page at a time. */
  creatorDirectory: defineRequest('identity.creator.directory', directoryQuerySchema, directoryPageSchema, { needsActor: true }),
  /** A page of the directory as a file (issue 39 §3): the screen's view and filters, by name. */
  exportCreators: defineRequest('identity.creator.export', exportPageRequestSchema(exportCreatorsQuerySchema), exportPageSchema, {
    needsActor: true,
  }),
  /** A creator's page for a brand: NOT_FOUND when the asker may not see it. */
  creatorDetail: defineRequest('identity.creator.detail', z.object({ id: z.uuid(), brandId: z.uuid().optional() }), creatorDetailSchema, {
    needsActor: true,
  }),
  /** 'Crear Creador': an internal creator of the brand. */
  createCreator: defineRequest(
    'identity.creator.create',
    // The platform's public address, for the claim link an e-mail gets (decision 184).
    createCreatorRequestSchema.extend({ origin: z.url() }),
    createdCreatorSchema,
    { needsActor: true },
  ),
  /** What a claim link is for (the sign-up page shows it); NOT_FOUND when it cannot be used. */
  claimInfo: defineRequest('identity.creator.claim-info', z.object({ token: claimTokenField }), claimInfoSchema, { needsActor: false }),
  /** 'Importar CSV': a part of a file's rows as internal creators of the brand, the ones its roster has already skipped. */
  importCreators: defineRequest('identity.creator.import', importCreatorsRequestSchema, importCreatorsResultSchema, { needsActor: true }),
  /**
   * Whether a brand may see a creator (public, or of its roster), and whether it is its own
   * internal creator: catalogue asks before an invitation, tracking before a brand's link for it.
   */
  creatorVisibleToBrand: defineRequest(
    'identity.creator.visible-to-brand',
    z.object({ creatorId: z.uuid(), brandId: z.uuid() }),
    z.object({ visible: z.boolean(), owned: z.boolean() }),
    { needsActor: false, callers: ['catalogue', 'tracking'] },
  ),
  /**
   * May a brand's invitation e-mail go to this address now (decision 230)? Counted against the
   * brand's hour and day and the address's day, refused where the address opted out of the
   * brand; the answer carries the opt-out link's token. Notifications asks before each one.
   */
  admitBrandEmail: defineRequest('identity.brand-email.admit', admitBrandEmailRequestSchema, brandEmailAdmissionSchema, {
    needsActor: false,
    callers: ['notifications'],
  }),
  /** The opt-out page: which brand its link is for (anyone holding the link may ask), and the refusal itself. */
  emailOptOut: defineRequest('identity.email-opt-out.get', emailOptOutRequestSchema, emailOptOutSchema, { needsActor: false }),
  optOutOfEmails: defineRequest('identity.email-opt-out.record', emailOptOutRequestSchema, emailOptOutSchema, { needsActor: false }),
  /** A brand's API keys (issue 39 §1): its owner's and its agencies' to make, list and revoke. */
  listApiKeys: defineRequest('identity.api-key.list', z.object({ brandId: z.uuid() }), apiKeysSchema, { needsActor: true }),
  createApiKey: defineRequest('identity.api-key.create', createApiKeyRequestSchema.extend({ brandId: z.uuid() }), createdApiKeySchema, {
    needsActor: true,
  }),
  revokeApiKey: defineRequest('identity.api-key.revoke', z.object({ brandId: z.uuid(), id: z.uuid() }), apiKeySchema, { needsActor: true }),
  /** Who a presented key acts as, for the gateway (no actor: the key is the credential). */
  verifyApiKey: defineRequest('identity.api-key.verify', verifyApiKeyRequestSchema, verifiedApiKeySchema, { needsActor: false }),
  /** The asker's own creator lists (any signed-in user), a new one, and one creator's place in them. */
  listCreatorLists: defineRequest('identity.creator-list.list', listCreatorListsQuerySchema, creatorListSummariesSchema, {
    needsActor: true,
  }),
  createCreatorList: defineRequest('identity.creator-list.create', createCreatorListRequestSchema, creatorListSummarySchema, {
    needsActor: true,
  }),
  setCreatorLists: defineRequest('identity.creator-list.set-for-creator', setCreatorListsRequestSchema, creatorListSummariesSchema, {
    needsActor: true,
  }),
  /** Names other services show beside their rows (campaigns: a creator's name, a brand's logo; catalogue: a code's brand). */
  directory: defineRequest(
    'identity.directory.lookup',
    z.object({ brandIds: z.array(z.uuid()).max(500), creatorIds: z.array(z.uuid()).max(500) }),
    directorySchema,
    { needsActor: false, callers: ['campaigns', 'notifications', 'tracking', 'catalogue'] },
  ),
  /** Who a notification reaches by e-mail: each brand's and creator's people, with their e-mails (notifications only). */
  recipients: defineRequest(
    'identity.directory.recipients',
    z.object({ brandIds: z.array(z.uuid()).max(50), creatorIds: z.array(z.uuid()).max(50) }),
    recipientsSchema,
    { needsActor: false, callers: ['notifications'] },
  ),
  /** The admin's 'Marcas' and 'Creadores': every one of the platform (admins only). */
  listAllBrands: defineRequest('identity.brand.list-all', z.object({}), z.array(adminBrandIdentitySchema), { needsActor: true }),
  listAllCreators: defineRequest('identity.creator.list-all', z.object({}), z.array(adminCreatorIdentitySchema), { needsActor: true }),
  health: defineRequest('identity.health.check', z.object({}), healthResponseSchema, { needsActor: false }),
} as const;
