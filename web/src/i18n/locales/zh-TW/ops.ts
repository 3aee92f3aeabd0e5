import type { Messages } from '../../resources.ts';

export const ops: Messages['ops'] = {
  brand: 'Seabook 營運後台',
  menu: {
    finance: '財務工作台',
    dashboard: '工作台',
    rates: '運價管理',
    inquiries: '詢價工作台',
    orders: '訂單工作台',
    letters: '託書工作台',
    audit: '操作稽核',
    staff: '員工管理',
    verifications: '認證審核',
    customers: '客戶管理',
    notices: '營運公告',
  },
  header: {
    openMenu: '開啟選單',
    collapse: '收合選單',
    expand: '展開選單',
    logout: '登出',
    logoutConfirmTitle: '登出營運後台？',
    logoutConfirmContent: '登出後需要重新輸入使用者名稱和密碼。',
    customerSite: '返回前台',
  },
  login: {
    title: '營運後台登入',
    subtitle: '僅限平台員工使用，客戶請從前台登入。',
    username: '使用者名稱',
    usernameRequired: '請輸入使用者名稱',
    password: '密碼',
    passwordRequired: '請輸入密碼',
    submit: '登入',
    failed: '登入失敗，請稍後再試',
  },
  roles: {
    staff: {
      admin: '管理員',
      sales: '業務',
      service: '客服',
      operations: '操作',
      finance: '財務',
    },
  },
  forbidden: {
    title: '沒有權限',
    description: '你的角色不能使用這個工作台，如需開通請聯絡管理員。',
    back: '返回工作台',
  },
  waited: {
    minutes: '{{minutes}} 分鐘',
    hours: '{{hours}} 小時 {{minutes}} 分',
    days: '{{days}} 天 {{hours}} 小時',
    overdue: '已超過 30 分鐘',
  },
  loadFailed: '載入失敗',
  retry: '重試',
};
