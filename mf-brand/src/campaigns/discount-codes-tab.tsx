import { useState } from 'react';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { App, Button, Flex, Tag, theme } from '@afilia/platform/antd';
import { discountLabel, LINK_MESSAGES, shopperCode, usesLabel, type DiscountCode } from '@afilia/contracts';
import { DataTable, formatDate, formatMoney } from '@afilia/platform';
import { DiscountCodeDialog } from './discount-code-dialog';
import { useBrandProducts, useCreateDiscountCode, useDeactivateDiscountCode, useDiscountCodes } from './use-campaigns';

export interface DiscountCodesTabProps {
  brandId: string;
  /** The creators a new code may be for, by id. */
  creators: ReadonlyMap<string, string | null>;
  /**
   * One creator's codes (its page, seed 001 §2 'Creator detail for a brand'): only its codes are
   * listed, and a new one is its, for one of the brand's active products (seed 001 §5).
   */
  creatorId?: string;
  /** The campaign whose tab this is: a code made here is paid on its terms (issue 35). */
  campaignId?: string;
}

/**
 * The campaign's 'Códigos de Descuento' tab (seed 002 §2 'Campaign detail'): the brand's codes,
 * each a coupon in its Tiendanube store, and 'Nuevo Código' for one of the campaign's creators.
 * With `creatorId`, the same for one creator on its page.
 */
export function DiscountCodesTab({ brandId, creators, creatorId, campaignId }: DiscountCodesTabProps) {
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const codes = useDiscountCodes(brandId);
  const rows = creatorId ? (codes.data ?? []).filter((c) => c.creatorId === creatorId) : (codes.data ?? []);
  const create = useCreateDiscountCode(brandId);
  const deactivate = useDeactivateDiscountCode(brandId);
  const { modal } = App.useApp();
  const confirmDeactivate = (code: DiscountCode) =>
    modal.confirm({
      title: '¿Desactivar código?',
      content: `${shopperCode(code)} se quita de tu tienda y deja de valer. No se puede volver a activar.`,
      okText: 'Desactivar',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: () => deactivate.mutateAsync(code.id),
    });
  const products = useBrandProducts(brandId, true);
  const productName = new Map((products.data ?? []).map((p) => [p.id, p.name]));
  // A creator's code needs a product: only the active ones can take one.
  const offered = creatorId ? (products.data ?? []).filter((p) => p.status === 'active') : (products.data ?? []);
  const noProducts = Boolean(creatorId) && products.isSuccess && offered.length === 0;

  return (
    <Flex vertical gap={token.marginSM}>
      <Flex justify="flex-end" align="center" wrap gap={token.marginSM}>
        {noProducts && <span style={{ color: token.colorTextDescription }}>{LINK_MESSAGES.noProducts}</span>}
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)} disabled={noProducts}>
          Nuevo Código
        </Button>
      </Flex>
      <DataTable<DiscountCode>
        label="Códigos de descuento"
        rowKey={(c) => c.id}
        rows={rows}
        loading={codes.isFetching}
        emptyText={creatorId ? 'Este creador todavía no tiene códigos de descuento' : 'Todavía no hay códigos de descuento'}
        columns={[
          { key: 'code', title: 'Código', render: (c) => <strong>{shopperCode(c)}</strong> },
          ...(creatorId
            ? []
            : [
                {
                  key: 'creator',
                  title: 'Creador',
                  render: (c: DiscountCode) => (c.creatorId ? (creators.get(c.creatorId) ?? 'Creador') : '—'),
                },
              ]),
          { key: 'discount', title: 'Descuento', render: discountLabel },
          {
            key: 'scope',
            title: 'Alcance',
            render: (c) => (c.scope === 'store' ? 'Toda la tienda' : (productName.get(c.productId!) ?? 'Un producto')),
          },
          { key: 'uses', title: 'Usos', align: 'right', render: usesLabel },
          { key: 'expires', title: 'Vence', render: (c) => (c.expiresAt ? formatDate(c.expiresAt) : 'Sin vencimiento') },
          {
            key: 'status',
            title: 'Estado',
            render: (c) => (c.isActive ? <Tag color="success">Activo</Tag> : <Tag>Inactivo</Tag>),
          },
          {
            key: 'actions',
            title: 'Acciones',
            render: (c) =>
              c.isActive ? (
                <Button size="small" danger onClick={() => confirmDeactivate(c)} aria-label={`Desactivar ${shopperCode(c)}`}>
                  Desactivar
                </Button>
              ) : null,
          },
        ]}
      />
      <DiscountCodeDialog
        open={open}
        saving={create.isPending}
        creators={[...creators].map(([value, name]) => ({ value, label: name ?? 'Creador' }))}
        products={offered.map((p) => ({ value: p.id, label: `${p.name} · ${formatMoney(p.priceCents)}` }))}
        creatorId={creatorId}
        onClose={() => setOpen(false)}
        onCreate={async (body) => void (await create.mutateAsync(campaignId ? { ...body, campaignId } : body))}
      />
    </Flex>
  );
}
