import type { InquiryStatus, QuoteAcceptance } from '@seabook/domain/booking';
import { localName, type PortRef } from '@seabook/domain/catalog';
import { Space, Tag } from 'antd';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';

const STATUS_COLOR: Record<InquiryStatus, string> = {
  waiting: 'processing',
  quoted: 'success',
  rejected: 'error',
  cancelled: 'default',
  deleted: 'default',
  ordered: 'purple',
};

/** The sheet's status, and once quoted whether the customer accepted the quote. */
export function StatusTag({ status, acceptance }: { status: InquiryStatus; acceptance: QuoteAcceptance }) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap data-testid="inquiry-status">
      <Tag color={STATUS_COLOR[status]}>{t(`inquiry:statuses.${status}`)}</Tag>
      {status === 'quoted' ? (
        <Tag color={acceptance === 'accepted' ? 'green' : 'gold'}>{t(`inquiry:acceptance.${acceptance}`)}</Tag>
      ) : null}
    </Space>
  );
}

/** "Shanghai (CNSHA) → Hamburg (DEHAM)" in the current language. */
export function RouteText({ pol, pod }: { pol: PortRef; pod: PortRef }) {
  const locale = useLocale();
  const port = (ref: PortRef) => `${localName(ref.name, locale)} (${ref.code})`;
  return (
    <span data-testid="inquiry-route">
      {port(pol)} → {port(pod)}
    </span>
  );
}
