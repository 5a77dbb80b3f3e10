import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import LeftOutlined from '@ant-design/icons/es/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/es/icons/RightOutlined';
import { Avatar, Button, Card, Col, Flex, Row, theme } from '@afilia/platform/antd';
import {
  categoryLabel,
  DIRECTORY_TEXTS,
  formatCommission,
  formatFollowers,
  NETWORK_LABELS,
  PRESS_KIT_TEXTS,
  type CreatorDetail,
  type FeaturedPost,
} from '@afilia/contracts';
import { creatorFigures } from './creator-figures';
import { CREATOR_DETAIL_TEXTS as T } from './creator-detail-texts';
import { networkCards, type NetworkCard } from './creator-detail';
import { initials } from './directory-filters';

/** A card's title as the page's second-level heading, so the page reads as an outline. */
export function CardHeading({ id, children }: { id?: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <h2 id={id} style={{ margin: 0, fontSize: token.fontSizeLG, lineHeight: token.lineHeightLG, fontWeight: token.fontWeightStrong }}>
      {children}
    </h2>
  );
}

/**
 * A link out of the platform, in a new tab, that never gives the page a handle on ours. Its name
 * starts with the visible text, followed by `context` and that it opens another tab.
 */
function ExternalLink({ href, text, context }: { href: string; text: string; context?: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={[text, context, T.opensInNewTab].filter(Boolean).join(' ')}>
      {text}
    </a>
  );
}

/**
 * The creator's photo, 'Comisión base', categories, bio and the social summary (seed 001 §2, §9):
 * total followers in k/M, average engagement with two decimals, total posts, and the verified
 * earnings on a row of their own when the brand may see them.
 */
export function ProfileCard({ creator }: { creator: CreatorDetail }) {
  const { token } = theme.useToken();
  const figures = creatorFigures(creator, 'detail');
  const term = { color: token.colorTextDescription, fontSize: token.fontSizeSM } as const;
  return (
    <Card title={<CardHeading>{T.profile}</CardHeading>}>
      <Flex vertical gap={token.marginMD}>
        <Flex align="flex-start" gap={token.margin} wrap>
          <Avatar
            size={72}
            src={creator.profileImageUrl ?? undefined}
            alt=""
            aria-hidden
            style={{
              flex: 'none',
              backgroundColor: token.colorPrimary,
              color: token.colorTextLightSolid,
              fontWeight: 600,
              fontSize: token.fontSizeHeading3,
            }}
          >
            {initials(creator.name)}
          </Avatar>
          <dl style={{ margin: 0, display: 'grid', gap: token.marginXS, flex: '1 1 220px', minWidth: 0 }}>
            <div>
              <dt style={term}>{DIRECTORY_TEXTS.baseCommission}</dt>
              <dd style={{ margin: 0, fontWeight: token.fontWeightStrong, fontSize: token.fontSizeLG }}>
                {formatCommission('percentage', creator.baseCommissionPercent)}
              </dd>
            </div>
            <div>
              <dt style={term}>{T.categories}</dt>
              <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>
                {creator.categories.length > 0 ? creator.categories.map(categoryLabel).join(' · ') : T.noCategories}
              </dd>
            </div>
          </dl>
        </Flex>
        <section aria-label={T.socialSummary}>
          <dl style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: token.marginSM, margin: 0 }}>
            {figures.map((figure) => (
              <div
                key={figure.key}
                style={{
                  minWidth: 0,
                  padding: token.paddingSM,
                  borderRadius: token.borderRadius,
                  background: token.colorFillAlter,
                  gridColumn: figure.key === 'earned' ? '1 / -1' : undefined,
                }}
              >
                <dt style={term}>{figure.label}</dt>
                <dd style={{ margin: 0, fontWeight: token.fontWeightStrong, fontSize: token.fontSizeHeading4 }}>{figure.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <div>
          <h3 style={{ margin: `0 0 ${token.marginXXS}px`, fontSize: token.fontSize, fontWeight: token.fontWeightStrong }}>{T.bio}</h3>
          <p
            style={{
              margin: 0,
              whiteSpace: 'pre-line',
              overflowWrap: 'anywhere',
              color: creator.bio ? token.colorText : token.colorTextDescription,
            }}
          >
            {creator.bio || T.noBio}
          </p>
        </div>
      </Flex>
    </Card>
  );
}

/**
 * 'Publicaciones destacadas' as a carousel (seed 001 §2): the posts side by side, scrolled with
 * 'anterior'/'siguiente' buttons, by swiping, or with the keyboard (each post's link takes the
 * focus and scrolls it into view). antd's Carousel is not in the platform; this needs no script
 * beyond the buttons.
 */
export function FeaturedPosts({ posts }: { posts: readonly FeaturedPost[] }) {
  const { token } = theme.useToken();
  const headingId = useId();
  const listId = useId();
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    setEdges({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  }, []);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, posts.length]);

  const scroll = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: reduced ? 'auto' : 'smooth' });
  };

  return (
    <Card
      title={<CardHeading id={headingId}>{PRESS_KIT_TEXTS.featured}</CardHeading>}
      extra={
        posts.length > 1 && (
          <Flex gap={token.marginXS}>
            <Button
              icon={<LeftOutlined />}
              aria-label={T.previousPosts}
              aria-controls={listId}
              disabled={edges.start}
              onClick={() => scroll(-1)}
            />
            <Button
              icon={<RightOutlined />}
              aria-label={T.nextPosts}
              aria-controls={listId}
              disabled={edges.end}
              onClick={() => scroll(1)}
            />
          </Flex>
        )
      }
    >
      <ul
        id={listId}
        ref={track}
        aria-labelledby={headingId}
        onScroll={measure}
        style={{
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: `minmax(220px, calc((100% - ${2 * token.marginSM}px) / 3))`,
          gap: token.marginSM,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          listStyle: 'none',
          margin: 0,
          padding: `0 0 ${token.paddingXS}px`,
        }}
      >
        {posts.map((post, index) => (
          <li
            key={`${post.url}-${index}`}
            style={{
              scrollSnapAlign: 'start',
              display: 'flex',
              flexDirection: 'column',
              gap: token.marginXS,
              padding: token.padding,
              border: `1px solid ${token.colorBorderSecondary}`,
              borderRadius: token.borderRadiusLG,
              minWidth: 0,
            }}
          >
            <span style={{ fontWeight: token.fontWeightStrong }}>{NETWORK_LABELS[post.platform]}</span>
            <span style={{ color: token.colorTextDescription, overflowWrap: 'anywhere', flex: 1 }}>{post.description || post.url}</span>
            <ExternalLink href={post.url} text={T.viewPost} context={T.postOf(index + 1, NETWORK_LABELS[post.platform])} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** 'Redes sociales': a card per network (seed 001 §2) with its followers and a link to the profile. */
export function NetworkCards({ creator }: { creator: CreatorDetail }) {
  const { token } = theme.useToken();
  const headingId = useId();
  const cards = networkCards(creator);
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} style={{ margin: `0 0 ${token.marginSM}px`, fontSize: token.fontSizeLG, fontWeight: token.fontWeightStrong }}>
        {T.networks}
      </h2>
      <Row gutter={[token.margin, token.margin]} role="list">
        {cards.map((card) => (
          <Col key={card.network} role="listitem" xs={24} sm={12} lg={8} xxl={6}>
            <NetworkCardView card={card} />
          </Col>
        ))}
      </Row>
    </section>
  );
}

function NetworkCardView({ card }: { card: NetworkCard }) {
  const { token } = theme.useToken();
  return (
    <Card size="small" style={{ height: '100%' }}>
      <Flex vertical gap={token.marginXXS}>
        <h3 style={{ margin: 0, fontSize: token.fontSize, fontWeight: token.fontWeightStrong }}>{card.label}</h3>
        <span style={{ fontSize: token.fontSizeHeading4, fontWeight: token.fontWeightStrong }}>{formatFollowers(card.followers)}</span>
        <span style={{ color: token.colorTextDescription, fontSize: token.fontSizeSM }}>{card.followersLabel}</span>
        {card.url && (
          <ExternalLink
            href={card.url}
            text={card.username ? `@${card.username}` : T.viewProfileOf(card.label)}
            context={card.username ? T.onNetwork(card.label) : undefined}
          />
        )}
      </Flex>
    </Card>
  );
}
