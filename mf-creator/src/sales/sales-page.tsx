import { Card } from '@afilia/platform/antd';
import { ListPagination } from '@afilia/platform/antd-extra';
import { TRANSACTION_TEXTS } from '@afilia/contracts';
import {
  ExportButton,
  LoadingState,
  PageHeader,
  PayeeEarnings,
  TransactionsTable,
  useTransactions,
  useTransactionsFilter,
  type PageProps,
  type TransactionColumn,
} from '@afilia/platform';
import { ConversionsCard } from './conversions-card';

/** Seed 001 §2 'Mis Ventas'. */
export const SALES_COLUMNS: readonly TransactionColumn[] = [
  { field: 'date', title: 'Fecha' },
  { field: 'product', title: 'Producto' },
  { field: 'brand', title: 'Marca' },
  { field: 'total', title: 'Total' },
  { field: 'creatorCommission', title: 'Tu Comisión' },
  { field: 'status', title: 'Estado' },
];

/**
 * /dashboard/sales ('Mis Ganancias' in the menu): the creator's balance, payout account and
 * payouts, then its sales and commissions, newest first, and its pixel conversions.
 */
export default function SalesPage(_props: PageProps) {
  const { page, set } = useTransactionsFilter();
  const sales = useTransactions({ page }, TRANSACTION_TEXTS.salesLoadError);
  const data = sales.data;
  return (
    <>
      <PageHeader
        title={TRANSACTION_TEXTS.salesTitle}
        subtitle="Las ventas que generaste, tu comisión en cada una y tus cobros"
        extra={<ExportButton dataset="transactions" what="tus ventas" />}
      />
      <PayeeEarnings />
      {sales.isPending ? (
        <LoadingState text="Cargando ventas..." />
      ) : (
        <>
          <Card styles={{ body: { padding: 0 } }}>
            <TransactionsTable
              transactions={data?.items ?? []}
              columns={SALES_COLUMNS}
              emptyText={TRANSACTION_TEXTS.salesEmpty}
              label={TRANSACTION_TEXTS.salesTitle}
              loading={sales.isFetching}
            />
          </Card>
          {data && <ListPagination page={page} pageSize={data.pageSize} total={data.total} onChange={(next) => set({ page: next })} />}
          <ConversionsCard />
        </>
      )}
    </>
  );
}
