import ShopOutlined from '@ant-design/icons/es/icons/ShopOutlined';
import { Button, Card, Flex, theme } from '@afilia/platform/antd';
import { ActionRow, CopyButton, IconTitle } from '@afilia/platform';
import { shopUrl } from './link-display';
import { LINKS_TEXTS } from './links-texts';

/** The creator's public shop (seed 001 §2): its address, 'Copiar Link' and 'Ver Tienda'. */
export function ShopLinkCard({ creator }: { creator: { id: string; slug: string | null } }) {
  const { token } = theme.useToken();
  const url = shopUrl(window.location.origin, creator);
  return (
    <Card title={<IconTitle icon={<ShopOutlined aria-hidden />}>Tu tienda pública</IconTitle>} style={{ marginBottom: token.marginLG }}>
      <ActionRow>
        <code style={{ overflowWrap: 'anywhere' }}>{url}</code>
        <Flex gap={token.marginXS} wrap>
          <CopyButton text={url} toast={LINKS_TEXTS.shopCopied} label="Copiar link de tu tienda">
            Copiar Link
          </CopyButton>
          <Button type="primary" href={url} target="_blank" rel="noopener noreferrer">
            Ver Tienda
          </Button>
        </Flex>
      </ActionRow>
    </Card>
  );
}
