import { Card } from '@afilia/platform/antd';
import { ListPagination } from '@afilia/platform/antd-extra';
import { TRANSACTION_TEXTS, type ListTransactionsQuery } from '@afilia/contracts';
import {
  LoadingState,
  ExportButton,
  PageHeader,
  TransactionsTable,
  useActiveBrandId,
  useRole,
  useTransactions,
  useTransactionsFilter,
  type PageProps,
  type TransactionColumn,
} from '@afilia/platform';
import { NoBrandsPage } from '../common/no-brands';
import { BrandBalance } from './brand-balance';

/** Seed 001 §2 'Transacciones' (brand). */
export const BRAND_TRANSACTION_COLUMNS: readonly TransactionColumn[] = [
  { field: 'date', title: 'Fecha' },
  { field: 'product', title: 'Producto' },
  { field: 'creator', title: 'Creador' },
  { field: 'total', title: 'Total' },
  { field: 'creatorCommission', title: 'Comisión Creador' },
  { field: 'platformCommission', title: 'Comisión Plataforma' },
  { field: 'brandPart', title: 'Tu Parte' },
  { field: 'status', title: 'Estado' },
];

/** /dashboard/transactions for a brand owner or an agency: the active brand's sales, newest first. */
export default function TransactionsPage(_props: PageProps) {
  const role = useRole();
  const brandId = useActiveBrandId();
  if (role === 'agency' && !brandId) return <NoBrandsPage title={TRANSACTION_TEXTS.transactionsTitle} />;
  return <TransactionsScreen brandId={brandId} />;
}

function TransactionsScreen({ brandId }: { brandId: string | null }) {
  const { page, set } = useTransactionsFilter();
  return (
    <>
      <PageHeader
        title={TRANSACTION_TEXTS.transactionsTitle}
        subtitle="Las ventas de tus creadores y cómo se reparten"
        extra={<ExportButton dataset="transactions" filters={{ brandId: brandId ?? undefined }} what="las transacciones" />}
      />
      <BrandBalance brandId={brandId} />
      <TransactionsList
        query={{ brandId: brandId ?? undefined, page }}
        columns={BRAND_TRANSACTION_COLUMNS}
        onPage={(next) => set({ page: next })}
      />
    </>
  );
}

interface TransactionsListProps {
  query: ListTransactionsQuery;
  columns: readonly TransactionColumn[];
  onPage(page: number): void;
}

/** A page of transactions in a card, and the pager under it when there are more (the brand's and the admin's lists). */
export function TransactionsList({ query, columns, onPage }: TransactionsListProps) {
  const transactions = useTransactions(query, TRANSACTION_TEXTS.transactionsLoadError);
  const data = transactions.data;
  if (transactions.isPending) return <LoadingState text="Cargando transacciones..." />;
  return (
    <>
      <Card styles={{ body: { padding: 0 } }}>
        <TransactionsTable
          transactions={data?.items ?? []}
          columns={columns}
          emptyText={TRANSACTION_TEXTS.transactionsEmpty}
          label={TRANSACTION_TEXTS.transactionsTitle}
          loading={transactions.isFetching}
        />
      </Card>
      {data && <ListPagination page={query.page} pageSize={data.pageSize} total={data.total} onChange={onPage} />}
    </>
  );
}
