import type { Messages } from '../../resources.ts';

export const opsRateSheet: Messages['opsRateSheet'] = {
  title: 'Rate sheet import and export',
  actions: {
    template: 'Download template',
    export: 'Export rates',
    import: 'Import rate sheet',
  },
  exportKinds: {
    lcl: 'LCL rates',
    fcl: 'FCL rates',
    all: 'All rates and exchange rates',
  },
  downloadFailed: 'The download failed. Please try again later.',
  modal: {
    title: 'Import a rate sheet',
    pick: 'Choose a file',
    hint: 'Upload an .xlsx filled in from the template (up to {{size}} MB). Check it first; it can be imported only when every row passes, and nothing is saved while any row is wrong.',
    check: 'Check',
    import: 'Import',
    cancel: 'Close',
    checking: 'Checking…',
  },
  progress: {
    waiting: 'Waiting to start…',
    reading: 'Reading the file…',
    checking: 'Checking row by row…',
    saving: 'Saving the rates…',
    writing: 'Writing the Excel file…',
    done: 'Done',
    failed: 'Could not finish',
  },
  report: {
    title: 'Check result',
    sheetRows: '{{sheet}}: {{rows}} rows ({{added}} new, {{updated}} updates)',
    currencyRows: '{{sheet}}: {{rows}} exchange rates',
    clean: 'No problems: {{rows}} rows are ready to import.',
    problems: '{{count}} problems found. Fix the file and check it again.',
    moreProblems: 'Only the first {{shown}} problems are listed.',
    whole: 'Whole file',
    columns: {
      sheet: 'Sheet',
      row: 'Row',
      column: 'Column',
      problem: 'Problem',
    },
  },
  confirm: {
    title: 'Import {{rows}} rate rows?',
    content: 'Every row is written at once and shows in the rate search as soon as it is imported.',
  },
  done: 'Imported: {{lcl}} LCL rates, {{fcl}} FCL rates, {{currency}} exchange rates',
};
