import type { ReactNode } from 'react';
import { Col, Row } from 'antd';
import { StatCard } from './stat-card';

/** One figure of a role home ('Ventas Totales', '$1.234,56'); its key picks its icon. */
export interface StatCardItem {
  key: string;
  title: string;
  value: string;
}

interface StatCardGridProps {
  cards: readonly StatCardItem[];
  icons: Readonly<Record<string, ReactNode>>;
  /** Cards per row on wide screens; two on tablets, one on phones. */
  columns: 3 | 4;
}

/** The figures at the top of every role home (seed 000 §2), one StatCard each. */
export function StatCardGrid({ cards, icons, columns }: StatCardGridProps) {
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.key} xs={24} sm={12} lg={24 / columns}>
          <StatCard title={card.title} value={card.value} icon={icons[card.key]} />
        </Col>
      ))}
    </Row>
  );
}
