import { Button, Card, Flex, Tag, theme } from '@afilia/platform/antd';
import { EmptyNotice, formatDate } from '@afilia/platform';
import { useBanners } from './use-campaigns';

const STATUS = { pending: ['Pendiente', 'processing'], approved: ['Aprobado', 'success'], rejected: ['Rechazado', 'error'] } as const;

/** The brand's creators' banner messages, with 'Aprobar' and 'Rechazar' on the pending ones. */
export function BannerList({ banners }: { banners: ReturnType<typeof useBanners> }) {
  const { token } = theme.useToken();
  const rows = banners.list.data ?? [];
  if (rows.length === 0) return <EmptyNotice title="No hay mensajes de banner" hint="Cuando un creador te envíe uno lo vas a ver acá." />;
  return (
    <Flex vertical gap={token.marginSM}>
      {rows.map((b) => (
        <Card key={b.id} size="small">
          <Flex justify="space-between" wrap gap={token.marginXS}>
            <Flex vertical gap={2}>
              <strong>{b.creatorName ?? 'Creador'}</strong>
              <span style={{ color: token.colorTextDescription }}>{formatDate(b.createdAt)}</span>
            </Flex>
            <Tag color={STATUS[b.status][1]}>{STATUS[b.status][0]}</Tag>
          </Flex>
          <p style={{ margin: `${token.marginXS}px 0` }}>“{b.customMessage}”</p>
          {b.status === 'pending' && (
            <Flex gap={token.marginXS} wrap>
              <Button
                type="primary"
                loading={banners.moderate.isPending}
                onClick={() => banners.moderate.mutate({ id: b.id, approve: true })}
              >
                Aprobar
              </Button>
              <Button danger disabled={banners.moderate.isPending} onClick={() => banners.moderate.mutate({ id: b.id, approve: false })}>
                Rechazar
              </Button>
            </Flex>
          )}
        </Card>
      ))}
    </Flex>
  );
}
