import type { ReactNode } from 'react';
import DollarOutlined from '@ant-design/icons/es/icons/DollarOutlined';
import LinkOutlined from '@ant-design/icons/es/icons/LinkOutlined';
import SelectOutlined from '@ant-design/icons/es/icons/SelectOutlined';
import ShoppingCartOutlined from '@ant-design/icons/es/icons/ShoppingCartOutlined';
import {
  DashboardHome,
  HOME_TITLE,
  RecentTransactions,
  StatCardGrid,
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
  return (
    <DashboardHome title={HOME_TITLE} subtitle="Resumen de tus ventas y comisiones">
      {(summary) => (
        <>
          <StatCardGrid cards={creatorCards(summary)} icons={ICONS} columns={4} />
          <RecentTransactions transactions={summary?.role === 'creator' ? summary.recentTransactions : []} columns={TRANSACTION_COLUMNS} />
        </>
      )}
    </DashboardHome>
  );
}
