import { CONTAINER_CODES, type ContainerCode } from '@seabook/domain/booking';
import { localName, type PortRef } from '@seabook/domain/catalog';
import type { Draft } from '@seabook/domain/drafts';
import type { Inquiry } from '@seabook/domain/inquiries';
import { inquiryIdOfLine } from '@seabook/domain/inquiries';
import { parseLineId } from '@seabook/domain/quote-rules';
import { Alert, Button, type DescriptionsProps } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { BookingFailed, BookingLoading } from '../../components/booking-form/booking-frame.tsx';
import { type EntrustTarget, type EntrustValues, initialValues } from '../../components/booking-form/draft.ts';
import { valuesFromDraft } from '../../components/booking-form/draft-values.ts';
import { EntrustForm } from '../../components/booking-form/entrust-form.tsx';
import { type ContainerOffer, inquiryOffers, orderRefusal } from '../../components/booking-form/inquiry-order.ts';
import { RouteSummary } from '../../components/booking-form/route-summary.tsx';
import { type SailingOption, useLaneSailings } from '../../components/booking-form/sailing-chooser.tsx';
import { errorText } from '../../i18n/error-text.ts';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { DRAFTS_PAGE } from '../../lib/drafts-api.ts';
import { formatTime } from '../../lib/format.ts';
import { useInquiry } from '../../lib/inquiries-api.ts';
import { formatDay, formatMoney } from '../../lib/plain-format.ts';

/**
 * A draft continued on a line: the form filled from the draft (valuesFromDraft, over the form's first
 * values so a half-filled draft still has its terms), on a sailing of a quote line or on an inquiry's
 * accepted quote, with "change sailing" back to the chooser. Saving replaces the draft and the order
 * deletes it (the form's `draftId`).
 */

/** The draft's values over the form's first values; FCL starts with one box of the first type offered. */
function draftValues(draft: Draft, offers: readonly ContainerOffer[]): EntrustValues {
  const saved = valuesFromDraft(draft.draft, draft.mode, draft.files);
  const first = offers[0] ? [{ type: offers[0].type, quantity: 1 }] : [];
  const base = initialValues({}, draft.mode === 'fcl' ? first : undefined);
  return { ...base, ...saved, cargo: { ...base.cargo, ...saved.cargo } };
}

/** The note above the form: which draft this is, and the way back to the sailings. */
function DraftNote({ draft, onChangeSailing }: { draft: Draft; onChangeSailing: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      showIcon
      data-testid="draft-note"
      title={t('drafts:create.continuing', { title: draft.title || t('drafts:untitled') })}
      description={t('drafts:create.savedAt', { time: formatTime(draft.updatedAt) })}
      action={
        draft.pol && draft.pod ? (
          <Button size="small" onClick={onChangeSailing} data-testid="change-sailing">
            {t('drafts:create.changeSailing')}
          </Button>
        ) : undefined
      }
    />
  );
}

function LineSummary({ pol, pod, items }: { pol: PortRef; pod: PortRef; items: DescriptionsProps['items'] }) {
  return <RouteSummary testId="draft-line-summary" pol={pol} pod={pod} items={items} />;
}

function isContainerCode(type: string): type is ContainerCode {
  return (CONTAINER_CODES as readonly string[]).includes(type);
}

/** The entrust form on the draft's values, with the draft's note above what it books. */
function DraftForm(props: {
  draft: Draft;
  target: EntrustTarget;
  offers: readonly ContainerOffer[];
  lastPickupDate: string | undefined;
  summary: ReactNode;
  onChangeSailing: () => void;
}) {
  const { t } = useTranslation();
  const { draft, offers } = props;
  const initial = useMemo(() => draftValues(draft, offers), [draft, offers]);
  return (
    <EntrustForm
      {...props.target}
      draftId={draft.id}
      initial={initial}
      offers={offers}
      lastPickupDate={props.lastPickupDate}
      back={{ to: DRAFTS_PAGE, label: t('drafts:create.backToDrafts') }}
      header={
        <>
          <DraftNote draft={draft} onChangeSailing={props.onChangeSailing} />
          {props.summary}
        </>
      }
    />
  );
}

type Props = { draft: Draft; line: string; onChangeSailing: () => void };

/** The form on a sailing of the lane (the one chosen, or the draft's own found again in its lane's sailings). */
export function QuoteLineBooking({ draft, line, chosen, onChangeSailing }: Props & { chosen?: SailingOption }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const lane = useLaneSailings({
    mode: draft.mode,
    pol: chosen ? '' : (draft.pol?.code ?? ''),
    pod: chosen ? '' : (draft.pod?.code ?? ''),
    date: parseLineId(line).sailingDate ?? undefined,
  });
  const option = chosen ?? lane.options.find((candidate) => candidate.id === line);
  const offers = useMemo<ContainerOffer[]>(
    () =>
      option?.mode === 'fcl'
        ? option.fcl.containers.flatMap(({ type, price }) => (isContainerCode(type) ? [{ type, price }] : []))
        : [],
    [option],
  );
  const target = useMemo<EntrustTarget>(
    () => ({ mode: draft.mode, source: { from: 'quote', lineId: line } }),
    [draft.mode, line],
  );

  if (!option && lane.pending) return <BookingLoading />;
  if (!option && lane.failed) return <BookingFailed error={lane.failed} onRetry={lane.retry} />;
  if (!option) return <GoneNotice onChangeSailing={onChangeSailing} />;
  const day = (value: string) => formatDay(value, locale);
  const items: DescriptionsProps['items'] = [
    {
      key: 'carrier',
      label: t('drafts:line.carrier'),
      children: `${option.carrier.shortName} · ${localName(option.carrier.name, locale)}`,
    },
    { key: 'sailing', label: t('drafts:line.sailing'), children: day(option.sailingDate) },
    { key: 'cutoff', label: t('drafts:line.cutoff'), children: day(option.cutoffDate) },
    { key: 'transit', label: t('drafts:line.transit'), children: t('drafts:line.days', { days: option.transitDays }) },
  ];
  if (option.mode === 'fcl')
    items.push({
      key: 'prices',
      label: t('drafts:line.prices'),
      span: 'filled',
      children: option.fcl.containers.map((box) => `${box.type} ${formatMoney(box.price)}`).join(' · '),
    });
  return (
    <DraftForm
      draft={draft}
      target={target}
      offers={offers}
      lastPickupDate={option.lastPickupDate}
      summary={<LineSummary pol={option.pol} pod={option.pod} items={items} />}
      onChangeSailing={onChangeSailing}
    />
  );
}

/** The draft's sailing or quote cannot be booked any more (gone since it was listed, or refused): choose another. */
function GoneNotice({ reason, onChangeSailing }: { reason?: ReactNode; onChangeSailing: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="draft-line-gone"
      title={t('drafts:create.lineGone')}
      description={reason}
      action={
        <Button type="primary" size="small" onClick={onChangeSailing}>
          {t('drafts:create.changeSailing')}
        </Button>
      }
    />
  );
}

function InquiryForm({
  draft,
  inquiry,
  onChangeSailing,
}: {
  draft: Draft;
  inquiry: Inquiry;
  onChangeSailing: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const offers = useMemo(() => inquiryOffers(inquiry), [inquiry]);
  const target = useMemo<EntrustTarget>(
    () => ({ mode: inquiry.mode, source: { from: 'inquiry', inquiryId: inquiry.id } }),
    [inquiry.mode, inquiry.id],
  );
  const quote = inquiry.quote;
  const sailing = quote?.sailingDate ?? inquiry.sailingDate;
  const items: DescriptionsProps['items'] = [
    { key: 'no', label: t('drafts:line.inquiryNo'), children: inquiry.inquiryNo },
    { key: 'sailing', label: t('drafts:line.sailing'), children: sailing ? formatDay(sailing, locale) : '-' },
    { key: 'validTo', label: t('drafts:line.validTo'), children: quote ? formatDay(quote.validTo, locale) : '-' },
  ];
  return (
    <DraftForm
      draft={draft}
      target={target}
      offers={offers}
      lastPickupDate={quote?.sailingDate ?? inquiry.sailingDate ?? undefined}
      summary={<LineSummary pol={inquiry.pol} pod={inquiry.pod} items={items} />}
      onChangeSailing={onChangeSailing}
    />
  );
}

/** The form on the inquiry's accepted quote the draft was saved on, when it can still be ordered. */
export function InquiryLineBooking({ draft, line, onChangeSailing }: Props) {
  const inquiry = useInquiry(inquiryIdOfLine(line));
  if (inquiry.isPending) return <BookingLoading />;
  if (inquiry.isError) return <GoneNotice onChangeSailing={onChangeSailing} />;
  const refused = orderRefusal(inquiry.data);
  if (refused) return <GoneNotice reason={errorText(refused)} onChangeSailing={onChangeSailing} />;
  return <InquiryForm draft={draft} inquiry={inquiry.data} onChangeSailing={onChangeSailing} />;
}

/** Whether a line is an inquiry's (`inquiry:<id>`). */
export function isInquiryLine(line: string): boolean {
  return inquiryIdOfLine(line) !== null;
}
