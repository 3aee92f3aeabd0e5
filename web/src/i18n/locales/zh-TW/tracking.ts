import type { Messages } from '../../resources.ts';

export const tracking: Messages['tracking'] = {
  title: '貨物追蹤',
  intro: '輸入提單號或訂艙號、櫃號或客戶合約號，查看貨物的船名航次、節點和到港時間。',
  types: {
    '1': '提單號/訂艙號',
    '2': '櫃號',
    '3': '客戶合約號',
  },
  placeholders: {
    '1': '如 COSU6123456780 或訂單號 SB2606150001',
    '2': '如 CSQU3054383',
    '3': '如 HT-2026-001',
  },
  form: {
    type: '查詢類型',
    no: '單號',
    search: '查詢',
    detected: { '1': '看起來是提單號或訂單號', '2': '看起來是櫃號' },
    useDetected: '按{{type}}查詢',
  },
  result: {
    found: '找到 {{count}} 票貨物',
    empty: '查無此單號的貨物',
    emptyHint: '請核對單號和查詢類型；訂單審核通過後才能追蹤。',
    route: '航線',
    vessel: '船名/航次',
    etd: '預計開船',
    eta: '預計到港',
    atd: '實際開船',
    ata: '實際到港',
    pending: '待定',
    containers: '貨櫃',
    containerHint: '點擊櫃號查看該櫃的追蹤',
    seal: '封條號 {{seal}}',
    viewOrder: '查看訂單',
    yours: '這是貴公司的訂單',
  },
  phases: {
    preparing: '待開船',
    in_transit: '運輸中',
    arrived: '已到港',
    completed: '已完成',
  },
  panel: {
    open: '開啟貨物追蹤查詢',
    close: '關閉',
  },
};
