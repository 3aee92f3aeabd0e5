import { CONTAINER_CODES, type ContainerCode } from '@seabook/domain/booking';
import { localName } from '@seabook/domain/catalog';
import type { FclSearch } from '@seabook/domain/rates';
import { type FclLine, parseLineId } from '@seabook/domain/rates';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { BookingFailed, BookingLoading, BookingNotice } from '../../components/booking-form/booking-frame.tsx';
import { type EntrustTarget, initialValues } from '../../components/booking-form/draft.ts';
import { EntrustForm } from '../../components/booking-form/entrust-form.tsx';
import type { ContainerOffer } from '../../components/booking-form/inquiry-order.ts';
import { RouteSummary } from '../../components/booking-form/route-summary.tsx';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { isApiError } from '../../lib/api-error.ts';
import { formatDay, formatMoney } from '../../lib/plain-format.ts';
import { portLabel } from '../../lib/quote-format.ts';
import { useFclSearch } from '../../lib/rates-api.ts';
import { RATES_PATHS } from '../../lib/rates-paths.ts';

/** The FCL search that lists a line: its lane on its sailing day, first sailings first. */
function searchOf(line: string | null, pol: string | null, pod: string | null): FclSearch | null {
  const sailingDate = line ? parseLineId(line).sailingDate : null;
  if (!line || !pol || !pod || !sailingDate) return null;
  return { pol, pod, sailingDate, sort: 'sailing', order: 'asc', carriers: [], page: 1, pageSize: 100 };
}

function isContainerCode(type: string): type is ContainerCode {
  return (CONTAINER_CODES as readonly string[]).includes(type);
}

/** The FCL line booked: lane, carrier, dates and the price of each container type. */
function FclLineSummary({ line }: { line: FclLine }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const day = (value: string) => formatDay(value, locale);
  const routing =
    line.direct || !line.via ? t('quote:details.direct') : t('quote:details.via', { hub: portLabel(line.via, locale) });
  return (
    <RouteSummary
      testId="fcl-line-summary"
      pol={line.pol}
      pod={line.pod}
      tag={<Tag color={line.direct ? 'green' : 'blue'}>{routing}</Tag>}
      items={[
        {
          key: 'carrier',
          label: t('quote:schedule.carrier'),
          children: `${line.carrier.shortName} · ${localName(line.carrier.name, locale)}`,
        },
        {
          key: 'transit',
          label: t('quote:schedule.transit'),
          children: t('quote:schedule.transitDays', { days: line.transitDays }),
        },
        { key: 'sailing', label: t('quote:schedule.sailing'), children: day(line.sailingDate) },
        { key: 'cutoff', label: t('quote:schedule.cutoff'), children: day(line.cutoffDate) },
        { key: 'eta', label: t('quote:schedule.eta'), children: day(line.eta) },
        { key: 'validTo', label: t('booking:route.validTo'), children: day(line.validTo) },
        {
          key: 'prices',
          label: t('booking:route.containerPrices'),
          span: 'filled',
          children: line.containers.map((box) => `${box.type} ${formatMoney(box.price)}`).join(' · '),
        },
      ]}
    />
  );
}

/**
 * The FCL entrust page (/fcl/entrust?line=&pol=&pod=): the entrust form in FCL mode on a line of the FCL
 * search, found again by searching its lane on its sailing day (there is no call for one FCL line).
 */
export default function FclEntrustPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const line = params.get('line')?.trim() || null;
  const pol = params.get('pol')?.trim().toUpperCase() || null;
  const pod = params.get('pod')?.trim().toUpperCase() || null;
  const search = useMemo(() => searchOf(line, pol, pod), [line, pol, pod]);
  const result = useFclSearch(search);
  const found = result.data?.items.find((item) => item.id === line);
  const offers = useMemo<ContainerOffer[]>(
    () => (found?.containers ?? []).flatMap(({ type, price }) => (isContainerCode(type) ? [{ type, price }] : [])),
    [found],
  );
  const initial = useMemo(() => initialValues({}, offers[0] ? [{ type: offers[0].type, quantity: 1 }] : []), [offers]);
  const target = useMemo<EntrustTarget | null>(
    () => (line ? { mode: 'fcl', source: { from: 'quote', lineId: line } } : null),
    [line],
  );
  const lane = pol && pod ? `?${new URLSearchParams({ pol, pod })}` : '';
  const back = { to: `${RATES_PATHS.fclExport}${lane}`, label: t('booking:backToSearch') };

  if (search === null || target === null)
    return <BookingNotice title={t('booking:missingLine')} to={back.to} action={back.label} />;
  if (result.isPending) return <BookingLoading />;
  // A sailing day that has passed is refused by the search (422), like an unknown lane (404).
  const gone = isApiError(result.error) && (result.error.status === 422 || result.error.status === 404);
  if (result.isError && !gone) return <BookingFailed error={result.error} onRetry={() => void result.refetch()} />;
  if (!found || offers.length === 0)
    return (
      <BookingNotice
        status="warning"
        testId="line-unavailable"
        title={t('booking:lineUnavailable')}
        to={back.to}
        action={back.label}
      />
    );
  return (
    <EntrustForm
      {...target}
      initial={initial}
      offers={offers}
      lastPickupDate={found.cutoffDate}
      back={back}
      header={<FclLineSummary line={found} />}
    />
  );
}
