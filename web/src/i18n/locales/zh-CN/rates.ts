/** Quote search: forms, result lists, filters, the price list (features/rates). */
export const rates = {
  title: '运价查询',
} as const;
