import { useState } from 'react';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import ShopOutlined from '@ant-design/icons/es/icons/ShopOutlined';
import SyncOutlined from '@ant-design/icons/es/icons/SyncOutlined';
import { Button, Card, Flex, theme } from '@afilia/platform/antd';
import type { Product, ProductForm } from '@afilia/contracts';
import {
  EmptyNotice,
  LoadingState,
  PageHeader,
  useActiveBrandId,
  useConfirmDanger,
  useIsMobile,
  useRole,
  type PageProps,
} from '@afilia/platform';
import { NoBrandsPage } from '../common/no-brands';
import { StoreBadge } from '../store/store-badge';
import { SyncProgressCard } from '../store/sync-progress-card';
import { useConnectStore, useStoreStatus, useStoreSync } from '../store/use-store';
import { PLATFORM_COMMISSION_TEXT, ProductDialog } from './product-dialog';
import { ProductTable } from './product-table';
import { useProductMutations, useProducts } from './use-products';

const TITLE = 'Productos';

/** /dashboard/products: the brand's catalogue, store connection and sync (seed 000 §2). */
export default function ProductsPage(_props: PageProps) {
  const role = useRole();
  const brandId = useActiveBrandId();
  if (role === 'agency' && !brandId) return <NoBrandsPage title={TITLE} />;
  return <ProductsScreen brandId={brandId} />;
}

type DialogState = { open: false; product: null } | { open: true; product: Product | null };

function ProductsScreen({ brandId }: { brandId: string | null }) {
  const confirmDanger = useConfirmDanger();
  const { token } = theme.useToken();
  const mobile = useIsMobile();
  const store = useStoreStatus(brandId);
  const products = useProducts(brandId);
  const { create, update, remove } = useProductMutations(brandId);
  const { connect, connecting } = useConnectStore(brandId);
  const sync = useStoreSync(brandId);
  const [dialog, setDialog] = useState<DialogState>({ open: false, product: null });
  const connected = store.data?.connected ?? false;
  const rows = products.data ?? [];
  const onSave = async (form: ProductForm): Promise<boolean> => {
    try {
      if (dialog.product) await update.mutateAsync({ id: dialog.product.id, form });
      else await create.mutateAsync(form);
      return true;
    } catch {
      return false; // toasted by the mutation; the dialog stays open
    }
  };

  const confirmDelete = (product: Product) =>
    confirmDanger({
      title: '¿Eliminar producto?',
      content: `"${product.name}" se eliminará de tu catálogo. Esta acción no se puede deshacer.`,
      okText: 'Eliminar',
      onOk: () => remove.mutateAsync(product),
    });

  const table = (
    <ProductTable
      products={rows}
      loading={products.isFetching}
      onEdit={(product) => setDialog({ open: true, product })}
      onDelete={confirmDelete}
    />
  );

  return (
    <>
      <PageHeader
        title={TITLE}
        tags={store.isPending ? null : <StoreBadge connected={connected} />}
        extra={
          <Flex gap={token.marginXS} wrap>
            {!store.isPending &&
              (connected ? (
                <Button icon={<SyncOutlined />} loading={sync.busy} onClick={() => void sync.start()}>
                  Sincronizar
                </Button>
              ) : (
                <Button icon={<ShopOutlined />} loading={connecting} onClick={() => void connect()}>
                  Conectar Tienda
                </Button>
              ))}
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ open: true, product: null })}>
              Producto Custom
            </Button>
          </Flex>
        }
      />
      {sync.job && <SyncProgressCard job={sync.job} />}
      <div style={{ color: token.colorTextDescription, marginBottom: token.marginMD }}>{PLATFORM_COMMISSION_TEXT}</div>
      {products.isPending ? (
        <LoadingState text="Cargando productos..." />
      ) : rows.length === 0 ? (
        <Card>
          <EmptyNotice
            title="No hay productos todavía"
            hint="Conectá tu tienda para sincronizar tus productos o creá un producto custom."
          />
        </Card>
      ) : // On small screens the table is a stack of cards already.
      mobile ? (
        table
      ) : (
        <Card styles={{ body: { padding: 0 } }}>{table}</Card>
      )}
      <ProductDialog
        open={dialog.open}
        product={dialog.product}
        saving={create.isPending || update.isPending}
        onClose={() => setDialog({ open: false, product: null })}
        onSave={onSave}
      />
    </>
  );
}
