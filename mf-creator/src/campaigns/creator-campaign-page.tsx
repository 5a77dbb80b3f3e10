import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Tag, theme } from '@afilia/platform/antd';
import { Descriptions } from '@afilia/platform/antd-extra';
import { formatCommission, formatCpcTerms, formatInteger, formatMoney, type AffiliateLink } from '@afilia/contracts';
import { api, ButtonLink, DataTable, EmptyNotice, LoadingState, PageHeader, type PageProps } from '@afilia/platform';
import { creatorCampaignsApi, creatorKeys } from './creator-campaigns-api';
import { collaborationTypeLabel } from './collaborations';
import { useMyApplications } from './use-creator-campaigns';

/**
 * 'Ver Detalle' for a creator (issue 10): the same route as the brand's detail shows, read-only,
 * the terms of a campaign it applied to or works in, and its own links and figures.
 */
export default function CreatorCampaignPage({ params }: PageProps) {
  const { token } = theme.useToken();
  const campaignId = params.campaignId ?? '';
  const campaign = useQuery({
    queryKey: creatorKeys.campaign(campaignId),
    queryFn: () => creatorCampaignsApi(api).campaign(campaignId),
    retry: false,
  });
  const links = useQuery({ queryKey: [...creatorKeys.links, campaignId], queryFn: () => creatorCampaignsApi(api).links(campaignId) });
  const mine = useMyApplications();
  const back = (
    <ButtonLink to="/dashboard/my-collaborations" icon={<ArrowLeftOutlined />}>
      Volver
    </ButtonLink>
  );
  if (campaign.isPending) return <LoadingState text="Cargando campaña..." />;
  if (!campaign.data)
    return (
      <>
        <PageHeader title="Campaña no encontrada" extra={back} />
        <Card>
          <EmptyNotice title="Campaña no encontrada" hint="Puede que se haya eliminado." />
        </Card>
      </>
    );
  const c = campaign.data;
  const application = mine.data?.applications.find((a) => a.campaign.id === c.id && a.status === 'accepted');
  const participation = mine.data?.participations.find((p) => p.campaign.id === c.id);
  const terms =
    c.campaignType === 'cpc'
      ? participation
        ? formatCpcTerms(participation.costPerClickCents, participation.maxClicks)
        : formatCpcTerms(c.costPerClickCents ?? 0, c.maxClicksPerCreator ?? 0)
      : application?.proposedCommissionType && application.proposedCommissionValue !== null
        ? formatCommission(application.proposedCommissionType, application.proposedCommissionValue)
        : formatCommission(c.commissionType, c.commissionValue);
  const brand = application?.campaign ?? participation?.campaign;
  return (
    <>
      <PageHeader
        title={c.name}
        subtitle={brand?.brandName ?? undefined}
        tags={<Tag color="blue">{brand ? collaborationTypeLabel(brand) : ''}</Tag>}
        extra={back}
      />
      <Card style={{ marginBottom: token.marginLG }}>
        {c.description && <p style={{ marginTop: 0 }}>{c.description}</p>}
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: 'terms', label: c.campaignType === 'cpc' ? 'Tu pago' : 'Tu comisión', children: terms },
            ...(c.campaignType === 'cpc'
              ? []
              : [{ key: 'cookie', label: 'Duración de la cookie', children: `${c.cookieDurationDays} días` }]),
            { key: 'products', label: 'Productos', children: c.productIds.length || 'Toda la tienda' },
          ]}
        />
      </Card>
      <Card title={<h2 style={{ margin: 0, fontSize: token.fontSizeLG }}>Tus links</h2>}>
        <Flex vertical>
          <DataTable<AffiliateLink>
            rowKey={(l) => l.id}
            rows={links.data ?? []}
            loading={links.isFetching}
            emptyText="Todavía no tenés links en esta campaña"
            columns={[
              { key: 'url', title: 'Link', render: (l) => l.trackingUrl },
              { key: 'clicks', title: 'Clics', align: 'right', render: (l) => formatInteger(l.clicks) },
              { key: 'sales', title: 'Ventas', align: 'right', render: (l) => formatInteger(l.salesGenerated) },
              { key: 'earned', title: 'Comisión', align: 'right', render: (l) => formatMoney(l.commissionEarnedCents) },
              {
                key: 'status',
                title: 'Estado',
                render: (l) => (l.status === 'active' ? <Tag color="success">Activo</Tag> : <Tag color="error">Link Caducado</Tag>),
              },
            ]}
          />
        </Flex>
      </Card>
    </>
  );
}
