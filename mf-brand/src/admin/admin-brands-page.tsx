import { Avatar, Card, Flex, Tag } from '@afilia/platform/antd';
import type { AdminBrand } from '@afilia/contracts';
import { DataTable, formatDate, formatInteger, LoadingState, PageHeader, type DataColumn, type PageProps } from '@afilia/platform';
import { useAdminBrands } from './use-admin';

const COLUMNS: DataColumn<AdminBrand>[] = [
  {
    key: 'brand',
    title: 'Marca',
    render: (b) => (
      <Flex align="center" gap={8}>
        <Avatar src={b.logoUrl ?? undefined} alt="" shape="square">
          {b.name.charAt(0).toUpperCase()}
        </Avatar>
        <span style={{ fontWeight: 500 }}>{b.name}</span>
      </Flex>
    ),
  },
  {
    key: 'owner',
    title: 'Dueño',
    render: (b) =>
      b.ownerName ? (
        <div>
          <div>{b.ownerName}</div>
          <div style={{ fontSize: 12, opacity: 0.85 }}>{b.ownerEmail}</div>
        </div>
      ) : (
        '—'
      ),
  },
  { key: 'agencies', title: 'Agencias', render: (b) => (b.agencies.length ? b.agencies.join(', ') : '—') },
  {
    key: 'store',
    title: 'Tienda',
    render: (b) => (b.storeConnected ? <Tag color="success">{b.storeName ?? 'Conectada'}</Tag> : <Tag>Sin conectar</Tag>),
  },
  { key: 'products', title: 'Productos', align: 'right', render: (b) => formatInteger(b.products) },
  {
    key: 'campaigns',
    title: 'Campañas (activas)',
    align: 'right',
    render: (b) => `${formatInteger(b.campaigns)} (${formatInteger(b.activeCampaigns)})`,
  },
  { key: 'since', title: 'Alta', render: (b) => formatDate(b.createdAt) },
];

/** /dashboard/brands for an admin: every brand of the platform (seed 002 §6). */
export default function AdminBrandsPage(_props: PageProps) {
  const brands = useAdminBrands();
  return (
    <>
      <PageHeader title="Marcas" subtitle="Todas las marcas de la plataforma" />
      {brands.isPending ? (
        <LoadingState text="Cargando marcas..." />
      ) : (
        <Card styles={{ body: { padding: 0 } }}>
          <DataTable
            columns={COLUMNS}
            rows={brands.data ?? []}
            rowKey={(b) => b.id}
            label="Marcas"
            emptyText="No hay marcas"
            loading={brands.isFetching}
          />
        </Card>
      )}
    </>
  );
}
