import type { Messages } from '../../resources.ts';

export const common: Messages['common'] = {
  brand: {
    name: 'Seabook',
    slogan: '海運併櫃整櫃線上訂艙平台',
  },
  actions: {
    retry: '重試',
    reload: '重新整理頁面',
    back: '返回',
    backHome: '返回首頁',
    confirm: '確定',
    cancel: '取消',
    login: '登入',
    register: '註冊',
    loginRegister: '登入 / 註冊',
    logout: '登出',
    learnMore: '了解更多',
    close: '關閉',
    search: '搜尋',
  },
  state: {
    loading: '載入中…',
    empty: '暫無資料',
    loadFailed: '載入失敗',
    unknown: '未知',
    yes: '是',
    no: '否',
  },
  api: {
    notice: '提示',
    forbidden: '無權存取',
    unauthorized: '未授權',
    unauthorizedDesc: '授權驗證失敗',
    requestFailed: '請求失敗',
  },
  languages: {
    'zh-CN': '简体中文',
    'zh-TW': '繁體中文',
    en: 'English',
  },
  sellingPoints: {
    price: { title: '價格透明', desc: '併櫃整櫃運價線上可查，費用明細一目了然' },
    speed: { title: '極速訂艙', desc: '線上下單，30 分鐘內回覆審核結果' },
    tracking: { title: '全程可視', desc: '訂艙、提貨、入倉、開船到派送，節點即時追蹤' },
  },
  pager: {
    label: '結果分頁',
    prev: '上一頁',
    next: '下一頁',
    page: '第 {{n}} 頁',
    more: '更多頁',
    perPage: '{{n}} 筆/頁',
    perPageLabel: '每頁筆數',
  },
  tags: {
    new: 'NEW',
  },
};
