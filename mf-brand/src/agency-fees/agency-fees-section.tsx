import { useQuery } from '@tanstack/react-query';
import { Card, theme } from '@afilia/platform/antd';
import { formatMoney, type AgencyBrandFees } from '@afilia/contracts';
import { api, DataTable, PayeeEarnings, useLoadFailureToast, type DataColumn } from '@afilia/platform';
import { feeInForce } from '../brand-settings/agency-fee';
import { AGENCY_FEES_KEY, agencyFeesApi } from './agency-fees-api';

type Row = AgencyBrandFees[number];

const COLUMNS: DataColumn<Row>[] = [
  { key: 'brand', title: 'Marca', render: (r) => r.brandName ?? 'N/A' },
  { key: 'fee', title: 'Comisión', render: (r) => feeInForce(r.feePercent) },
  { key: 'earned', title: 'Ganado', align: 'right', render: (r) => formatMoney(r.earnedCents) },
  { key: 'pending', title: 'Pendiente', align: 'right', render: (r) => formatMoney(r.pendingCents) },
  { key: 'paid', title: 'Pagado', align: 'right', render: (r) => formatMoney(r.paidCents) },
];

/**
 * The agency panel's money (issue 14 §5, decision 171): its fees from each brand (earned, still
 * to be paid, paid), then its balance, payout account and payouts, as a creator sees its own.
 */
export function AgencyFeesSection() {
  const { token } = theme.useToken();
  const fees = useQuery({ queryKey: AGENCY_FEES_KEY, queryFn: () => agencyFeesApi(api).byBrand() });
  useLoadFailureToast('Error al cargar tus comisiones', fees.error);
  return (
    <section aria-labelledby="agency-fees-title" style={{ marginTop: token.marginLG }}>
      <h2 id="agency-fees-title" style={{ fontSize: token.fontSizeHeading4, margin: `0 0 ${token.marginSM}px` }}>
        Tus comisiones de agencia
      </h2>
      <Card title="Comisiones por marca" styles={{ body: { padding: 0 } }} style={{ marginBottom: token.marginLG }}>
        <DataTable
          columns={COLUMNS}
          rows={fees.data ?? []}
          rowKey={(r) => r.brandId}
          label="Comisiones por marca"
          emptyText="Todavía no gestionás marcas"
          loading={fees.isPending}
          fit
        />
      </Card>
      <PayeeEarnings />
    </section>
  );
}
