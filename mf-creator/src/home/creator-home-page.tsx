import type { ReactNode } from 'react';
import { Col, Row } from '@afilia/platform/antd';
import DollarOutlined from '@ant-design/icons/es/icons/DollarOutlined';
import LinkOutlined from '@ant-design/icons/es/icons/LinkOutlined';
import SelectOutlined from '@ant-design/icons/es/icons/SelectOutlined';
import ShoppingCartOutlined from '@ant-design/icons/es/icons/ShoppingCartOutlined';
import { RECENT_TRANSACTIONS_LIMIT } from '@afilia/contracts';
import { DASHBOARD_LOADING_TEXT, LoadingState, PageHeader, StatCard, useDashboardSummary, type PageProps } from '@afilia/platform';
import { creatorCards } from './creator-cards';
import { RecentTransactions } from './recent-transactions';

const ICONS: Record<string, ReactNode> = {
  earned: <DollarOutlined />,
  clicks: <SelectOutlined />,
  links: <LinkOutlined />,
  sales: <ShoppingCartOutlined />,
};

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
          <Row gutter={[16, 16]}>
            {creatorCards(summary).map((card) => (
              <Col key={card.key} xs={24} sm={12} lg={6}>
                <StatCard title={card.title} value={card.value} icon={ICONS[card.key]} />
              </Col>
            ))}
          </Row>
          <RecentTransactions transactions={transactions.slice(0, RECENT_TRANSACTIONS_LIMIT)} />
        </>
      )}
    </>
  );
}
