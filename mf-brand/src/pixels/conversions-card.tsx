import LineChartOutlined from '@ant-design/icons/es/icons/LineChartOutlined';
import { Card, Tag } from '@afilia/platform/antd';
import { PIXEL_TEXTS, type ConversionRow } from '@afilia/contracts';
import { DataTable, formatDate, formatMoney, IconTitle, type DataColumn } from '@afilia/platform';
import { Link } from '@afilia/platform/router';

const EVENT_TYPES: Record<string, string> = { lead: 'Registro', purchase: 'Compra', test: 'Prueba' };

const COLUMNS: DataColumn<ConversionRow>[] = [
  { key: 'date', title: 'Fecha', render: (c) => formatDate(c.createdAt) },
  { key: 'event', title: 'Evento', render: (c) => `${EVENT_TYPES[c.eventType] ?? c.eventType} · ${c.eventName}` },
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
  {
    key: 'status',
    title: 'Estado',
    render: (c) => (c.isValid ? <Tag color="success">Válida</Tag> : <Tag>{c.invalidReason ?? 'No válida'}</Tag>),
  },
];

/** The conversions of the brand's pixels (seed 002 §2, §6, §9: the latest 50, newest first). */
export function ConversionsCard({ conversions, loading }: { conversions: ConversionRow[]; loading: boolean }) {
  return (
    <Card title={<IconTitle icon={<LineChartOutlined />}>Conversiones</IconTitle>} styles={{ body: { padding: 0 } }}>
      <DataTable
        label="Conversiones de tus píxeles"
        columns={COLUMNS}
        rows={conversions}
        rowKey={(c) => c.id}
        loading={loading}
        emptyText={PIXEL_TEXTS.conversionsEmpty}
        fit
      />
    </Card>
  );
}
