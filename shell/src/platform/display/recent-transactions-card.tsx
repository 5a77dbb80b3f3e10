import { Card, Tag } from 'antd';
import { RECENT_TRANSACTIONS_LIMIT, type RecentTransaction } from '@afilia/contracts';
import { DataTable, type DataColumn } from '../ui/data-table';
import { toRecentTransactionRow, type RecentTransactionRow } from './recent-transactions';

/** What a column of 'Transacciones Recientes' shows; each home titles them as its role reads them. */
export type RecentTransactionField = Exclude<keyof RecentTransactionRow, 'key' | 'paid'>;

export interface RecentTransactionColumn {
  field: RecentTransactionField;
  /** As the seed writes it: 'Monto' for a brand, 'Venta' for a creator… */
  title: string;
}

function toDataColumn({ field, title }: RecentTransactionColumn): DataColumn<RecentTransactionRow> {
  switch (field) {
    case 'id':
      return { key: field, title, render: (row) => <code>{row.id}</code> };
    case 'status':
      return { key: field, title, render: (row) => <Tag color={row.paid ? 'success' : 'warning'}>{row.status}</Tag> };
    case 'amount':
    case 'commission':
      return { key: field, title, render: (row) => row[field], align: 'right' };
    default:
      return { key: field, title, render: (row) => row[field] };
  }
}

export interface RecentTransactionsProps {
  /** The summary's transactions, newest first; the card shows the latest 5. */
  transactions: readonly RecentTransaction[];
  columns: readonly RecentTransactionColumn[];
}

/** 'Transacciones Recientes' of the brand and creator homes (seed 000 §2), with the columns of the caller's role. */
export function RecentTransactions({ transactions, columns }: RecentTransactionsProps) {
  return (
    <Card title="Transacciones Recientes" style={{ marginTop: 24 }}>
      <DataTable
        columns={columns.map(toDataColumn)}
        rows={transactions.slice(0, RECENT_TRANSACTIONS_LIMIT).map(toRecentTransactionRow)}
        rowKey={(row) => row.key}
        emptyText="No hay transacciones todavía"
      />
    </Card>
  );
}
