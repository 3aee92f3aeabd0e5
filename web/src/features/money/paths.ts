/** The bill pages (issue 17). */
export const BILL_PATHS = {
  list: '/center/bill',
  detail: (id: string) => `/center/billdetail?id=${encodeURIComponent(id)}`,
} as const;
