import {
  campaignEditFormSchema,
  createCampaignRequestSchema,
  NEW_CAMPAIGN_DEFAULT_COMMISSION_PERCENT,
  NEW_CAMPAIGN_DEFAULT_COOKIE_DAYS,
  type Campaign,
} from '@afilia/contracts';

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

/** The dialog's field for each schema key it names differently. */
export const CAMPAIGN_FIELD_OF: Readonly<Record<string, keyof CampaignFormValues>> = {
  target: 'targetProductId',
  'target.url': 'targetUrl',
};

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
    name: campaign.name,
    description: campaign.description ?? '',
    commissionType: campaign.commissionType,
    commissionValue: campaign.commissionType === 'fixed' ? campaign.commissionValue / 100 : campaign.commissionValue,
    cookieDurationDays: campaign.cookieDurationDays,
    status: campaign.status === 'inactive' ? 'inactive' : 'active',
  };
}

/** The edit dialog's values (seed 002 §5 'Campaign edit'), checked with the contracts schema. */
export function checkCampaignEdit(values: CampaignFormValues) {
  return campaignEditFormSchema.safeParse({
    name: values.name ?? '',
    description: values.description ?? null,
    commissionType: values.commissionType ?? 'percentage',
    commissionValue: commissionOut(values),
    cookieDurationDays: isNumber(values.cookieDurationDays) ? values.cookieDurationDays : undefined,
    status: values.status ?? 'active',
  });
}
