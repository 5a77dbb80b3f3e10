import type { ReactNode } from 'react';
import { Avatar, Card, Flex, Tag, theme } from '@afilia/platform/antd';
import { BADGE_LABELS, categoryLabel, creatorBadges, type CreatorBadge, type DirectoryCreator } from '@afilia/contracts';
import { Link } from '@afilia/platform/router';
import { creatorFigures } from './creator-figures';
import { initials } from './directory-filters';

/**
 * Each badge in a colour of its own. Preset tag colours write in a shade that reads at 4.5:1 on
 * their fill in both themes (the shell's theme config), so no colour is hard-coded here.
 */
export const BADGE_COLORS: Record<CreatorBadge, string> = {
  internal: 'purple',
  pendingSignUp: 'gold',
  collaborating: 'green',
  agency: 'blue',
  freelance: 'cyan',
  verified: 'geekblue',
};

/** A creator's page for a brand (seed 001 §2 'Creator detail for a brand'). */
export const creatorPath = (creatorId: string) => `/dashboard/creators/${encodeURIComponent(creatorId)}`;

interface CreatorCardProps {
  creator: DirectoryCreator;
  /** The card's buttons ('Ver Perfil', 'Agregar a Lista'…), side by side, wrapping on a phone. */
  actions: ReactNode;
}

/**
 * A creator in the directory's grid (seed 001 §2, §9): photo or initials, the name linking to its
 * page, the badges, the categories, and the figures (followers in k/M, engagement with one
 * decimal, posts, and the verified earnings on a row of their own when the brand may see them).
 * The card itself is not clickable: its name and buttons are its only controls.
 */
export function CreatorCard({ creator, actions }: CreatorCardProps) {
  const { token } = theme.useToken();
  const badges = creatorBadges(creator);
  const figures = creatorFigures(creator, 'list');
  return (
    <Card style={{ height: '100%' }} styles={{ body: { height: '100%', display: 'flex', flexDirection: 'column', gap: token.marginSM } }}>
      <Flex align="flex-start" gap={token.marginSM}>
        <Avatar
          size={56}
          src={creator.profileImageUrl ?? undefined}
          alt=""
          aria-hidden
          style={{ flex: 'none', backgroundColor: token.colorPrimary, color: token.colorTextLightSolid, fontWeight: 600 }}
        >
          {initials(creator.name)}
        </Avatar>
        <Flex vertical gap={token.marginXXS} style={{ minWidth: 0 }}>
          <h2
            style={{
              margin: 0,
              fontSize: token.fontSizeHeading5,
              lineHeight: token.lineHeightHeading5,
              fontWeight: token.fontWeightStrong,
              overflowWrap: 'anywhere',
            }}
          >
            <Link to={creatorPath(creator.id)}>{creator.name}</Link>
          </h2>
          {badges.length > 0 && (
            <Flex wrap gap={token.marginXXS}>
              {badges.map((badge) => (
                <Tag key={badge} color={BADGE_COLORS[badge]} style={{ marginInlineEnd: 0 }}>
                  {BADGE_LABELS[badge]}
                </Tag>
              ))}
            </Flex>
          )}
        </Flex>
      </Flex>
      {creator.categories.length > 0 && (
        <span style={{ color: token.colorTextDescription }}>{creator.categories.map(categoryLabel).join(' · ')}</span>
      )}
      <dl style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: token.marginXS, margin: 0 }}>
        {figures.map((figure) => (
          <div key={figure.key} style={{ minWidth: 0, gridColumn: figure.key === 'earned' ? '1 / -1' : undefined }}>
            <dt style={{ color: token.colorTextDescription, fontSize: token.fontSizeSM }}>{figure.label}</dt>
            <dd style={{ margin: 0, fontWeight: token.fontWeightStrong, fontSize: token.fontSizeLG }}>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <Flex wrap gap={token.marginXS} style={{ marginTop: 'auto', paddingTop: token.paddingXS }}>
        {actions}
      </Flex>
    </Card>
  );
}
