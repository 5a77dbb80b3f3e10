import { Card, Tag } from '@afilia/platform/antd';
import { DataTable, toRecentTransactionRow, type DataColumn, type RecentTransactionRow } from '@afilia/platform';
import type { RecentTransaction } from '@afilia/contracts';

const COLUMNS: DataColumn<RecentTransactionRow>[] = [
  { key: 'id', title: 'ID', render: (row) => <code>{row.id}</code> },
  { key: 'product', title: 'Producto', render: (row) => row.product },
  { key: 'brand', title: 'Marca', render: (row) => row.brand },
  { key: 'amount', title: 'Venta', render: (row) => row.amount, align: 'right' },
  { key: 'commission', title: 'Mi Comisión', render: (row) => row.commission, align: 'right' },
  {
    key: 'status',
    title: 'Estado',
    render: (row) => <Tag color={row.paid ? 'success' : 'warning'}>{row.status}</Tag>,
  },
];

/** 'Transacciones Recientes' of the creator home: the latest 5, as the summary sends them. */
export function RecentTransactions({ transactions }: { transactions: readonly RecentTransaction[] }) {
  return (
    <Card title="Transacciones Recientes" style={{ marginTop: 24 }}>
      <DataTable
        columns={COLUMNS}
        rows={transactions.map(toRecentTransactionRow)}
        rowKey={(row) => row.key}
        emptyText="No hay transacciones todavía"
      />
    </Card>
  );
}
