import { UNLOCODE_PATTERN } from '@seabook/domain/catalog-search';
import { chinaToday } from '@seabook/domain/china-time';
import type { ErrorKey } from '@seabook/domain/errors';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { PortSelect } from '../../components/port-select.tsx';
import { errorText } from '../../i18n/error-text.ts';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { useHydrated } from '../../lib/hydration.ts';
import { SearchIcon } from './icons.tsx';
import { type SearchKind, usePortLists } from './port-lists.ts';
import { loadedSearchCheck, loadSearchCheck } from './search-check-loader.ts';
import styles from './search-form.module.css';
import { hasCargo, isCalendarDay, type LaneFields, lastSailingDay, sailingDayProblem } from './search-state.ts';

export type { SearchKind } from './port-lists.ts';

type Props = {
  kind: SearchKind;
  initial: LaneFields;
  onSearch: (lane: LaneFields) => void;
  /** Weight, volume and pieces (LCL result pages); the home page and FCL leave them out. */
  withCargo?: boolean;
  /** The home page's hero: a wider, larger button. */
  variant?: 'bar' | 'hero';
  /** Check the initial values at once (a search from the URL or storage that cannot run). */
  validateOnMount?: boolean;
  /** Called when the form first takes focus or the pointer: the page fetches its results' code then. */
  onFirstFocus?: () => void;
};

type Draft = { pol?: string; pod?: string; date: string; weight: string; volume: string; pieces: string };
type FieldName = keyof Draft;
type Errors = Partial<Record<FieldName, ErrorKey>>;

const CARGO = [
  { name: 'weight', unit: 'kg', inputMode: 'decimal' },
  { name: 'volume', unit: 'cbm', inputMode: 'decimal' },
  { name: 'pieces', unit: 'pcs', inputMode: 'numeric' },
] as const;
const ORDER: readonly FieldName[] = ['pol', 'pod', 'date', 'weight', 'volume', 'pieces'];

/** The form's fields for a lane; a malformed day cannot stand in a date input (the check still names it). */
function draftOf(lane: LaneFields): Draft {
  return {
    pol: lane.pol,
    pod: lane.pod,
    date: lane.date && isCalendarDay(lane.date) ? lane.date : '',
    weight: lane.weight ?? '',
    volume: lane.volume ?? '',
    pieces: lane.pieces ?? '',
  };
}

const sameLane = (a: LaneFields, b: LaneFields) =>
  a.pol === b.pol &&
  a.pod === b.pod &&
  a.date === b.date &&
  a.weight === b.weight &&
  a.volume === b.volume &&
  a.pieces === b.pieces;

function toLane(draft: Draft): LaneFields {
  const trim = (text: string) => text.trim() || undefined;
  return {
    pol: draft.pol,
    pod: draft.pod,
    date: draft.date || undefined,
    weight: trim(draft.weight),
    volume: trim(draft.volume),
    pieces: trim(draft.pieces),
  };
}

/** Origin, destination and sailing day: plain checks, no schema library needed. */
function laneErrors(lane: LaneFields): Errors {
  const port = (code: string | undefined, missing: ErrorKey): ErrorKey | undefined =>
    !code ? missing : UNLOCODE_PATTERN.test(code) ? undefined : 'PORT_UNKNOWN';
  return {
    pol: port(lane.pol, 'POL_REQUIRED'),
    pod: port(lane.pod, 'POD_REQUIRED'),
    date: sailingDayProblem(lane.date) ?? undefined,
  };
}

function hasErrors(errors: Errors): boolean {
  return Object.values(errors).some(Boolean);
}

/**
 * The quote search form of spec §5, in plain React (it is on the first paint of /index and /lcl/export):
 * origin and destination must be chosen and the sailing day valid; the optional cargo (all three or none,
 * by the domain's schema) is checked with search-check.ts, loaded when there is cargo to check.
 */
export function QuoteSearchForm({
  kind,
  initial,
  onSearch,
  withCargo = false,
  variant = 'bar',
  validateOnMount,
  onFirstFocus,
}: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial));
  const [errors, setErrors] = useState<Errors>({});
  /** Once the form has been checked, every change checks again, so messages go as soon as they are fixed. */
  const [checked, setChecked] = useState(false);
  const [typed, setTyped] = useState({ pol: '', pod: '' });
  // The lane the form started from. A new one from the page starts the form again, in place: the search of
  // the address read once the page is hydrated (decision 062), the back button, a restored search. Set while
  // rendering, as React advises for state that follows a prop: the fields are not made afresh, only their
  // values, where a new key would tear the whole form down and build it again.
  const [start, setStart] = useState(initial);
  if (!sameLane(start, initial)) {
    setStart(initial);
    setDraft(draftOf(initial));
    setErrors({});
    setChecked(false);
    setTyped({ pol: '', pod: '' });
  }
  const { origins, destinations } = usePortLists(kind, draft, typed);

  const check = async (lane: LaneFields): Promise<Errors> => {
    const errors = laneErrors(lane);
    if (!withCargo || !hasCargo(lane)) return errors;
    try {
      const { cargoFieldProblems } = await loadSearchCheck();
      return { ...errors, ...cargoFieldProblems(lane) };
    } catch {
      // Without the checks (offline) the page checks the search again when it loads them.
      return errors;
    }
  };

  // The check of the lane the form started from, as it came (malformed day included), when the page finds it
  // failing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for a failing start, not on every change
  useEffect(() => {
    if (!validateOnMount) return;
    let current = true;
    void check(start).then((found) => {
      if (!current) return;
      setErrors(found);
      setChecked(true);
    });
    return () => {
      current = false;
    };
  }, [validateOnMount, start]);

  const change = (patch: Partial<Draft>) => {
    const next = { ...draft, ...patch };
    // Another origin has other destinations (export, FCL): the chosen one no longer applies.
    if ('pol' in patch && patch.pol !== draft.pol && kind !== 'import') next.pod = undefined;
    setDraft(next);
    if (!checked) return;
    const lane = toLane(next);
    const cargo = loadedSearchCheck()?.cargoFieldProblems(lane);
    const keep = cargo === undefined ? { weight: errors.weight, volume: errors.volume, pieces: errors.pieces } : {};
    setErrors({ ...laneErrors(lane), ...(withCargo ? (cargo ?? keep) : {}) });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const lane = toLane(draft);
    const found = await check(lane);
    setErrors(found);
    setChecked(true);
    if (!hasErrors(found)) {
      onSearch(lane);
      return;
    }
    const first = ORDER.find((name) => found[name]);
    formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"] input`)?.focus();
  };

  const fieldId = (name: FieldName) => `${id}-${name}`;
  const errorId = (name: FieldName) => `${id}-${name}-error`;
  const invalid = (name: FieldName) => Boolean(errors[name]);
  const describedBy = (name: FieldName) => (errors[name] ? errorId(name) : undefined);

  const field = (name: FieldName, label: ReactNode, control: ReactNode, wide = true) => (
    <div
      key={name}
      data-field={name}
      className={[styles.field, wide ? styles.wide : '', errors[name] ? styles.invalid : ''].filter(Boolean).join(' ')}
    >
      <label className={styles.label} htmlFor={fieldId(name)}>
        {label}
      </label>
      {control}
      {errors[name] ? (
        <div id={errorId(name)} className={styles.error} role="alert" data-testid="field-error">
          {errorText(errors[name], locale)}
        </div>
      ) : null}
    </div>
  );

  const hero = variant === 'hero';
  // The build's HTML has no date limits: the day it was built is not today.
  const today = useHydrated() ? chinaToday() : undefined;
  const formClass = hero ? styles.heroForm : withCargo ? `${styles.searchForm} ${styles.withCargo}` : styles.searchForm;
  return (
    <form
      ref={formRef}
      noValidate
      className={formClass}
      data-testid="quote-search-form"
      onSubmit={(event) => void submit(event)}
      // The first focus fetches the cargo checks and the page's results code, so a search does not wait
      // for them; a pointer over the form (a click on a port is next) does the same.
      onFocus={() => {
        if (withCargo) void loadSearchCheck().catch(() => undefined);
        onFirstFocus?.();
      }}
      onPointerEnter={onFirstFocus}
    >
      {field(
        'pol',
        t('rates:form.pol'),
        <PortSelect
          id={fieldId('pol')}
          data-testid="pol-select"
          aria-label={t('rates:form.pol')}
          aria-describedby={describedBy('pol')}
          invalid={invalid('pol')}
          placeholder={t('rates:form.polPlaceholder')}
          value={draft.pol}
          onChange={(pol) => change({ pol })}
          ports={origins.ports}
          loading={origins.loading}
          failed={origins.failed}
          onKeywordChange={(text) => setTyped((current) => ({ ...current, pol: text }))}
        />,
      )}
      {field(
        'pod',
        t('rates:form.pod'),
        <PortSelect
          id={fieldId('pod')}
          data-testid="pod-select"
          aria-label={t('rates:form.pod')}
          aria-describedby={describedBy('pod')}
          invalid={invalid('pod')}
          placeholder={t('rates:form.podPlaceholder')}
          value={draft.pod}
          onChange={(pod) => change({ pod })}
          ports={kind === 'import' || draft.pol ? destinations.ports : undefined}
          loading={destinations.loading}
          failed={destinations.failed}
          onKeywordChange={(text) => setTyped((current) => ({ ...current, pod: text }))}
          idleText={t('rates:form.podNeedsPol')}
        />,
      )}
      {field(
        'date',
        t('rates:form.date'),
        <div className={styles.dateBox} data-empty={draft.date === '' || undefined}>
          <input
            id={fieldId('date')}
            type="date"
            data-testid="sailing-date"
            className={styles.dateInput}
            min={today}
            max={today && lastSailingDay(today)}
            value={draft.date}
            aria-describedby={
              [describedBy('date'), draft.date === '' ? `${id}-date-hint` : ''].filter(Boolean).join(' ') || undefined
            }
            aria-invalid={invalid('date') || undefined}
            onChange={(event) => change({ date: event.target.value })}
          />
          {/* A date input shows no placeholder: an empty one says "from today" over its own mask. */}
          {draft.date === '' ? (
            <span id={`${id}-date-hint`} className={styles.dateHint}>
              {t('rates:form.datePlaceholder')}
            </span>
          ) : null}
        </div>,
      )}
      {withCargo
        ? CARGO.map((cargo) =>
            field(
              cargo.name,
              // On a phone the unit moves from the field into its label, leaving the field room for its hint.
              <>
                <span className={styles.labelPlain}>{t(`rates:form.${cargo.name}`)}</span>
                <span className={styles.labelUnit}>
                  {t('rates:form.withUnit', {
                    label: t(`rates:form.${cargo.name}`),
                    unit: t(`rates:units.${cargo.unit}`),
                  })}
                </span>
              </>,
              <div className={styles.affix}>
                <input
                  id={fieldId(cargo.name)}
                  type="text"
                  data-testid={`cargo-${cargo.name}`}
                  className={styles.affixInput}
                  inputMode={cargo.inputMode}
                  autoComplete="off"
                  maxLength={12}
                  placeholder={t('rates:form.optional')}
                  value={draft[cargo.name]}
                  aria-describedby={describedBy(cargo.name)}
                  aria-invalid={invalid(cargo.name) || undefined}
                  onChange={(event) => change({ [cargo.name]: event.target.value })}
                />
                <span className={styles.suffix}>{t(`rates:units.${cargo.unit}`)}</span>
              </div>,
              false,
            ),
          )
        : null}
      <div className={`${styles.field} ${styles.wide} ${styles.submitField}`}>
        {/* An empty label keeps the button on the line of the inputs. */}
        <span className={styles.label} aria-hidden="true">
          &nbsp;
        </span>
        <button
          type="submit"
          data-testid="search-submit"
          className={hero ? `${styles.submit} ${styles.submitLarge}` : styles.submit}
        >
          <SearchIcon />
          <span>{t('rates:form.submit')}</span>
        </button>
      </div>
    </form>
  );
}
