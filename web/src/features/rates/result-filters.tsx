import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import type { QuoteSearchResult } from '@seabook/domain/rates';
import { useEffect, useId, useRef, useState } from 'react';
import fieldBox from '../../components/field-box.module.css';
import { PlainIcon } from '../../components/plain-icon.tsx';
import { useDismiss } from '../../components/use-press-outside.ts';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { formatShortDay } from '../../lib/plain-format.ts';
import styles from './rates.module.css';
import controls from './result-controls.module.css';
import type { LclSearchState } from './search-state.ts';

type Facets = QuoteSearchResult['facets'];

/** The carriers to keep, as a list of checkboxes under a button that says what is chosen. */
function CarrierFilter({
  facets,
  value,
  onChange,
}: {
  facets: Facets;
  value: string[];
  onChange: (v: string[]) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  // Escape gives the focus back to the button; a press elsewhere leaves it where it went.
  useDismiss([root], open, (how) => {
    setOpen(false);
    if (how === 'escape') button.current?.focus();
  });
  // The boxes follow a click at once; the URL (and so `value`) follows a moment later, after the router.
  const [picked, setPicked] = useState(value);
  const valueKey = value.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the list's contents
  useEffect(() => setPicked(value), [valueKey]);

  const names = facets.carriers
    .filter(({ carrier }) => picked.includes(carrier.code))
    .map(({ carrier }) => carrier.shortName);
  const chosen =
    picked.length === 0
      ? t('rates:filters.allCarriers')
      : names.length === picked.length && names.length <= 2
        ? names.join(', ')
        : t('rates:filters.carriersChosen', { n: picked.length });
  const toggle = (code: string, on: boolean) => {
    const next = on ? [...picked, code] : picked.filter((chosenCode) => chosenCode !== code);
    setPicked(next);
    onChange(next);
  };

  return (
    <div ref={root} className={`${controls.dropdown} ${styles.carrierFilter}`} data-testid="filter-carrier">
      <button
        ref={button}
        type="button"
        className={`${fieldBox.box} ${controls.select}`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        <span className={styles.visuallyHidden}>{t('rates:filters.carrier')}: </span>
        <span className={picked.length === 0 ? controls.placeholder : controls.value}>{chosen}</span>
        <PlainIcon icon={DownOutlined} className={controls.chevron} />
      </button>
      {open ? (
        <fieldset id={panelId} className={controls.panel}>
          <legend className={styles.visuallyHidden}>{t('rates:filters.carrier')}</legend>
          {facets.carriers.map(({ carrier, count }) => (
            <label key={carrier.code} className={controls.check}>
              <input
                type="checkbox"
                checked={picked.includes(carrier.code)}
                onChange={(event) => toggle(carrier.code, event.target.checked)}
                data-testid="filter-carrier-option"
                value={carrier.code}
              />
              <span>
                {carrier.shortName} ({count})
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}

type Props = {
  result: QuoteSearchResult;
  state: LclSearchState;
  onChange: (patch: Partial<LclSearchState>) => void;
};

/**
 * Carrier, routing and sailing-week filters, with the counts the server gave for each choice. Plain
 * controls (a checkbox list, radio buttons, a native select): the results paint before antd loads
 * (decision 055).
 */
export function Filters({ result, state, onChange }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const routingName = useId();
  const { facets } = result;
  const set = (patch: Partial<LclSearchState>) => onChange({ ...patch, page: 1 });
  const filtered = state.carriers.length > 0 || state.routing !== 'all' || state.week !== undefined;
  const routings = [
    { value: 'all', label: t('rates:filters.all', { n: facets.direct + facets.transship }) },
    { value: 'direct', label: t('rates:filters.direct', { n: facets.direct }) },
    { value: 'transship', label: t('rates:filters.transship', { n: facets.transship }) },
  ] as const;
  // A week from an older link that has no sailing now still shows as chosen, so it can be cleared.
  const weeks =
    state.week === undefined || facets.weeks.some(({ week }) => week === state.week)
      ? facets.weeks
      : [...facets.weeks, { week: state.week, count: 0 }];
  return (
    <div className={styles.filters}>
      <CarrierFilter facets={facets} value={state.carriers} onChange={(carriers) => set({ carriers })} />
      <div
        className={controls.segmented}
        role="radiogroup"
        aria-label={t('rates:filters.routing')}
        data-testid="filter-routing"
      >
        {routings.map(({ value, label }) => (
          <label key={value} className={controls.segment} data-on={state.routing === value || undefined}>
            <input
              type="radio"
              className={controls.radio}
              name={routingName}
              value={value}
              checked={state.routing === value}
              onChange={() => set({ routing: value })}
            />
            {label}
          </label>
        ))}
      </div>
      <select
        className={`${fieldBox.box} ${controls.select} ${styles.weekFilter}`}
        data-testid="filter-week"
        aria-label={t('rates:filters.week')}
        value={state.week ?? ''}
        onChange={(event) => set({ week: event.target.value || undefined })}
      >
        <option value="">{t('rates:filters.allWeeks')}</option>
        {weeks.map(({ week, count }) => (
          <option key={week} value={week}>
            {t('rates:filters.weekOf', { date: formatShortDay(week, locale), n: count })}
          </option>
        ))}
      </select>
      {filtered ? (
        <button
          type="button"
          className={controls.linkButton}
          onClick={() => set({ carriers: [], routing: 'all', week: undefined })}
        >
          {t('rates:filters.clear')}
        </button>
      ) : null}
    </div>
  );
}
