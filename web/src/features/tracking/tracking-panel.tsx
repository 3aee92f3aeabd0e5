import {
  detectTrackingType,
  normalizeTrackingNo,
  searchableTrackingNo,
  TRACKING_NO_MAX,
  TRACKING_TYPES,
  type TrackingType,
  trackingNoProblem,
} from '@seabook/domain/tracking-rules';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../../i18n/error-text.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { TRACKING_PATH, trackingSearchPath } from './paths.ts';
import styles from './tracking-panel.module.css';

/**
 * The header's cargo search panel (spec §2: three types — B/L or booking number, container number,
 * customer contract number). Plain React and CSS, loaded when the header entry is first hovered or
 * opened (decision 014: no antd, no zod in the frame); it checks the number with the domain's rules
 * and opens the tracking page on the search.
 */
export default function TrackingPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [type, setType] = useState<TrackingType>(1);
  // Whether the user chose the type; until then it follows what the number evidently is.
  const [chosen, setChosen] = useState(false);
  const [no, setNo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const ids = { type: useId(), no: useId(), error: useId() };

  useEffect(() => input.current?.focus(), []);

  const detected = detectTrackingType(normalizeTrackingNo(no));
  const effective = !chosen && detected !== null ? detected : type;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cleaned = normalizeTrackingNo(no);
    const problem = trackingNoProblem(effective, cleaned);
    if (problem) {
      setError(errorText(problem));
      input.current?.focus();
      return;
    }
    onClose();
    void navigate(trackingSearchPath(effective, searchableTrackingNo(effective, cleaned)));
  };

  return (
    <div
      className={styles.panel}
      role="dialog"
      aria-label={t('tracking:title')}
      data-testid="tracking-panel"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <label className={styles.label} htmlFor={ids.type}>
          {t('tracking:form.type')}
        </label>
        <select
          id={ids.type}
          className={styles.select}
          value={effective}
          onChange={(event) => {
            setType(Number(event.target.value) as TrackingType);
            setChosen(true);
            setError(null);
          }}
        >
          {TRACKING_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`tracking:types.${value}`)}
            </option>
          ))}
        </select>
        <label className={styles.label} htmlFor={ids.no}>
          {t('tracking:form.no')}
        </label>
        <div className={styles.row}>
          <input
            id={ids.no}
            ref={input}
            className={`${styles.input} ${error ? styles.inputError : ''}`}
            value={no}
            maxLength={TRACKING_NO_MAX + 10}
            placeholder={t(`tracking:placeholders.${effective}`)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
            autoComplete="off"
            onChange={(event) => {
              setNo(event.target.value);
              setError(null);
            }}
          />
          <button type="submit" className={styles.submit}>
            {t('tracking:form.search')}
          </button>
        </div>
        {error ? (
          <p id={ids.error} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </form>
      <Link to={TRACKING_PATH} className={styles.more} onClick={onClose}>
        {t('tracking:title')} →
      </Link>
    </div>
  );
}
