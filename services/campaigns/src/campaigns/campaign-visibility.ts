/**
 * Whether creators may find a campaign today: active, and within its dates when it has them
 * (docs/decisions.md: start and end dates bound when a campaign is visible).
 */
export function isVisibleToCreators(
  campaign: { status: string; startDate: string | null; endDate: string | null },
  today = new Date().toISOString().slice(0, 10),
): boolean {
  if (campaign.status !== 'active') return false;
  if (campaign.startDate && campaign.startDate > today) return false;
  if (campaign.endDate && campaign.endDate < today) return false;
  return true;
}
