import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Crumb, ResolvedMeta } from '../route-meta.ts';
import styles from './layouts.module.css';

/** The trail under a dark header: the route's own crumbs, or Home › this page. */
export function PageBreadcrumb({ meta }: { meta: ResolvedMeta }) {
  const { t } = useTranslation();
  if (meta.transparentHeader || meta.breadcrumb === false || !meta.page) return null;
  const crumbs: readonly Crumb[] = meta.breadcrumb ?? [{ page: 'index', to: '/index' }, { page: meta.page }];
  return (
    <nav className={styles.breadcrumbBar} aria-label={t('layout:breadcrumb.label')}>
      <Breadcrumb
        className={styles.container}
        items={crumbs.map((crumb) => ({
          key: crumb.page,
          title: crumb.to ? (
            <Link to={crumb.to}>{t(`layout:pages.${crumb.page}`)}</Link>
          ) : (
            t(`layout:pages.${crumb.page}`)
          ),
        }))}
      />
    </nav>
  );
}
