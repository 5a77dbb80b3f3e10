import { Button } from '@afilia/platform/antd';
import ShoppingOutlined from '@ant-design/icons/es/icons/ShoppingOutlined';
import { Link } from '@afilia/platform/router';
import { RECENT_TRANSACTIONS_LIMIT } from '@afilia/contracts';
import { DASHBOARD_LOADING_TEXT, LoadingState, PageHeader, useDashboardSummary, type PageProps } from '@afilia/platform';
import { HomeCardGrid } from './home-card-grid';
import { brandCards } from './home-cards';
import { RecentTransactions } from './recent-transactions';

/** /dashboard for a brand (and for an admin), seed 000 §2. */
export default function BrandHomePage(_props: PageProps) {
  const { data: summary, isPending } = useDashboardSummary();
  const transactions = summary && (summary.role === 'brand' || summary.role === 'admin') ? summary.recentTransactions : [];

  return (
    <>
      <PageHeader
        title="Dashboard"
        subtitle="Resumen de tu programa de afiliados"
        extra={
          <Link to="/dashboard/products">
            <Button type="primary" icon={<ShoppingOutlined />}>
              Gestionar Productos
            </Button>
          </Link>
        }
      />
      {isPending ? (
        <LoadingState text={DASHBOARD_LOADING_TEXT} />
      ) : (
        <>
          <HomeCardGrid cards={brandCards(summary)} columns={4} />
          <RecentTransactions transactions={transactions.slice(0, RECENT_TRANSACTIONS_LIMIT)} />
        </>
      )}
    </>
  );
}
