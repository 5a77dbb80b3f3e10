import LineChartOutlined from '@ant-design/icons/es/icons/LineChartOutlined';
import { useState } from 'react';
import { Button, Card, Flex } from '@afilia/platform/antd';
import { conversionEventLabel, PIXEL_TEXTS, type ConversionRow } from '@afilia/contracts';
import { ConversionState, DataTable, ExportButton, formatDate, formatMoney, IconTitle, type DataColumn } from '@afilia/platform';
import { Link } from '@afilia/platform/router';
import { useReviewConversion } from './use-pixels';
import { VoidConversionDialog } from './void-conversion-dialog';

const BASE_COLUMNS: DataColumn<ConversionRow>[] = [
  { key: 'date', title: 'Fecha', render: (c) => formatDate(c.createdAt) },
  { key: 'event', title: 'Evento', render: (c) => conversionEventLabel(c.eventType, c.eventName) },
  { key: 'customer', title: 'Cliente', render: (c) => c.customerName ?? c.customerEmail ?? '—' },
  {
    key: 'amount',
    title: 'Monto',
    align: 'right',
    render: (c) => (c.amountCents > 0 ? `${formatMoney(c.amountCents)} ${c.currency}` : '—'),
  },
  { key: 'creator', title: 'Creador', render: (c) => c.creatorName ?? '—' },
  {
    key: 'campaign',
    title: 'Campaña',
    // Seed 002 §2: each row leads to its campaign.
    render: (c) => (c.campaignId ? <Link to={`/dashboard/campaigns/${c.campaignId}`}>{c.campaignName ?? 'Ver campaña'}</Link> : '—'),
  },
  { key: 'commission', title: 'Comisión', align: 'right', render: (c) => (c.isValid ? formatMoney(c.commissionCents) : '—') },
  { key: 'status', title: 'Estado', render: (c) => <ConversionState conversion={c} /> },
];

/**
 * The conversions of the brand's pixels (seed 002 §2, §6, §9: the latest 50, newest first), each
 * with where it stands; one waiting for the brand is approved or voided here, and one that earned
 * can still be voided until a paid statement billed it.
 */
export function ConversionsCard({
  brandId,
  conversions,
  loading,
}: {
  brandId: string | null;
  conversions: ConversionRow[];
  loading: boolean;
}) {
  const review = useReviewConversion();
  const [voiding, setVoiding] = useState<ConversionRow | null>(null);
  const columns: DataColumn<ConversionRow>[] = [
    ...BASE_COLUMNS,
    {
      key: 'actions',
      title: 'Acciones',
      render: (c) =>
        c.review && c.review !== 'voided' ? (
          <Flex gap={4} wrap>
            {(c.review === 'pending' || c.review === 'held') && (
              <Button
                size="small"
                type="primary"
                loading={review.approve.isPending && review.approve.variables === c.id}
                onClick={() => review.approve.mutate(c.id)}
              >
                Aprobar
              </Button>
            )}
            <Button size="small" danger onClick={() => setVoiding(c)}>
              Anular
            </Button>
          </Flex>
        ) : null,
    },
  ];
  return (
    <Card
      title={<IconTitle icon={<LineChartOutlined />}>Conversiones</IconTitle>}
      extra={<ExportButton dataset="conversions" filters={{ brandId: brandId ?? undefined }} what="las conversiones" />}
      styles={{ body: { padding: 0 } }}
    >
      <DataTable
        label="Conversiones de tus píxeles"
        columns={columns}
        rows={conversions}
        rowKey={(c) => c.id}
        loading={loading}
        emptyText={PIXEL_TEXTS.conversionsEmpty}
        fit
      />
      <VoidConversionDialog
        conversion={voiding}
        busy={review.void.isPending}
        onClose={() => setVoiding(null)}
        onVoid={(reason) => review.void.mutateAsync({ id: voiding!.id, reason })}
      />
    </Card>
  );
}
