import type { StaffPermission } from '@seabook/domain/permissions';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { loadNamespaces } from '../i18n/i18n.ts';
import type { Namespace } from '../i18n/resources.ts';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RootLayout } from './root-layout.tsx';
import { AppLoading, RouteError } from './route-error.tsx';
import type { Crumb, PageKey, RouteMeta } from './route-meta.ts';

/** A component inside antd's theme, locale and App, loaded with antd itself and every namespace's texts. */
async function withAntd(Component: ComponentType): Promise<ComponentType> {
  const [{ AntdScope }] = await Promise.all([import('../components/antd-scope.tsx'), loadNamespaces()]);
  return function WithAntd() {
    return (
      <AntdScope>
        <Component />
      </AntdScope>
    );
  };
}

/**
 * A route whose page is loaded on first visit, so each page is its own chunk, inside antd's scope and
 * with every namespace's texts. The pages of the first visit (`plain`: home and the price searches) are
 * plain React, load only the texts they name, and bring their antd parts themselves, after the first
 * paint (decision 014).
 */
function page(
  path: string,
  load: () => Promise<{ default: ComponentType }>,
  handle: RouteMeta,
  plain?: { namespaces: readonly Namespace[] },
): RouteObject {
  return {
    path,
    handle,
    lazy: {
      Component: async () => {
        if (!plain) return withAntd((await load()).default);
        // A plain page loads only its own texts, beside its code.
        const [module] = await Promise.all([load(), loadNamespaces(plain.namespaces)]);
        return module.default;
      },
    },
  };
}

/** The custom trail of the quote-details pages (spec §2): Home › Export LCL › Details. */
function detailsTrail(page: PageKey): readonly Crumb[] {
  return [{ page: 'index', to: '/index' }, { page: 'lclExport', to: '/lcl/export' }, { page }];
}

/** The trail of the create-order pages, which the inquiry list's "Create order" opens. */
const createOrderTrail: readonly Crumb[] = [
  { page: 'index', to: '/index' },
  { page: 'inquiryList', to: '/center/inquiry' },
  { page: 'createOrder' },
];

/** The trail of the pages an order leads to: Home › My orders › the page. */
function ordersTrail(page: PageKey): readonly Crumb[] {
  return [{ page: 'index', to: '/index' }, { page: 'orders', to: '/center/order' }, { page }];
}

const PRICES = { namespaces: ['rates'] } as const;
const HOME = { namespaces: ['content', 'rates'] } as const;

/** A back-office desk: its page inside the ops frame, behind the desk's staff permission. */
function opsDesk(
  path: string,
  load: () => Promise<{ default: ComponentType }>,
  name: PageKey,
  opsPermission: StaffPermission,
): RouteObject {
  return {
    path,
    handle: { page: name, opsPermission } satisfies RouteMeta,
    lazy: { Component: async () => (await load()).default },
  };
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
          page(
            'index',
            () => import('./pages/home-with-search.tsx'),
            {
              page: 'index',
              title: 'general',
              transparentHeader: true,
              hideFooter: true,
              breadcrumb: false,
            },
            HOME,
          ),
          page('agreement', () => import('../features/content/agreement-page.tsx'), { page: 'agreement' }),
          page(
            'lcl/export',
            () => import('../features/rates/lcl-export-page.tsx'),
            {
              page: 'lclExport',
              title: 'exportLcl',
            },
            PRICES,
          ),
          page(
            'import',
            () => import('../features/rates/import-page.tsx'),
            { page: 'importLcl', title: 'importLcl' },
            PRICES,
          ),
          page(
            'fcl/export',
            () => import('../features/rates/fcl-export-page.tsx'),
            { page: 'fclExport', title: 'general' },
            PRICES,
          ),
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
          // Booking a quote line (issue 4); the trail continues the details page's.
          page('lcl/entrust', () => import('../features/booking/entrust-page.tsx'), {
            page: 'entrust',
            title: 'exportLcl',
            requiresLogin: true,
            breadcrumb: [...detailsTrail('lclDetails'), { page: 'entrust' }],
          }),
          page('fcl/entrust', () => import('../features/booking/fcl-entrust-page.tsx'), {
            page: 'fclEntrust',
            title: 'general',
            requiresLogin: true,
            breadcrumb: [
              { page: 'index', to: '/index' },
              { page: 'fclExport', to: '/fcl/export' },
              { page: 'fclEntrust' },
            ],
          }),
          // Ordering an inquiry's accepted quote (spec §2's custom trail): Home › My inquiries › Create order.
          page('createorder', () => import('../features/booking/create-order-page.tsx'), {
            page: 'createOrder',
            title: 'exportLcl',
            requiresLogin: true,
            breadcrumb: createOrderTrail,
          }),
          page('fcl/createorder', () => import('../features/booking/create-order-page.tsx'), {
            page: 'createOrder',
            title: 'general',
            requiresLogin: true,
            breadcrumb: createOrderTrail,
          }),
          // Order again (spec §2) and editing an order pending review (our /editorder): Home › My orders › page.
          page('onemore', () => import('../features/reorder/order-again-page.tsx'), {
            page: 'orderAgain',
            title: 'exportLcl',
            requiresLogin: true,
            breadcrumb: ordersTrail('orderAgain'),
          }),
          page('fcl/onemore', () => import('../features/reorder/order-again-page.tsx'), {
            page: 'orderAgain',
            title: 'general',
            requiresLogin: true,
            breadcrumb: ordersTrail('orderAgain'),
          }),
          page('editorder', () => import('../features/reorder/edit-order-page.tsx'), {
            page: 'editOrder',
            title: 'general',
            requiresLogin: true,
            breadcrumb: ordersTrail('editOrder'),
          }),
          // Continuing a saved draft (spec §2 "create draft"): Home › Drafts › Continue draft.
          ...['draftCreate', 'fcl/draftCreate'].map((path) =>
            page(path, () => import('../features/drafts/draft-create-page.tsx'), {
              page: 'draftCreate',
              title: path.startsWith('fcl/') ? 'general' : 'exportLcl',
              requiresLogin: true,
              breadcrumb: [
                { page: 'index', to: '/index' },
                { page: 'drafts', to: '/center/draft' },
                { page: 'draftCreate' },
              ],
            }),
          ),
          // Ordering by letter of instruction (issue 5): one page for the three paths of spec §2.
          page('orderByLetter', () => import('../features/letters/order-by-letter-page.tsx'), {
            page: 'orderByLetter',
            title: 'exportLcl',
            requiresLogin: true,
          }),
          page('fcl/orderByLetter', () => import('../features/letters/order-by-letter-page.tsx'), {
            page: 'fclOrderByLetter',
            title: 'general',
            requiresLogin: true,
          }),
          page('fcl/orderBySimple', () => import('../features/letters/order-by-letter-page.tsx'), {
            page: 'fclOrderBySimple',
            title: 'general',
            requiresLogin: true,
          }),
          // Asking for a quote when a search finds no route or price (issue 4); one page for both modes.
          page('lcl/inquiry', () => import('../features/inquiries/inquiry-page.tsx'), {
            page: 'lclInquiry',
            title: 'exportLcl',
            requiresLogin: true,
          }),
          page('fcl/inquiry', () => import('../features/inquiries/inquiry-page.tsx'), {
            page: 'fclInquiry',
            title: 'general',
            requiresLogin: true,
          }),
          page('search/result', () => import('../features/rates/search-result-page.tsx'), { page: 'searchResult' }),
          page('cargo_tracking', () => import('../features/tracking/tracking-page.tsx'), { page: 'cargoTracking' }),
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
        lazy: { Component: async () => withAntd((await import('./layouts/center-layout.tsx')).CenterLayout) },
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
          page('address', () => import('../features/addresses/address-page.tsx'), {
            page: 'address',
            permission: 'address',
          }),
          page('draft', () => import('./pages/drafts-page.tsx'), { page: 'drafts', permission: 'draft' }),
          page('draft/bookDetail', () => import('../features/drafts/draft-detail-page.tsx'), {
            page: 'draftDetail',
            permission: 'draft',
            breadcrumb: [
              { page: 'index', to: '/index' },
              { page: 'drafts', to: '/center/draft' },
              { page: 'draftDetail' },
            ],
          }),
          page('inquiry', () => import('../features/inquiries/inquiry-list-page.tsx'), {
            page: 'inquiryList',
            permission: 'inquiry',
          }),
          page('order', () => import('../features/orders/order-list-page.tsx'), {
            page: 'orders',
            permission: 'order',
          }),
          page('message', () => import('../features/messages/message-page.tsx'), {
            page: 'message',
            permission: 'message',
          }),
          // Spec §2 names both spellings of the order page, each with its own trail: one page.
          ...['orderdetail', 'orderdetails'].map((path) =>
            page(path, () => import('../features/orders/order-detail-page.tsx'), {
              page: 'orderDetail',
              permission: 'order',
              breadcrumb: ordersTrail('orderDetail'),
            }),
          ),
          // Spec §2: the verification guide is readable without logging in.
          page('authGuide', () => import('../features/members/auth-guide-page.tsx'), {
            page: 'authGuide',
            requiresLogin: false,
          }),
        ],
      },
      // The operators' back office (issue 6, decision 004): its own sign-in and frame, loaded only here.
      page('ops/login', () => import('./pages/ops-login-page.tsx'), { page: 'opsLogin' }),
      {
        path: 'ops',
        lazy: { Component: async () => withAntd((await import('./layouts/ops-layout.tsx')).OpsLayout) },
        children: [
          {
            index: true,
            lazy: { Component: async () => (await import('./layouts/ops-layout.tsx')).OpsHome },
          },
          opsDesk('dashboard', () => import('../features/ops/dashboard-page.tsx'), 'opsDashboard', 'ops.dashboard'),
          opsDesk('rates', () => import('../features/rates/desk/rates-page.tsx'), 'opsRates', 'ops.rates'),
          opsDesk(
            'inquiries',
            () => import('../features/inquiries/desk/inquiry-desk-page.tsx'),
            'opsInquiries',
            'ops.inquiries',
          ),
          opsDesk('orders', () => import('../features/orders/desk/order-desk-page.tsx'), 'opsOrders', 'ops.orders'),
          opsDesk(
            'letters',
            () => import('../features/letters/desk/letter-desk-page.tsx'),
            'opsLetters',
            'ops.letters',
          ),
          opsDesk('audit', () => import('../features/ops/audit-page.tsx'), 'opsAudit', 'ops.audit'),
          opsDesk('staff', () => import('../features/ops/staff-page.tsx'), 'opsStaff', 'ops.staff'),
        ],
      },
      {
        path: 'mobile',
        lazy: { Component: async () => withAntd((await import('./layouts/mobile-layout.tsx')).MobileLayout) },
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
