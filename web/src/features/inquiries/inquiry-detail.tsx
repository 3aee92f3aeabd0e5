import { CARGO_TYPES, type CargoType } from '@seabook/domain/booking';
import { localName } from '@seabook/domain/catalog';
import type { Inquiry, InquiryQuote } from '@seabook/domain/inquiries';
import { Alert, Descriptions, type DescriptionsProps, Drawer, Result, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageError, PageLoading } from '../../components/page-state.tsx';
import { type TFunction, useLocale, useTranslation } from '../../i18n/i18n.ts';
import { formatTime } from '../../lib/format.ts';
import { useInquiry } from '../../lib/inquiries-api.ts';
import { formatDay } from '../../lib/plain-format.ts';
import { useCities } from '../../lib/quote-detail-api.ts';
import styles from './inquiries.module.css';
import { InquiryActions } from './inquiry-actions.tsx';
import { RouteText, StatusTag } from './inquiry-parts.tsx';
import { QuoteFees } from './quote-fees.tsx';

function cargoTypeName(type: string, t: TFunction): string {
  return (CARGO_TYPES as readonly string[]).includes(type) ? t(`booking:cargo.types.${type as CargoType}`) : type;
}

/** Class and UN number of hazardous cargo, as stored (`dangerousGoods` is free-form on the wire). */
function dangerousGoods(value: unknown): { class: string; unNumber: string } | null {
  if (typeof value !== 'object' || value === null) return null;
  const { class: cls, unNumber } = value as Record<string, unknown>;
  return typeof cls === 'string' && typeof unNumber === 'string' ? { class: cls, unNumber } : null;
}

/** The pickup city's name from the catalogue, its code until the catalogue answers. */
function CityName({ code }: { code: string }) {
  const locale = useLocale();
  const city = useCities(code).data?.find((c) => c.code === code);
  return <>{city ? `${localName(city.name, locale)} · ${localName(city.province, locale)}` : code}</>;
}

/** What the customer asked: route, date, cargo (and boxes), terms, services, pickup city, remark. */
export function AskedDescriptions({ inquiry }: { inquiry: Inquiry }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const none = t('inquiry:detail.none');
  const { cargo } = inquiry;
  const dg = dangerousGoods(cargo.dangerousGoods);
  const items: DescriptionsProps['items'] = [
    { key: 'no', label: t('inquiry:detail.inquiryNo'), children: inquiry.inquiryNo },
    { key: 'createdAt', label: t('inquiry:detail.createdAt'), children: formatTime(inquiry.createdAt) },
    {
      key: 'status',
      label: t('inquiry:detail.status'),
      span: 2,
      children: <StatusTag status={inquiry.status} acceptance={inquiry.acceptance} />,
    },
    { key: 'mode', label: t('inquiry:detail.mode'), children: t(`inquiry:modes.${inquiry.mode}`) },
    {
      key: 'sailingDate',
      label: t('inquiry:detail.sailingDate'),
      children: inquiry.sailingDate ? formatDay(inquiry.sailingDate, locale) : none,
    },
    {
      key: 'route',
      label: t('inquiry:detail.route'),
      span: 2,
      children: <RouteText pol={inquiry.pol} pod={inquiry.pod} />,
    },
    {
      key: 'cargo',
      label: t('inquiry:detail.cargo'),
      span: 2,
      children: (
        <Space orientation="vertical" size={0}>
          <span data-testid="inquiry-cargo">
            {t('inquiry:detail.cargoLine', {
              type: cargoTypeName(cargo.type, t),
              weight: cargo.weightKg,
              volume: cargo.volumeCbm,
              pieces: cargo.pieces,
            })}
            {cargo.packingType ? ` · ${t(`booking:cargo.packing.${cargo.packingType as 'cartons'}`)}` : ''}
          </span>
          {dg ? <span>{t('inquiry:detail.dangerous', { class: dg.class, un: dg.unNumber })}</span> : null}
        </Space>
      ),
    },
  ];
  if (inquiry.mode === 'fcl')
    items.push({
      key: 'containers',
      label: t('inquiry:detail.containers'),
      span: 2,
      children: inquiry.containers.map((row) => `${row.type} × ${row.quantity}`).join(', ') || none,
    });
  items.push(
    {
      key: 'terms',
      label: t('inquiry:detail.terms'),
      span: 2,
      children: `${inquiry.tradeTerm} · ${inquiry.shipmentTerm}`,
    },
    {
      key: 'services',
      label: t('inquiry:detail.services'),
      span: 2,
      children:
        inquiry.services.length > 0
          ? inquiry.services.map((s) => <Tag key={s}>{t(`booking:services.names.${s}`)}</Tag>)
          : none,
    },
    {
      key: 'pickupCity',
      label: t('inquiry:detail.pickupCity'),
      span: 2,
      children: inquiry.pickupCityCode ? <CityName code={inquiry.pickupCityCode} /> : none,
    },
    { key: 'remark', label: t('inquiry:detail.remark'), span: 2, children: inquiry.remark || none },
  );
  return <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={items} />;
}

/** The operator's quote: validity (and whether it has passed), carrier, transit, then the priced lines. */
export function QuoteSection({ quote }: { quote: InquiryQuote }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const facts: DescriptionsProps['items'] = [
    {
      key: 'validTo',
      label: t('inquiry:detail.validTo'),
      children: (
        <span data-testid="quote-valid-to">
          {formatDay(quote.validTo, locale)}
          {quote.expired ? (
            <Tag color="red" style={{ marginInlineStart: 8 }}>
              {t('inquiry:detail.expired')}
            </Tag>
          ) : null}
        </span>
      ),
    },
    { key: 'quotedAt', label: t('inquiry:detail.quotedAt'), children: formatTime(quote.quotedAt) },
  ];
  if (quote.carrier)
    facts.push({
      key: 'carrier',
      label: t('inquiry:detail.carrier'),
      children: `${localName(quote.carrier.name, locale)} (${quote.carrier.shortName})`,
    });
  if (quote.transitDays !== null)
    facts.push({
      key: 'transit',
      label: t('inquiry:detail.transitDays'),
      children: t('inquiry:detail.days', { days: quote.transitDays }),
    });
  if (quote.sailingDate)
    facts.push({
      key: 'sailing',
      label: t('inquiry:detail.quoteSailing'),
      children: formatDay(quote.sailingDate, locale),
    });
  if (quote.acceptedAt)
    facts.push({ key: 'acceptedAt', label: t('inquiry:detail.acceptedAt'), children: formatTime(quote.acceptedAt) });
  if (quote.remark)
    facts.push({ key: 'remark', label: t('inquiry:detail.quoteRemark'), span: 2, children: quote.remark });
  return (
    <section data-testid="inquiry-quote">
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={facts} />
      <QuoteFees quote={quote} />
    </section>
  );
}

/** The sheet: what was asked, its status (with the reason of a rejection), the quote and the actions. */
function InquiryBody({ inquiry }: { inquiry: Inquiry }) {
  const { t } = useTranslation();
  let quote: ReactNode;
  if (inquiry.quote) quote = <QuoteSection quote={inquiry.quote} />;
  else if (inquiry.status === 'waiting')
    quote = <Alert type="info" showIcon title={t('inquiry:detail.notQuotedYet')} />;
  else quote = <Typography.Text type="secondary">{t('inquiry:detail.noQuote')}</Typography.Text>;
  return (
    <div className={styles.stack} data-testid="inquiry-detail">
      {inquiry.status === 'rejected' && inquiry.rejectReason ? (
        <Alert
          type="error"
          showIcon
          data-testid="reject-reason"
          title={t('inquiry:detail.rejectReason')}
          description={inquiry.rejectReason}
        />
      ) : null}
      <Typography.Title level={5} className={styles.title}>
        {t('inquiry:detail.asked')}
      </Typography.Title>
      <AskedDescriptions inquiry={inquiry} />
      <Typography.Title level={5} className={styles.title}>
        {t('inquiry:detail.quote')}
      </Typography.Title>
      {quote}
      {inquiry.orderId ? (
        <Link to={`/center/orderdetail?${new URLSearchParams({ id: inquiry.orderId })}`}>
          {t('inquiry:detail.order')}
        </Link>
      ) : null}
    </div>
  );
}

/** The sheet named by `?id=` in a drawer over the list; closing it drops the id from the address. */
export function InquiryDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const inquiry = useInquiry(id);
  let body: ReactNode = null;
  if (id === null) body = null;
  else if (inquiry.isPending) body = <PageLoading rows={8} />;
  else if (inquiry.isError)
    body =
      inquiry.error.status === 404 ? (
        <Result status="404" title={t('inquiry:detail.notFound')} />
      ) : (
        <PageError error={inquiry.error} onRetry={() => void inquiry.refetch()} />
      );
  else body = <InquiryBody inquiry={inquiry.data} />;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="min(880px, 100vw)"
      title={t('inquiry:detail.title')}
      footer={
        inquiry.data && inquiry.data.actions.length > 0 ? (
          <InquiryActions inquiry={inquiry.data} onDeleted={onClose} />
        ) : null
      }
      destroyOnHidden
    >
      {body}
    </Drawer>
  );
}
