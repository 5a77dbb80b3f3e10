import type { ReactNode } from 'react';
import { Card, Empty, Flex, Table, Typography, theme } from 'antd';
import { useIsMobile } from './use-is-mobile';

export const EMPTY_TABLE_TEXT = 'No hay datos disponibles';

export interface DataColumn<T> {
  key: string;
  title: string;
  render(row: T): ReactNode;
  align?: 'left' | 'right' | 'center';
}

export interface DataTableProps<T> {
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey(row: T): string;
  /** Defaults to 'No hay datos disponibles'. */
  emptyText?: string;
  loading?: boolean;
}

/** An antd table on wide screens; under 768 px a stacked list of cards, one per row. */
export function DataTable<T extends object>({ columns, rows, rowKey, emptyText = EMPTY_TABLE_TEXT, loading }: DataTableProps<T>) {
  const mobile = useIsMobile();
  const { token } = theme.useToken();
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;

  if (!mobile) {
    return (
      <Table<T>
        columns={columns.map((column) => ({
          key: column.key,
          title: column.title,
          align: column.align,
          render: (_: unknown, row: T) => column.render(row),
        }))}
        dataSource={[...rows]}
        rowKey={rowKey}
        pagination={false}
        loading={loading}
        locale={{ emptyText: empty }}
        scroll={{ x: 'max-content' }}
      />
    );
  }

  if (rows.length === 0) return loading ? null : empty;
  return (
    <Flex vertical gap={token.marginSM} role="list">
      {rows.map((row) => (
        <Card key={rowKey(row)} size="small" role="listitem">
          {columns.map((column) => (
            <Flex key={column.key} justify="space-between" gap={token.marginSM} style={{ padding: '2px 0' }}>
              <Typography.Text type="secondary">{column.title}</Typography.Text>
              <span style={{ textAlign: 'right' }}>{column.render(row)}</span>
            </Flex>
          ))}
        </Card>
      ))}
    </Flex>
  );
}
