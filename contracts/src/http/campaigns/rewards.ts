import { z } from 'zod';
import { INT4_MAX, PERCENT_COMMISSION_MAX, PERCENT_COMMISSION_MIN } from '../../common/constants.js';
import { formatCommission, formatInteger, formatMoney } from '../../common/format.js';
import {
  COMMISSION_TYPES,
  REWARD_BONUS_METRICS,
  rewardBonusSchema,
  rewardTierSchema,
  type CampaignRewards,
  type RewardBonus,
} from '../../entities/campaigns.js';

/**
 * Rewards that grow with results (issue 39 §4, decision 247): a standard campaign may raise its
 * percentage in up to four tiers of the month's sales, and pay up to three bonuses a month when
 * a creator's sales or revenue there reach a goal. The seeds have none of this: every text is ours.
 */
export const REWARD_TIERS_MAX = 4;
export const REWARD_BONUSES_MAX = 3;
/** A tier starts at the month's 2nd sale at the earliest (the 1st is the campaign's own rate) and at its 100,000th at the latest. */
export const REWARD_TIER_FROM_MIN = 2;
export const REWARD_TIER_FROM_MAX = 100_000;

export const REWARD_MESSAGES = {
  tiersMax: `Podés agregar hasta ${REWARD_TIERS_MAX} escalones`,
  tierFrom: `El escalón debe empezar entre la venta ${REWARD_TIER_FROM_MIN} y la ${REWARD_TIER_FROM_MAX.toLocaleString('es-AR')} del mes`,
  tierFromOrder: 'Cada escalón debe empezar en más ventas que el anterior',
  tierPercent: 'La comisión del escalón debe estar entre 0,01% y 100%',
  tierRate: 'Cada escalón debe pagar más comisión que el anterior y que la comisión base',
  tiersNeedPercentage: 'Los escalones solo se usan con una comisión en porcentaje',
  bonusesMax: `Podés agregar hasta ${REWARD_BONUSES_MAX} bonos`,
  bonusSales: 'La meta debe ser de al menos 1 venta',
  bonusRevenue: 'La meta debe ser de al menos $0,01',
  bonusAmount: 'El bono debe ser de al menos $0,01',
  amountTooHigh: `El monto no puede superar ${formatMoney(INT4_MAX)}`,
  bonusRepeated: 'Ya hay un bono con esa meta',
  standardOnly: 'Las recompensas por resultados son para campañas de comisión estándar',
} as const;

const tier = z.object({
  fromSales: z
    .number({ error: REWARD_MESSAGES.tierFrom })
    .int({ error: REWARD_MESSAGES.tierFrom })
    .min(REWARD_TIER_FROM_MIN, { error: REWARD_MESSAGES.tierFrom })
    .max(REWARD_TIER_FROM_MAX, { error: REWARD_MESSAGES.tierFrom }),
  commissionValue: z
    .number({ error: REWARD_MESSAGES.tierPercent })
    .min(PERCENT_COMMISSION_MIN, { error: REWARD_MESSAGES.tierPercent })
    .max(PERCENT_COMMISSION_MAX, { error: REWARD_MESSAGES.tierPercent })
    .refine((v) => Math.round(v * 100) === v * 100, { error: REWARD_MESSAGES.tierPercent }),
}) satisfies z.ZodType<z.infer<typeof rewardTierSchema>>;

const bonus = z
  .object({
    metric: z.enum(REWARD_BONUS_METRICS),
    threshold: z.number({ error: REWARD_MESSAGES.bonusSales }).int({ error: REWARD_MESSAGES.bonusSales }),
    amountCents: z
      .number({ error: REWARD_MESSAGES.bonusAmount })
      .int({ error: REWARD_MESSAGES.bonusAmount })
      .min(1, { error: REWARD_MESSAGES.bonusAmount })
      .max(INT4_MAX, { error: REWARD_MESSAGES.amountTooHigh }),
  })
  .superRefine((b, ctx) => {
    const message = b.metric === 'sales' ? REWARD_MESSAGES.bonusSales : REWARD_MESSAGES.bonusRevenue;
    if (b.threshold < 1) ctx.addIssue({ code: 'custom', path: ['threshold'], message });
    else if (b.threshold > (b.metric === 'sales' ? REWARD_TIER_FROM_MAX : INT4_MAX))
      ctx.addIssue({
        code: 'custom',
        path: ['threshold'],
        message: b.metric === 'sales' ? REWARD_MESSAGES.tierFrom : REWARD_MESSAGES.amountTooHigh,
      });
  }) satisfies z.ZodType<z.infer<typeof rewardBonusSchema>>;

/**
 * What a brand sends: each tier and bonus checked on its own; together by `checkRewards`. A new
 * campaign without any has none; an edit without them keeps the campaign's.
 */
export const rewardsFormSchema = z.object({
  tiers: z.array(tier).max(REWARD_TIERS_MAX, { error: REWARD_MESSAGES.tiersMax }).default([]),
  bonuses: z.array(bonus).max(REWARD_BONUSES_MAX, { error: REWARD_MESSAGES.bonusesMax }).default([]),
});

/**
 * The rules across a campaign's rewards, each issue on its field (`rewards.tiers.1.fromSales`):
 * tiers start at ever more sales and pay ever more, above the base percentage; a fixed commission
 * has no tiers (a tier is a percentage); no two bonuses share a goal.
 */
export function checkRewards(
  rewards: CampaignRewards,
  base: { commissionType: (typeof COMMISSION_TYPES)[number]; commissionValue: number },
  ctx: z.RefinementCtx,
): void {
  rewards.tiers.forEach((t, i) => {
    const path = (field: string) => ['rewards', 'tiers', i, field];
    if (base.commissionType !== 'percentage') {
      ctx.addIssue({ code: 'custom', path: path('commissionValue'), message: REWARD_MESSAGES.tiersNeedPercentage });
      return;
    }
    const before = rewards.tiers[i - 1];
    if (before && t.fromSales <= before.fromSales)
      ctx.addIssue({ code: 'custom', path: path('fromSales'), message: REWARD_MESSAGES.tierFromOrder });
    if (t.commissionValue <= (before?.commissionValue ?? base.commissionValue))
      ctx.addIssue({ code: 'custom', path: path('commissionValue'), message: REWARD_MESSAGES.tierRate });
  });
  const goals = new Set<string>();
  rewards.bonuses.forEach((b, i) => {
    const goal = `${b.metric}:${b.threshold}`;
    if (goals.has(goal))
      ctx.addIssue({ code: 'custom', path: ['rewards', 'bonuses', i, 'threshold'], message: REWARD_MESSAGES.bonusRepeated });
    goals.add(goal);
  });
}

/** The tier a month's `nth` sale is paid on, or null when it is below the first. */
export function tierForSale(tiers: readonly z.infer<typeof rewardTierSchema>[], nth: number): z.infer<typeof rewardTierSchema> | null {
  let found: z.infer<typeof rewardTierSchema> | null = null;
  for (const t of tiers) if (t.fromSales <= nth && (!found || t.fromSales > found.fromSales)) found = t;
  return found;
}

/** A bonus of the month as a creator or the brand sees it: reached or not, and what became of it. */
export const rewardBonusProgressSchema = rewardBonusSchema.extend({
  earningId: z.uuid().nullable(),
  /** pending: earned, held; completed: cleared for payout; cancelled: reversed sales took it back below the goal. */
  status: z.enum(['pending', 'completed', 'cancelled']).nullable(),
});

/**
 * A creator's month in a campaign with rewards (the collaboration card, the campaign's
 * 'Recompensas' tab): the live sales and revenue counted so far, the percentage the next sale
 * earns, the next tier, and the bonuses.
 */
export const rewardProgressSchema = z.object({
  campaignId: z.uuid(),
  campaignName: z.string().nullable(),
  creatorId: z.uuid(),
  creatorName: z.string().nullable(),
  /** The calendar month in Argentina, YYYY-MM. */
  month: z.string(),
  sales: z.number().int(),
  revenueCents: z.number().int(),
  /** The creator's agreed percentage (null: a fixed commission, which tiers never raise). */
  baseCommissionValue: z.number().nullable(),
  /** What the month's next sale earns. */
  nextSaleCommissionValue: z.number().nullable(),
  nextTier: rewardTierSchema.nullable(),
  tiers: z.array(rewardTierSchema),
  bonuses: z.array(rewardBonusProgressSchema),
});
export type RewardProgress = z.infer<typeof rewardProgressSchema>;
export const rewardProgressListSchema = z.array(rewardProgressSchema);

/** The brand's view of one campaign, or a creator's of its own campaigns. */
export const rewardProgressRequestSchema = z.object({ campaignId: z.uuid().optional(), brandId: z.uuid().optional() });

/** The first of `checkRewards`' issues, for a service checking rewards kept from before against a new base. */
export function rewardsIssue(
  rewards: CampaignRewards,
  base: { commissionType: (typeof COMMISSION_TYPES)[number]; commissionValue: number },
): { path: (string | number)[]; message: string } | null {
  const checked = z
    .unknown()
    .superRefine((_, ctx) => checkRewards(rewards, base, ctx))
    .safeParse(null);
  const issue = checked.success ? undefined : checked.error.issues[0];
  return issue ? { path: issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)), message: issue.message } : null;
}

/** '12% desde la venta 21 del mes'. */
export function formatTier(tier: z.infer<typeof rewardTierSchema>): string {
  return `${formatCommission('percentage', tier.commissionValue)} desde la venta ${formatInteger(tier.fromSales)} del mes`;
}

/** A bonus's goal: '10 ventas en el mes', '$ 300.000 facturados en el mes'. */
export function formatBonusGoal(bonus: Pick<RewardBonus, 'metric' | 'threshold'>): string {
  return bonus.metric === 'sales'
    ? `${formatInteger(bonus.threshold)} ${bonus.threshold === 1 ? 'venta' : 'ventas'} en el mes`
    : `${formatMoney(bonus.threshold)} facturados en el mes`;
}

/** 'Bono de $ 5.000 al llegar a 10 ventas en el mes'. */
export function formatBonus(bonus: RewardBonus): string {
  return `Bono de ${formatMoney(bonus.amountCents)} al llegar a ${formatBonusGoal(bonus)}`;
}

/** A campaign's rewards in a line each, for the cards that show its terms; none when it has none. */
export function rewardLines(rewards: CampaignRewards): string[] {
  return [...rewards.tiers.map(formatTier), ...rewards.bonuses.map(formatBonus)];
}
