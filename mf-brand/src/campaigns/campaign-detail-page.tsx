import { App, Card, Flex, Tag, theme } from '@afilia/platform/antd';
import type { Campaign } from '@afilia/contracts';
import { ButtonLink, EmptyNotice, LoadingState, PageHeader, type PageProps } from '@afilia/platform';
import { BackButton, CampaignActions } from './campaign-actions';
import { campaignStatusColor, campaignStatusLabel } from './campaign-labels';
import { CampaignSummary } from './campaign-summary';
import { CampaignTabs, sortForTabs } from './campaign-tabs';
import { CAMPAIGN_SCREEN_TEXTS as T } from './campaign-texts';
import { useReview } from './review-list';
import { useCampaign, useCampaignApplications, useCampaignLinks, useConfirmDeleteLink } from './use-campaigns';

/** /dashboard/campaigns/{campaignId} (seed 002 §2 'Campaign detail'). */
export default function CampaignDetailPage({ params }: PageProps) {
  const campaign = useCampaign(params.campaignId ?? '');
  if (campaign.isPending) return <LoadingState text="Cargando campaña..." />;
  if (!campaign.data)
    return (
      <>
        <PageHeader title="Campaña no encontrada" extra={<BackButton />} />
        <Card>
          <EmptyNotice title="Campaña no encontrada" hint="Puede que se haya eliminado o que no sea de tu marca." />
        </Card>
      </>
    );
  return <CampaignDetail campaign={campaign.data} onRefresh={() => campaign.refetch()} />;
}

function CampaignDetail({ campaign, onRefresh }: { campaign: Campaign; onRefresh(): Promise<unknown> }) {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const applications = useCampaignApplications(campaign.id);
  const links = useCampaignLinks(campaign.id);
  const review = useReview(campaign.id);
  const onDeleteLink = useConfirmDeleteLink(campaign.id);

  const refresh = async () => {
    await Promise.all([onRefresh(), applications.refetch(), links.refetch()]);
    message.success(T.refreshed);
  };
  const list = applications.data ?? { applications: [], participations: [] };
  const sorted = sortForTabs(list, links.data ?? []);

  return (
    <>
      <PageHeader
        title={campaign.name}
        tags={<Tag color={campaignStatusColor(campaign.status)}>{campaignStatusLabel(campaign.status)}</Tag>}
        extra={<CampaignActions campaign={campaign} onRefresh={() => void refresh()} />}
      />
      <CampaignSummary campaign={campaign} working={sorted.working} links={sorted.links} />
      <Flex justify="flex-end" style={{ marginBottom: token.marginXS }}>
        <ButtonLink type="link" to={`/dashboard/campaigns/${campaign.id}/applications`}>
          Ver todas las aplicaciones
        </ButtonLink>
      </Flex>
      <Card>
        {applications.isPending ? (
          <LoadingState text="Cargando aplicaciones..." />
        ) : (
          <CampaignTabs
            campaign={campaign}
            list={list}
            sorted={sorted}
            linksLoading={links.isFetching}
            onReview={review.open}
            onDeleteLink={onDeleteLink}
          />
        )}
      </Card>
      {review.dialog}
    </>
  );
}
