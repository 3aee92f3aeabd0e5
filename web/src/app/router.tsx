import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { CenterLayout } from './layouts/center-layout.tsx';
import { MobileLayout } from './layouts/mobile-layout.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RootLayout } from './root-layout.tsx';
import { AppLoading, RouteError } from './route-error.tsx';
import type { Crumb, PageKey, RouteMeta } from './route-meta.ts';

/** A route whose page is loaded on first visit, so each page is its own chunk. */
function page(path: string, load: () => Promise<{ default: ComponentType }>, handle: RouteMeta): RouteObject {
  return { path, handle, lazy: { Component: async () => (await load()).default } };
}

/** The custom trail of the quote-details pages (spec §2): Home › Export LCL › Details. */
function detailsTrail(page: PageKey): readonly Crumb[] {
  return [{ page: 'index', to: '/index' }, { page: 'lclExport', to: '/lcl/export' }, { page }];
}

function redirect(path: string, to: string): RouteObject {
  return { path, element: <Navigate to={to} replace /> };
}

/**
 * The route table of spec §2, limited to the pages that exist in this release (later releases add theirs
 * and flip the matching `live` flags in nav.ts). Metadata lives on `handle`; see route-meta.ts.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: AppLoading,
    ErrorBoundary: RouteError,
    children: [
      { index: true, element: <Navigate to="/index" replace /> },
      {
        Component: PublicLayout,
        children: [
          page('index', () => import('./pages/home-with-search.tsx'), {
            page: 'index',
            title: 'general',
            transparentHeader: true,
            hideFooter: true,
            breadcrumb: false,
          }),
          page('agreement', () => import('../features/content/agreement-page.tsx'), { page: 'agreement' }),
          page('lcl/export', () => import('../features/rates/lcl-export-page.tsx'), {
            page: 'lclExport',
            title: 'exportLcl',
          }),
          page('import', () => import('../features/rates/import-page.tsx'), { page: 'importLcl', title: 'importLcl' }),
          page('fcl/export', () => import('../features/rates/fcl-export-page.tsx'), {
            page: 'fclExport',
            title: 'general',
          }),
          // Quote details: one page on three paths (spec §2); its trail is Home › Export LCL › Details.
          page('lcl/details', () => import('../features/rates/details-page.tsx'), {
            page: 'lclDetails',
            title: 'exportLcl',
            breadcrumb: detailsTrail('lclDetails'),
          }),
          page('details', () => import('../features/rates/details-page.tsx'), {
            page: 'details',
            title: 'exportLcl',
            breadcrumb: detailsTrail('details'),
          }),
          page('details-sz', () => import('../features/rates/details-page.tsx'), {
            page: 'detailsSz',
            title: 'exportLcl',
            breadcrumb: detailsTrail('detailsSz'),
          }),
          page('search/result', () => import('../features/rates/search-result-page.tsx'), { page: 'searchResult' }),
          page('helper/building/seaImport', () => import('../features/rates/sea-import-building-page.tsx'), {
            page: 'buildingSeaImport',
            requiresLogin: true,
          }),
          page('helper/building/railway', () => import('../features/rates/railway-building-page.tsx'), {
            page: 'buildingRailway',
            requiresLogin: true,
          }),
          page('404', () => import('../features/content/not-found-page.tsx'), { page: 'notFound', breadcrumb: false }),
          page('test/i18n', () => import('../features/content/i18n-test-page.tsx'), { page: 'i18nTest' }),
          page('login', () => import('../features/auth/login-page.tsx'), {
            page: 'login',
            hideFooter: true,
            breadcrumb: false,
          }),
          page('dev/outbox', () => import('../features/dev/outbox-page.tsx'), { page: 'outbox' }),
          page('dev/wx-phone', () => import('../features/dev/wx-phone-page.tsx'), { page: 'wxPhone' }),
        ],
      },
      {
        path: 'center',
        Component: CenterLayout,
        handle: { page: 'center', requiresLogin: true } satisfies RouteMeta,
        children: [
          { index: true, element: <Navigate to="/center/index" replace /> },
          page('index', () => import('../features/members/center-index-page.tsx'), {
            page: 'centerIndex',
            permission: 'center',
          }),
          page('information', () => import('../features/members/information-page.tsx'), {
            page: 'information',
            permission: 'information',
          }),
          page('helper', () => import('../features/members/helper-page.tsx'), { page: 'helper', permission: 'helper' }),
          page('collection', () => import('../features/rates/collection-page.tsx'), {
            page: 'collection',
            permission: 'collection',
          }),
          // Spec §2: the verification guide is readable without logging in.
          page('authGuide', () => import('../features/members/auth-guide-page.tsx'), {
            page: 'authGuide',
            requiresLogin: false,
          }),
        ],
      },
      {
        path: 'mobile',
        Component: MobileLayout,
        children: [
          { index: true, element: <Navigate to="/mobile/index" replace /> },
          page('index', () => import('../features/content/mobile-home-page.tsx'), { page: 'mobileIndex' }),
          page('share', () => import('../features/content/mobile-share-page.tsx'), { page: 'mobileShare' }),
        ],
      },
      redirect('*', '/404'),
    ],
  },
];

export const router = createBrowserRouter(routes);
