import { ArrowRightOutlined } from '@ant-design/icons';
import type { PortRef } from '@seabook/domain/catalog';
import { Card, Descriptions, type DescriptionsProps, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useLocale } from '../../i18n/i18n.ts';
import { portLabel } from '../../lib/quote-format.ts';
import styles from './booking.module.css';

/** What an FCL line or an inquiry books: the lane as a title, a tag beside it, then its facts. */
export function RouteSummary({
  pol,
  pod,
  tag,
  items,
  testId,
}: {
  pol: PortRef;
  pod: PortRef;
  tag?: ReactNode;
  items: DescriptionsProps['items'];
  testId: string;
}) {
  const locale = useLocale();
  return (
    <Card data-testid={testId}>
      <Typography.Title level={3} className={styles.lane}>
        <span>{portLabel(pol, locale)}</span>
        <ArrowRightOutlined />
        <span>{portLabel(pod, locale)}</span>
        {tag}
      </Typography.Title>
      <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 3 }} items={items} />
    </Card>
  );
}
