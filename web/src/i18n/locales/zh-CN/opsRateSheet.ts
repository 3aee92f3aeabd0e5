/** The opsRateSheet namespace (back office, issue 6): the rate sheet's template, export and import. */
export const opsRateSheet = {
  title: '运价表导入导出',
  actions: {
    template: '下载模板',
    export: '导出运价',
    import: '导入运价表',
  },
  exportKinds: {
    lcl: '拼箱运价（LCL）',
    fcl: '整柜运价（FCL）',
    all: '全部运价和汇率',
  },
  downloadFailed: '下载失败，请稍后重试',
  modal: {
    title: '导入运价表',
    pick: '选择文件',
    hint: '请上传按模板填写的 .xlsx 文件（不超过 {{size}} MB）。先校验，全部通过后才能导入；任何一行有错误都不会保存。',
    check: '校验',
    import: '导入',
    cancel: '关闭',
    checking: '正在校验…',
  },
  progress: {
    waiting: '正在排队…',
    reading: '正在读取文件…',
    checking: '正在逐行校验…',
    saving: '正在保存运价…',
    writing: '正在生成 Excel…',
    done: '已完成',
    failed: '未能完成',
  },
  report: {
    title: '校验结果',
    sheetRows: '{{sheet}}：{{rows}} 行（新增 {{added}}，更新 {{updated}}）',
    currencyRows: '{{sheet}}：{{rows}} 个汇率',
    clean: '没有问题，可以导入 {{rows}} 行。',
    problems: '发现 {{count}} 个问题，修改文件后重新校验。',
    moreProblems: '仅列出前 {{shown}} 个问题。',
    whole: '整个文件',
    columns: {
      sheet: '工作表',
      row: '行',
      column: '列',
      problem: '问题',
    },
  },
  confirm: {
    title: '导入 {{rows}} 行运价？',
    content: '所有行将一次写入，导入后立即在运价查询中生效。',
  },
  done: '已导入：拼箱 {{lcl}} 条，整柜 {{fcl}} 条，汇率 {{currency}} 个',
} as const;
