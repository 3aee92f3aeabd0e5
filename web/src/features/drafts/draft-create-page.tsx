import type { BookingMode } from '@seabook/domain/booking';
import type { Draft } from '@seabook/domain/drafts';
import { Alert } from 'antd';
import { useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import styles from '../../components/booking-form/booking.module.css';
import { BookingFailed, BookingLoading, BookingNotice } from '../../components/booking-form/booking-frame.tsx';
import { type LaneCargo, SailingChooser, type SailingOption } from '../../components/booking-form/sailing-chooser.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { isApiError } from '../../lib/api-error.ts';
import { continuePath, DRAFTS_PAGE, useDraft } from '../../lib/drafts-api.ts';
import { RATES_PATHS } from '../../lib/rates-paths.ts';
import { InquiryLineBooking, isInquiryLine, QuoteLineBooking } from './draft-booking.tsx';

const SEARCH: Record<BookingMode, string> = { lcl: RATES_PATHS.lclExport, fcl: RATES_PATHS.fclExport };

type Chosen = { line: string; option?: SailingOption };

/** The sailing date the draft asks for (a letter names one), where the chooser starts. */
function wantedDate(draft: Draft): string | undefined {
  const date = draft.draft.sailingDate;
  return typeof date === 'string' ? date : undefined;
}

/**
 * The draft's cargo, to price the lane's LCL sailings for it (not for the 1 W/M minimum): its weight,
 * volume and pieces when all three are typed.
 */
export function draftCargo(draft: Draft): LaneCargo | undefined {
  const cargo = draft.draft.cargo as { weightKg?: unknown; volumeCbm?: unknown; pieces?: unknown } | undefined;
  const positive = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value > 0;
  if (!cargo || !positive(cargo.weightKg) || !positive(cargo.volumeCbm) || !positive(cargo.pieces)) return undefined;
  return { weightKg: cargo.weightKg as number, volumeCbm: cargo.volumeCbm as number, pieces: cargo.pieces as number };
}

/** Why the draft needs a sailing first: it never had one, or its own can no longer be booked. */
function ChooseSailing({ draft, onChoose }: { draft: Draft; onChoose: (chosen: Chosen) => void }) {
  const { t } = useTranslation();
  if (!draft.pol || !draft.pod)
    return (
      <BookingNotice
        testId="draft-no-lane"
        title={t('drafts:create.noLane')}
        subTitle={t('drafts:create.noLaneHint')}
        to={SEARCH[draft.mode]}
        action={t('drafts:create.toSearch')}
      />
    );
  return (
    <div className={styles.page}>
      <div className={styles.stack}>
        <Alert
          type={draft.lineExpired ? 'warning' : 'info'}
          showIcon
          data-testid="draft-choose-note"
          title={draft.lineExpired ? t('drafts:create.expired') : t('drafts:create.noLine')}
          description={t('drafts:create.chooseHint', { title: draft.title || t('drafts:untitled') })}
        />
        <SailingChooser
          mode={draft.mode}
          pol={draft.pol.code}
          pod={draft.pod.code}
          date={wantedDate(draft)}
          cargo={draft.mode === 'lcl' ? draftCargo(draft) : undefined}
          current={draft.line && !isInquiryLine(draft.line) ? draft.line : undefined}
          onChoose={(line, option) => onChoose({ line, option })}
        />
      </div>
    </div>
  );
}

/** The draft on its own line when it can still be booked, else on the sailing the user chooses. */
function DraftBooking({ draft }: { draft: Draft }) {
  const [chosen, setChosen] = useState<Chosen | null>(draft.line && !draft.lineExpired ? { line: draft.line } : null);
  if (!chosen) return <ChooseSailing draft={draft} onChoose={setChosen} />;
  const change = () => setChosen(null);
  if (isInquiryLine(chosen.line))
    return <InquiryLineBooking key={chosen.line} draft={draft} line={chosen.line} onChangeSailing={change} />;
  return (
    <QuoteLineBooking
      key={chosen.line}
      draft={draft}
      line={chosen.line}
      chosen={chosen.option}
      onChangeSailing={change}
    />
  );
}

/**
 * Continuing a draft (spec §2 "create draft": /draftCreate?id= for LCL, /fcl/draftCreate?id= for FCL): the
 * draft's form on its line, or the sailings of its lane to choose one first. Without an id there is no
 * draft to continue: a new booking starts from the quote search.
 */
export default function DraftCreatePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const mode: BookingMode = pathname.startsWith('/fcl/') ? 'fcl' : 'lcl';
  const id = params.get('id')?.trim() || null;
  const draft = useDraft(id);

  if (id === null)
    return (
      <BookingNotice
        testId="draft-new"
        title={t('drafts:create.newTitle')}
        subTitle={t('drafts:create.newHint')}
        to={SEARCH[mode]}
        action={t('drafts:create.toSearch')}
      />
    );
  if (draft.isPending) return <BookingLoading />;
  if (draft.isError) {
    if (isApiError(draft.error) && draft.error.status === 404)
      return (
        <BookingNotice
          status="warning"
          testId="draft-missing"
          title={t('drafts:create.missing')}
          to={DRAFTS_PAGE}
          action={t('drafts:create.backToDrafts')}
        />
      );
    return <BookingFailed error={draft.error} onRetry={() => void draft.refetch()} />;
  }
  // A draft opens on the page of its own mode.
  if (draft.data.mode !== mode) return <Navigate to={continuePath(draft.data.id, draft.data.mode)} replace />;
  return <DraftBooking key={draft.data.id} draft={draft.data} />;
}
