import { defineCall } from './call.ts';

const tags = ['ops'] as const;
const schemas = () => import('./ops-bills.ts');
const envelope = () => import('./envelope.ts');

/** The finance desk (`/ops/finance`, permission ops.billing; issue 17, decision 036). */
export const opsBillsCalls = {
  list: defineCall({
    method: 'GET',
    path: '/v2/ops/bills/list',
    operationId: 'listDeskBills',
    summary: 'Bills of every customer, newest first, by status and by bill, order, B/L number or company',
    tags,
    who: { kind: 'staff', permission: 'ops.billing', action: 'query' },
    schemas: async () => {
      const m = await schemas();
      return { query: m.DeskBillQuerySchema, answer: m.DeskBillListSchema };
    },
  }),
  detail: defineCall({
    method: 'GET',
    path: '/v2/ops/bills/detail',
    operationId: 'getDeskBill',
    summary: 'One bill as finance sees it',
    tags,
    who: { kind: 'staff', permission: 'ops.billing', action: 'get' },
    errors: ['NOT_FOUND'],
    schemas: async () => {
      const m = await schemas();
      return { query: m.DeskBillIdSchema, answer: m.DeskBillDetailSchema };
    },
  }),
  fromOrder: defineCall({
    method: 'POST',
    path: '/v2/ops/bills/from-order',
    operationId: 'billOrder',
    summary: 'Make a draft bill of an order’s fee lines not billed yet (or of the lines named)',
    tags,
    who: { kind: 'staff', permission: 'ops.billing', action: 'add' },
    errors: ['NOT_FOUND', 'ORDER_NO_REQUIRED', 'ORDER_NOT_BILLABLE', 'ORDER_FEES_BILLED', 'EXCHANGE_RATE_MISSING'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.BillFromOrderSchema, answer: m.DeskBillDetailSchema };
    },
  }),
  edit: defineCall({
    method: 'POST',
    path: '/v2/ops/bills/edit',
    operationId: 'editDeskBill',
    summary: 'Change a draft or disputed bill’s lines, with the reason',
    tags,
    who: { kind: 'staff', permission: 'ops.billing', action: 'edit' },
    errors: [
      'NOT_FOUND',
      'BILL_NOT_EDITABLE',
      'BILL_EDIT_REASON_REQUIRED',
      'BILL_LINES_REQUIRED',
      'BILL_AMOUNT_INVALID',
    ],
    schemas: async () => {
      const m = await schemas();
      return { body: m.BillEditSchema, answer: m.DeskBillDetailSchema };
    },
  }),
  send: defineCall({
    method: 'POST',
    path: '/v2/ops/bills/send',
    operationId: 'sendDeskBill',
    summary: 'Send a draft or corrected bill to the customer to confirm (a message tells them)',
    tags,
    who: { kind: 'staff', permission: 'ops.billing', action: 'edit' },
    errors: ['NOT_FOUND', 'BILL_NOT_EDITABLE', 'BILL_EMPTY', 'BILL_WAITS_FOR_STATEMENT'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.DeskBillIdSchema, answer: m.DeskBillDetailSchema };
    },
  }),
  remittances: defineCall({
    method: 'GET',
    path: '/v2/ops/bills/remittances',
    operationId: 'listRemittances',
    summary: 'The reconciling queue: remittance vouchers to match with the bank, oldest first',
    tags,
    who: { kind: 'staff', permission: 'ops.billing', action: 'query' },
    schemas: async () => {
      const m = await schemas();
      return { query: m.RemittanceQueueQuerySchema, answer: m.RemittanceQueueSchema };
    },
  }),
  voucher: defineCall({
    method: 'GET',
    path: '/v2/ops/bills/voucher',
    operationId: 'getRemittanceVoucher',
    summary: 'The voucher of a remittance',
    tags,
    who: { kind: 'staff', permission: 'ops.billing', action: 'get' },
    errors: ['NOT_FOUND'],
    file: true,
    schemas: async () => ({ query: (await schemas()).DeskBillIdSchema }),
  }),
  confirmRemittance: defineCall({
    method: 'POST',
    path: '/v2/ops/bills/remittance/confirm',
    operationId: 'confirmRemittance',
    summary: 'The bank received the remittance: its amount is applied to the bills, oldest first',
    tags,
    who: { kind: 'staff', permission: 'ops.billing', action: 'edit' },
    errors: ['NOT_FOUND', 'REMITTANCE_DECIDED', 'REMITTANCE_AMOUNT_INVALID'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.RemittanceConfirmSchema, answer: (await envelope()).OkSchema };
    },
  }),
  returnRemittance: defineCall({
    method: 'POST',
    path: '/v2/ops/bills/remittance/return',
    operationId: 'returnRemittance',
    summary: 'Send a remittance back to the customer with the reason; the bills are to pay again',
    tags,
    who: { kind: 'staff', permission: 'ops.billing', action: 'edit' },
    errors: ['NOT_FOUND', 'REMITTANCE_DECIDED', 'RETURN_REASON_REQUIRED'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.RemittanceReturnSchema, answer: (await envelope()).OkSchema };
    },
  }),
  takings: defineCall({
    method: 'GET',
    path: '/v2/ops/finance/takings',
    operationId: 'getDayTakings',
    summary: 'A China day’s takings (default today) by channel and currency, with the payments of each line',
    tags,
    who: { kind: 'staff', permission: 'ops.billing', action: 'query' },
    errors: ['TAKINGS_DAY_INVALID'],
    schemas: async () => {
      const m = await schemas();
      return { query: m.TakingsQuerySchema, answer: m.TakingsSchema };
    },
  }),
  overdue: defineCall({
    method: 'GET',
    path: '/v2/ops/finance/overdue',
    operationId: 'listOverdueBills',
    summary: 'Sent bills not settled whose confirm deadline has passed, oldest first, with what is left',
    tags,
    who: { kind: 'staff', permission: 'ops.billing', action: 'query' },
    schemas: async () => {
      const m = await schemas();
      return { query: m.OverdueQuerySchema, answer: m.OverdueListSchema };
    },
  }),
  refund: defineCall({
    method: 'POST',
    path: '/v2/ops/bills/refund',
    operationId: 'refundOrder',
    summary: 'Make a draft refund (a payable bill) of an order, up to what the customer paid for it',
    tags,
    who: { kind: 'staff', permission: 'ops.billing', action: 'add' },
    errors: ['NOT_FOUND', 'ORDER_NO_REQUIRED', 'REFUND_AMOUNT_INVALID', 'REFUND_REASON_REQUIRED', 'REFUND_OVER_LIMIT'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.RefundInputSchema, answer: m.DeskBillDetailSchema };
    },
  }),
  refundPaid: defineCall({
    method: 'POST',
    path: '/v2/ops/bills/refund/paid',
    operationId: 'recordRefundPaid',
    summary: 'Record the transfer of a confirmed refund with its bank reference; the refund is settled',
    tags,
    who: { kind: 'staff', permission: 'ops.billing', action: 'edit' },
    errors: ['NOT_FOUND', 'REFUND_REFERENCE_REQUIRED', 'REFUND_NOT_DUE'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.RefundPaidSchema, answer: m.DeskBillDetailSchema };
    },
  }),
  overpaid: defineCall({
    method: 'GET',
    path: '/v2/ops/finance/overpaid',
    operationId: 'listOverpaidPayments',
    summary: 'Paid payments with money no bill took and not refunded yet, newest first',
    tags,
    who: { kind: 'staff', permission: 'ops.billing', action: 'query' },
    schemas: async () => {
      const m = await schemas();
      return { query: m.OverpaidQuerySchema, answer: m.OverpaidListSchema };
    },
  }),
  calendar: defineCall({
    method: 'GET',
    path: '/v2/ops/finance/calendar',
    operationId: 'getWorkingCalendar',
    summary: 'The working calendar’s holidays and weekend workdays of one year',
    tags,
    who: { kind: 'staff', permission: 'ops.billing', action: 'query' },
    errors: ['CALENDAR_DAY_INVALID'],
    schemas: async () => {
      const m = await schemas();
      return { query: m.CalendarQuerySchema, answer: m.CalendarSchema };
    },
  }),
  saveCalendarDay: defineCall({
    method: 'POST',
    path: '/v2/ops/finance/calendar/save',
    operationId: 'saveCalendarDay',
    summary: 'Keep a day as a public holiday (on a weekday) or a workday (on a weekend)',
    tags,
    who: { kind: 'staff', permission: 'ops.billing', action: 'edit' },
    errors: ['CALENDAR_DAY_INVALID', 'CALENDAR_NAME_REQUIRED', 'CALENDAR_DAY_NOT_EXCEPTION'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.CalendarSaveSchema, answer: m.CalendarSchema };
    },
  }),
  removeCalendarDay: defineCall({
    method: 'POST',
    path: '/v2/ops/finance/calendar/remove',
    operationId: 'removeCalendarDay',
    summary: 'Make a kept day plain Monday-to-Friday again',
    tags,
    who: { kind: 'staff', permission: 'ops.billing', action: 'delete' },
    errors: ['CALENDAR_DAY_INVALID', 'NOT_FOUND'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.CalendarRemoveSchema, answer: m.CalendarSchema };
    },
  }),
  bankAccounts: defineCall({
    method: 'GET',
    path: '/v2/ops/finance/bank-accounts',
    operationId: 'listBankAccounts',
    summary: 'The bank accounts customers remit to',
    tags,
    who: { kind: 'staff', permission: 'ops.billing', action: 'query' },
    schemas: async () => {
      const m = await schemas();
      return { answer: m.BankAccountListSchema };
    },
  }),
  saveBankAccount: defineCall({
    method: 'POST',
    path: '/v2/ops/finance/bank-accounts/save',
    operationId: 'saveBankAccount',
    summary: 'Add a bank account customers remit to, or change one',
    tags,
    who: { kind: 'staff', permission: 'ops.billing', action: 'edit' },
    errors: [
      'NOT_FOUND',
      'BANK_ACCOUNT_NAME_REQUIRED',
      'BANK_NAME_REQUIRED',
      'BANK_ACCOUNT_NO_REQUIRED',
      'BANK_ACCOUNTS_TOO_MANY',
    ],
    schemas: async () => {
      const m = await schemas();
      return { body: m.BankAccountSaveSchema, answer: m.BankAccountListSchema };
    },
  }),
  removeBankAccount: defineCall({
    method: 'POST',
    path: '/v2/ops/finance/bank-accounts/remove',
    operationId: 'removeBankAccount',
    summary: 'Stop showing a bank account to customers',
    tags,
    who: { kind: 'staff', permission: 'ops.billing', action: 'delete' },
    errors: ['NOT_FOUND'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.DeskBillIdSchema, answer: m.BankAccountListSchema };
    },
  }),
};
