/** Cargo tracking: the /cargo_tracking page and the header's search panel (features/tracking). */
export const tracking = {
  title: '货物跟踪',
  intro: '输入提单号或订舱号、箱号或客户合同号，查看货物的船名航次、节点和到港时间。',
  types: {
    '1': '提单号/订舱号',
    '2': '箱号',
    '3': '客户合同号',
  },
  placeholders: {
    '1': '如 COSU6123456780 或订单号 SB2606150001',
    '2': '如 CSQU3054383',
    '3': '如 HT-2026-001',
  },
  form: {
    type: '查询类型',
    no: '单号',
    search: '查询',
    detected: { '1': '看起来是提单号或订单号', '2': '看起来是箱号' },
    useDetected: '按{{type}}查询',
  },
  result: {
    found: '找到 {{count}} 票货物',
    empty: '未找到该单号的货物',
    emptyHint: '请核对单号和查询类型；订单审核通过后才能跟踪。',
    route: '航线',
    vessel: '船名/航次',
    etd: '预计开船',
    eta: '预计到港',
    atd: '实际开船',
    ata: '实际到港',
    pending: '待定',
    containers: '集装箱',
    containerHint: '点击箱号查看该箱的跟踪',
    seal: '封号 {{seal}}',
    viewOrder: '查看订单',
    yours: '这是贵公司的订单',
  },
  phases: {
    preparing: '待开船',
    in_transit: '运输中',
    arrived: '已到港',
    completed: '已完成',
  },
  panel: {
    open: '打开货物跟踪查询',
    close: '关闭',
  },
} as const;
