import type { Messages } from '../../resources.ts';

export const opsRateSheet: Messages['opsRateSheet'] = {
  title: '運價表匯入匯出',
  actions: {
    template: '下載範本',
    export: '匯出運價',
    import: '匯入運價表',
  },
  exportKinds: {
    lcl: '併櫃運價（LCL）',
    fcl: '整櫃運價（FCL）',
    all: '全部運價與匯率',
  },
  downloadFailed: '下載失敗，請稍後再試',
  modal: {
    title: '匯入運價表',
    pick: '選擇檔案',
    hint: '請上傳依範本填寫的 .xlsx 檔案（不超過 {{size}} MB）。請先檢核，全部通過後才能匯入；任何一列有錯誤都不會儲存。',
    check: '檢核',
    import: '匯入',
    cancel: '關閉',
    checking: '正在檢核…',
  },
  progress: {
    waiting: '正在排隊…',
    reading: '正在讀取檔案…',
    checking: '正在逐行校驗…',
    saving: '正在儲存運價…',
    writing: '正在產生 Excel…',
    done: '已完成',
    failed: '未能完成',
  },
  report: {
    title: '檢核結果',
    sheetRows: '{{sheet}}：{{rows}} 列（新增 {{added}}，更新 {{updated}}）',
    currencyRows: '{{sheet}}：{{rows}} 個匯率',
    clean: '沒有問題，可以匯入 {{rows}} 列。',
    problems: '發現 {{count}} 個問題，請修改檔案後重新檢核。',
    moreProblems: '僅列出前 {{shown}} 個問題。',
    whole: '整個檔案',
    columns: {
      sheet: '工作表',
      row: '列',
      column: '欄',
      problem: '問題',
    },
  },
  confirm: {
    title: '匯入 {{rows}} 列運價？',
    content: '所有列將一次寫入，匯入後立即在運價查詢中生效。',
  },
  done: '已匯入：併櫃 {{lcl}} 筆，整櫃 {{fcl}} 筆，匯率 {{currency}} 個',
};
