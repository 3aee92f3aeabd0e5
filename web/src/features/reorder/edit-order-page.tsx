import { CONTAINER_CODES, type ContainerCode } from '@seabook/domain/booking';
import type { Order } from '@seabook/domain/booking-price';
import { localName } from '@seabook/domain/catalog';
import { EDITABLE_STATUSES } from '@seabook/domain/order-flow';
import { Alert, App, Tag } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { BookingLoading, BookingNotice } from '../../components/booking-form/booking-frame.tsx';
import type { EntrustTarget } from '../../components/booking-form/draft.ts';
import { EntrustForm } from '../../components/booking-form/entrust-form.tsx';
import { type ContainerOffer, inquiryOffers } from '../../components/booking-form/inquiry-order.ts';
import { RouteSummary } from '../../components/booking-form/route-summary.tsx';
import { useLaneSailings } from '../../components/booking-form/sailing-chooser.tsx';
import { ContactLink } from '../../components/contact-link.tsx';
import { SailingDay } from '../../components/order-parts.tsx';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { useInquiry } from '../../lib/inquiries-api.ts';
import { ORDER_PATHS } from '../../lib/order-paths.ts';
import { useEditOrder } from './api.ts';
import styles from './reorder.module.css';
import { measuresOf, ReorderHeading, WithOrder } from './reorder-parts.tsx';
import { editValues } from './reorder-values.ts';
import { SailingThenForm, type SendOrder } from './sailing-form.tsx';

/** eidtcreateorder with the form's draft; on success the order page, with a message. */
function useSendEdit(order: Order): SendOrder {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const edit = useEditOrder();
  return async (request) => {
    const edited = await edit.mutateAsync({ id: order.orderId, ...request });
    void message.success(t('reorder:edit.success', { orderNo: edited.orderNo }));
    void navigate(ORDER_PATHS.detail(order.orderId));
  };
}

function Heading({ order, children }: { order: Order; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ReorderHeading title={t('reorder:edit.header', { orderNo: order.orderNo })} hint={t('reorder:edit.hint')}>
      {children}
    </ReorderHeading>
  );
}

/** An order of a quote line: on its sailing while it can still be booked, else on one chosen now. */
function EditOnQuote({ order }: { order: Order }) {
  const { t } = useTranslation();
  const initial = useMemo(() => editValues(order), [order]);
  const cargo = order.mode === 'lcl' ? measuresOf(initial.cargo) : undefined;
  // The order's own sailing is looked for from its day on, so one weeks ahead is found too.
  const booked = useLaneSailings({
    mode: order.mode,
    pol: order.pol.code,
    pod: order.pod.code,
    cargo,
    date: order.sailingDate ?? undefined,
  });
  const send = useSendEdit(order);

  if (booked.pending) return <BookingLoading />;
  return (
    <SailingThenForm
      order={order}
      cargo={cargo}
      preselected={booked.options.find((option) => option.id === order.line)}
      initial={initial}
      back={{ to: ORDER_PATHS.detail(order.orderId), label: t('reorder:edit.backToOrder') }}
      send={send}
      heading={(chosen) => (
        <Heading order={order}>
          {chosen === null ? (
            <Alert type="warning" showIcon data-testid="line-gone" title={t('reorder:edit.lineGone')} />
          ) : null}
        </Heading>
      )}
    />
  );
}

function isContainerCode(type: unknown): type is ContainerCode {
  return (CONTAINER_CODES as readonly unknown[]).includes(type);
}

/** An order of an inquiry's quote stays on it: the quote, while valid, prices the edit. */
function EditOnInquiry({ order, inquiryId }: { order: Order; inquiryId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const initial = useMemo(() => editValues(order), [order]);
  const inquiry = useInquiry(inquiryId);
  const send = useSendEdit(order);
  const target = useMemo<EntrustTarget>(
    () => ({ mode: order.mode, source: { from: 'inquiry', inquiryId } }),
    [order.mode, inquiryId],
  );
  // Without the sheet (it failed to load) the order's own container types are offered, unpriced.
  const offers = useMemo<ContainerOffer[]>(
    () =>
      inquiry.data
        ? inquiryOffers(inquiry.data)
        : (initial.containers ?? []).flatMap((row) =>
            isContainerCode(row.type) ? [{ type: row.type, price: null }] : [],
          ),
    [inquiry.data, initial.containers],
  );
  const back = { to: ORDER_PATHS.detail(order.orderId), label: t('reorder:edit.backToOrder') };

  if (inquiry.isPending) return <BookingLoading />;
  const quote = inquiry.data?.quote;
  return (
    <>
      <div className={styles.top}>
        <Heading order={order} />
      </div>
      <EntrustForm
        {...target}
        initial={initial}
        offers={offers}
        lastPickupDate={quote?.sailingDate ?? inquiry.data?.sailingDate ?? undefined}
        back={back}
        send={send}
        editing={order.orderId}
        header={
          <RouteSummary
            testId="inquiry-order-summary"
            pol={order.pol}
            pod={order.pod}
            tag={<Tag color="blue">{inquiry.data?.inquiryNo ?? order.orderNo}</Tag>}
            items={[
              {
                key: 'carrier',
                label: t('reorder:chooser.carrier'),
                children: order.carrier ? `${order.carrier.shortName} · ${localName(order.carrier.name, locale)}` : '-',
              },
              {
                key: 'sailing',
                label: t('reorder:chooser.sailing'),
                children: <SailingDay date={order.sailingDate} />,
              },
            ]}
          />
        }
      />
    </>
  );
}

/**
 * /editorder?id= (our path): the entrust form filled from an order pending review, sent with
 * eidtcreateorder; the order keeps its number and status. Once reviewed the page says why it cannot
 * change and leads back to the order.
 */
export default function EditOrderPage() {
  const { t } = useTranslation();
  return (
    <WithOrder>
      {(order) => {
        if (!EDITABLE_STATUSES.includes(order.status))
          return (
            <BookingNotice
              testId="order-not-editable"
              title={t('reorder:edit.notEditable', {
                orderNo: order.orderNo,
                status: t(`orders:statuses.${order.status}`),
              })}
              subTitle={
                <>
                  {t('reorder:edit.notEditableHint')} <ContactLink>{t('quote:building.contact')}</ContactLink>
                </>
              }
              to={ORDER_PATHS.detail(order.orderId)}
              action={t('reorder:edit.backToOrder')}
            />
          );
        if (order.inquiryId) return <EditOnInquiry order={order} inquiryId={order.inquiryId} />;
        return <EditOnQuote order={order} />;
      }}
    </WithOrder>
  );
}
