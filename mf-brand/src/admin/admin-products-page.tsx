import { useId } from 'react';
import { Card, Flex, theme } from '@afilia/platform/antd';
import { ListPagination, Select } from '@afilia/platform/antd-extra';
import { DataTable, LoadingState, PageHeader, type PageProps } from '@afilia/platform';
import { useSearchParams } from '@afilia/platform/router';
import { productColumns } from '../products/product-columns';
import { useAdminBrands, useAdminProducts } from './use-admin';

/** The filter and the page live in the URL (?brand=&page=), so a reload or a shared link keeps them. */
function useFilter() {
  const [params, setParams] = useSearchParams();
  const brandId = params.get('brand');
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const set = (next: { brandId: string | null; page: number }) => {
    const query = new URLSearchParams();
    if (next.brandId) query.set('brand', next.brandId);
    if (next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };
  return { brandId, page, set };
}

/** /dashboard/products for an admin: every product of the platform, with a brand filter (seed 002 §6). */
export default function AdminProductsPage(_props: PageProps) {
  const { token } = theme.useToken();
  const filterId = useId();
  const { brandId, page, set } = useFilter();
  const brands = useAdminBrands();
  const products = useAdminProducts(brandId, page);
  const brandName = new Map((brands.data ?? []).map((b) => [b.id, b.name]));

  return (
    <>
      <PageHeader title="Productos" subtitle="Todos los productos de la plataforma" />
      <Flex align="center" gap={token.marginXS} wrap style={{ marginBottom: token.marginMD }}>
        <label htmlFor={filterId}>Marca</label>
        <Select
          id={filterId}
          style={{ minWidth: 240, maxWidth: '100%' }}
          value={brandId ?? ''}
          loading={brands.isPending}
          showSearch={{ optionFilterProp: 'label' }}
          options={[{ value: '', label: 'Todas las marcas' }, ...(brands.data ?? []).map((b) => ({ value: b.id, label: b.name }))]}
          onChange={(value: string) => set({ brandId: value || null, page: 1 })}
        />
      </Flex>
      {products.isPending ? (
        <LoadingState text="Cargando productos..." />
      ) : (
        <>
          <Card styles={{ body: { padding: 0 } }}>
            <DataTable
              columns={productColumns({ brandNames: brandName })}
              rows={products.data?.items ?? []}
              rowKey={(p) => p.id}
              label="Productos"
              emptyText="No hay productos"
              loading={products.isFetching}
            />
          </Card>
          {products.data && (
            <ListPagination
              page={page}
              pageSize={products.data.pageSize}
              total={products.data.total}
              onChange={(next) => set({ brandId, page: next })}
            />
          )}
        </>
      )}
    </>
  );
}
