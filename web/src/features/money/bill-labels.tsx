import type { BillKind, BillStatus } from '@seabook/domain/bill-rules';
import type { Money } from '@seabook/domain/money-rules';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from '../../i18n/i18n.ts';
import { formatMoney } from '../../lib/plain-format.ts';

const COLOURS: Record<BillStatus, string> = {
  draft: 'default',
  to_confirm: 'orange',
  disputed: 'red',
  to_pay: 'blue',
  reconciling: 'purple',
  settled: 'green',
};

/** A bill's state; a refund's "to pay" and "settled" read as to be refunded and refunded. */
export function BillStatusTag({ status, kind = 'receivable' }: { status: BillStatus; kind?: BillKind }) {
  const { t } = useTranslation();
  const label =
    kind === 'payable' && (status === 'to_pay' || status === 'settled')
      ? t(`money:refundStatuses.${status}`)
      : t(`money:statuses.${status}`);
  return (
    <Tag color={COLOURS[status]} data-testid="bill-status">
      {label}
    </Tag>
  );
}

type Part = { currency: Money['currency']; due: number; left: number };

/** A bill's parts: what is due in each currency, and what is left when something was paid. */
export function BillParts({ parts }: { parts: readonly Part[] }) {
  return (
    <Space orientation="vertical" size={0}>
      {parts.map((part) => (
        <span key={part.currency}>
          {formatMoney({ amount: part.due, currency: part.currency })}
          {part.left !== part.due && (
            <Typography.Text type="secondary">
              {' / '}
              {formatMoney({ amount: part.left, currency: part.currency })}
            </Typography.Text>
          )}
        </span>
      ))}
    </Space>
  );
}
