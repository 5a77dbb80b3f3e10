import {
  formatCommission,
  formatCpcTerms,
  RECENT_ACCEPTANCE_MS,
  type AffiliateLink,
  type ApplicationsList,
  type ApplicationView,
  type ParticipationView,
} from '@afilia/contracts';

/** One collaboration of 'Mis Colaboraciones': an accepted application or an active (or finished) CPC participation. */
export interface Collaboration {
  /** The application's or participation's id. */
  id: string;
  kind: 'application' | 'participation';
  campaignId: string;
  campaignName: string;
  brandName: string | null;
  brandLogoUrl: string | null;
  /** Seed 002 §2 'My Collaborations' type badge. */
  typeLabel: string;
  termsLabel: string;
  since: string;
  /** Every click of its links, bots and repeated visits included. */
  clicks: number;
  /** A CPC participation's clicks billed (unique human ones) against its quota; null otherwise. */
  billed: { clicks: number; max: number } | null;
  sales: number;
  commissionCents: number;
  /** Every link of it no longer works ('Link Caducado'). */
  expired: boolean;
  /** A campaign the brand deleted: why its links stopped ('La marca eliminó la campaña'); it has no detail any more. */
  endedReason: string | null;
  links: AffiliateLink[];
}

/** The type badge: 'Costo por Clic', 'Descuento' (paid by discount code), 'Por Conversión' (ours), 'Comisión por Venta'. */
export function collaborationTypeLabel(campaign: ApplicationView['campaign']): string {
  if (campaign.campaignType === 'cpc') return 'Costo por Clic';
  if (campaign.campaignType === 'conversion') return 'Por Conversión';
  return campaign.paymentMethod === 'discount_code' ? 'Descuento' : 'Comisión por Venta';
}

/** The commission agreed: the creator's proposal or the accepted counteroffer (kept there), else the campaign's. */
export function agreedCommission(a: ApplicationView): string {
  return a.proposedCommissionType && a.proposedCommissionValue !== null
    ? formatCommission(a.proposedCommissionType, a.proposedCommissionValue)
    : formatCommission(a.campaign.commissionType, a.campaign.commissionValue);
}

function withLinks(
  base: Omit<Collaboration, 'clicks' | 'billed' | 'sales' | 'commissionCents' | 'expired' | 'links' | 'endedReason'>,
  links: AffiliateLink[],
): Collaboration {
  const own = links.filter((l) => l.campaignId === base.campaignId);
  return {
    ...base,
    links: own,
    clicks: own.reduce((n, l) => n + l.clicks, 0),
    billed: null,
    sales: own.reduce((n, l) => n + l.salesGenerated, 0),
    commissionCents: own.reduce((n, l) => n + l.commissionEarnedCents, 0),
    expired: own.length > 0 && own.every((l) => l.status !== 'active'),
    endedReason: null,
  };
}

/** Collaborations whose campaign the brand deleted: only their expired links remain, with the campaign's name. */
function endedCollaborations(links: AffiliateLink[], known: ReadonlySet<string>): Collaboration[] {
  const byCampaign = new Map<string, AffiliateLink[]>();
  for (const link of links)
    if (link.campaignId && !known.has(link.campaignId) && link.status === 'expired')
      byCampaign.set(link.campaignId, [...(byCampaign.get(link.campaignId) ?? []), link]);
  return [...byCampaign.entries()].map(([campaignId, own]) => ({
    ...withLinks(
      {
        id: `ended:${campaignId}`,
        kind: own[0]!.kind === 'cpc' ? 'participation' : 'application',
        campaignId,
        campaignName: own[0]!.campaignName ?? 'Campaña eliminada',
        brandName: null,
        brandLogoUrl: null,
        typeLabel: own[0]!.kind === 'cpc' ? 'Costo por Clic' : 'Comisión por Venta',
        termsLabel: 'Finalizada',
        since: own[0]!.createdAt,
      },
      own,
    ),
    endedReason: own[0]!.expiredReason,
  }));
}

/** Accepted applications and active or completed participations, newest first, with their links' figures. */
export function collaborationsOf(list: ApplicationsList, links: AffiliateLink[]): Collaboration[] {
  const applications = list.applications
    .filter((a) => a.status === 'accepted')
    .map((a) =>
      withLinks(
        {
          id: a.id,
          kind: 'application',
          campaignId: a.campaign.id,
          campaignName: a.campaign.name,
          brandName: a.campaign.brandName,
          brandLogoUrl: a.campaign.brandLogoUrl,
          typeLabel: collaborationTypeLabel(a.campaign),
          termsLabel: agreedCommission(a),
          since: a.updatedAt,
        },
        links,
      ),
    );
  const participations = list.participations
    .filter((p) => p.status === 'active' || p.status === 'completed')
    .map((p) => ({
      ...withLinks(
        {
          id: p.id,
          kind: 'participation',
          campaignId: p.campaign.id,
          campaignName: p.campaign.name,
          brandName: p.campaign.brandName,
          brandLogoUrl: p.campaign.brandLogoUrl,
          typeLabel: collaborationTypeLabel(p.campaign),
          termsLabel: formatCpcTerms(p.costPerClickCents, p.maxClicks),
          since: p.updatedAt,
        },
        links,
      ),
      // CPC pays billed clicks: the participation's own totals, kept from tracking's billing.
      billed: { clicks: p.currentClicks, max: p.maxClicks },
      commissionCents: p.totalEarnedCents,
    }));
  const known = new Set([...list.applications.map((a) => a.campaign.id), ...list.participations.map((p) => p.campaign.id)]);
  return [...applications, ...participations, ...endedCollaborations(links, known)].sort((a, b) => b.since.localeCompare(a.since));
}

/** An acceptance to celebrate: a standard one (dialog with confetti) or a CPC approval (an alert). */
export interface Acceptance {
  id: string;
  kind: 'application' | 'participation';
  campaignId: string;
  campaignName: string;
  at: string;
}

export function acceptancesOf(list: ApplicationsList): Acceptance[] {
  return [
    ...list.applications
      .filter((a) => a.status === 'accepted')
      .map((a) => ({ id: a.id, kind: 'application' as const, campaignId: a.campaign.id, campaignName: a.campaign.name, at: a.updatedAt })),
    ...list.participations
      .filter((p: ParticipationView) => p.status === 'active')
      .map((p) => ({
        id: p.id,
        kind: 'participation' as const,
        campaignId: p.campaign.id,
        campaignName: p.campaign.name,
        at: p.updatedAt,
      })),
  ];
}

/**
 * The acceptance to celebrate now, once each (issue 10): the one the query names (seed 001
 * 'Approval celebration': `application`), or an unread acceptance notification names (seed 001:
 * dismissing marks it read), or the newest under 5 minutes old (seed 002 'My Applications'),
 * unless already shown.
 */
export function acceptanceToCelebrate(
  list: ApplicationsList,
  options: { queryId: string | null; seen: ReadonlySet<string>; now: number; notified?: readonly string[] },
): Acceptance | null {
  const all = acceptancesOf(list);
  // Named by the query, or by an unread acceptance notification (issue 11): shown even if seen on another visit.
  for (const id of [options.queryId, ...(options.notified ?? [])]) {
    if (!id) continue;
    const named = all.find((a) => a.id === id || a.campaignId === id);
    if (named && (id !== options.queryId || !options.seen.has(named.id))) return named;
  }
  const recent = all
    .filter((a) => !options.seen.has(a.id) && options.now - Date.parse(a.at) < RECENT_ACCEPTANCE_MS)
    .sort((a, b) => b.at.localeCompare(a.at));
  return recent[0] ?? null;
}
