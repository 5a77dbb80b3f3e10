import { Col, Row } from '@afilia/platform/antd';
import { StatCard } from '@afilia/platform';
import { CARD_ICONS } from './card-icons';
import type { HomeCard } from './home-cards';

export function HomeCardGrid({ cards, columns }: { cards: readonly HomeCard[]; columns: 3 | 4 }) {
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.key} xs={24} sm={12} lg={24 / columns}>
          <StatCard title={card.title} value={card.value} icon={CARD_ICONS[card.key]} />
        </Col>
      ))}
    </Row>
  );
}
