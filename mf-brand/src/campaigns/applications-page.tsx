import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import { Card } from '@afilia/platform/antd';
import { Badge, Tabs } from '@afilia/platform/antd-extra';
import { ButtonLink, LoadingState, PageHeader, type PageProps } from '@afilia/platform';
import { BannerList } from './banner-list';
import { ApplicationList, ParticipationList, useReview } from './review-list';
import { useBanners, useCampaign, useCampaignApplications } from './use-campaigns';

/**
 * /dashboard/campaigns/{campaignId}/applications (seed 002 §2 'Applications and Approvals'): every
 * application to the campaign, newest first, with the review dialogs.
 */
export default function ApplicationsPage({ params }: PageProps) {
  const campaignId = params.campaignId ?? '';
  const campaign = useCampaign(campaignId);
  const applications = useCampaignApplications(campaignId);
  const review = useReview(campaignId);
  const banners = useBanners(campaign.data?.brandId ?? null);
  const pendingBanners = (banners.list.data ?? []).filter((b) => b.status === 'pending').length;
  const list = applications.data ?? { applications: [], participations: [] };
  const cpc = campaign.data?.campaignType === 'cpc';
  return (
    <>
      <PageHeader
        title="Aplicaciones y Aprobaciones"
        subtitle={campaign.data?.name}
        extra={
          <ButtonLink to={`/dashboard/campaigns/${campaignId}`} icon={<ArrowLeftOutlined />}>
            Volver a la campaña
          </ButtonLink>
        }
      />
      <Card>
        {applications.isPending || campaign.isPending ? (
          <LoadingState text="Cargando aplicaciones..." />
        ) : (
          <Tabs
            items={[
              {
                key: 'applications',
                label: 'Aplicaciones a Campañas',
                children: cpc ? (
                  <ParticipationList participations={list.participations} onReview={review.open} empty="No hay aplicaciones todavía" />
                ) : (
                  <ApplicationList applications={list.applications} onReview={review.open} empty="No hay aplicaciones todavía" />
                ),
              },
              {
                key: 'banners',
                label: (
                  <span>
                    Mensajes de Banner <Badge count={pendingBanners} showZero color="purple" aria-label={`${pendingBanners} pendientes`} />
                  </span>
                ),
                children: <BannerList banners={banners} />,
              },
            ]}
          />
        )}
      </Card>
      {review.dialog}
    </>
  );
}
