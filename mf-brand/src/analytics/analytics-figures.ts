import { chartName, ctrBadge, formatRate, TOP_CAMPAIGNS, type AnalyticsCampaign, type ClickQuality } from '@afilia/contracts';

/** The CTR badge's colours: the seed's default, secondary and destructive (seed 002 §9). */
const CTR_TAG = { default: 'success', secondary: 'default', destructive: 'error' } as const;

export function ctrTag(ctr: number): { color: string; text: string } {
  return { color: CTR_TAG[ctrBadge(ctr)], text: formatRate(ctr) };
}

/** Click quality's badge (ours): 80 % unique and up is good, 50 % to under 80 % fair, below poor. */
export function qualityTag(quality: ClickQuality): { color: string; text: string; label: string } {
  if (quality.clicks === 0) return { color: 'default', text: 'Sin clics', label: 'Sin clics' };
  const label = quality.percent >= 80 ? 'Alta' : quality.percent >= 50 ? 'Media' : 'Baja';
  const color = quality.percent >= 80 ? 'success' : quality.percent >= 50 ? 'warning' : 'error';
  return { color, text: `${formatRate(quality.percent)} · ${label}`, label };
}

/** The counts behind a quality figure, as one sentence. */
export function qualityBreakdown(quality: ClickQuality): string {
  return `${quality.unique} únicos de ${quality.clicks} clics: ${quality.repeats} repetidos, ${quality.bots} de bots, ${quality.flagged} marcados como sospechosos`;
}

/** The two charts' data: the top 5 campaigns by clicks, names cut at 15 characters (seed 002 §9). */
export function topCampaigns(campaigns: readonly AnalyticsCampaign[]): { name: string; clicks: number; conversions: number }[] {
  return [...campaigns]
    .sort((a, b) => b.clicks - a.clicks)
    .slice(0, TOP_CAMPAIGNS)
    .map((c) => ({ name: chartName(c.campaignName ?? 'Campaña'), clicks: c.clicks, conversions: c.conversions }));
}
