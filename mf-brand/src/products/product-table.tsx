import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import { Button, Flex, Tag } from '@afilia/platform/antd';
import type { Product } from '@afilia/contracts';
import { DataTable, formatMoney, formatPercent, type DataColumn } from '@afilia/platform';
import { productOrigin, productStatusLabel } from './product-labels';

interface ProductTableProps {
  products: readonly Product[];
  loading: boolean;
  onEdit(product: Product): void;
  onDelete(product: Product): void;
}

export function ProductTable({ products, loading, onEdit, onDelete }: ProductTableProps) {
  const columns: DataColumn<Product>[] = [
    {
      key: 'name',
      title: 'Nombre',
      render: (p) => <div style={{ fontWeight: 500, minWidth: 110, maxWidth: 160, whiteSpace: 'normal' }}>{p.name}</div>,
    },
    {
      key: 'description',
      title: 'Descripción',
      render: (p) => (
        <div
          title={p.description ?? undefined}
          style={{
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            minWidth: 140,
            maxWidth: 180,
          }}
        >
          {p.description || '—'}
        </div>
      ),
    },
    {
      key: 'price',
      title: 'Precio',
      align: 'right',
      render: (p) => <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(p.priceCents)}</span>,
    },
    { key: 'commission', title: 'Comisión Creador', align: 'right', render: (p) => formatPercent(p.commissionCreator) },
    {
      key: 'origin',
      title: 'Origen',
      render: (p) => <Tag color={productOrigin(p) === 'Custom' ? 'purple' : 'blue'}>{productOrigin(p)}</Tag>,
    },
    {
      key: 'status',
      title: 'Estado',
      render: (p) => <Tag color={p.status === 'active' ? 'success' : 'default'}>{productStatusLabel(p)}</Tag>,
    },
    {
      key: 'actions',
      title: 'Acciones',
      align: 'right',
      render: (p) => (
        <Flex gap={4} justify="flex-end">
          <Button type="text" icon={<EditOutlined />} aria-label={`Editar ${p.name}`} title="Editar" onClick={() => onEdit(p)} />
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Eliminar ${p.name}`}
            title="Eliminar"
            onClick={() => onDelete(p)}
          />
        </Flex>
      ),
    },
  ];
  return <DataTable columns={columns} rows={products} rowKey={(p) => p.id} loading={loading} />;
}
