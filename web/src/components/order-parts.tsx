import type { OrderStatus } from '@seabook/domain/booking-price';
import type { PortRef } from '@seabook/domain/catalog';
import { localName } from '@seabook/domain/catalog';
import type { Money } from '@seabook/domain/money';
import { Space, Tag, Typography } from 'antd';
import { useLocale, useTranslation } from '../i18n/i18n.ts';
import { formatDay, formatMoney } from '../lib/plain-format.ts';

/** Pieces both order pages show the same way: the status tag, the route and the totals. */

const STATUS_COLOR: Record<OrderStatus, string> = {
  pending_review: 'processing',
  pending_quote: 'processing',
  quote_to_confirm: 'warning',
  pending_booking: 'blue',
  pending_preallocation: 'blue',
  in_progress: 'cyan',
  pending_bl_draft: 'geekblue',
  bl_checking: 'warning',
  pending_bl_issue: 'geekblue',
  bl_issued: 'purple',
  completed: 'success',
  rejected: 'error',
  cancelled: 'default',
};

/**
 * An order's sailing date, or "to be confirmed" while it has none (an inquiry's quote that named no
 * sailing, until the operator records the ETD: decision 031).
 */
export function SailingDay({ date }: { date: string | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return date ? (
    <span data-testid="sailing-date">{formatDay(date, locale)}</span>
  ) : (
    <Typography.Text type="secondary" data-testid="sailing-pending">
      {t('orders:detail.sailingPending')}
    </Typography.Text>
  );
}

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOR[status]} data-testid="order-status">
      {t(`orders:statuses.${status}`)}
    </Tag>
  );
}

/** "上海 → 洛杉矶" in the current language, with the codes under it. */
export function OrderRoute({ pol, pod }: { pol: PortRef; pod: PortRef }) {
  const locale = useLocale();
  return (
    <Space orientation="vertical" size={0}>
      <span data-testid="order-route">
        {localName(pol.name, locale)} → {localName(pod.name, locale)}
      </span>
      <Typography.Text type="secondary">
        {pol.code} → {pod.code}
      </Typography.Text>
    </Space>
  );
}

/** Totals per currency (never added together), then the USD equivalent. */
export function OrderTotals({ totals, totalUsd }: { totals: readonly Money[]; totalUsd: Money | null }) {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" size={0} style={{ whiteSpace: 'nowrap' }} data-testid="order-totals">
      {totals.map((total) => (
        <span key={total.currency}>{formatMoney(total)}</span>
      ))}
      {totalUsd ? (
        <Typography.Text type="secondary">
          {t('orders:list.totalUsd', { amount: formatMoney(totalUsd) })}
        </Typography.Text>
      ) : null}
    </Space>
  );
}

/** Boxes booked: "2×40HQ + 1×20GP". */
export function containersText(rows: readonly { type: string; quantity: number }[]): string {
  return rows.map((row) => `${row.quantity}×${row.type}`).join(' + ');
}
