import type { Messages } from '../../resources.ts';

export const rates: Messages['rates'] = {
  title: 'Rate search',
};
