import { Flex, Pagination, theme } from 'antd';
import { labelledPaginationItem } from '../ui/pagination-labels';

export interface ListPaginationProps {
  page: number;
  pageSize: number;
  /** Every row the list has; the pager shows only when they take more than one page. */
  total: number;
  onChange(page: number): void;
}

/**
 * The pager under a server-paged list (transactions, 'Mis Ventas', the admin's products):
 * centred, fixed page size, its icon-only controls named for screen readers, and nothing at all
 * when the list fits on one page. It lives here, with Pagination, so that only the screens that
 * page load it.
 */
export function ListPagination({ page, pageSize, total, onChange }: ListPaginationProps) {
  const { token } = theme.useToken();
  if (total <= pageSize) return null;
  return (
    <Flex justify="center" style={{ marginTop: token.marginMD }}>
      <Pagination
        current={page}
        pageSize={pageSize}
        total={total}
        showSizeChanger={false}
        itemRender={labelledPaginationItem}
        onChange={onChange}
      />
    </Flex>
  );
}
