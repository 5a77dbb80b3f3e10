import { Col, Flex, Row, theme } from '@afilia/platform/antd';
import type { ApplicationsList } from '@afilia/contracts';
import { EmptyNotice } from '@afilia/platform';
import { ApplicationCard, CollaborationCard, NoCollaborations } from './campaign-cards';
import type { Collaboration } from './collaborations';
import { useMyRewards, useRespond } from './use-creator-campaigns';

/** 'Mis Aplicaciones': every application and CPC request, newest first. */
export function MyApplicationsList({ list }: { list: ApplicationsList }) {
  const { token } = theme.useToken();
  const respond = useRespond();
  const items = [
    ...list.applications.map((a) => ({ kind: 'application' as const, a, at: a.createdAt, id: a.id })),
    ...list.participations.map((p) => ({ kind: 'participation' as const, p, at: p.createdAt, id: p.id })),
  ].sort((x, y) => y.at.localeCompare(x.at));
  if (items.length === 0)
    return <EmptyNotice title="Todavía no aplicaste a ninguna campaña" hint="Buscá marcas y aplicá a sus campañas." />;
  return (
    <Flex vertical gap={token.margin}>
      {items.map((item) => (
        <ApplicationCard
          key={item.id}
          item={item}
          busy={respond.isPending && respond.variables?.id === item.id}
          onRespond={(accept) => respond.mutate({ id: item.id, kind: item.kind, accept })}
        />
      ))}
    </Flex>
  );
}

/** 'Mis Colaboraciones' as a grid of cards, or the way to find some. */
export function CollaborationGrid({ collaborations }: { collaborations: Collaboration[] }) {
  const { token } = theme.useToken();
  const rewards = useMyRewards();
  if (collaborations.length === 0) return <NoCollaborations />;
  return (
    <Row gutter={[token.margin, token.margin]}>
      {collaborations.map((c) => (
        <Col key={c.id} xs={24} md={12} xl={8}>
          <CollaborationCard collaboration={c} rewards={rewards.data?.find((r) => r.campaignId === c.campaignId)} />
        </Col>
      ))}
    </Row>
  );
}
