import { readFileSync } from 'node:fs';
import { grant } from '@seabook/domain/permissions';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stub } from '../../features/booking/booking-test-utils.tsx';
import { i18n, setLocale } from '../../i18n/i18n.ts';
import { clearSession, setToken } from '../../lib/session.ts';
import { readSetting } from '../../lib/storage.ts';
import { userInfoAnswer } from '../../test/user-info.ts';
import { CenterLayout } from './center-layout.tsx';

const t = (key: string) => i18n.t(key as never);

const MENU = [
  { key: 'home', name: '首页', url: '/center/index', has_new: false, child: [] },
  { key: 'order', name: '我的订单', url: '/center/order', has_new: false, child: [] },
  { key: 'bill', name: '我的账单', url: '/center/bill', has_new: true, child: [] },
  { key: 'message', name: '消息中心', url: '/center/message', has_new: false, child: [] },
  {
    key: 'account',
    name: '账户管理',
    url: '',
    has_new: false,
    child: [
      { key: 'information', name: '个人信息', url: '/center/information', has_new: false, child: [] },
      { key: 'childAccount', name: '子账号管理', url: '/center/childAccount', has_new: false, child: [] },
    ],
  },
];

/** The window as wide as `width`: the layout reads its breakpoints through matchMedia. */
function viewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width: (\d+)px/.exec(query);
    const max = /max-width: (\d+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return { matches, media: query, addEventListener: () => {}, removeEventListener: () => {} };
  });
}

function renderCentre(path: string, verification: 'verified' | 'unverified' = 'verified') {
  stub({
    '/user/info': [{ data: userInfoAnswer([grant('center'), grant('order')], { verification }) }],
    '/v2/member/menu': [{ data: { menu: MENU } }],
    '/v2/member/message/unread': [{ data: { count: 3 } }],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '/center', element: <CenterLayout />, children: [{ path: '*', element: <p>page</p> }] }],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(async () => {
  localStorage.clear();
  setToken('tok-centre');
  await setLocale('zh-CN');
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('the account centre frame', () => {
  it('lists the menu as links, marks the current page and opens its group, and says what is unread', async () => {
    viewport(1440);
    renderCentre('/center/information');
    const menu = await screen.findByRole('navigation', { name: t('layout:center.menuTitle') });
    expect(within(menu).getByRole('link', { name: '我的订单' }).getAttribute('href')).toBe('/center/order');
    const current = within(menu).getByRole('link', { name: '个人信息' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('button', { name: '账户管理' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(menu).getByRole('link', { name: /我的账单/ }).textContent).toContain(t('common:tags.new'));
    expect((await within(menu).findByTestId('message-unread-badge')).textContent).toBe('3');

    fireEvent.click(within(menu).getByRole('button', { name: '账户管理' }));
    expect(within(menu).queryByRole('link', { name: '个人信息' })).toBeNull();
  });

  it('collapses and remembers it from 1200 px; collapsed, a group opens as a flyout, never on arrival, and the arrows move within it', async () => {
    viewport(1440);
    renderCentre('/center/childAccount');
    await screen.findByRole('navigation', { name: t('layout:center.menuTitle') });
    fireEvent.click(screen.getByRole('button', { name: t('layout:center.collapse') }));
    expect(readSetting('sidebarCollapsed')).toBe(true);
    expect(screen.getByRole('button', { name: t('layout:center.expand') })).toBeTruthy();

    const group = screen.getByRole('button', { name: '账户管理' });
    expect(group.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: '子账号管理' })).toBeNull();
    fireEvent.click(group);
    const first = screen.getByRole('link', { name: '个人信息' });
    const second = screen.getByRole('link', { name: '子账号管理' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(group, { key: 'Escape' });
    expect(group.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(group);
  });

  it('starts collapsed between 576 and 1200 px without touching the saved choice', async () => {
    viewport(1024);
    renderCentre('/center/order');
    await screen.findByRole('navigation', { name: t('layout:center.menuTitle') });
    expect(screen.getByRole('button', { name: t('layout:center.expand') })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t('layout:center.expand') }));
    expect(screen.getByRole('button', { name: t('layout:center.collapse') })).toBeTruthy();
    expect(readSetting('sidebarCollapsed')).toBe(false);
  });

  it('puts the menu in a drawer on a phone, which a choice closes', async () => {
    // jsdom has no modal dialogs; these do what the browser's do to `open` and the close event.
    const dialog = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
    dialog.showModal = function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    dialog.close = function (this: HTMLDialogElement) {
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
    viewport(375);
    const router = renderCentre('/center/index');
    expect(screen.queryByRole('navigation', { name: t('layout:center.menuTitle') })).toBeNull();
    fireEvent.click(await screen.findByTestId('center-menu-open'));
    const drawer = screen.getByTestId('center-drawer');
    expect(drawer.hasAttribute('open')).toBe(true);
    fireEvent.click(await within(drawer).findByRole('link', { name: '我的订单' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/center/order'));
    expect(drawer.hasAttribute('open')).toBe(false);
    delete dialog.showModal;
    delete dialog.close;
  });

  it('sends an unverified user to verify, from the banner and from the sub-account entry', async () => {
    viewport(1440);
    renderCentre('/center/information', 'unverified');
    expect((await screen.findByTestId('verify-banner')).textContent).toContain(t('layout:center.verifyBanner'));
    expect(screen.getByTestId('verify-banner-link').getAttribute('href')).toBe('/center/authentication');
    expect(screen.getByRole('link', { name: '子账号管理' }).getAttribute('href')).toBe('/center/authGuide');
  });

  it('needs nothing of antd (decision 059)', () => {
    for (const file of ['./center-layout.tsx', './center-menu.tsx']) {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8');
      expect(source, file).not.toMatch(/from 'antd'|from '@ant-design\/icons'/);
    }
  });
});
