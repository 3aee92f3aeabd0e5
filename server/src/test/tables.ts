/**
 * The modules' tables, for tests that look at (or set up) what is stored where the public calls do not
 * show it: an audit row, a message sent, a file's bytes, an order set back in time. Production code
 * never reads another module's tables (decision 023); a test of one module that checks what another
 * stored reads them through here, so the exception has one address.
 */
export { loginCounters, sessions, smsCodes, wxLogins } from '../modules/auth/auth.tables.ts';
export { orderDrafts } from '../modules/drafts/drafts.tables.ts';
export { files } from '../modules/files/files.tables.ts';
export { inquiries } from '../modules/inquiries/inquiries.tables.ts';
export { letters } from '../modules/letters/letters.tables.ts';
export { messages } from '../modules/messages/messages.tables.ts';
export { opsAudit, staff } from '../modules/ops/ops.tables.ts';
export {
  orderContainers,
  orderEvents,
  orderFees,
  orderFiles,
  orderMilestones,
  orders,
} from '../modules/orders/orders.tables.ts';
