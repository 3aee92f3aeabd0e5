import { lazy, Suspense } from 'react';
import HomePage from '../../features/content/home-page.tsx';
import styles from './home-with-search.module.css';

// Both load after the hero has painted, keeping the first JavaScript of /index small.
const HomeQuoteSearch = lazy(() => import('../../features/rates/home-quote-search.tsx'));
const PopularRoutes = lazy(async () => ({
  default: (await import('../../features/rates/popular-routes.tsx')).PopularRoutes,
}));

/** /index: the content feature's home page with the rates feature's quote search and popular routes. */
export default function HomeWithSearch() {
  return (
    <HomePage
      search={
        <Suspense fallback={<div className={styles.searchPlaceholder} aria-busy="true" />}>
          <HomeQuoteSearch />
        </Suspense>
      }
      highlights={
        <div className={styles.highlights}>
          <Suspense fallback={null}>
            <PopularRoutes />
          </Suspense>
        </div>
      }
    />
  );
}
