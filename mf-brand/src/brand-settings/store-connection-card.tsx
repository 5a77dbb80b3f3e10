import ApiOutlined from '@ant-design/icons/es/icons/ApiOutlined';
import DisconnectOutlined from '@ant-design/icons/es/icons/DisconnectOutlined';
import ShopOutlined from '@ant-design/icons/es/icons/ShopOutlined';
import { Button, Card, Flex, Spin, Tag, theme } from '@afilia/platform/antd';
import { Alert } from '@afilia/platform/antd-extra';
import { ActionRow, formatDate, IconTitle, useConfirmDanger } from '@afilia/platform';
import { STORE_SCREEN_TEXTS } from '../store/store-texts';
import { useConnectStore, useDisconnectStore, useStoreStatus } from '../store/use-store';

/** Brand settings' 'Tiendanube' section (seed 002 §2): status, store, connect and disconnect. */
export function StoreConnectionCard({ brandId }: { brandId: string | null }) {
  const confirmDanger = useConfirmDanger();
  const { token } = theme.useToken();
  const { data: store, isPending } = useStoreStatus(brandId);
  const { connect, connecting } = useConnectStore(brandId);
  const disconnect = useDisconnectStore(brandId);
  const connected = store?.connected ?? false;

  const confirmDisconnect = () =>
    confirmDanger({
      title: '¿Desconectar Tiendanube?',
      content: 'Se borrará la conexión con tu tienda y no podrás sincronizar productos hasta volver a conectarla.',
      okText: 'Desconectar',
      onOk: () => disconnect.mutateAsync(),
    });

  const secondary = { color: token.colorTextDescription };

  return (
    <Card
      title={<IconTitle icon={<ApiOutlined />}>Integración con Tiendanube</IconTitle>}
      extra={
        !isPending && (
          <Tag color={connected ? 'success' : 'default'}>{connected ? STORE_SCREEN_TEXTS.connected : STORE_SCREEN_TEXTS.notConnected}</Tag>
        )
      }
    >
      {isPending ? (
        <Flex justify="center" style={{ padding: token.padding }}>
          <Spin />
        </Flex>
      ) : connected && store ? (
        <ActionRow>
          <Flex vertical gap={token.marginXXS}>
            <Flex align="center" gap={token.marginXS} wrap>
              <span style={{ fontWeight: 600, fontSize: token.fontSizeLG }}>{store.storeName ?? store.storeDomain ?? store.storeId}</span>
              {store.sandbox && <Tag color="gold">{STORE_SCREEN_TEXTS.sandboxLabel}</Tag>}
            </Flex>
            {store.storeDomain && <span style={secondary}>{store.storeDomain}</span>}
            {store.connectedAt && <span style={secondary}>Conectada desde el {formatDate(store.connectedAt)}</span>}
          </Flex>
          <Button danger icon={<DisconnectOutlined />} loading={disconnect.isPending} onClick={confirmDisconnect}>
            Desconectar
          </Button>
        </ActionRow>
      ) : (
        <Flex vertical gap={token.margin}>
          {store?.disconnectReason && (
            <Alert
              type="warning"
              showIcon
              title="Tu tienda se desconectó"
              description={STORE_SCREEN_TEXTS.disconnectReason[store.disconnectReason]}
            />
          )}
          <ActionRow>
            <Flex align="center" gap={token.marginXS} wrap>
              <span style={secondary}>Conectá tu tienda de Tiendanube para sincronizar tus productos.</span>
              {store?.sandbox && <Tag color="gold">{STORE_SCREEN_TEXTS.sandboxLabel}</Tag>}
            </Flex>
            <Button type="primary" icon={<ShopOutlined />} loading={connecting} onClick={() => void connect()}>
              Conectar Tienda
            </Button>
          </ActionRow>
        </Flex>
      )}
    </Card>
  );
}
