import { useState } from 'react';
import BarChartOutlined from '@ant-design/icons/es/icons/BarChartOutlined';
import CheckCircleOutlined from '@ant-design/icons/es/icons/CheckCircleOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/es/icons/SafetyCertificateOutlined';
import TeamOutlined from '@ant-design/icons/es/icons/TeamOutlined';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Row, Tag, theme } from '@afilia/platform/antd';
import { Select } from '@afilia/platform/antd-extra';
import { ANALYTICS_TEXTS, formatRate, type AnalyticsRow, type SafelinkAnalytics } from '@afilia/contracts';
import {
  api,
  DataTable,
  EmptyNotice,
  ExportButton,
  formatDate,
  formatInteger,
  formatMoney,
  LoadingState,
  PageHeader,
  StatCardGrid,
  useActiveBrandId,
  useLoadFailureToast,
  useRole,
  type DataColumn,
  type PageProps,
} from '@afilia/platform';
import { analyticsApi, analyticsKeys } from './analytics-api';
import { CampaignColumn } from './charts-on-screen';
import { ctrTag, qualityBreakdown, qualityTag, topCampaigns } from './analytics-figures';
import { StatsDialog } from './stats-dialog';

const STATUS: Record<string, { color: string; text: string }> = {
  active: { color: 'success', text: 'Activo' },
  paused: { color: 'warning', text: 'Pausado' },
  expired: { color: 'default', text: 'Caducado' },
};

const ICONS = {
  clicks: <BarChartOutlined aria-hidden />,
  unique: <TeamOutlined aria-hidden />,
  conversions: <CheckCircleOutlined aria-hidden />,
  quality: <SafetyCertificateOutlined aria-hidden />,
};

/**
 * /dashboard/safelink-analytics: the brand's 'SafeLink Analytics' and the creator's
 * 'Estadísticas' (seed 002 §2, §6: by brand for brand and agency, by creator for a creator; the
 * service enforces it). Summary cards, the top 5 campaigns in two charts, a campaign filter, the
 * links with their CTR and click quality, and each link's statistics dialog.
 */
export default function AnalyticsPage(_props: PageProps) {
  const { token } = theme.useToken();
  const role = useRole();
  const creator = role === 'creator';
  const brandId = useActiveBrandId();
  const [campaignId, setCampaignId] = useState<string | null>(null);
  const [open, setOpen] = useState<AnalyticsRow | null>(null);
  const query = useQuery({
    queryKey: analyticsKeys.analytics(brandId, campaignId),
    queryFn: () => analyticsApi(api).analytics(brandId, campaignId),
    staleTime: 0,
  });
  useLoadFailureToast(ANALYTICS_TEXTS.loadError, query.error);
  // The filter keeps every campaign, whichever is chosen: the first answer without one holds them all.
  const all = useQuery({
    queryKey: analyticsKeys.analytics(brandId, null),
    queryFn: () => analyticsApi(api).analytics(brandId, null),
    enabled: campaignId !== null,
  });
  const campaigns = (campaignId ? all.data : query.data)?.campaigns ?? [];

  return (
    <>
      <PageHeader
        title={creator ? 'Estadísticas' : 'SafeLink Analytics'}
        subtitle={creator ? 'Los clics y las conversiones de tus links' : 'Los clics y las conversiones de los links de tus creadores'}
        extra={
          <Flex gap={token.marginXS} wrap>
            <Select
              aria-label="Campaña"
              style={{ minWidth: 220 }}
              value={campaignId ?? ''}
              onChange={(value: string) => setCampaignId(value || null)}
              options={[
                { value: '', label: 'Todas las campañas' },
                ...campaigns.map((c) => ({ value: c.campaignId, label: c.campaignName ?? 'Campaña' })),
              ]}
            />
            <ExportButton
              dataset="clicks"
              filters={{ brandId: creator ? undefined : (brandId ?? undefined), campaignId: campaignId ?? undefined }}
              what="los clics por link y día"
            />
          </Flex>
        }
      />
      {query.isPending ? (
        <LoadingState text="Cargando analíticas..." />
      ) : query.data ? (
        <Flex vertical gap={token.marginLG}>
          <Summary data={query.data} />
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <Card title={<h2 style={{ margin: 0, fontSize: token.fontSizeLG }}>Clics por campaña</h2>}>
                <CampaignColumn data={topCampaigns(query.data.campaigns)} field="clicks" label="Clics" />
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card title={<h2 style={{ margin: 0, fontSize: token.fontSizeLG }}>Conversiones por campaña</h2>}>
                <CampaignColumn data={topCampaigns(query.data.campaigns)} field="conversions" label="Conversiones" />
              </Card>
            </Col>
          </Row>
          <Card title={<h2 style={{ margin: 0, fontSize: token.fontSizeLG }}>Links</h2>}>
            <LinksTable rows={query.data.rows} creator={creator} loading={query.isFetching} onOpen={setOpen} />
          </Card>
        </Flex>
      ) : (
        <Card>
          <EmptyNotice title={ANALYTICS_TEXTS.loadError} hint="Volvé a intentar en unos minutos." />
        </Card>
      )}
      <StatsDialog row={open} onClose={() => setOpen(null)} />
    </>
  );
}

function Summary({ data }: { data: SafelinkAnalytics }) {
  const { summary } = data;
  return (
    <StatCardGrid
      columns={4}
      icons={ICONS}
      cards={[
        { key: 'clicks', title: 'Clics', value: formatInteger(summary.clicks) },
        { key: 'unique', title: 'Clics únicos', value: formatInteger(summary.uniqueClicks) },
        { key: 'conversions', title: 'Conversiones', value: `${formatInteger(summary.conversions)} · CTR ${formatRate(summary.ctr)}` },
        { key: 'quality', title: 'Calidad de clics', value: qualityTag(summary.quality).text },
      ]}
    />
  );
}

function LinksTable({
  rows,
  creator,
  loading,
  onOpen,
}: {
  rows: AnalyticsRow[];
  creator: boolean;
  loading: boolean;
  onOpen(row: AnalyticsRow): void;
}) {
  const columns: DataColumn<AnalyticsRow>[] = [
    { key: 'code', title: 'Código', render: (r) => <strong>{r.linkCode}</strong> },
    { key: 'url', title: 'URL', render: (r) => <span style={{ overflowWrap: 'anywhere' }}>{r.linkUrl}</span> },
    { key: 'product', title: 'Producto', render: (r) => r.productName ?? (r.kind === 'store' ? 'Toda la tienda' : '—') },
    { key: 'campaign', title: 'Campaña', render: (r) => r.campaignName ?? '—' },
    ...(creator ? [] : [{ key: 'creator', title: 'Creador', render: (r: AnalyticsRow) => r.creatorName ?? 'Creador' }]),
    { key: 'clicks', title: 'Clics', align: 'right', render: (r) => formatInteger(r.clicks) },
    { key: 'conversions', title: 'Conversiones', align: 'right', render: (r) => formatInteger(r.conversions) },
    {
      key: 'ctr',
      title: 'CTR',
      render: (r) => {
        const tag = ctrTag(r.ctr);
        return <Tag color={tag.color}>{tag.text}</Tag>;
      },
    },
    { key: 'cpa', title: 'CPA', align: 'right', render: (r) => formatMoney(r.cpaCents) },
    { key: 'revenue', title: 'Ingresos', align: 'right', render: (r) => formatMoney(r.revenueCents) },
    { key: 'last', title: 'Última conversión', render: (r) => (r.lastConversion ? formatDate(r.lastConversion) : 'Sin conversiones') },
    {
      key: 'quality',
      title: 'Calidad',
      render: (r) => {
        const tag = qualityTag(r.quality);
        return (
          <Tag color={tag.color} title={qualityBreakdown(r.quality)}>
            {tag.text}
          </Tag>
        );
      },
    },
    {
      key: 'status',
      title: 'Estado',
      render: (r) => {
        const status = STATUS[r.status] ?? { color: 'default', text: r.status };
        return <Tag color={status.color}>{status.text}</Tag>;
      },
    },
    {
      key: 'actions',
      title: 'Acciones',
      render: (r) => (
        <Button size="small" onClick={() => onOpen(r)} aria-label={`Ver estadísticas de ${r.linkCode}`}>
          Estadísticas
        </Button>
      ),
    },
  ];
  return (
    <DataTable<AnalyticsRow>
      label="Links y sus analíticas"
      rowKey={(r) => r.linkId}
      rows={rows}
      loading={loading}
      emptyText="Todavía no hay links con clics para mostrar"
      columns={columns}
    />
  );
}
