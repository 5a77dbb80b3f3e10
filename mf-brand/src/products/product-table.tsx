import type { Product } from '@afilia/contracts';
import { DataTable } from '@afilia/platform';
import { productColumns } from './product-columns';

interface ProductTableProps {
  products: readonly Product[];
  loading: boolean;
  onEdit(product: Product): void;
  onDelete(product: Product): void;
}

export function ProductTable({ products, loading, onEdit, onDelete }: ProductTableProps) {
  return <DataTable columns={productColumns({ onEdit, onDelete })} rows={products} rowKey={(p) => p.id} loading={loading} />;
}
