import { Fragment } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/i18n.ts';
import type { Crumb, ResolvedMeta } from '../route-meta.ts';
import styles from './layouts.module.css';

/** The trail under a dark header: the route's own crumbs, or Home › this page. */
export function PageBreadcrumb({ meta }: { meta: ResolvedMeta }) {
  const { t } = useTranslation();
  if (meta.transparentHeader || meta.breadcrumb === false || !meta.page) return null;
  const crumbs: readonly Crumb[] = meta.breadcrumb ?? [{ page: 'index', to: '/index' }, { page: meta.page }];
  return (
    <nav className={styles.breadcrumbBar} aria-label={t('layout:breadcrumb.label')}>
      <ol className={`${styles.container} ${styles.breadcrumb}`}>
        {crumbs.map((crumb, index) => (
          <Fragment key={crumb.page}>
            {index > 0 ? (
              <li aria-hidden="true" className={styles.crumbSeparator}>
                /
              </li>
            ) : null}
            <li>
              {crumb.to && index < crumbs.length - 1 ? (
                <Link to={crumb.to}>{t(`layout:pages.${crumb.page}`)}</Link>
              ) : (
                <span aria-current={index === crumbs.length - 1 ? 'page' : undefined}>
                  {t(`layout:pages.${crumb.page}`)}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
