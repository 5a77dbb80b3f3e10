import { Flex, Tag, Tooltip } from 'antd';
import { TRANSACTION_TEXTS, type Transaction } from '@afilia/contracts';
import { DataTable, type DataColumn } from '../ui/data-table';
import { toTransactionRow, type TransactionRow } from './transaction-rows';

/** What a column of a transactions list shows; each screen titles them as its role reads them. */
export type TransactionField = Exclude<keyof TransactionRow, 'key' | 'isTest' | 'cancelled' | 'statusColor' | 'statusReason'>;

export interface TransactionColumn {
  field: TransactionField;
  /** As the seed writes it: 'Comisión Creador' for a brand, 'Tu Comisión' for a creator… */
  title: string;
}

const MONEY: readonly TransactionField[] = ['total', 'creatorCommission', 'platformCommission', 'brandPart'];

function toDataColumn({ field, title }: TransactionColumn): DataColumn<TransactionRow> {
  if (field === 'status')
    return {
      key: field,
      title,
      render: (row) => (
        <Flex gap={4} wrap>
          {row.statusReason ? (
            // The reason on hover and on focus, and read with the status by a screen reader.
            <Tooltip title={row.statusReason} trigger={['hover', 'focus']}>
              <Tag color={row.statusColor} tabIndex={0}>
                {row.status}
                <span className="visually-hidden">: {row.statusReason}</span>
              </Tag>
            </Tooltip>
          ) : (
            <Tag color={row.statusColor}>{row.status}</Tag>
          )}
          {row.isTest && <Tag color="purple">{TRANSACTION_TEXTS.testLabel}</Tag>}
        </Flex>
      ),
    };
  if (MONEY.includes(field))
    return {
      key: field,
      title,
      align: 'right',
      render: (row) => (
        <span style={{ whiteSpace: 'nowrap', textDecoration: row.cancelled ? 'line-through' : undefined }}>{row[field]}</span>
      ),
    };
  return { key: field, title, render: (row) => row[field] };
}

export interface TransactionsTableProps {
  transactions: readonly Transaction[];
  columns: readonly TransactionColumn[];
  /** 'No tienes ventas aún', 'No hay transacciones'. */
  emptyText: string;
  /** Names the table for screen readers. */
  label: string;
  loading?: boolean;
}

/** 'Mis Ventas' and 'Transacciones' (seed 001 §2): one table, with the columns of the caller's role. */
export function TransactionsTable({ transactions, columns, emptyText, label, loading }: TransactionsTableProps) {
  return (
    <DataTable
      columns={columns.map(toDataColumn)}
      rows={transactions.map(toTransactionRow)}
      rowKey={(row) => row.key}
      emptyText={emptyText}
      label={label}
      loading={loading}
      fit
    />
  );
}
