import type { BlDocument, BlField } from '@seabook/domain/bill-of-lading';
import { type BlComparison, type BlFieldDiff, type BlSegment, blTexts } from '@seabook/domain/bill-of-lading-compare';
import { Tag } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from '../../../i18n/i18n.ts';
import styles from './bl.module.css';

/** The boxes of the bill and how many of the 12 columns each takes on a wide screen, in print order. */
const LAYOUT: readonly [BlField, number][] = [
  ['shipper', 7],
  ['vessel', 3],
  ['voyage', 2],
  ['consignee', 7],
  ['portOfLoading', 5],
  ['notifyParty', 7],
  ['portOfDischarge', 5],
  ['placeOfDelivery', 4],
  ['freightPayableAt', 4],
  ['issueType', 4],
  ['marks', 3],
  ['pieces', 2],
  ['packingType', 2],
  ['description', 5],
  ['grossWeightKg', 3],
  ['volumeCbm', 3],
  ['remark', 6],
  ['containers', 12],
];

/** A field's words, the changed ones marked: added highlighted, removed struck through. */
export function DiffText({ segments }: { segments: readonly BlSegment[] }) {
  return (
    <>
      {segments.map((segment, i) =>
        segment.op === 'same' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never move.
          <span key={i}>{segment.text}</span>
        ) : segment.op === 'added' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never move.
          <ins key={i} className={styles.added} data-diff-word="added">
            {segment.text}
          </ins>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never move.
          <del key={i} className={styles.removed} data-diff-word="removed">
            {segment.text}
          </del>
        ),
      )}
    </>
  );
}

/** A field's value as the customer reads it: packing and issue type in words. */
export function useFieldText() {
  const { t } = useTranslation();
  return (field: BlField, text: string): string => {
    if (text === '') return '';
    if (field === 'packingType') return t(`booking:cargo.packing.${text}` as 'booking:cargo.packing.cartons');
    if (field === 'issueType') return t(`bl:issueTypes.${text}` as 'bl:issueTypes.original');
    return text;
  };
}

type SheetProps = {
  doc: BlDocument;
  mode: 'lcl' | 'fcl';
  /** B/L number (or order number) and the state, in the header box. */
  heading: ReactNode;
  /** The comparison with the booking; its changed fields are marked. */
  booking?: BlComparison | null | undefined;
  /** The comparison with the previous version; its changed fields are marked too. */
  previous?: BlComparison | null | undefined;
  /** In edit mode: the input of a field, in its box. */
  editor?: ((field: BlField) => ReactNode) | undefined;
  testId?: string;
};

function byField(comparison: BlComparison | null | undefined): Map<BlField, BlFieldDiff> {
  return new Map((comparison?.fields ?? []).map((diff) => [diff.field, diff]));
}

/** The bill laid out like a carrier's bill, each box marked when it differs from the booking or the previous draft. */
export function BlSheet({ doc, mode, heading, booking, previous, editor, testId = 'bl-sheet' }: SheetProps) {
  const { t } = useTranslation();
  const text = useFieldText();
  const texts = blTexts(doc);
  const fromBooking = byField(booking);
  const fromPrevious = byField(previous);
  const cells = LAYOUT.filter(([field]) => field !== 'containers' || mode === 'fcl' || doc.containers.length > 0);
  return (
    <div className={styles.sheet} data-testid={testId}>
      <div className={styles.title}>BILL OF LADING 提单 · {heading}</div>
      {cells.map(([field, span]) => {
        const vsBooking = fromBooking.get(field);
        const vsPrevious = fromPrevious.get(field);
        const changed = vsBooking?.status === 'changed';
        const changedSincePrevious = vsPrevious?.status === 'changed';
        const className = [
          styles.cell,
          changed ? styles.changed : changedSincePrevious ? styles.sincePrevious : '',
        ].join(' ');
        const marked = changed ? vsBooking : changedSincePrevious ? vsPrevious : undefined;
        const plain = field === 'packingType' || field === 'issueType';
        const status = changed ? 'changed' : vsBooking?.status === 'reordered' ? 'reordered' : 'same';
        return (
          <div
            key={field}
            className={className}
            style={{ '--span': span } as CSSProperties}
            data-testid={`bl-field-${field}`}
            data-diff={status}
            data-diff-previous={changedSincePrevious ? 'changed' : 'same'}
          >
            <div className={styles.label}>
              <span>{t(`bl:fields.${field}`)}</span>
              {changed ? <Tag color="orange">≠</Tag> : null}
            </div>
            {editor ? (
              editor(field)
            ) : (
              <div className={styles.value}>
                {marked && !plain ? <DiffText segments={marked.segments} /> : text(field, texts[field])}
              </div>
            )}
            {changed ? (
              <div className={styles.note} data-testid={`bl-booked-${field}`}>
                {t('bl:page.booked', { value: text(field, vsBooking?.before ?? '') || t('bl:page.empty') })}
              </div>
            ) : null}
            {changedSincePrevious ? (
              <div className={styles.note}>
                {t('bl:page.previous', { value: text(field, vsPrevious?.before ?? '') || t('bl:page.empty') })}
              </div>
            ) : null}
            {vsBooking?.status === 'reordered' ? <div className={styles.note}>{t('bl:page.reordered')}</div> : null}
          </div>
        );
      })}
    </div>
  );
}
