import type { AffiliateLink, ParticipationView } from '@afilia/contracts';
import type { Review } from './review-dialog';
import { ParticipationList } from './review-list';

export interface ParticipationsTabProps {
  /** The campaign's active and completed participations. */
  participations: ParticipationView[];
  /** The campaign's links (not the custom ones), whose clicks are counted by creator. */
  links: AffiliateLink[];
  onReview(review: Review): void;
}

/** A CPC campaign's 'Participaciones': every click of each creator's links, beside the billed ones. */
export function ParticipationsTab({ participations, links, onReview }: ParticipationsTabProps) {
  const clicks = new Map<string, number>();
  for (const l of links) clicks.set(l.creatorId, (clicks.get(l.creatorId) ?? 0) + l.clicks);
  return <ParticipationList participations={participations} onReview={onReview} empty="Todavía no hay participaciones" clicks={clicks} />;
}
