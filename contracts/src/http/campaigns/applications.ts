import { z } from 'zod';
import { CLICK_QUOTA_MIN, CPC_MIN, INT4_MAX } from '../../common/constants.js';
import { formatMoney } from '../../common/format.js';
import { textField } from '../../common/text.js';
import { CAMPAIGN_TYPES, COMMISSION_TYPES, CPC_PARTICIPATION_STATUSES, PAYMENT_METHODS } from '../../entities/campaigns.js';
import { APPLICATION_STATUSES } from '../../entities/campaigns.js';

/**
 * Applications to standard and conversion campaigns, and requests to take part in CPC ones
 * (seed 002 §4 'Standard application', 'CPC participation', §5, §8 'Creator' and 'Brand review').
 * A commission travels as campaigns do: percent for a percentage, cents for a fixed amount.
 */
export const TERMS_MAX = 1000;
export const REJECTION_REASON_MAX = 500;

export const APPLICATION_MESSAGES = {
  /** Seed 002 §5: a creator's own commission may be 0 but not less. */
  commissionMin: 'La comisión no puede ser negativa',
  percentMax: 'La comisión no puede superar el 100%',
  costPerClick: 'El costo por clic debe ser de al menos $0,01',
  maxClicks: `La cantidad máxima de clics debe ser al menos ${CLICK_QUOTA_MIN}`,
  amountTooHigh: `El monto no puede superar ${formatMoney(INT4_MAX)}`,
  clicksTooHigh: `La cantidad de clics no puede superar ${INT4_MAX.toLocaleString('es-AR')}`,
  termsTooLong: 'Los términos son demasiado largos',
  termsInvalid: 'Los términos contienen caracteres no válidos',
  reasonTooLong: 'El motivo es demasiado largo',
  reasonInvalid: 'El motivo contiene caracteres no válidos',
} as const;

/** What the campaigns service answers about applications (seed 002 §8, letter for letter). */
export const APPLICATION_TEXTS = {
  applied: 'Aplicación enviada exitosamente',
  proposed: 'Propuesta enviada exitosamente',
  cpcRequested: 'Aplicación enviada. La marca revisará tu solicitud',
  cpcCounterOffered: 'Contraoferta enviada exitosamente',
  counterOfferAccepted: 'Contraoferta aceptada',
  counterOfferRejected: 'Contraoferta rechazada',
  accepted: 'Aplicación aceptada',
  approvedWithLink: 'Aplicación aprobada y link generado automáticamente',
  counterOfferSent: 'Contraoferta enviada',
  rejected: 'Aplicación rechazada',
  alreadyApplied: 'Ya tenés una aplicación en curso para esta campaña',
  notAvailable: 'Esta campaña no está disponible',
  wrongKind: 'Esta acción no corresponde al tipo de campaña',
} as const;

/** Seed 002 §5, with the campaign's total budget and what is already allocated. */
export function budgetInsufficientMessage(totalBudgetCents: number, allocatedCents: number): string {
  return `Presupuesto insuficiente. Total disponible: ${formatMoney(totalBudgetCents)}, ya asignado: ${formatMoney(allocatedCents)}`;
}

/** A creator's allocation may not pass the campaign's budget per creator. */
export function budgetPerCreatorMessage(budgetPerCreatorCents: number): string {
  return `La asignación supera el presupuesto por creador (${formatMoney(budgetPerCreatorCents)})`;
}

const terms = textField({ invalid: APPLICATION_MESSAGES.termsInvalid, multiline: true })
  .trim()
  .max(TERMS_MAX, { error: APPLICATION_MESSAGES.termsTooLong })
  .nullish()
  .transform((v) => (v ? v : null));

const costPerClickCents = z
  .number({ error: APPLICATION_MESSAGES.costPerClick })
  .int({ error: APPLICATION_MESSAGES.costPerClick })
  .min(Math.round(CPC_MIN * 100), { error: APPLICATION_MESSAGES.costPerClick })
  .max(INT4_MAX, { error: APPLICATION_MESSAGES.amountTooHigh });
const maxClicks = z
  .number({ error: APPLICATION_MESSAGES.maxClicks })
  .int({ error: APPLICATION_MESSAGES.maxClicks })
  .min(CLICK_QUOTA_MIN, { error: APPLICATION_MESSAGES.maxClicks })
  .max(INT4_MAX, { error: APPLICATION_MESSAGES.clicksTooHigh });

/**
 * What is wrong with a commission someone proposes, if anything: it is at least 0, at most 100 %
 * as a percentage, whole cents within an integer column when fixed. The campaigns service asks
 * it too when a counteroffer takes its type from the campaign.
 */
export function commissionProposalIssue(type: (typeof COMMISSION_TYPES)[number], value: number): string | null {
  if (!(value >= 0)) return APPLICATION_MESSAGES.commissionMin;
  if (type === 'percentage' && value > 100) return APPLICATION_MESSAGES.percentMax;
  if (type === 'fixed' && !Number.isInteger(value)) return APPLICATION_MESSAGES.commissionMin;
  if (type === 'fixed' && value > INT4_MAX) return APPLICATION_MESSAGES.amountTooHigh;
  return null;
}

const proposedValue = z
  .number({ error: APPLICATION_MESSAGES.commissionMin })
  .min(0, { error: APPLICATION_MESSAGES.commissionMin })
  .max(INT4_MAX, { error: APPLICATION_MESSAGES.amountTooHigh });

/** A commission someone proposes (commissionProposalIssue). */
export const commissionProposalSchema = z
  .object({
    commissionType: z.enum(COMMISSION_TYPES),
    commissionValue: proposedValue,
    terms,
  })
  .superRefine((p, ctx) => {
    const issue = commissionProposalIssue(p.commissionType, p.commissionValue);
    if (issue) ctx.addIssue({ code: 'custom', path: ['commissionValue'], message: issue });
  });
export type CommissionProposal = z.infer<typeof commissionProposalSchema>;

/** A cost per click and a quota someone proposes. */
export const cpcProposalSchema = z.object({ costPerClickCents, maxClicks });
export type CpcProposal = z.infer<typeof cpcProposalSchema>;

/**
 * A creator applies: to a standard or conversion campaign accepting its terms or proposing a
 * commission; to a CPC campaign accepting its price and quota or counter-offering them.
 */
export const applyRequestSchema = z.object({
  campaignId: z.uuid(),
  proposal: z
    .discriminatedUnion('kind', [
      commissionProposalSchema.safeExtend({ kind: z.literal('commission') }),
      cpcProposalSchema.extend({ kind: z.literal('cpc') }),
    ])
    .nullish()
    .transform((v) => v ?? null),
});
export type ApplyRequest = z.infer<typeof applyRequestSchema>;

export const applyResponseSchema = z.object({
  message: z.string(),
  applicationId: z.uuid().nullable(),
  participationId: z.uuid().nullable(),
});

const byId = { id: z.uuid() };

/** The brand's counteroffer on a standard application: type and value default to the campaign's. */
const counterOfferFields = z.object({
  ...byId,
  commissionType: z.enum(COMMISSION_TYPES).optional(),
  commissionValue: proposedValue.optional(),
  terms,
});
/** With its type named, checked here; a type taken from the campaign, by the service. */
function checkCounterOffer(p: { commissionType?: (typeof COMMISSION_TYPES)[number]; commissionValue?: number }, ctx: z.RefinementCtx) {
  const issue = p.commissionType && p.commissionValue !== undefined && commissionProposalIssue(p.commissionType, p.commissionValue);
  if (issue) ctx.addIssue({ code: 'custom', path: ['commissionValue'], message: issue });
}
export const counterOfferRequestSchema = counterOfferFields.superRefine(checkCounterOffer);
/** Its HTTP body: the application's id is in the path. */
export const counterOfferBodySchema = counterOfferFields.omit({ id: true }).superRefine(checkCounterOffer);
export type CounterOfferRequest = z.infer<typeof counterOfferRequestSchema>;

export const rejectRequestSchema = z.object({
  ...byId,
  reason: textField({ invalid: APPLICATION_MESSAGES.reasonInvalid, multiline: true })
    .trim()
    .max(REJECTION_REASON_MAX, { error: APPLICATION_MESSAGES.reasonTooLong })
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type RejectRequest = z.infer<typeof rejectRequestSchema>;

/** The creator's answer to a counteroffer (standard or CPC). */
export const respondRequestSchema = z.object({ ...byId, accept: z.boolean() });
export type RespondRequest = z.infer<typeof respondRequestSchema>;

/** The brand's counteroffer on a pending CPC request. */
export const cpcCounterOfferRequestSchema = cpcProposalSchema.extend(byId);
export type CpcCounterOfferRequest = z.infer<typeof cpcCounterOfferRequestSchema>;

export const listApplicationsRequestSchema = z.object({ campaignId: z.uuid().optional(), brandId: z.uuid().optional() });

/** The campaign's terms as an application or participation shows them. */
const campaignTermsSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  brandId: z.uuid(),
  brandName: z.string().nullable(),
  brandLogoUrl: z.string().nullable(),
  campaignType: z.enum(CAMPAIGN_TYPES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  commissionType: z.enum(COMMISSION_TYPES),
  commissionValue: z.number(),
  costPerClickCents: z.number().int().nullable(),
  maxClicksPerCreator: z.number().int().nullable(),
  status: z.string(),
});

const timestamp = z.iso.datetime({ offset: true });

/** An application as the brand's review list and the creator's 'Mis Aplicaciones' show it. */
export const applicationViewSchema = z.object({
  id: z.uuid(),
  status: z.enum(APPLICATION_STATUSES),
  creatorId: z.uuid(),
  creatorName: z.string().nullable(),
  campaign: campaignTermsSchema,
  proposedCommissionType: z.enum(COMMISSION_TYPES).nullable(),
  proposedCommissionValue: z.number().nullable(),
  proposedTerms: z.string().nullable(),
  counterOfferCommissionType: z.enum(COMMISSION_TYPES).nullable(),
  counterOfferCommissionValue: z.number().nullable(),
  counterOfferTerms: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type ApplicationView = z.infer<typeof applicationViewSchema>;

/** A CPC participation as the campaign's tabs and the creator's screens show it. */
export const participationViewSchema = z.object({
  id: z.uuid(),
  status: z.enum(CPC_PARTICIPATION_STATUSES),
  creatorId: z.uuid(),
  creatorName: z.string().nullable(),
  campaign: campaignTermsSchema,
  costPerClickCents: z.number().int(),
  maxClicks: z.number().int(),
  currentClicks: z.number().int(),
  totalEarnedCents: z.number().int(),
  budgetAllocatedCents: z.number().int(),
  proposedCostPerClickCents: z.number().int().nullable(),
  proposedMaxClicks: z.number().int().nullable(),
  /** Who made the proposal waiting in the proposed fields: the creator's waits for the brand, the brand's for the creator. */
  proposedBy: z.enum(['creator', 'brand']).nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type ParticipationView = z.infer<typeof participationViewSchema>;

/** The applications and participations one call answers, newest first. */
export const applicationsListSchema = z.object({
  applications: z.array(applicationViewSchema),
  participations: z.array(participationViewSchema),
});
export type ApplicationsList = z.infer<typeof applicationsListSchema>;
