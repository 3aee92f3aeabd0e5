/**
 * The money module's face (decision 023, 036): what other modules, the app and the demo data may use
 * of bills and payments. `addFeeBill` lets another module's action bill its fee (the B/L amendment's
 * `change_price`, the invoice correction fee) as a draft for finance to send.
 */

export { addBankAccounts } from './bank-accounts.ts';
export { confirmOverdueBills } from './bill-customer.ts';
export { addFeeBill } from './bill-desk.ts';
export { filesUsedByRemittances } from './money-files.ts';
