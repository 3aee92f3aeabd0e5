import type { AuditAction, AuditObject } from '@seabook/domain/ops-audit';

/**
 * Labels of `<object>.<verb>` codes, nested by object: every code needs its label, and no other key
 * is allowed, so a new audit action is a type error here until it is labelled.
 */
type Nested<A extends string> = {
  [O in A extends `${infer O}.${string}` ? O : never]: {
    [V in A extends `${O}.${infer V}` ? V : never]: string;
  };
};
export type AuditActionLabels = Nested<AuditAction>;
export type AuditObjectLabels = Record<AuditObject, string>;

/** The opsAdmin namespace (back office, issue 6): dashboard, audit trail and staff accounts. */
export const opsAdmin = {
  title: '工作台',
  dashboard: {
    refresh: '刷新',
    updatedAt: '更新于 {{time}}，每 60 秒自动刷新',
    desks: { inquiry: '询价', order: '订单', letter: '托书' },
    queueTitle: '{{desk}} · {{status}}',
    oldest: '最早：{{number}}',
    since: '{{time}} 起，已等待 {{wait}}',
    wait: {
      days: '{{days}} 天 {{hours}} 小时',
      hours: '{{hours}} 小时 {{minutes}} 分钟',
      minutes: '{{minutes}} 分钟',
    },
    open: '去处理',
    emptyQueue: '暂无待处理',
    noQueues: '您的角色没有需要处理的队列',
    review: {
      title: '30 分钟审核承诺',
      day: '今日（{{day}}）',
      promise: '订单提交后 {{minutes}} 分钟内反馈审核结果',
      reviewed: '今日已审核',
      within: '{{minutes}} 分钟内审核',
      rate: '达成率',
      waitingOver: '超 {{minutes}} 分钟待审核',
      noneYet: '今日尚无审核',
      openOverdue: '查看待审核订单',
    },
  },
  audit: {
    filters: {
      staff: '操作人',
      allStaff: '全部操作人',
      action: '操作',
      allActions: '全部操作',
      objectType: '对象类型',
      allObjects: '全部对象',
      keyword: '对象编号或 ID',
      range: '日期范围',
      from: '开始日期',
      to: '结束日期',
      search: '查询',
      reset: '重置',
    },
    columns: {
      at: '时间',
      staff: '操作人',
      action: '操作',
      object: '对象',
      remark: '备注',
    },
    total: '共 {{total}} 条记录',
    empty: '暂无操作记录',
    noMatch: '没有符合条件的操作记录',
    diff: {
      field: '字段',
      before: '修改前',
      after: '修改后',
      none: '没有记录的字段变化',
      blank: '（空）',
      expand: '展开修改内容',
    },
    actions: {
      order: {
        move: '变更订单状态',
        quote: '订单报价',
        milestone: '记录业务节点',
        todo: '发起待办',
        loading: '填写装运信息',
        file: '上传订单文件',
      },
      inquiry: { quote: '询价报价', reject: '驳回询价' },
      letter: {
        process: '处理托书',
        book: '托书人工下单',
        confirm: '确认解析订单',
        reject: '驳回托书',
      },
      lcl_rate: { create: '新增拼箱运价', edit: '修改拼箱运价', expire: '拼箱运价失效' },
      fcl_rate: { create: '新增整柜运价', edit: '修改整柜运价', expire: '整柜运价失效' },
      rate_sheet: { import: '导入运价表' },
      currency: { save: '保存汇率' },
      staff: { create: '新建员工', edit: '修改员工' },
    } satisfies AuditActionLabels,
    objects: {
      order: '订单',
      inquiry: '询价单',
      letter: '托书',
      lcl_rate: '拼箱运价',
      fcl_rate: '整柜运价',
      rate_sheet: '运价表',
      currency: '汇率',
      staff: '员工',
    } satisfies AuditObjectLabels,
  },
  staff: {
    search: '搜索用户名或姓名',
    add: '新建员工',
    edit: '编辑',
    enable: '启用',
    disable: '停用',
    you: '我',
    total: '共 {{total}} 名员工',
    empty: '暂无员工',
    noMatch: '没有符合条件的员工',
    columns: {
      username: '用户名',
      name: '姓名',
      role: '角色',
      status: '状态',
      createdAt: '创建时间',
      actions: '操作',
    },
    statuses: { enabled: '启用', disabled: '已停用' },
    form: {
      createTitle: '新建员工',
      editTitle: '编辑员工 {{username}}',
      username: '用户名',
      usernameHint: '3–30 位小写字母、数字、点、下划线或连字符，用于登录，创建后不可修改',
      name: '姓名',
      role: '角色',
      password: '初始密码',
      passwordHint: '至少 6 位，混合字母、数字或符号',
      resetPassword: '重置密码',
      resetHint: '留空则不修改；重置后该员工需用新密码重新登录',
      save: '保存',
    },
    confirm: {
      createTitle: '创建员工 {{username}}？',
      createContent: '角色：{{role}}。对方可立即用该用户名和初始密码登录后台。',
      editTitle: '保存对 {{username}} 的修改？',
      editContent: '角色与权限立即生效。',
      resetContent: '角色与权限立即生效，密码已重置，对方将被退出登录。',
      disableTitle: '停用员工 {{name}}？',
      disableContent: '停用后对方立即退出登录，且无法再登录后台。',
      enableTitle: '启用员工 {{name}}？',
      enableContent: '启用后对方可用原密码登录后台。',
    },
    created: '已创建员工 {{username}}',
    saved: '已保存',
    enabled: '已启用 {{name}}',
    disabled: '已停用 {{name}}',
  },
} as const;
