import type { ReactNode } from 'react';
import DollarOutlined from '@ant-design/icons/es/icons/DollarOutlined';
import LinkOutlined from '@ant-design/icons/es/icons/LinkOutlined';
import SelectOutlined from '@ant-design/icons/es/icons/SelectOutlined';
import ShoppingCartOutlined from '@ant-design/icons/es/icons/ShoppingCartOutlined';
import {
  DASHBOARD_LOADING_TEXT,
  LoadingState,
  PageHeader,
  RecentTransactions,
  StatCardGrid,
  useDashboardSummary,
  type PageProps,
  type RecentTransactionColumn,
} from '@afilia/platform';
import { creatorCards } from './creator-cards';

const ICONS: Record<string, ReactNode> = {
  earned: <DollarOutlined />,
  clicks: <SelectOutlined />,
  links: <LinkOutlined />,
  sales: <ShoppingCartOutlined />,
};

/** 'Transacciones Recientes' as a creator reads it (seed 000 §2). */
const TRANSACTION_COLUMNS: RecentTransactionColumn[] = [
  { field: 'id', title: 'ID' },
  { field: 'product', title: 'Producto' },
  { field: 'brand', title: 'Marca' },
  { field: 'amount', title: 'Venta' },
  { field: 'commission', title: 'Mi Comisión' },
  { field: 'status', title: 'Estado' },
];

/** /dashboard for a creator, seed 000 §2. */
export default function CreatorHomePage(_props: PageProps) {
  const { data: summary, isPending } = useDashboardSummary();
  const transactions = summary?.role === 'creator' ? summary.recentTransactions : [];

  return (
    <>
      <PageHeader title="Dashboard" subtitle="Resumen de tus ventas y comisiones" />
      {isPending ? (
        <LoadingState text={DASHBOARD_LOADING_TEXT} />
      ) : (
        <>
          <StatCardGrid cards={creatorCards(summary)} icons={ICONS} columns={4} />
          <RecentTransactions transactions={transactions} columns={TRANSACTION_COLUMNS} />
        </>
      )}
    </>
  );
}
