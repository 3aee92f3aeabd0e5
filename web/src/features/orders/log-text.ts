import { BUSINESS_NODE_KEYS, type BusinessNode } from '@seabook/domain/order-flow';
import type { OrderLogEntry } from '@seabook/domain/order-info';
import type { MessageKey, TFunction } from '../../i18n/i18n.ts';
import { formatMoney } from '../../lib/plain-format.ts';

/**
 * The order log's details as sentences in the reader's language (issue 14 item 7): a node recorded names the
 * node ("记录业务节点：已订舱", not "booked"), and each changed field is named as the page names it ("订舱号由
 * - 改为 …" rather than "bookingNo：- → …"). The server keeps the log as data (field → [before, after]); only
 * the words are made here, so customers and operators read the same entry in their own language.
 */

/** Every field a log entry may name (edit-order.ts, order-actions.ts, storeLoading), with its label. */
const FIELD_LABELS: Record<string, MessageKey> = {
  line: 'orders:detail.route',
  sailingDate: 'orders:detail.sailingDate',
  'cargo.weightKg': 'orders:detail.log.fields.weight',
  'cargo.volumeCbm': 'orders:detail.log.fields.volume',
  'cargo.pieces': 'orders:detail.log.fields.pieces',
  containers: 'orders:detail.sections.containers',
  tradeTerm: 'orders:detail.tradeTerm',
  shipmentTerm: 'orders:detail.shipmentTerm',
  services: 'orders:detail.sections.services',
  'consignor.company': 'orders:detail.log.fields.consignor',
  'consignee.company': 'orders:detail.log.fields.consignee',
  'notifier.company': 'orders:detail.log.fields.notifier',
  totals: 'orders:detail.log.fields.totals',
  vessel: 'orders:detail.loadingInfo.vessel',
  voyage: 'orders:detail.loadingInfo.voyage',
  blNo: 'orders:detail.blNo',
  bookingNo: 'orders:detail.bookingNo',
  customerReference: 'orders:detail.customerReference',
  contractNo: 'orders:detail.contractNo',
  userFields: 'orders:detail.references.fields',
  fields: 'orders:detail.references.fields',
  account: 'orders:detail.log.fields.account',
};

/** Fields whose values are internal (a rate line's id): the sentence says only that they changed. */
const VALUE_HIDDEN = new Set(['line']);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isMoney(value: unknown): value is { amount: number; currency: string } {
  return isObject(value) && typeof value.amount === 'number' && typeof value.currency === 'string';
}

function isNode(value: string): value is BusinessNode {
  return (BUSINESS_NODE_KEYS as readonly string[]).includes(value);
}

/** A value as a reader reads it; '' when there is none. */
function valueText(field: string, value: unknown, t: TFunction): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return t(value ? 'common:state.yes' : 'common:state.no');
  if (!Array.isArray(value)) return isMoney(value) ? formatMoney(value as Parameters<typeof formatMoney>[0]) : '';
  const parts = value.map((item) => {
    if (field === 'services' && typeof item === 'string') return t(`booking:services.names.${item}` as MessageKey);
    if (isMoney(item)) return formatMoney(item as Parameters<typeof formatMoney>[0]);
    if (isObject(item) && 'quantity' in item && 'type' in item)
      return t('orders:detail.containerRow', { quantity: String(item.quantity), type: String(item.type) });
    if (isObject(item) && 'label' in item && 'value' in item) return `${String(item.label)}: ${String(item.value)}`;
    return typeof item === 'string' || typeof item === 'number' ? String(item) : '';
  });
  return parts.filter(Boolean).join(field === 'totals' ? ' + ' : t('orders:detail.log.separator'));
}

/** One sentence per changed field. */
export function changeSentence(field: string, before: unknown, after: unknown, t: TFunction): string {
  const label = FIELD_LABELS[field];
  const name = label ? t(label) : t('orders:detail.log.fields.other');
  if (!label || VALUE_HIDDEN.has(field)) return t('orders:detail.log.changedPlain', { field: name });
  const was = valueText(field, before, t);
  const now = valueText(field, after, t);
  if (!was) return t('orders:detail.log.set', { field: name, after: now || t('orders:detail.none') });
  if (!now) return t('orders:detail.log.cleared', { field: name, before: was });
  return t('orders:detail.log.changed', { field: name, before: was, after: now });
}

/** The entry's details: its remark (a node recorded is named), then a sentence per change. */
export function logDetails(entry: Pick<OrderLogEntry, 'action' | 'remark' | 'changes'>, t: TFunction): string[] {
  const lines: string[] = [];
  if (entry.action === 'milestone' && entry.remark && isNode(entry.remark))
    lines.push(t('orders:detail.log.milestone', { node: t(`orders:nodes.${entry.remark}`) }));
  else if (entry.remark) lines.push(entry.remark);
  for (const [field, [before, after]] of Object.entries(entry.changes ?? {}))
    lines.push(changeSentence(field, before, after, t));
  return lines;
}
