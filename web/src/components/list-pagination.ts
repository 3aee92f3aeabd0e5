import type { TablePaginationConfig } from 'antd';

/**
 * The paging of the account centre's lists (addresses, inquiries, orders): a fixed page size, the count
 * in the list's own words, hidden when everything fits on one page. The page itself lives in the URL,
 * so `onChange` writes it there.
 */
export function listPagination(options: {
  page: number;
  pageSize: number;
  total: number;
  totalText: (total: number) => string;
  onChange: (page: number) => void;
}): TablePaginationConfig {
  return {
    current: options.page,
    pageSize: options.pageSize,
    total: options.total,
    showSizeChanger: false,
    hideOnSinglePage: true,
    // Fewer page buttons on a phone, so the pager never widens the page.
    responsive: true,
    showTotal: options.totalText,
    onChange: options.onChange,
  };
}
