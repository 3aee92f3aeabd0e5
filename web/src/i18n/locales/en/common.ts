import type { Messages } from '../../resources.ts';

export const common: Messages['common'] = {
  brand: {
    name: 'Seabook',
    slogan: 'Online LCL and FCL sea-freight booking',
  },
  actions: {
    retry: 'Try again',
    reload: 'Reload page',
    back: 'Back',
    backHome: 'Back to home',
    confirm: 'OK',
    cancel: 'Cancel',
    login: 'Log in',
    register: 'Register',
    loginRegister: 'Log in / Register',
    logout: 'Log out',
    learnMore: 'Learn more',
    close: 'Close',
    search: 'Search',
  },
  state: {
    loading: 'Loading…',
    empty: 'Nothing here yet',
    loadFailed: 'Could not load',
    unknown: 'Unknown',
    yes: 'Yes',
    no: 'No',
  },
  api: {
    notice: 'Notice',
    forbidden: 'Forbidden',
    unauthorized: 'Unauthorized',
    unauthorizedDesc: 'Authorization verification failed.',
    requestFailed: 'Request failed',
  },
  languages: {
    'zh-CN': '简体中文',
    'zh-TW': '繁體中文',
    en: 'English',
  },
  sellingPoints: {
    price: { title: 'Transparent prices', desc: 'LCL and FCL rates online, with every fee itemised' },
    speed: { title: 'Fast booking', desc: 'Book online and hear back from our review within 30 minutes' },
    tracking: { title: 'Track every step', desc: 'Booking, pickup, warehouse, sailing and delivery, live' },
  },
  pager: {
    label: 'Pages of results',
    prev: 'Previous page',
    next: 'Next page',
    page: 'Page {{n}}',
    more: 'More pages',
    perPage: '{{n}} / page',
    perPageLabel: 'Results per page',
  },
  tags: {
    new: 'NEW',
  },
};
