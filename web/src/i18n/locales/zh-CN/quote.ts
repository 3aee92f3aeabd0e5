/** Quote details, schedule, fee lines, favourites and keyword results (features/rates). */
export const quote = {
  title: '报价详情',
} as const;
