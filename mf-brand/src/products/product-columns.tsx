import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import { Button, Flex, Tag } from '@afilia/platform/antd';
import type { Product } from '@afilia/contracts';
import { formatDate, formatMoney, formatPercent, type DataColumn } from '@afilia/platform';
import { productOrigin, productStatusLabel } from './product-labels';

/** The brand's own catalogue: each product's description, and its edit and delete. */
export interface CatalogueColumns {
  onEdit(product: Product): void;
  onDelete(product: Product): void;
}

/** The admin's list of the whole platform: whose each product is, and since when. */
export interface PlatformColumns {
  /** The brands' names, by id; a product of a brand not in it shows '—'. */
  brandNames: ReadonlyMap<string, string>;
}

/** What both lists show of a product: price, the creator's commission, origin and status. */
const TERMS: readonly DataColumn<Product>[] = [
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
];

/**
 * The products' columns, one definition for both tables: the brand's catalogue ('Nombre', the
 * description, the terms, 'Acciones') or, given the brands' names, the admin's list ('Producto',
 * 'Marca', the terms, 'Alta').
 */
export function productColumns(options: CatalogueColumns | PlatformColumns): DataColumn<Product>[] {
  if ('brandNames' in options)
    return [
      { key: 'name', title: 'Producto', render: (p) => <span style={{ fontWeight: 500 }}>{p.name}</span> },
      { key: 'brand', title: 'Marca', render: (p) => options.brandNames.get(p.brandId) ?? '—' },
      ...TERMS,
      { key: 'since', title: 'Alta', render: (p) => formatDate(p.createdAt) },
    ];
  const { onEdit, onDelete } = options;
  return [
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
    ...TERMS,
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
}
