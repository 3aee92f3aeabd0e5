import type { OrderActions } from '@seabook/domain/order-info';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { lazyWithAntd } from '../../components/antd-lazy.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { ORDER_PATHS } from '../../lib/order-paths.ts';
import type { CancelRequest } from './cancel-prompt.tsx';
import styles from './orders.module.css';
import { type Target, usePermitted } from './permitted.ts';

// Cancelling asks in antd's confirmation; antd loads with the first press of "cancel" (decision 059).
const CancelPrompt = lazyWithAntd(() => import('./cancel-prompt.tsx'));

/**
 * The links of a row of "my orders" (view, edit, cancel, order again), plain links and a plain button
 * (decision 057): only what `actions` allows and the role permits, as `OrderActionButtons`. Plain React, so
 * the list needs nothing of antd until a cancel is asked for.
 */
export function OrderRowActions({ order, actions }: { order: Target; actions: OrderActions }) {
  const { t } = useTranslation();
  const permitted = usePermitted(actions);
  const [request, setRequest] = useState<CancelRequest | null>(null);
  const linked = (to: string, label: string, testId: string) => (
    <Link to={to} className={styles.rowAction} data-testid={testId}>
      {label}
    </Link>
  );
  return (
    <span className={styles.rowActions} data-testid="order-actions">
      {linked(ORDER_PATHS.detail(order.orderId), t('orders:actions.view'), 'order-view')}
      {permitted.edit ? linked(ORDER_PATHS.edit(order.orderId), t('orders:actions.edit'), 'order-edit') : null}
      {permitted.cancel ? (
        <button
          type="button"
          className={`${styles.rowAction} ${styles.danger}`}
          data-testid="order-cancel"
          onClick={() => setRequest({ order, serial: (request?.serial ?? 0) + 1 })}
        >
          {t('orders:actions.cancel')}
        </button>
      ) : null}
      {permitted.again
        ? linked(ORDER_PATHS.again(order.mode, order.orderId), t('orders:actions.again'), 'order-again')
        : null}
      {request ? (
        // The confirmation and its messages open over the page; the scope itself takes no room in the row.
        <span hidden>
          <Suspense fallback={null}>
            <CancelPrompt request={request} />
          </Suspense>
        </span>
      ) : null}
    </span>
  );
}
