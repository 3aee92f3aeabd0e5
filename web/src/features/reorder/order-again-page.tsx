import type { Order } from '@seabook/domain/booking-price';
import { Alert } from 'antd';
import { useMemo } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import {
  askQuotePath,
  type SailingOption,
  sameServiceSailing,
  useLaneSailings,
} from '../../components/booking-form/sailing-chooser.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { ORDER_PATHS } from '../../lib/order-paths.ts';
import { measuresOf, ReorderHeading, WithOrder } from './reorder-parts.tsx';
import { againValues } from './reorder-values.ts';
import { SailingThenForm } from './sailing-form.tsx';

const PATHS = { lcl: '/onemore', fcl: '/fcl/onemore' } as const;

/**
 * Ordering the same again from an earlier order: its cargo, terms, parties and services in the entrust
 * form, on a sailing of its lane chosen now (the same service's next sailing first) at today's price.
 * An order from an inquiry's quote is offered the lane's sailings, or a new quote.
 */
function OrderAgain({ order }: { order: Order }) {
  const { t } = useTranslation();
  const initial = useMemo(() => againValues(order), [order]);
  const cargo = order.mode === 'lcl' ? measuresOf(initial.cargo) : undefined;
  const sailings = useLaneSailings({ mode: order.mode, pol: order.pol.code, pod: order.pod.code, cargo });
  const fromInquiry = order.inquiryId !== null;
  const preselected = fromInquiry ? undefined : sameServiceSailing(sailings.options, order.line);

  const notices = (chosen: SailingOption | null) =>
    fromInquiry ? (
      <Alert
        type="info"
        showIcon
        data-testid="inquiry-order-notice"
        title={t('reorder:again.inquiryOrder')}
        action={
          <Link to={askQuotePath(order.mode, order.pol.code, order.pod.code)}>{t('reorder:again.askQuote')}</Link>
        }
      />
    ) : !sailings.pending && chosen === null && sailings.options.length > 0 ? (
      <Alert type="warning" showIcon data-testid="same-line-gone" title={t('reorder:again.sameLineGone')} />
    ) : null;

  return (
    <SailingThenForm
      order={order}
      cargo={cargo}
      preselected={preselected}
      initial={initial}
      back={{ to: ORDER_PATHS.list, label: t('reorder:again.backToOrders') }}
      heading={(chosen) => (
        <ReorderHeading
          title={t('reorder:again.header', { orderNo: order.orderNo })}
          hint={t('reorder:again.hint', { orderNo: order.orderNo })}
        >
          {notices(chosen)}
        </ReorderHeading>
      )}
    />
  );
}

/** /onemore?id= and /fcl/onemore?id= (spec §2 "order again"): another order like one of the tenant's. */
export default function OrderAgainPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  return (
    <WithOrder>
      {(order) =>
        // The page of the other mode orders it in its own mode.
        pathname === PATHS[order.mode] ? (
          <OrderAgain order={order} />
        ) : (
          <Navigate to={`${PATHS[order.mode]}?${params}`} replace />
        )
      }
    </WithOrder>
  );
}
