import type { InvoiceStatus } from '@seabook/domain/invoices';
import { Tag } from 'antd';
import { useTranslation } from '../../i18n/i18n.ts';

/** An invoice's status as a coloured tag (customer page and finance desk). */
const COLORS: Record<InvoiceStatus, string> = {
  requested: 'processing',
  issued: 'success',
  rejected: 'error',
  correcting: 'warning',
};

export function InvoiceStatusTag({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status]}>{t(`money:invoice.statuses.${status}`)}</Tag>;
}
