import type { BillStatus } from '@seabook/domain/bill-rules';
import { Button, Card, Empty, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { PageError } from '../../components/page-state.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { useCan } from '../../lib/auth.ts';
import { formatMoney } from '../../lib/plain-format.ts';
import { useOrderBills } from './api.ts';
import { BillStatusTag } from './bill-labels.tsx';
import styles from './money.module.css';
import { BILL_PATHS } from './paths.ts';

/** The states in which the customer acts next (on the bill page, where confirming and paying live). */
const ACTS_NEXT: readonly BillStatus[] = ['to_confirm', 'to_pay'];

/**
 * The bill section of the order page (issue 17): each bill of the order with its state, what is due and
 * left per currency and what the customer does next (a link to the bill page, where confirming and paying
 * live). Only for a role with the `bill` permission: without it nothing shows and nothing is asked.
 */
export function OrderBillsCard({ orderId }: { orderId: string }) {
  const can = useCan();
  if (!can('bill')) return null;
  return <OrderBills orderId={orderId} />;
}

function OrderBills({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const bills = useOrderBills(orderId);
  return (
    <Card title={t('money:orderBills.title')} data-testid="order-bills">
      {bills.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} aria-label={t('money:orderBills.loading')} />
      ) : bills.isError ? (
        <PageError error={bills.error} onRetry={() => void bills.refetch()} />
      ) : bills.data.items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('money:orderBills.empty')} />
      ) : (
        <div className={styles.orderBills}>
          {bills.data.items.map((bill) => {
            const status = bill.status;
            return (
              <div key={bill.id} className={styles.orderBill} data-testid="order-bill">
                <Link to={BILL_PATHS.detail(bill.id)} data-testid="order-bill-link">
                  {bill.billNo}
                </Link>
                <BillStatusTag status={bill.status} kind={bill.kind} />
                <div className={styles.orderBillAmounts}>
                  {bill.parts.map((part) => (
                    <div key={part.currency} data-testid="order-bill-part">
                      <span className={styles.amount}>
                        {t('money:orderBills.due')} {formatMoney({ amount: part.due, currency: part.currency })}
                      </span>
                      {part.left > 0 && bill.kind === 'receivable' && (
                        <>
                          {/* Outside the unbreakable amounts: a phone wraps the line here. */}
                          <Typography.Text type="secondary">{' · '}</Typography.Text>
                          <Typography.Text type="secondary" className={styles.amount}>
                            {t('money:orderBills.left')} {formatMoney({ amount: part.left, currency: part.currency })}
                          </Typography.Text>
                        </>
                      )}
                    </div>
                  ))}
                </div>
                {status === 'draft' ? null : bill.kind === 'payable' && status === 'to_pay' ? (
                  <Typography.Text type="secondary" data-testid="order-bill-next">
                    {t('money:refundStatuses.to_pay')}
                  </Typography.Text>
                ) : ACTS_NEXT.includes(status) ? (
                  <Link to={BILL_PATHS.detail(bill.id)} data-testid="order-bill-action">
                    <Button type="primary" size="small">
                      {t(`money:orderBills.next.${status}`)}
                    </Button>
                  </Link>
                ) : (
                  <Typography.Text type="secondary" data-testid="order-bill-next">
                    {t(`money:orderBills.next.${status}`)}
                  </Typography.Text>
                )}
              </div>
            );
          })}
        </div>
      )}
    </Card>
  );
}
