import type { OrderInfo } from '@seabook/domain/order-info';
import { Button, Card, Space } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/i18n.ts';
import { ORDER_PATHS } from '../../../lib/order-paths.ts';
import { downloadBlPdf } from './bl-api.ts';

/** The statuses in which the order has a B/L to check or download. */
const WITH_BL = ['bl_checking', 'pending_bl_draft', 'pending_bl_issue', 'bl_issued', 'completed'] as const;

/** The order page's way to the B/L check page and the PDF, once the order reached the B/L stage. */
export function BlLinkCard({ order }: { order: OrderInfo }) {
  const { t } = useTranslation();
  if (!(WITH_BL as readonly string[]).includes(order.status)) return null;
  return (
    <Card size="small" title={t('bl:page.title')} data-testid="order-bl">
      <Space wrap>
        <Link to={ORDER_PATHS.checkBill(order.mode, order.orderId)} data-testid="order-bl-check">
          <Button type={order.status === 'bl_checking' ? 'primary' : 'default'}>{t('bl:page.checkLink')}</Button>
        </Link>
        {order.status === 'pending_bl_draft' ? null : (
          <Button onClick={() => void downloadBlPdf(order.orderId)} data-testid="order-bl-pdf">
            {t('bl:page.pdf')}
          </Button>
        )}
      </Space>
    </Card>
  );
}
