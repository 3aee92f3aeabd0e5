import { lazy, Suspense } from 'react';
import HomePage from '../../features/content/home-page.tsx';
import HomeQuoteSearch from '../../features/rates/home-quote-search.tsx';
import styles from './home-with-search.module.css';

// The search form paints with the hero (it is what the page is for); the popular routes follow.
const PopularRoutes = lazy(() => import('../../features/rates/popular-routes.tsx'));

/** /index: the content feature's home page with the rates feature's quote search and popular routes. */
export default function HomeWithSearch() {
  return (
    <HomePage
      search={<HomeQuoteSearch />}
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
