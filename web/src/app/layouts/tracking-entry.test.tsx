import { readFileSync } from 'node:fs';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { errorText } from '../../i18n/error-text.ts';
import { i18n, setLocale } from '../../i18n/i18n.ts';
import { TrackingEntry } from './tracking-entry.tsx';

const t = (key: string) => i18n.t(key as never);

function renderHeader() {
  const router = createMemoryRouter(
    [
      { path: '/index', element: <TrackingEntry label="货物跟踪" className="nav" /> },
      { path: '/cargo_tracking', element: <p>tracking page</p> },
    ],
    { initialEntries: ['/index'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function openPanel() {
  fireEvent.click(screen.getByTestId('tracking-entry'));
  return screen.findByTestId('tracking-panel');
}

afterEach(async () => {
  cleanup();
  await setLocale('zh-CN');
});

describe('header cargo search panel', () => {
  it('opens the tracking page on a search, with the type the number evidently is', async () => {
    const router = renderHeader();
    expect(screen.getByTestId('tracking-entry').getAttribute('aria-expanded')).toBe('false');
    await openPanel();
    expect(screen.getByTestId('tracking-entry').getAttribute('aria-expanded')).toBe('true');

    const type = screen.getByRole('combobox', { name: t('tracking:form.type') }) as HTMLSelectElement;
    expect([...type.options].map((o) => o.text)).toEqual([
      t('tracking:types.1'),
      t('tracking:types.2'),
      t('tracking:types.3'),
    ]);
    fireEvent.change(screen.getByRole('textbox', { name: t('tracking:form.no') }), {
      target: { value: 'csqu-305438-3' },
    });
    expect(type.value).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: t('tracking:form.search') }));

    expect(await screen.findByText('tracking page')).toBeTruthy();
    expect(router.state.location.search).toBe('?type=2&no=CSQU3054383');
  });

  it('searches by the type the user chose, and refuses a malformed number in place', async () => {
    const router = renderHeader();
    await openPanel();
    const type = screen.getByRole('combobox', { name: t('tracking:form.type') });
    const no = screen.getByRole('textbox', { name: t('tracking:form.no') });
    fireEvent.change(type, { target: { value: '3' } });
    fireEvent.change(no, { target: { value: 'ab' } });
    fireEvent.click(screen.getByRole('button', { name: t('tracking:form.search') }));
    expect((await screen.findByRole('alert')).textContent).toBe(errorText('TRACKING_NUMBER_INVALID'));
    expect(router.state.location.pathname).toBe('/index');

    fireEvent.change(no, { target: { value: 'ht-2026-001' } });
    fireEvent.click(screen.getByRole('button', { name: t('tracking:form.search') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cargo_tracking'));
    expect(router.state.location.search).toBe('?type=3&no=HT-2026-001');
  });

  it('closes with Escape and gives the focus back', async () => {
    renderHeader();
    const panel = await openPanel();
    fireEvent.keyDown(panel, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('tracking-panel')).toBeNull());
    expect(document.activeElement).toBe(screen.getByTestId('tracking-entry'));
  });

  it('speaks the chosen language', async () => {
    await setLocale('en');
    renderHeader();
    await openPanel();
    expect(screen.getByRole('button', { name: 'Track' })).toBeTruthy();
  });

  it('keeps antd and zod out of the header and its panel (decision 014)', () => {
    for (const file of ['./tracking-entry.tsx', '../../features/tracking/tracking-panel.tsx']) {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8');
      expect(source, file).not.toMatch(/from 'antd'|from 'zod'|@seabook\/domain\/tracking'/);
    }
  });
});
