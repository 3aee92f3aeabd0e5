import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/i18n.ts';
import { useHydrated } from '../../lib/hydration.ts';
import { RATES_PATHS } from '../../lib/rates-paths.ts';
import { QuoteSearchForm } from './quote-search-form.tsx';
import styles from './rates.module.css';
import { readLclState, readStoredSearch, writeLclState } from './search-state.ts';

/**
 * The home page's quote search: origin, destination and sailing day, then on to /lcl/export with the
 * search in the URL. It starts from the last export search's ports, if any, once the build's HTML is
 * hydrated (the form then starts again with them).
 */
export default function HomeQuoteSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const last = readLclState(new URLSearchParams((hydrated && readStoredSearch('export')) || ''));
  return (
    <div className={styles.heroSearch}>
      <h2 className={styles.heroSearchTitle}>{t('rates:home.title')}</h2>
      <QuoteSearchForm
        kind="export"
        variant="hero"
        initial={{ pol: last.pol, pod: last.pod }}
        onSearch={(lane) => {
          const query = writeLclState({ ...readLclState(new URLSearchParams()), ...lane }).toString();
          void navigate(`${RATES_PATHS.lclExport}?${query}`);
        }}
        // Through a lazy import: the loaders' preload lists (every file of the results) stay out of the
        // home page's first paint.
        onFirstFocus={() => void import('./lcl-export-prefetch.ts').then((loaders) => loaders.prefetchLclExportPage())}
      />
    </div>
  );
}
