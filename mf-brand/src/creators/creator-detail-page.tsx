import { useEffect, useState } from 'react';
import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import UserAddOutlined from '@ant-design/icons/es/icons/UserAddOutlined';
import { App, Button, Card, Flex, Tag, theme } from '@afilia/platform/antd';
import { BADGE_LABELS, COLLABORATION_TEXTS, creatorBadges, DIRECTORY_TEXTS, type CreatorDetail } from '@afilia/contracts';
import { ButtonLink, EmptyNotice, LoadingState, PageHeader, useActiveBrandId, type PageProps } from '@afilia/platform';
import { useNavigate } from '@afilia/platform/router';
import { DiscountCodesTab } from '../campaigns/discount-codes-tab';
import { BADGE_COLORS } from './creator-card';
import { CreatorCollaborations } from './creator-collaborations';
import { DIRECTORY_PATH, detailSections } from './creator-detail';
import { CREATOR_DETAIL_TEXTS as T } from './creator-detail-texts';
import { CreatorLinksCard } from './creator-links-card';
import { CardHeading, FeaturedPosts, NetworkCards, ProfileCard } from './creator-profile';
import { InviteDialog } from './invite-dialog';
import { isMissingCreator, useCreatorDetail } from './use-creator-detail';

/**
 * /dashboard/creators/{creatorId} for a brand or an agency's active brand (seed 001 §2 'Creator
 * detail for a brand', §5, §8). A creator the brand may not see, or no brand to act for, is said
 * ('Creador no encontrado', 'No se encontró el perfil de marca') and the list comes back.
 */
export default function CreatorDetailPage({ params }: PageProps) {
  const creatorId = params.creatorId ?? '';
  const brandId = useActiveBrandId();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const detail = useCreatorDetail(brandId, creatorId);
  const leaving = !brandId ? DIRECTORY_TEXTS.noBrandProfile : isMissingCreator(detail.error) ? DIRECTORY_TEXTS.notFound : null;
  useEffect(() => {
    if (!leaving) return;
    message.error(leaving);
    void navigate(DIRECTORY_PATH, { replace: true });
  }, [leaving, message, navigate]);

  if (detail.data && brandId) return <CreatorDetailView key={detail.data.id} creator={detail.data} brandId={brandId} />;
  if (detail.isError && !leaving)
    return (
      <>
        <PageHeader title={T.creatorFallbackTitle} extra={<BackButton />} />
        <Card>
          <Flex vertical align="center" gap={12}>
            <EmptyNotice title={T.loadError} hint={T.loadErrorHint} />
            <Button onClick={() => void detail.refetch()}>{T.retry}</Button>
          </Flex>
        </Card>
      </>
    );
  return <LoadingState text={T.loading} />;
}

function BackButton() {
  return (
    <ButtonLink to={DIRECTORY_PATH} icon={<ArrowLeftOutlined />}>
      {DIRECTORY_TEXTS.back}
    </ButtonLink>
  );
}

/**
 * The page: the name (the one h1) with its badges, 'Volver', the profile and social summary,
 * the featured posts, the networks; then the brand's own internal creator's links and codes, or
 * for any other creator 'Invitar a Producto' and the collaborations both ways.
 */
function CreatorDetailView({ creator, brandId }: { creator: CreatorDetail; brandId: string }) {
  const { token } = theme.useToken();
  const sections = detailSections(creator);
  const [inviting, setInviting] = useState({ open: false, session: 0 });
  const badges = creatorBadges(creator);

  return (
    <>
      <PageHeader
        title={creator.name}
        tags={badges.map((badge) => (
          <Tag key={badge} color={BADGE_COLORS[badge]} style={{ marginInlineEnd: 0 }}>
            {BADGE_LABELS[badge]}
          </Tag>
        ))}
        extra={
          <Flex gap={token.marginXS} wrap>
            <BackButton />
            {sections.includes('invite') && (
              <Button
                type="primary"
                icon={<UserAddOutlined />}
                onClick={() => setInviting((s) => ({ open: true, session: s.session + 1 }))}
              >
                {COLLABORATION_TEXTS.invite}
              </Button>
            )}
          </Flex>
        }
      />
      <Flex vertical gap={token.marginLG}>
        <ProfileCard creator={creator} />
        {creator.featuredPosts.length > 0 && <FeaturedPosts posts={creator.featuredPosts} />}
        <NetworkCards creator={creator} />
        {sections.includes('links') && <CreatorLinksCard brandId={brandId} creatorId={creator.id} />}
        {sections.includes('codes') && (
          <Card title={<CardHeading>{T.codes}</CardHeading>}>
            <DiscountCodesTab brandId={brandId} creators={new Map([[creator.id, creator.name]])} creatorId={creator.id} />
          </Card>
        )}
        {sections.includes('received') && <CreatorCollaborations brandId={brandId} creatorId={creator.id} />}
      </Flex>
      {sections.includes('invite') && inviting.session > 0 && (
        <InviteDialog
          key={inviting.session}
          open={inviting.open}
          brandId={brandId}
          creator={creator}
          onClose={() => setInviting((s) => ({ ...s, open: false }))}
        />
      )}
    </>
  );
}
