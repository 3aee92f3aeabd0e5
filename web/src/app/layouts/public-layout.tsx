import { Outlet } from 'react-router';
import { PermissionGate } from '../guards.tsx';
import { useRouteMeta } from '../route-meta.ts';
import styles from './layouts.module.css';
import { NoticeBar } from './notice-bar.tsx';
import { PageBreadcrumb } from './page-breadcrumb.tsx';
import { PublicFooter } from './public-footer.tsx';
import { PublicHeader } from './public-header.tsx';

/** Header, breadcrumb, page, footer: the frame of every public page. */
export function PublicLayout() {
  const meta = useRouteMeta();
  return (
    <div className={styles.page}>
      <PublicHeader transparent={meta.transparentHeader === true} />
      <NoticeBar overlay={meta.transparentHeader === true} />
      <PageBreadcrumb meta={meta} />
      <main className={styles.main}>
        <PermissionGate>
          <Outlet />
        </PermissionGate>
      </main>
      <PublicFooter compact={meta.hideFooter === true} />
    </div>
  );
}
