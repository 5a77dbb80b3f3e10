import ShoppingOutlined from '@ant-design/icons/es/icons/ShoppingOutlined';
import {
  ButtonLink,
  DashboardHome,
  HOME_TITLE,
  RecentTransactions,
  StatCardGrid,
  type PageProps,
  useRole,
  type RecentTransactionColumn,
} from '@afilia/platform';
import { CARD_ICONS } from './card-icons';
import { brandCards } from './home-cards';

/** 'Transacciones Recientes' as a brand reads it (seed 000 §2). */
const TRANSACTION_COLUMNS: RecentTransactionColumn[] = [
  { field: 'id', title: 'ID' },
  { field: 'product', title: 'Producto' },
  { field: 'creator', title: 'Creador' },
  { field: 'amount', title: 'Monto' },
  { field: 'commission', title: 'Comisión' },
  { field: 'status', title: 'Estado' },
];

/** /dashboard for a brand, and for an admin with the figures of the whole platform (seed 000 §2). */
export default function BrandHomePage(_props: PageProps) {
  const admin = useRole() === 'admin';
  return (
    <DashboardHome
      title={HOME_TITLE}
      subtitle={admin ? 'Resumen de toda la plataforma' : 'Resumen de tu programa de afiliados'}
      extra={
        <ButtonLink to="/dashboard/products" type="primary" icon={<ShoppingOutlined />}>
          Gestionar Productos
        </ButtonLink>
      }
    >
      {(summary) => {
        const transactions = summary && (summary.role === 'brand' || summary.role === 'admin') ? summary.recentTransactions : [];
        return (
          <>
            <StatCardGrid cards={brandCards(summary)} icons={CARD_ICONS} columns={4} />
            <RecentTransactions transactions={transactions} columns={TRANSACTION_COLUMNS} />
          </>
        );
      }}
    </DashboardHome>
  );
}
