import type { OrderStatus } from '@seabook/domain/booking-price';
import type { PortRef } from '@seabook/domain/catalog';
import { localName } from '@seabook/domain/catalog';
import type { Money } from '@seabook/domain/money';
import type { ReactNode } from 'react';
import { useLocale, useTranslation } from '../i18n/i18n.ts';
import { formatDay, formatMoney } from '../lib/plain-format.ts';
import styles from './order-parts.module.css';

/**
 * Pieces the order pages and desks show the same way: the status tag, the route and the totals. Plain
 * React (decision 057): "my orders" draws ten rows of them right after logging in.
 */

type TagColor = 'processing' | 'warning' | 'blue' | 'cyan' | 'geekblue' | 'purple' | 'success' | 'error' | 'default';

const STATUS_COLOR: Record<OrderStatus, TagColor> = {
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
    <span className={styles.secondary} data-testid="sailing-pending">
      {t('orders:detail.sailingPending')}
    </span>
  );
}

type DataProps = { 'data-testid'?: string };

/** A filled tag as antd draws one: `default` is the grey of a tag without a colour. */
export function PlainTag({
  color = 'default',
  children,
  ...rest
}: { color?: TagColor; children: ReactNode } & DataProps) {
  const tone = color === 'default' ? '' : ` ${styles[color] ?? ''}`;
  return (
    <span className={`${styles.tag}${tone}`} {...rest}>
      {children}
    </span>
  );
}

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <PlainTag color={STATUS_COLOR[status]} data-testid="order-status">
      {t(`orders:statuses.${status}`)}
    </PlainTag>
  );
}

/** Lines of one value, one under the other; `secondary` lines are grey. */
export function Lines({ children, className }: { children: ReactNode; className?: string }) {
  return <span className={className ? `${styles.stack} ${className}` : styles.stack}>{children}</span>;
}

export function Secondary({ children, className }: { children: ReactNode; className?: string }) {
  return <span className={className ? `${styles.secondary} ${className}` : styles.secondary}>{children}</span>;
}

/** "上海 → 洛杉矶" in the current language, with the codes under it. */
export function OrderRoute({ pol, pod }: { pol: PortRef; pod: PortRef }) {
  const locale = useLocale();
  return (
    <Lines>
      <span data-testid="order-route">
        {localName(pol.name, locale)} → {localName(pod.name, locale)}
      </span>
      <Secondary>
        {pol.code} → {pod.code}
      </Secondary>
    </Lines>
  );
}

/** Totals per currency (never added together), then the USD equivalent. */
export function OrderTotals({ totals, totalUsd }: { totals: readonly Money[]; totalUsd: Money | null }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.stack} ${styles.nowrap}`} data-testid="order-totals">
      {totals.map((total) => (
        <span key={total.currency}>{formatMoney(total)}</span>
      ))}
      {totalUsd ? <Secondary>{t('orders:list.totalUsd', { amount: formatMoney(totalUsd) })}</Secondary> : null}
    </span>
  );
}

/** Boxes booked: "2×40HQ + 1×20GP". */
export function containersText(rows: readonly { type: string; quantity: number }[]): string {
  return rows.map((row) => `${row.quantity}×${row.type}`).join(' + ');
}
