import { formatEngagement, formatFollowers, formatInteger, formatMoney, type DirectoryCreator } from '@afilia/contracts';
import { CREATOR_SCREEN_TEXTS as T } from './creator-texts';

/** A figure of a creator's card or profile: its term and its value as shown. */
export interface CreatorFigure {
  key: 'followers' | 'engagement' | 'posts' | 'earned';
  label: string;
  value: string;
}

/**
 * A creator's figures (seed 001 §2, §9): followers in k/M, engagement (one decimal in the list,
 * two on its page), posts, and what it cleared when the brand may see it (issue 34 §4: the
 * creator opted in to verified results). Without it the figure is left out, never shown as $0.
 */
export function creatorFigures(
  creator: Pick<DirectoryCreator, 'totalFollowers' | 'averageEngagement' | 'totalPosts' | 'totalEarnedCents'>,
  where: 'list' | 'detail',
): CreatorFigure[] {
  const figures: CreatorFigure[] = [
    { key: 'followers', label: T.followers, value: formatFollowers(creator.totalFollowers) },
    { key: 'engagement', label: T.engagement, value: formatEngagement(creator.averageEngagement, where) },
    { key: 'posts', label: T.posts, value: formatInteger(creator.totalPosts) },
  ];
  if (creator.totalEarnedCents !== null) figures.push({ key: 'earned', label: T.earned, value: formatMoney(creator.totalEarnedCents) });
  return figures;
}
