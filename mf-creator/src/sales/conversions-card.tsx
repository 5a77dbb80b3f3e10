import LineChartOutlined from '@ant-design/icons/es/icons/LineChartOutlined';
import { useQuery } from '@tanstack/react-query';
import { Card } from '@afilia/platform/antd';
import { conversionEventLabel, type ConversionRow } from '@afilia/contracts';
import {
  api,
  ConversionState,
  DataTable,
  ExportButton,
  formatDate,
  formatMoney,
  IconTitle,
  useLoadFailureToast,
  type DataColumn,
} from '@afilia/platform';
import { conversionKeys, conversionsApi } from './conversions-api.js';

const COLUMNS: DataColumn<ConversionRow>[] = [
  { key: 'date', title: 'Fecha', render: (c) => formatDate(c.createdAt) },
  { key: 'campaign', title: 'Campaña', render: (c) => c.campaignName ?? '—' },
  { key: 'event', title: 'Evento', render: (c) => conversionEventLabel(c.eventType, c.eventName) },
  { key: 'commission', title: 'Tu Comisión', align: 'right', render: (c) => formatMoney(c.commissionCents) },
  { key: 'status', title: 'Estado', render: (c) => <ConversionState conversion={c} /> },
];

/**
 * The creator's pixel conversions (issue 34 §1): what each will earn and where it stands, waiting
 * for the brand, approved, verified, or voided with the brand's reason. Only the counted ones.
 */
export function ConversionsCard() {
  const query = useQuery({
    queryKey: conversionKeys.own,
    queryFn: () => conversionsApi(api).own(),
  });
  useLoadFailureToast('Error al cargar conversiones', query.error);
  return (
    <Card
      title={<IconTitle icon={<LineChartOutlined />}>Conversiones</IconTitle>}
      extra={<ExportButton dataset="conversions" what="tus conversiones" />}
      styles={{ body: { padding: 0 } }}
    >
      <DataTable
        label="Tus conversiones"
        columns={COLUMNS}
        rows={query.data ?? []}
        rowKey={(c) => c.id}
        loading={query.isPending}
        emptyText="Todavía no tenés conversiones de píxel"
        fit
      />
    </Card>
  );
}
