import { localName } from '@seabook/domain/catalog';
import type { Inquiry } from '@seabook/domain/inquiries';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { BookingFailed, BookingLoading, BookingNotice } from '../../components/booking-form/booking-frame.tsx';
import type { EntrustTarget } from '../../components/booking-form/draft.ts';
import { EntrustForm } from '../../components/booking-form/entrust-form.tsx';
import { inquiryOffers, inquiryValues, orderRefusal } from '../../components/booking-form/inquiry-order.ts';
import { RouteSummary } from '../../components/booking-form/route-summary.tsx';
import { errorText } from '../../i18n/error-text.ts';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { isApiError } from '../../lib/api-error.ts';
import { useInquiry } from '../../lib/inquiries-api.ts';
import { formatDay, formatMoney } from '../../lib/plain-format.ts';

const PATHS = { lcl: '/createorder', fcl: '/fcl/createorder' } as const;

/** The inquiry booked: its lane, number, and the accepted quote's carrier, sailing, validity and total. */
function InquirySummary({ inquiry }: { inquiry: Inquiry }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const quote = inquiry.quote;
  const sailing = quote?.sailingDate ?? inquiry.sailingDate;
  return (
    <RouteSummary
      testId="inquiry-summary"
      pol={inquiry.pol}
      pod={inquiry.pod}
      tag={<Tag color="blue">{t(`booking:modes.${inquiry.mode}`)}</Tag>}
      items={[
        { key: 'no', label: t('booking:createOrder.inquiryNo'), children: inquiry.inquiryNo },
        {
          key: 'carrier',
          label: t('booking:createOrder.carrier'),
          children: quote?.carrier
            ? `${quote.carrier.shortName} · ${localName(quote.carrier.name, locale)}`
            : t('booking:createOrder.anyCarrier'),
        },
        {
          key: 'validTo',
          label: t('booking:createOrder.validTo'),
          children: <span data-testid="quote-valid-to">{quote ? formatDay(quote.validTo, locale) : '-'}</span>,
        },
        {
          key: 'sailing',
          label: t('booking:createOrder.sailing'),
          children: sailing ? formatDay(sailing, locale) : '-',
        },
        {
          key: 'transit',
          label: t('booking:createOrder.transit'),
          children: quote?.transitDays ? t('quote:schedule.transitDays', { days: quote.transitDays }) : '-',
        },
        {
          key: 'total',
          label: t('booking:createOrder.quotedTotal'),
          children: <span data-testid="quoted-total">{quote?.totalUsd ? formatMoney(quote.totalUsd) : '-'}</span>,
        },
        {
          // Decision 031: the quote covers the services the inquiry asked for; the order adds no fee for them.
          key: 'covers',
          label: t('booking:createOrder.quoteCovers'),
          children: (
            <span data-testid="quote-covers">
              {inquiry.services.length > 0
                ? inquiry.services.map((service) => t(`booking:services.names.${service}`)).join(' · ')
                : '-'}
            </span>
          ),
        },
      ]}
    />
  );
}

/** The form on an orderable inquiry, priced and booked on the line `inquiry:<id>`. */
function InquiryOrderForm({ inquiry, back }: { inquiry: Inquiry; back: { to: string; label: string } }) {
  const initial = useMemo(() => inquiryValues(inquiry), [inquiry]);
  const offers = useMemo(() => inquiryOffers(inquiry), [inquiry]);
  const target = useMemo<EntrustTarget>(
    () => ({ mode: inquiry.mode, source: { from: 'inquiry', inquiryId: inquiry.id } }),
    [inquiry.mode, inquiry.id],
  );
  return (
    <EntrustForm
      {...target}
      initial={initial}
      offers={offers}
      lastPickupDate={inquiry.quote?.sailingDate ?? inquiry.sailingDate ?? undefined}
      back={back}
      header={<InquirySummary inquiry={inquiry} />}
    />
  );
}

/**
 * Ordering an inquiry's accepted quote (/createorder?inquiry=, /fcl/createorder?inquiry=): the inquiry's
 * route and quote, then the entrust form filled from it. An inquiry that cannot be ordered (not found,
 * not accepted, expired, already ordered) shows why, with the way back to it, instead of the form.
 */
export default function CreateOrderPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const id = params.get('inquiry')?.trim() || null;
  const inquiry = useInquiry(id);
  const back = {
    to: id ? `/center/inquiry?${new URLSearchParams({ id })}` : '/center/inquiry',
    label: t('booking:createOrder.backToInquiry'),
  };
  const notice = (title: string, subTitle?: string) => (
    <BookingNotice
      status="warning"
      testId="inquiry-not-orderable"
      title={title}
      subTitle={subTitle}
      to={back.to}
      action={back.label}
    />
  );

  if (id === null) return notice(t('booking:createOrder.missing'));
  if (inquiry.isPending) return <BookingLoading />;
  if (inquiry.isError) {
    if (isApiError(inquiry.error) && inquiry.error.status === 404)
      return notice(t('booking:createOrder.cannotOrder'), inquiry.error.msg);
    return <BookingFailed error={inquiry.error} onRetry={() => void inquiry.refetch()} />;
  }
  const data = inquiry.data;
  // The page of the other mode books it in its own mode.
  if (pathname !== PATHS[data.mode]) return <Navigate to={`${PATHS[data.mode]}?${params}`} replace />;
  const refused = orderRefusal(data);
  if (refused)
    return notice(
      t('booking:createOrder.cannotOrder'),
      data.status === 'ordered' ? t('booking:createOrder.ordered') : errorText(refused),
    );
  return <InquiryOrderForm inquiry={data} back={back} />;
}
