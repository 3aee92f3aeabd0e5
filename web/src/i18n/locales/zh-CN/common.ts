/** Words shared by every screen. zh-CN is the source language: every other locale must match its keys. */
export const common = {
  brand: {
    name: 'Seabook',
    slogan: '海运拼箱整柜在线订舱平台',
  },
  actions: {
    retry: '重试',
    reload: '刷新页面',
    back: '返回',
    backHome: '返回首页',
    confirm: '确定',
    cancel: '取消',
    login: '登录',
    register: '注册',
    loginRegister: '登录 / 注册',
    logout: '退出登录',
    learnMore: '了解更多',
    close: '关闭',
    search: '搜索',
  },
  state: {
    loading: '加载中…',
    empty: '暂无数据',
    loadFailed: '加载失败',
    unknown: '未知',
    yes: '是',
    no: '否',
  },
  api: {
    notice: '提示',
    forbidden: '无权访问',
    unauthorized: '未授权',
    unauthorizedDesc: '授权验证失败',
    requestFailed: '请求失败',
  },
  languages: {
    'zh-CN': '简体中文',
    'zh-TW': '繁體中文',
    en: 'English',
  },
  sellingPoints: {
    price: { title: '价格透明', desc: '拼箱整柜运价在线可查，费用明细一目了然' },
    speed: { title: '极速订舱', desc: '在线下单，30 分钟内反馈审核结果' },
    tracking: { title: '全程可视', desc: '订舱、提货、入仓、开船到派送，节点实时跟踪' },
  },
  pager: {
    label: '结果分页',
    prev: '上一页',
    next: '下一页',
    page: '第 {{n}} 页',
    more: '更多页',
    perPage: '{{n}} 条/页',
    perPageLabel: '每页条数',
  },
  tags: {
    new: 'NEW',
  },
} as const;
