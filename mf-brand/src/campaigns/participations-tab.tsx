import type { AffiliateLink, ParticipationView } from '@afilia/contracts';
import type { Review } from './review-dialog';
import { ParticipationList } from './review-list';
import { useSettleHeldClicks } from './use-campaigns';

export interface ParticipationsTabProps {
  campaignId: string;
  /** The campaign's active and completed participations. */
  participations: ParticipationView[];
  /** The campaign's links (not the custom ones), whose clicks are counted by creator. */
  links: AffiliateLink[];
  onReview(review: Review): void;
}

/**
 * A CPC campaign's 'Participaciones': every click of each creator's links, beside the billed ones,
 * and the clicks a fraud signal held on a creator's CPC link, for the brand to release or discard.
 */
export function ParticipationsTab({ campaignId, participations, links, onReview }: ParticipationsTabProps) {
  const settle = useSettleHeldClicks(campaignId);
  const clicks = new Map<string, number>();
  const cpcLinks = new Map<string, AffiliateLink>();
  for (const l of links) {
    clicks.set(l.creatorId, (clicks.get(l.creatorId) ?? 0) + l.clicks);
    if (l.cpc) cpcLinks.set(l.creatorId, l);
  }
  return (
    <ParticipationList
      participations={participations}
      onReview={onReview}
      empty="Todavía no hay participaciones"
      clicks={clicks}
      cpcLinks={cpcLinks}
      onSettleHeld={settle}
    />
  );
}
