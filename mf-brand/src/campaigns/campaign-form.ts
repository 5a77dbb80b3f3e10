import {
  REWARD_BONUSES_MAX,
  campaignEditFormSchema,
  createCampaignRequestSchema,
  NEW_CAMPAIGN_DEFAULT_COMMISSION_PERCENT,
  NEW_CAMPAIGN_DEFAULT_COOKIE_DAYS,
  type Campaign,
  type CampaignRewards,
} from '@afilia/contracts';

/** A tier as the form holds it: the month's sale it starts at and its percent. */
export interface TierValues {
  fromSales?: number | null;
  commissionValue?: number | null;
}

/** A bonus as the form holds it: a goal of sales, or of revenue in pesos, and its amount in pesos. */
export interface BonusValues {
  metric?: 'sales' | 'revenue';
  threshold?: number | null;
  amount?: number | null;
}

/**
 * The 'Nueva Campaña' tabs and the edit dialog take pesos for a fixed commission and percent for
 * a percentage, as people think of them; the API takes cents for money (DESIGN.md 'Data').
 */
export interface CampaignFormValues {
  name?: string;
  description?: string | null;
  commissionType?: 'percentage' | 'fixed';
  /** Percent (15) or pesos (1500.5), by type. */
  commissionValue?: number | null;
  cookieDurationDays?: number | null;
  paymentMethod?: 'direct' | 'discount_code' | 'store_products';
  productIds?: string[];
  /** Conversion target. */
  targetKind?: 'product' | 'url';
  targetProductId?: string | null;
  targetUrl?: string;
  status?: 'active' | 'inactive';
  /** A standard campaign's tiers and bonuses (issue 39 §4). */
  rewards?: { tiers?: TierValues[]; bonuses?: BonusValues[] };
}

const isNumber = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** The commission as the API takes it: percent as is, pesos to cents. */
function commissionOut(values: CampaignFormValues): number | undefined {
  if (!isNumber(values.commissionValue)) return undefined;
  return values.commissionType === 'fixed' ? Math.round(values.commissionValue * 100) : values.commissionValue;
}

export const NEW_CAMPAIGN_VALUES: CampaignFormValues = {
  name: '',
  description: '',
  commissionType: 'percentage',
  commissionValue: NEW_CAMPAIGN_DEFAULT_COMMISSION_PERCENT,
  cookieDurationDays: NEW_CAMPAIGN_DEFAULT_COOKIE_DAYS,
  paymentMethod: 'direct',
  productIds: [],
  targetKind: 'product',
  targetProductId: null,
  targetUrl: '',
};

/** The dialog's field for each schema key it names differently (a bonus's amount is in pesos). */
export const CAMPAIGN_FIELD_OF: Readonly<Record<string, string>> = {
  target: 'targetProductId',
  'target.url': 'targetUrl',
  ...Object.fromEntries(
    Array.from({ length: REWARD_BONUSES_MAX }, (_, i) => [`rewards.bonuses.${i}.amountCents`, `rewards.bonuses.${i}.amount`]),
  ),
};

const pesosToCents = (value: number | null | undefined) => (isNumber(value) ? Math.round(value * 100) : undefined);

/** The form's rewards as the API takes them: pesos to cents; an empty number stays empty for the schema to name. */
function rewardsOut(values: CampaignFormValues) {
  return {
    tiers: (values.rewards?.tiers ?? []).map((t) => ({
      fromSales: t.fromSales ?? undefined,
      commissionValue: t.commissionValue ?? undefined,
    })),
    bonuses: (values.rewards?.bonuses ?? []).map((b) => ({
      metric: b.metric ?? 'sales',
      threshold: b.metric === 'revenue' ? pesosToCents(b.threshold) : (b.threshold ?? undefined),
      amountCents: pesosToCents(b.amount),
    })),
  };
}

/** A campaign's rewards as the form shows them: cents to pesos. */
export function rewardsIn(rewards: CampaignRewards): NonNullable<CampaignFormValues['rewards']> {
  return {
    tiers: rewards.tiers.map((t) => ({ ...t })),
    bonuses: rewards.bonuses.map((b) => ({
      metric: b.metric,
      threshold: b.metric === 'revenue' ? b.threshold / 100 : b.threshold,
      amount: b.amountCents / 100,
    })),
  };
}

/** 'Comisión Estándar' or 'Por Conversión (CPL/CPA)' as the API's request, checked with the contracts schema (seed 002 §5). */
export function checkNewCampaign(kind: 'standard' | 'conversion', values: CampaignFormValues) {
  const common = {
    name: values.name ?? '',
    description: values.description ?? null,
    commissionType: values.commissionType ?? 'percentage',
    commissionValue: commissionOut(values),
    cookieDurationDays: isNumber(values.cookieDurationDays) ? values.cookieDurationDays : undefined,
  };
  if (kind === 'standard')
    return createCampaignRequestSchema.safeParse({
      ...common,
      campaignType: 'standard',
      paymentMethod: values.paymentMethod ?? 'direct',
      productIds: values.productIds ?? [],
      rewards: rewardsOut(values),
    });
  const target =
    values.targetKind === 'url'
      ? { kind: 'url', url: values.targetUrl ?? '' }
      : { kind: 'product', productId: values.targetProductId ?? '' };
  return createCampaignRequestSchema.safeParse({ ...common, campaignType: 'conversion', target });
}

/** The edit dialog's starting values. */
export function editValuesOf(campaign: Campaign): CampaignFormValues {
  return {
    rewards: rewardsIn(campaign.rewards),
    name: campaign.name,
    description: campaign.description ?? '',
    commissionType: campaign.commissionType,
    commissionValue: campaign.commissionType === 'fixed' ? campaign.commissionValue / 100 : campaign.commissionValue,
    cookieDurationDays: campaign.cookieDurationDays,
    status: campaign.status === 'inactive' ? 'inactive' : 'active',
  };
}

/**
 * The edit dialog's values (seed 002 §5 'Campaign edit'), checked with the contracts schema; a
 * standard campaign's rewards with them (the others have none to send).
 */
export function checkCampaignEdit(values: CampaignFormValues, campaignType: Campaign['campaignType']) {
  return campaignEditFormSchema.safeParse({
    ...(campaignType === 'standard' ? { rewards: rewardsOut(values) } : {}),
    name: values.name ?? '',
    description: values.description ?? null,
    commissionType: values.commissionType ?? 'percentage',
    commissionValue: commissionOut(values),
    cookieDurationDays: isNumber(values.cookieDurationDays) ? values.cookieDurationDays : undefined,
    status: values.status ?? 'active',
  });
}
