import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { BookingFailed, BookingLoading, BookingNotice } from '../../components/booking-form/booking-frame.tsx';
import { type EntrustTarget, initialValues } from '../../components/booking-form/draft.ts';
import { EntrustForm } from '../../components/booking-form/entrust-form.tsx';
import { ScheduleSummary } from '../../components/schedule-card.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { useSchedule } from '../../lib/quote-detail-api.ts';
import { RATES_PATHS } from '../../lib/rates-paths.ts';

/** The LCL entrust page (/lcl/entrust?line=&w=&v=&p=): the entrust form on a sailing of a quote line. */
export default function EntrustPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const line = params.get('line')?.trim() || null;
  const schedule = useSchedule(line);
  const initial = useMemo(
    () => initialValues({ w: params.get('w'), v: params.get('v'), p: params.get('p') }),
    [params],
  );
  const target = useMemo<EntrustTarget | null>(
    () => (line ? { mode: 'lcl', source: { from: 'quote', lineId: line } } : null),
    [line],
  );
  const back = { to: RATES_PATHS.lclExport, label: t('booking:backToSearch') };

  if (target === null) return <BookingNotice title={t('booking:missingLine')} to={back.to} action={back.label} />;
  if (schedule.isPending) return <BookingLoading />;
  if (schedule.isError && !schedule.data)
    return <BookingFailed error={schedule.error} onRetry={() => void schedule.refetch()} />;
  return (
    <EntrustForm
      {...target}
      initial={initial}
      lastPickupDate={schedule.data.line.cargoCutDate}
      back={back}
      header={<ScheduleSummary schedule={schedule.data} />}
    />
  );
}
