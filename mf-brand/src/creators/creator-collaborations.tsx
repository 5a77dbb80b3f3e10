import type { ReactNode } from 'react';
import { Button, Card, Col, Empty, Flex, Row, Spin, Tag, theme } from '@afilia/platform/antd';
import {
  COLLABORATION_STATUS_LABELS,
  COLLABORATION_TEXTS,
  INVITATION_STATUS_LABELS,
  type CollaborationWithProduct,
} from '@afilia/contracts';
import { formatDate } from '@afilia/platform';
import { CREATOR_DETAIL_TEXTS as T } from './creator-detail-texts';
import { CardHeading } from './creator-profile';
import { useAnswerCollaboration, useCreatorCollaborations } from './use-creator-detail';

/** A collaboration's state in a colour that reads at 4.5:1 on its fill in both themes (the shell's tag colours). */
const STATUS_COLOR = { pending: 'processing', accepted: 'success', rejected: 'error' } as const;

interface CollaborationsProps {
  brandId: string;
  creatorId: string;
}

/**
 * 'Solicitudes Recibidas' and 'Invitaciones Enviadas' (seed 001 §2, §4; issue 16 §3): the
 * creator's requests to the brand, with 'Aceptar' and 'Rechazar' while pending, and the brand's
 * invitations with their state (Aceptada, Pendiente, Rechazada). Side by side on a wide screen,
 * one under the other on a phone.
 */
export function CreatorCollaborations({ brandId, creatorId }: CollaborationsProps) {
  const { token } = theme.useToken();
  const collaborations = useCreatorCollaborations(brandId, creatorId);
  const answer = useAnswerCollaboration(brandId, creatorId);
  const data = collaborations.data;
  const answering = answer.isPending ? answer.variables?.id : undefined;

  const list = (items: CollaborationWithProduct[] | undefined, empty: string, row: (c: CollaborationWithProduct) => ReactNode) =>
    !items ? (
      collaborations.isError ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.collaborationsLoadError} />
      ) : (
        <Flex justify="center" style={{ padding: token.padding }}>
          <Spin />
        </Flex>
      )
    ) : items.length === 0 ? (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
    ) : (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>{items.map(row)}</ul>
    );

  return (
    <Row gutter={[token.margin, token.margin]}>
      <Col xs={24} lg={12}>
        <Card title={<CardHeading>{COLLABORATION_TEXTS.receivedRequests}</CardHeading>} style={{ height: '100%' }}>
          {list(data?.received, COLLABORATION_TEXTS.noRequests, (c) => (
            <CollaborationRow
              key={c.id}
              collaboration={c}
              status={<Tag color={STATUS_COLOR[c.status]}>{COLLABORATION_STATUS_LABELS[c.status]}</Tag>}
              actions={
                c.status === 'pending' && (
                  <Flex gap={token.marginXS} wrap>
                    <Button
                      type="primary"
                      size="small"
                      loading={answering === c.id && answer.variables?.status === 'accepted'}
                      disabled={answer.isPending}
                      onClick={() => answer.mutate({ id: c.id, status: 'accepted' })}
                      aria-label={`${COLLABORATION_TEXTS.accept}: ${c.productName}`}
                    >
                      {COLLABORATION_TEXTS.accept}
                    </Button>
                    <Button
                      danger
                      size="small"
                      loading={answering === c.id && answer.variables?.status === 'rejected'}
                      disabled={answer.isPending}
                      onClick={() => answer.mutate({ id: c.id, status: 'rejected' })}
                      aria-label={`${COLLABORATION_TEXTS.reject}: ${c.productName}`}
                    >
                      {COLLABORATION_TEXTS.reject}
                    </Button>
                  </Flex>
                )
              }
            />
          ))}
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title={<CardHeading>{COLLABORATION_TEXTS.sentInvitations}</CardHeading>} style={{ height: '100%' }}>
          {list(data?.sent, COLLABORATION_TEXTS.noInvitations, (c) => (
            <CollaborationRow
              key={c.id}
              collaboration={c}
              status={<Tag color={STATUS_COLOR[c.status]}>{INVITATION_STATUS_LABELS[c.status]}</Tag>}
            />
          ))}
        </Card>
      </Col>
    </Row>
  );
}

/** One collaboration: its product, date and message, its state, and what can be done with it. */
function CollaborationRow({
  collaboration,
  status,
  actions,
}: {
  collaboration: CollaborationWithProduct;
  status: ReactNode;
  actions?: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <li style={{ padding: `${token.paddingSM}px 0`, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
      <Flex vertical gap={token.marginXXS}>
        <Flex justify="space-between" align="flex-start" gap={token.marginSM} wrap>
          <h3 style={{ margin: 0, fontSize: token.fontSize, fontWeight: token.fontWeightStrong, overflowWrap: 'anywhere', minWidth: 0 }}>
            {collaboration.productName}
          </h3>
          {status}
        </Flex>
        <span style={{ color: token.colorTextDescription, fontSize: token.fontSizeSM }}>
          {T.date}: <time dateTime={collaboration.createdAt}>{formatDate(collaboration.createdAt)}</time>
        </span>
        {collaboration.message && (
          <blockquote
            style={{
              margin: 0,
              paddingInlineStart: token.paddingSM,
              borderInlineStart: `3px solid ${token.colorBorder}`,
              whiteSpace: 'pre-line',
              overflowWrap: 'anywhere',
            }}
          >
            {collaboration.message}
          </blockquote>
        )}
        {actions}
      </Flex>
    </li>
  );
}
