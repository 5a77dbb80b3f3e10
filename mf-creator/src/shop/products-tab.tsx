import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { Avatar, Button, Flex, Tag, theme } from '@afilia/platform/antd';
import { SHOP_TEXTS as T, formatMoney, type ShopProduct } from '@afilia/contracts';
import { EmptyNotice } from '@afilia/platform';
import { productBlock } from './shop-draft';
import type { ShopDraft } from './use-shop-editor';

/** 'Productos' (seed 001 §2): the creator's affiliate products; a click adds one to the shop as a block. */
export function ProductsTab({
  draft,
  products,
  change,
}: {
  draft: ShopDraft;
  products: readonly ShopProduct[];
  change: (edit: (draft: ShopDraft) => ShopDraft) => void;
}) {
  const { token } = theme.useToken();
  if (products.length === 0)
    return <EmptyNotice title={T.noProducts} hint="Cuando una marca acepte tu aplicación, sus productos aparecen acá." />;
  const inShop = new Set(draft.blocks.flatMap((b) => (b.type === 'product' ? [b.data.affiliateLinkId] : [])));
  const add = (product: ShopProduct) =>
    change((d) => ({ ...d, blocks: [...d.blocks, productBlock(product.affiliateLinkId, d.blocks.length)] }));
  return (
    <Flex vertical gap={token.marginSM} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {products.map((product) => (
        <li key={product.affiliateLinkId}>
          <Flex
            align="center"
            gap={token.marginSM}
            style={{ padding: token.paddingXS, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius }}
          >
            <Avatar shape="square" size={48} src={product.imageUrl ?? undefined} alt="">
              {product.productName.charAt(0)}
            </Avatar>
            <Flex vertical style={{ flex: 1, minWidth: 0 }}>
              <span style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{product.productName}</span>
              <span style={{ color: token.colorTextDescription }}>
                {product.brandName} · {formatMoney(product.priceCents)}
              </span>
            </Flex>
            {inShop.has(product.affiliateLinkId) ? (
              <Tag color="green">En tu tienda</Tag>
            ) : (
              <Button icon={<PlusOutlined />} onClick={() => add(product)} aria-label={`Agregar ${product.productName} a tu tienda`}>
                Agregar
              </Button>
            )}
          </Flex>
        </li>
      ))}
    </Flex>
  );
}
