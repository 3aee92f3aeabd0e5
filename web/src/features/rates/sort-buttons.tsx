import ArrowDownOutlined from '@ant-design/icons-svg/es/asn/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons-svg/es/asn/ArrowUpOutlined';
import { SORT_KEYS, type SortKey } from '@seabook/domain/rates';
import { PlainIcon } from '../../components/plain-icon.tsx';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { formatDay } from '../../lib/plain-format.ts';
import styles from './rates.module.css';
import controls from './result-controls.module.css';
import type { SortOrder } from './search-state.ts';

type Props = { sort: SortKey; order: SortOrder; onChange: (sort: SortKey, order: SortOrder) => void };

/** Sorting by price, transit time or sailing day; the active key again flips the direction. */
export function SortButtons({ sort, order, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset className={controls.segmented}>
      <legend className={styles.visuallyHidden}>{t('rates:sort.label')}</legend>
      {SORT_KEYS.map((key) => {
        const active = key === sort;
        const label = t(`rates:sort.${key}`);
        return (
          <button
            key={key}
            type="button"
            className={controls.segment}
            data-testid={`sort-${key}`}
            aria-pressed={active}
            aria-label={active ? `${label} ${t(`rates:sort.${order}`)}` : label}
            onClick={() => onChange(key, active && order === 'asc' ? 'desc' : 'asc')}
          >
            {label}
            {active ? <PlainIcon icon={order === 'asc' ? ArrowUpOutlined : ArrowDownOutlined} /> : null}
          </button>
        );
      })}
    </fieldset>
  );
}

type ToolbarProps = Props & { total: number; from: string; to: string };

/** Above a list of results (LCL or FCL): how many sailings in which window, and the sort buttons. */
export function ResultsToolbar({ total, from, to, ...sorting }: ToolbarProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className={styles.toolbar}>
      <p className={styles.summary} data-testid="search-summary">
        {t('rates:results.summary', { total, from: formatDay(from, locale), to: formatDay(to, locale) })}
      </p>
      <SortButtons {...sorting} />
    </div>
  );
}
