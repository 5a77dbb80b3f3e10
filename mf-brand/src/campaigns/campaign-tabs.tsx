import { Tabs } from '@afilia/platform/antd-extra';
import type { AffiliateLink, ApplicationsList, Campaign } from '@afilia/contracts';
import { AffiliateLinksTab } from './affiliate-links-tab';
import { CustomLinksTab } from './custom-links-tab';
import { DiscountCodesTab } from './discount-codes-tab';
import { ParticipationsTab } from './participations-tab';
import { RewardsTab } from './rewards-tab';
import type { Review } from './review-dialog';
import { ApplicationList, ParticipationList } from './review-list';

/** A campaign's applications, participations and links, sorted into what each tab lists. */
export function sortForTabs(list: ApplicationsList, links: AffiliateLink[]) {
  const accepted = list.applications.filter((a) => a.status === 'accepted');
  return {
    pending: list.applications.filter((a) => a.status === 'pending' && a.counterOfferCommissionValue === null),
    countered: list.applications.filter((a) => a.status === 'pending' && a.counterOfferCommissionValue !== null),
    accepted,
    working: list.participations.filter((p) => p.status === 'active' || p.status === 'completed'),
    requests: list.participations.filter((p) => p.status === 'pending' || p.status === 'pending_counteroffer'),
    // Custom links have their own tab; the seed tells them apart by URL, we by kind (docs/decisions.md).
    links: links.filter((l) => l.kind !== 'custom'),
    customLinks: links.filter((l) => l.kind === 'custom'),
    creators: new Map(accepted.map((a) => [a.creatorId, a.creatorName])),
  };
}

export interface CampaignTabsProps {
  campaign: Campaign;
  list: ApplicationsList;
  sorted: ReturnType<typeof sortForTabs>;
  linksLoading: boolean;
  onReview(review: Review): void;
  onDeleteLink(link: AffiliateLink): void;
}

/**
 * The campaign detail's tabs (seed 002 §2 'Campaign detail'): a CPC campaign's participations and
 * pending applications; a sales or conversion campaign's applications, counteroffers, active
 * creators, affiliate links, discount codes and custom links.
 */
export function CampaignTabs({ campaign, list, sorted, linksLoading, onReview, onDeleteLink }: CampaignTabsProps) {
  const { pending, countered, accepted, working, requests, links, customLinks, creators } = sorted;
  const items =
    campaign.campaignType === 'cpc'
      ? [
          {
            key: 'participations',
            label: `Participaciones (${working.length})`,
            children: <ParticipationsTab campaignId={campaign.id} participations={working} links={links} onReview={onReview} />,
          },
          {
            key: 'requests',
            label: `Aplicaciones Pendientes (${requests.length})`,
            children: <ParticipationList participations={requests} onReview={onReview} empty="No hay aplicaciones pendientes" />,
          },
        ]
      : [
          {
            key: 'applications',
            label: `Aplicaciones (${pending.length})`,
            children: <ApplicationList applications={pending} onReview={onReview} empty="No hay aplicaciones pendientes" />,
          },
          {
            key: 'counteroffers',
            label: `Contraofertas (${countered.length})`,
            children: <ApplicationList applications={countered} onReview={onReview} empty="No hay contraofertas esperando respuesta" />,
          },
          {
            key: 'creators',
            label: `Creadores Activos (${accepted.length})`,
            children: <ApplicationList applications={accepted} onReview={onReview} empty="Todavía no hay creadores activos" />,
          },
          {
            key: 'links',
            label: `Links de Afiliados (${links.length})`,
            children: <AffiliateLinksTab links={links} loading={linksLoading} applications={list} onDelete={onDeleteLink} />,
          },
          {
            key: 'codes',
            label: 'Códigos de Descuento',
            children: <DiscountCodesTab brandId={campaign.brandId} creators={creators} campaignId={campaign.id} />,
          },
          {
            key: 'custom-links',
            label: `Links Personalizados (${customLinks.length})`,
            children: (
              <CustomLinksTab
                campaignId={campaign.id}
                links={customLinks}
                loading={linksLoading}
                creators={creators}
                onDelete={onDeleteLink}
              />
            ),
          },
          // Tiers and bonuses are a standard campaign's (issue 39 §4).
          ...(campaign.campaignType === 'standard'
            ? [{ key: 'rewards', label: 'Recompensas', children: <RewardsTab campaign={campaign} /> }]
            : []),
        ];
  return <Tabs items={items} />;
}
