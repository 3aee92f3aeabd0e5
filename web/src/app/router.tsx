import type { StaffPermission } from '@seabook/domain/permissions';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { loadNamespaces } from '../i18n/i18n.ts';
import type { Namespace } from '../i18n/resources.ts';
import { later } from './later.ts';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RootLayout } from './root-layout.tsx';
import { AppLoading, RouteError } from './route-error.tsx';
import type { Crumb, PageKey, RouteMeta } from './route-meta.ts';

/** A component inside antd's theme, locale and App, loaded with antd itself and every namespace's texts. */
async function withAntd(Component: ComponentType): Promise<ComponentType> {
  const [{ AntdScope }] = await Promise.all([later('antdScope')(), loadNamespaces()]);
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
 * with every namespace's texts. The pages of the first visit (`plain`: home and the price searches) and
 * "my orders" are plain React, load only the texts they name, and bring their antd parts themselves, after
 * the first paint (decisions 014, 059).
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

/**
 * The login page; once it is up, the account centre's frame and "my orders" (where a customer usually goes
 * next) are fetched, so that the page after logging in waits only for its data (decision 044).
 */
async function loginThenPrefetch() {
  const module = await later('loginPage')();
  void Promise.all([later('centerLayout')(), later('orderListPage')(), later('memberCenterPage')()]).catch(
    () => undefined,
  );
  return module;
}

/**
 * A page whose module also exports a loader that starts the page's first request (it returns at once:
 * the page renders from the query cache). The request then runs while the page's code, frame and antd
 * styles load and render, instead of after them.
 */
function withLoader(route: RouteObject, loader: () => Promise<NonNullable<RouteObject['loader']>>): RouteObject {
  if (typeof route.lazy !== 'object') throw new Error(`${route.path}: a page route has a lazy object`);
  return { ...route, lazy: { ...route.lazy, loader } };
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
const LCL_EXPORT = () => import('../features/rates/lcl-export-page.tsx');
const IMPORT = () => import('../features/rates/import-page.tsx');
const FCL_EXPORT = () => import('../features/rates/fcl-export-page.tsx');
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
          page('agreement', later('agreementPage'), { page: 'agreement' }),
          // A search's address starts loading its results' code while the page hydrates (decision 062).
          withLoader(
            page('lcl/export', LCL_EXPORT, { page: 'lclExport', title: 'exportLcl' }, PRICES),
            async () => (await LCL_EXPORT()).loader,
          ),
          withLoader(
            page('import', IMPORT, { page: 'importLcl', title: 'importLcl' }, PRICES),
            async () => (await IMPORT()).loader,
          ),
          withLoader(
            page('fcl/export', FCL_EXPORT, { page: 'fclExport', title: 'general' }, PRICES),
            async () => (await FCL_EXPORT()).loader,
          ),
          // Quote details: one page on three paths (spec §2); its trail is Home › Export LCL › Details.
          page('lcl/details', later('detailsPage'), {
            page: 'lclDetails',
            title: 'exportLcl',
            breadcrumb: detailsTrail('lclDetails'),
          }),
          page('details', later('detailsPage'), {
            page: 'details',
            title: 'exportLcl',
            breadcrumb: detailsTrail('details'),
          }),
          page('details-sz', later('detailsPage'), {
            page: 'detailsSz',
            title: 'exportLcl',
            breadcrumb: detailsTrail('detailsSz'),
          }),
          // Booking a quote line (issue 4); the trail continues the details page's.
          page('lcl/entrust', later('entrustPage'), {
            page: 'entrust',
            title: 'exportLcl',
            requiresLogin: true,
            breadcrumb: [...detailsTrail('lclDetails'), { page: 'entrust' }],
          }),
          page('fcl/entrust', later('fclEntrustPage'), {
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
          page('createorder', later('createOrderPage'), {
            page: 'createOrder',
            title: 'exportLcl',
            requiresLogin: true,
            breadcrumb: createOrderTrail,
          }),
          page('fcl/createorder', later('createOrderPage'), {
            page: 'createOrder',
            title: 'general',
            requiresLogin: true,
            breadcrumb: createOrderTrail,
          }),
          // Order again (spec §2) and editing an order pending review (our /editorder): Home › My orders › page.
          page('onemore', later('orderAgainPage'), {
            page: 'orderAgain',
            title: 'exportLcl',
            requiresLogin: true,
            breadcrumb: ordersTrail('orderAgain'),
          }),
          page('fcl/onemore', later('orderAgainPage'), {
            page: 'orderAgain',
            title: 'general',
            requiresLogin: true,
            breadcrumb: ordersTrail('orderAgain'),
          }),
          // The B/L check (spec §2 /checkbill for LCL, /checkFclBill for FCL): Home › My orders › page.
          ...['checkbill', 'checkFclBill'].map((path) =>
            page(path, later('checkBillPage'), {
              page: 'checkBill',
              title: 'general',
              requiresLogin: true,
              permission: 'order',
              breadcrumb: ordersTrail('checkBill'),
            }),
          ),
          page('editorder', later('editOrderPage'), {
            page: 'editOrder',
            title: 'general',
            requiresLogin: true,
            breadcrumb: ordersTrail('editOrder'),
          }),
          // Continuing a saved draft (spec §2 "create draft"): Home › Drafts › Continue draft.
          ...['draftCreate', 'fcl/draftCreate'].map((path) =>
            page(path, later('draftCreatePage'), {
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
          page('orderByLetter', later('orderByLetterPage'), {
            page: 'orderByLetter',
            title: 'exportLcl',
            requiresLogin: true,
          }),
          page('fcl/orderByLetter', later('orderByLetterPage'), {
            page: 'fclOrderByLetter',
            title: 'general',
            requiresLogin: true,
          }),
          page('fcl/orderBySimple', later('orderByLetterPage'), {
            page: 'fclOrderBySimple',
            title: 'general',
            requiresLogin: true,
          }),
          // Asking for a quote when a search finds no route or price (issue 4); one page for both modes.
          page('lcl/inquiry', later('inquiryPage'), {
            page: 'lclInquiry',
            title: 'exportLcl',
            requiresLogin: true,
          }),
          page('fcl/inquiry', later('inquiryPage'), {
            page: 'fclInquiry',
            title: 'general',
            requiresLogin: true,
          }),
          page('search/result', later('searchResultPage'), { page: 'searchResult' }),
          page('cargo_tracking', later('trackingPage'), { page: 'cargoTracking' }),
          page('helper/building/seaImport', later('seaImportBuildingPage'), {
            page: 'buildingSeaImport',
            requiresLogin: true,
          }),
          page('helper/building/railway', later('railwayBuildingPage'), {
            page: 'buildingRailway',
            requiresLogin: true,
          }),
          page('404', later('notFoundPage'), { page: 'notFound', breadcrumb: false }),
          page('test/i18n', later('i18nTestPage'), { page: 'i18nTest' }),
          page('login', loginThenPrefetch, {
            page: 'login',
            hideFooter: true,
            breadcrumb: false,
          }),
          page('dev/outbox', later('outboxPage'), { page: 'outbox' }),
          page('dev/wx-phone', later('wxPhonePage'), { page: 'wxPhone' }),
          page('dev/cashier', later('devCashierPage'), {
            page: 'devCashier',
            requiresLogin: false,
          }),
        ],
      },
      {
        path: 'center',
        // The frame is plain (decision 059); each page brings antd's scope if it uses antd.
        lazy: { Component: async () => (await later('centerLayout')()).CenterLayout },
        handle: { page: 'center', requiresLogin: true } satisfies RouteMeta,
        children: [
          { index: true, element: <Navigate to="/center/index" replace /> },
          page('index', later('memberCenterPage'), {
            page: 'centerIndex',
            permission: 'center',
          }),
          page('information', later('informationPage'), {
            page: 'information',
            permission: 'information',
          }),
          page('helper', later('helperPage'), { page: 'helper', permission: 'helper' }),
          page('ing', later('ingPage'), { page: 'ing' }),
          page('collection', later('collectionPage'), {
            page: 'collection',
            permission: 'collection',
          }),
          page('address', later('addressPage'), {
            page: 'address',
            permission: 'address',
          }),
          page('draft', later('draftsPage'), { page: 'drafts', permission: 'draft' }),
          page('draft/bookDetail', later('draftDetailPage'), {
            page: 'draftDetail',
            permission: 'draft',
            breadcrumb: [
              { page: 'index', to: '/index' },
              { page: 'drafts', to: '/center/draft' },
              { page: 'draftDetail' },
            ],
          }),
          page('inquiry', later('inquiryListPage'), {
            page: 'inquiryList',
            permission: 'inquiry',
          }),
          withLoader(
            page(
              'order',
              later('orderListPage'),
              { page: 'orders', permission: 'order' },
              // Plain, in the plain frame (decision 059): logging in shows it without antd.
              { namespaces: ['orders'] },
            ),
            async () => (await later('orderListPage')()).loader,
          ),
          page('bill', later('billListPage'), { page: 'bills', permission: 'bill' }),
          page('invoice', later('invoicePage'), { page: 'invoices', permission: 'invoice' }),
          page('billm', later('statementPage'), { page: 'billMonthly', permission: 'bill' }),
          // Spec §2 names both spellings of the bill page: one page.
          ...['billdetail', 'billdetails'].map((path) =>
            page(path, later('billDetailPage'), {
              page: 'billDetail',
              permission: 'bill',
              breadcrumb: [
                { page: 'index', to: '/index' },
                { page: 'bills', to: '/center/bill' },
                { page: 'billDetail' },
              ],
            }),
          ),
          page('message', later('messagePage'), {
            page: 'message',
            permission: 'message',
          }),
          // Spec §2 names both spellings of the order page, each with its own trail: one page.
          ...['orderdetail', 'orderdetails'].map((path) =>
            page(path, later('orderDetailPage'), {
              page: 'orderDetail',
              permission: 'order',
              breadcrumb: ordersTrail('orderDetail'),
            }),
          ),
          page('authentication', later('authenticationPage'), {
            page: 'authentication',
            permission: 'center',
          }),
          page('authentication/upgrade', later('authenticationUpgradePage'), {
            page: 'authenticationUpgrade',
            permission: 'center',
            breadcrumb: [
              { page: 'index', to: '/index' },
              { page: 'authentication', to: '/center/authentication' },
              { page: 'authenticationUpgrade' },
            ],
          }),
          // The page itself leads anyone but a verified company's manager to the verification guide (spec §2).
          page('childAccount', later('subAccountsPage'), { page: 'childAccount' }),
          // Spec §2: the verification guide is readable without logging in.
          page('authGuide', later('authGuidePage'), {
            page: 'authGuide',
            requiresLogin: false,
          }),
        ],
      },
      // The operators' back office (issue 6, decision 004): its own sign-in and frame, loaded only here.
      page('ops/login', later('opsLoginPage'), { page: 'opsLogin' }),
      {
        path: 'ops',
        lazy: { Component: async () => withAntd((await later('opsLayout')()).OpsLayout) },
        children: [
          {
            index: true,
            lazy: { Component: async () => (await later('opsLayout')()).OpsHome },
          },
          opsDesk('dashboard', later('dashboardPage'), 'opsDashboard', 'ops.dashboard'),
          opsDesk('rates', later('ratesPage'), 'opsRates', 'ops.rates'),
          opsDesk('inquiries', later('inquiryDeskPage'), 'opsInquiries', 'ops.inquiries'),
          opsDesk('orders', later('orderDeskPage'), 'opsOrders', 'ops.orders'),
          opsDesk('letters', later('letterDeskPage'), 'opsLetters', 'ops.letters'),
          opsDesk('finance', later('financeDeskPage'), 'opsFinance', 'ops.billing'),
          opsDesk('audit', later('auditPage'), 'opsAudit', 'ops.audit'),
          opsDesk('staff', later('staffPage'), 'opsStaff', 'ops.staff'),
          opsDesk('verifications', later('verificationDeskPage'), 'opsVerifications', 'ops.verifications'),
          opsDesk('notices', later('noticesDeskPage'), 'opsNotices', 'ops.notices'),
          opsDesk('customers', later('customersPage'), 'opsCustomers', 'ops.customers'),
        ],
      },
      {
        path: 'mobile',
        lazy: { Component: async () => withAntd((await later('mobileLayout')()).MobileLayout) },
        children: [
          { index: true, element: <Navigate to="/mobile/index" replace /> },
          page('index', later('mobileHomePage'), { page: 'mobileIndex' }),
          page('share', later('mobileSharePage'), { page: 'mobileShare' }),
        ],
      },
      redirect('*', '/404'),
    ],
  },
];

/** Fetches page-loaders.ts when the browser is idle after the first paint, so that no click waits for it. */
export function loadPagesWhenIdle(): void {
  const load = () => void import('./page-loaders.ts').catch(() => undefined);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 300);
}
