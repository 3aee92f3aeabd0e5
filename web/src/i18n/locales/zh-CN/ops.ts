/** The ops namespace (back office, issue 6). */
export const ops = {
  brand: 'Seabook 运营后台',
  menu: {
    dashboard: '工作台',
    rates: '运价管理',
    inquiries: '询价工作台',
    orders: '订单工作台',
    letters: '托书工作台',
    audit: '操作审计',
    staff: '员工管理',
  },
  header: {
    openMenu: '打开菜单',
    collapse: '收起菜单',
    expand: '展开菜单',
    logout: '退出登录',
    logoutConfirmTitle: '退出运营后台？',
    logoutConfirmContent: '退出后需要重新输入用户名和密码。',
    customerSite: '返回前台',
  },
  login: {
    title: '运营后台登录',
    subtitle: '仅限平台员工使用，客户请从前台登录。',
    username: '用户名',
    usernameRequired: '请输入用户名',
    password: '密码',
    passwordRequired: '请输入密码',
    submit: '登录',
    failed: '登录失败，请稍后再试',
  },
  roles: {
    staff: {
      admin: '管理员',
      sales: '销售',
      service: '客服',
      operations: '操作',
      finance: '财务',
    },
  },
  forbidden: {
    title: '没有权限',
    description: '你的角色不能使用这个工作台，如需开通请联系管理员。',
    back: '返回工作台',
  },
  waited: {
    minutes: '{{minutes}} 分钟',
    hours: '{{hours}} 小时 {{minutes}} 分',
    days: '{{days}} 天 {{hours}} 小时',
    overdue: '已超过 30 分钟',
  },
  loadFailed: '加载失败',
  retry: '重试',
} as const;
