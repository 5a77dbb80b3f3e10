import { z } from 'zod';
import {
  CLICK_QUOTA_MIN,
  COOKIE_DAYS_MAX,
  COOKIE_DAYS_MIN,
  CPC_MIN,
  INT4_MAX,
  NEW_CAMPAIGN_DEFAULT_COMMISSION_PERCENT,
  NEW_CAMPAIGN_DEFAULT_COOKIE_DAYS,
  PERCENT_COMMISSION_MAX,
  PERCENT_COMMISSION_MIN,
} from '../../common/constants.js';
import { textField } from '../../common/text.js';
import { APPLICATION_MESSAGES } from './applications.js';
import { checkRewards, rewardsFormSchema } from './rewards.js';
import { campaignSchema, COMMISSION_TYPES, NO_REWARDS, PAYMENT_METHODS } from '../../entities/campaigns.js';

/**
 * Campaign rules of seed 002 §5 and §9. A percentage commission travels in percent (0.01..100),
 * a fixed one and every amount of money in cents. The seeds give the limits but no texts for
 * them: ours are listed in docs/decisions.md.
 */
export const CAMPAIGN_NAME_MAX = 120;
export const CAMPAIGN_DESCRIPTION_MAX = 1000;

export const CAMPAIGN_MESSAGES = {
  nameRequired: 'El nombre es requerido',
  nameTooLong: 'El nombre es demasiado largo',
  nameInvalid: 'El nombre contiene caracteres no válidos',
  descriptionTooLong: 'La descripción es demasiado larga',
  descriptionInvalid: 'La descripción contiene caracteres no válidos',
  percentage: 'La comisión debe estar entre 0,01% y 100%',
  fixed: 'La comisión fija debe ser de al menos $0,01',
  cookieDays: `La duración de la cookie debe estar entre ${COOKIE_DAYS_MIN} y ${COOKIE_DAYS_MAX} días`,
  /** Seed 002 §5 and §8, letter for letter. */
  productsRequired: 'Debes seleccionar al menos un producto',
  productRequired: 'Debes seleccionar un producto',
  urlRequired: 'Debes ingresar una URL personalizada',
  urlInvalid: 'URL inválida',
  costPerClick: 'El costo por clic debe ser de al menos $0,01',
  maxClicks: `La cantidad máxima de clics debe ser al menos ${CLICK_QUOTA_MIN}`,
  budget: 'El presupuesto debe ser de al menos $0,01',
  dates: 'La fecha de fin no puede ser anterior a la de inicio',
  dateInvalid: 'Fecha inválida',
} as const;

const name = textField({ invalid: CAMPAIGN_MESSAGES.nameInvalid, typeError: CAMPAIGN_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: CAMPAIGN_MESSAGES.nameRequired })
  .max(CAMPAIGN_NAME_MAX, { error: CAMPAIGN_MESSAGES.nameTooLong });

const description = textField({ invalid: CAMPAIGN_MESSAGES.descriptionInvalid, multiline: true })
  .trim()
  .max(CAMPAIGN_DESCRIPTION_MAX, { error: CAMPAIGN_MESSAGES.descriptionTooLong })
  .nullish()
  .transform((v) => (v ? v : null));

/**
 * A campaign's start or end day: a real calendar day from the year 2000 to 9999 (decision 204).
 * A well-formed '0000-02-29' names no day Postgres knows, and no campaign runs before 2000.
 */
const campaignDate = z.iso
  .date({ error: CAMPAIGN_MESSAGES.dateInvalid })
  .refine((day) => day >= '2000-01-01', { error: CAMPAIGN_MESSAGES.dateInvalid })
  .nullish()
  .transform((v) => v ?? null);

const cookieDurationDays = z
  .number({ error: CAMPAIGN_MESSAGES.cookieDays })
  .int({ error: CAMPAIGN_MESSAGES.cookieDays })
  .min(COOKIE_DAYS_MIN, { error: CAMPAIGN_MESSAGES.cookieDays })
  .max(COOKIE_DAYS_MAX, { error: CAMPAIGN_MESSAGES.cookieDays })
  .default(NEW_CAMPAIGN_DEFAULT_COOKIE_DAYS);

const cents = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(Math.round(CPC_MIN * 100), { error: message })
    .max(INT4_MAX, { error: APPLICATION_MESSAGES.amountTooHigh });

/** A commission and its unit. */
const commissionFields = {
  commissionType: z.enum(COMMISSION_TYPES).default('percentage'),
  commissionValue: z.number({ error: CAMPAIGN_MESSAGES.percentage }).default(NEW_CAMPAIGN_DEFAULT_COMMISSION_PERCENT),
};

/** Checked together: percent 0.01..100, or at least one cent. */
function checkCommission(
  value: { commissionType: (typeof COMMISSION_TYPES)[number]; commissionValue: number },
  ctx: z.RefinementCtx,
): void {
  const { commissionType: type, commissionValue: v } = value;
  if (type === 'percentage' && !(v >= PERCENT_COMMISSION_MIN && v <= PERCENT_COMMISSION_MAX))
    ctx.addIssue({ code: 'custom', path: ['commissionValue'], message: CAMPAIGN_MESSAGES.percentage });
  if (type === 'fixed' && !(Number.isInteger(v) && v >= Math.round(CPC_MIN * 100)))
    ctx.addIssue({ code: 'custom', path: ['commissionValue'], message: CAMPAIGN_MESSAGES.fixed });
  else if (type === 'fixed' && v > INT4_MAX)
    ctx.addIssue({ code: 'custom', path: ['commissionValue'], message: APPLICATION_MESSAGES.amountTooHigh });
}

const brandScope = { brandId: z.uuid().optional() };

/** 'Comisión Estándar': commission per sale on the selected products (seed 002 §2, §5). */
export const standardCampaignFormSchema = z
  .object({
    campaignType: z.literal('standard'),
    name,
    description,
    cookieDurationDays,
    paymentMethod: z.enum(PAYMENT_METHODS).default('direct'),
    productIds: z.array(z.uuid(), { error: CAMPAIGN_MESSAGES.productsRequired }).min(1, { error: CAMPAIGN_MESSAGES.productsRequired }),
    ...commissionFields,
    rewards: rewardsFormSchema.default(NO_REWARDS),
    ...brandScope,
  })
  .superRefine((campaign, ctx) => {
    checkCommission(campaign, ctx);
    checkRewards(campaign.rewards, campaign, ctx);
  });

/** 'Por Conversión (CPL/CPA)': a product or a URL of one's own as the target (seed 002 §5). */
export const conversionCampaignFormSchema = z
  .object({
    campaignType: z.literal('conversion'),
    name,
    description,
    cookieDurationDays,
    target: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('product'), productId: z.uuid({ error: CAMPAIGN_MESSAGES.productRequired }) }),
      z.object({
        kind: z.literal('url'),
        url: z
          .string({ error: CAMPAIGN_MESSAGES.urlRequired })
          .trim()
          .min(1, { error: CAMPAIGN_MESSAGES.urlRequired })
          .pipe(z.url({ protocol: /^https?$/, error: CAMPAIGN_MESSAGES.urlInvalid })),
      }),
    ]),
    ...commissionFields,
    ...brandScope,
  })
  .superRefine(checkCommission);

/** Cost per click: a price, a quota per creator, and the budgets that bound them (seed 002 §3, §9). */
export const cpcCampaignFormSchema = z
  .object({
    campaignType: z.literal('cpc'),
    name,
    description,
    costPerClickCents: cents(CAMPAIGN_MESSAGES.costPerClick),
    maxClicksPerCreator: z
      .number({ error: CAMPAIGN_MESSAGES.maxClicks })
      .int({ error: CAMPAIGN_MESSAGES.maxClicks })
      .min(CLICK_QUOTA_MIN, { error: CAMPAIGN_MESSAGES.maxClicks })
      .max(INT4_MAX, { error: APPLICATION_MESSAGES.clicksTooHigh }),
    totalBudgetCents: cents(CAMPAIGN_MESSAGES.budget)
      .nullish()
      .transform((v) => v ?? null),
    budgetPerCreatorCents: cents(CAMPAIGN_MESSAGES.budget)
      .nullish()
      .transform((v) => v ?? null),
    /** Where its links send people; the brand's store when empty. */
    targetUrl: z
      .preprocess(
        (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
        z
          .string({ error: CAMPAIGN_MESSAGES.urlInvalid })
          .trim()
          .pipe(z.url({ protocol: /^https?$/, error: CAMPAIGN_MESSAGES.urlInvalid }))
          .nullish(),
      )
      .transform((v) => v ?? null),
    startDate: campaignDate,
    endDate: campaignDate,
    ...brandScope,
  })
  .refine((c) => !c.startDate || !c.endDate || c.endDate >= c.startDate, { path: ['endDate'], error: CAMPAIGN_MESSAGES.dates });

export type CpcCampaignForm = z.infer<typeof cpcCampaignFormSchema>;

/** POST /campaigns: one of the three kinds (the CPC kind is made through the assistant's same rules). */
export const createCampaignRequestSchema = z.discriminatedUnion('campaignType', [
  standardCampaignFormSchema,
  conversionCampaignFormSchema,
  cpcCampaignFormSchema,
]);
export type CreateCampaignRequest = z.infer<typeof createCampaignRequestSchema>;

/**
 * The edit dialog (seed 002 §5 'Campaign edit'): it offers Activa and Inactiva; pausing has its
 * own action. A standard campaign's rewards are edited here too (only standard ones may have any).
 */
const campaignEditFields = z.object({
  name,
  description,
  cookieDurationDays: cookieDurationDays.unwrap(),
  status: z.enum(['active', 'inactive']),
  ...commissionFields,
  rewards: rewardsFormSchema.optional(),
});
function checkEdit(campaign: z.infer<typeof campaignEditFields>, ctx: z.RefinementCtx): void {
  checkCommission(campaign, ctx);
  if (campaign.rewards) checkRewards(campaign.rewards, campaign, ctx);
}
export const campaignEditFormSchema = campaignEditFields.superRefine(checkEdit);
export type CampaignEditForm = z.infer<typeof campaignEditFormSchema>;
export const updateCampaignRequestSchema = campaignEditFields.extend({ id: z.uuid() }).superRefine(checkEdit);
export type UpdateCampaignRequest = z.infer<typeof updateCampaignRequestSchema>;

export const campaignListSchema = z.array(campaignSchema);

/** 'Pausar' and 'Reanudar' answer the campaign as it is now and the toast. */
export const campaignPausedResponseSchema = z.object({ campaign: campaignSchema, message: z.string() });

/**
 * A campaign as a creator finds it in 'Buscar Marcas': its brand, and where the creator stands
 * with it (null when it may apply: never applied, rejected, or a CPC quota completed).
 */
export const availableCampaignSchema = campaignSchema.extend({
  brandName: z.string().nullable(),
  brandLogoUrl: z.string().nullable(),
  myStatus: z.enum(['pending', 'pending_counteroffer', 'accepted', 'active']).nullable(),
});
export type AvailableCampaign = z.infer<typeof availableCampaignSchema>;
export const availableCampaignListSchema = z.array(availableCampaignSchema);

/** What the campaigns service answers about campaigns (seed 002 §8 'Campaign'). */
export const CAMPAIGN_TEXTS = {
  created: 'Campaña creada exitosamente',
  updated: 'Campaña actualizada',
  paused: 'Campaña pausada y métricas guardadas',
  deleted: 'Campaña eliminada y métricas guardadas en historial',
  pixelRequired: 'Debes instalar el píxel de conversión antes de crear una campaña por conversión',
} as const;
