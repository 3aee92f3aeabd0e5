import type { Messages } from '../../resources.ts';

export const quote: Messages['quote'] = {
  title: '報價詳情',
};
