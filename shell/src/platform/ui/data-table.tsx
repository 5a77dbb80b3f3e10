import type { CSSProperties, ReactNode } from 'react';
import { Card, Empty, Flex, Spin, theme } from 'antd';
import { useIsMobile } from './use-media-query';
import './data-table.css';

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
  /** Names the table for screen readers (its scroll area is a labelled region); defaults to 'Tabla'. */
  label?: string;
  /**
   * Fit the card's width, wrapping headers and text, rather than each column's widest content
   * (scrolling sideways when wider): for tables of many short columns, such as money.
   */
  fit?: boolean;
}

/**
 * A table on wide screens; under 768 px a stacked list of cards, one per row.
 *
 * The wide version is a plain `<table>` drawn with antd's tokens (the look of antd's Table: header
 * fill, split lines, row hover, dark theme included), not antd's Table: that one brings sorting,
 * filters, selection, pagination and virtual scrolling (Tree, Select, Checkbox…), about 80 KB
 * gzipped on the dashboard's first load for features this component never offered. A screen that
 * needs them can use antd's Table itself (export it from `@afilia/platform/antd`).
 */
export function DataTable<T extends object>({
  columns,
  rows,
  rowKey,
  emptyText = EMPTY_TABLE_TEXT,
  loading,
  label = 'Tabla',
  fit = false,
}: DataTableProps<T>) {
  const mobile = useIsMobile();
  const { token } = theme.useToken();
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;

  if (!mobile) {
    const cell: CSSProperties = {
      padding: token.padding,
      borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
      overflowWrap: 'break-word',
    };
    const vars = {
      '--afilia-table-split': token.colorBorderSecondary,
      '--afilia-table-row-hover': token.colorFillAlter,
      '--afilia-table-focus': token.colorPrimary,
    } as CSSProperties;
    return (
      <Spin spinning={Boolean(loading)}>
        {/* A table wider than the screen scrolls sideways: the region takes keyboard focus so the
            arrow keys scroll it too (WCAG 2.1.1, axe's scrollable-region-focusable). */}
        <div className="afilia-data-table" role="region" aria-label={label} tabIndex={0} style={{ ...vars, overflowX: 'auto' }}>
          <table
            style={{
              width: fit ? '100%' : 'max-content',
              minWidth: '100%',
              borderCollapse: 'separate',
              borderSpacing: 0,
              fontSize: token.fontSize,
              lineHeight: token.lineHeight,
              color: token.colorText,
              textAlign: 'start',
            }}
          >
            <thead>
              <tr>
                {columns.map((column, i) => (
                  <th
                    key={column.key}
                    scope="col"
                    style={{
                      ...cell,
                      position: 'relative',
                      textAlign: column.align ?? 'start',
                      fontWeight: token.fontWeightStrong,
                      color: token.colorTextHeading,
                      background: token.colorFillAlter,
                      borderStartStartRadius: i === 0 ? token.borderRadiusLG : undefined,
                      borderStartEndRadius: i === columns.length - 1 ? token.borderRadiusLG : undefined,
                    }}
                  >
                    {column.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <tr className="afilia-data-table-empty">
                  <td colSpan={columns.length} style={cell}>
                    {loading ? null : empty}
                  </td>
                </tr>
              ) : (
                rows.map((row) => (
                  <tr key={rowKey(row)}>
                    {columns.map((column) => (
                      <td key={column.key} style={{ ...cell, textAlign: column.align ?? 'start' }}>
                        {column.render(row)}
                      </td>
                    ))}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      </Spin>
    );
  }

  if (rows.length === 0) return loading ? null : empty;
  return (
    <Flex vertical gap={token.marginSM} role="list">
      {rows.map((row) => (
        <Card key={rowKey(row)} size="small" role="listitem">
          {columns.map((column) => (
            <Flex key={column.key} justify="space-between" gap={token.marginSM} style={{ padding: '2px 0' }}>
              <span style={{ color: token.colorTextDescription }}>{column.title}</span>
              <span style={{ textAlign: 'right' }}>{column.render(row)}</span>
            </Flex>
          ))}
        </Card>
      ))}
    </Flex>
  );
}
