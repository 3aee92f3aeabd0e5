import { INQUIRY_STATUSES } from '@seabook/domain/booking-rules';
import { LETTER_STATUSES } from '@seabook/domain/letters';
import { STAFF_ROLE_CODES, STAFF_STATUSES } from '@seabook/domain/ops-admin';
import type { AuditEntry, AuditObject } from '@seabook/domain/ops-audit';
import { ORDER_STATUSES } from '@seabook/domain/order-flow';
import { Empty, Table, Typography } from 'antd';
import { type TFunction, useTranslation } from '../../i18n/i18n.ts';

/**
 * An audit row's before → after as two columns of the fields that changed. Each desk records its own
 * small JSON, so field names are shown as recorded; statuses and staff roles read in words.
 */

export type FieldChange = { field: string; before: unknown; after: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A snapshot as fields: an object as it is, nothing as no fields, anything else as one `value`. */
function fieldsOf(value: unknown): Record<string, unknown> {
  if (value === null || value === undefined) return {};
  return isRecord(value) ? value : { value };
}

/** The fields whose value differs between the two snapshots, in the order they were recorded. */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const old = fieldsOf(before);
  const now = fieldsOf(after);
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  return fields
    .filter((field) => JSON.stringify(old[field] ?? null) !== JSON.stringify(now[field] ?? null))
    .map((field) => ({ field, before: old[field], after: now[field] }));
}

const includes = (list: readonly string[], value: unknown): value is string =>
  typeof value === 'string' && list.includes(value);

/** A status of the object's kind or a staff role in words; anything else as recorded. */
function known(t: TFunction, objectType: AuditObject, field: string, value: unknown): string | null {
  if (field === 'role' && includes(STAFF_ROLE_CODES, value))
    return t(`ops:roles.${value as (typeof STAFF_ROLE_CODES)[number]}`);
  if (field !== 'status') return null;
  if (objectType === 'order' && includes(ORDER_STATUSES, value))
    return t(`orders:statuses.${value as (typeof ORDER_STATUSES)[number]}`);
  if (objectType === 'inquiry' && includes(INQUIRY_STATUSES, value))
    return t(`inquiry:statuses.${value as (typeof INQUIRY_STATUSES)[number]}`);
  if (objectType === 'letter' && includes(LETTER_STATUSES, value))
    return t(`letters:statuses.${value as (typeof LETTER_STATUSES)[number]}`);
  if (objectType === 'staff' && includes(STAFF_STATUSES, value))
    return t(`opsAdmin:staff.statuses.${value as (typeof STAFF_STATUSES)[number]}`);
  return null;
}

export function formatValue(t: TFunction, objectType: AuditObject, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('opsAdmin:audit.diff.blank');
  const word = known(t, objectType, field, value);
  if (word !== null) return word;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The changed fields of one audit row, before beside after. */
export function AuditDiff({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const changes = changedFields(entry.before, entry.after);
  if (changes.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('opsAdmin:audit.diff.none')} />;
  const cell = (field: string, value: unknown) => (
    <Typography.Text style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {formatValue(t, entry.objectType, field, value)}
    </Typography.Text>
  );
  return (
    <Table<FieldChange>
      size="small"
      rowKey="field"
      pagination={false}
      dataSource={changes}
      scroll={{ x: true }}
      data-testid="audit-diff"
      columns={[
        {
          key: 'field',
          title: t('opsAdmin:audit.diff.field'),
          render: (_, change) => <Typography.Text code>{change.field}</Typography.Text>,
        },
        {
          key: 'before',
          title: t('opsAdmin:audit.diff.before'),
          render: (_, change) => cell(change.field, change.before),
        },
        {
          key: 'after',
          title: t('opsAdmin:audit.diff.after'),
          render: (_, change) => cell(change.field, change.after),
        },
      ]}
    />
  );
}
