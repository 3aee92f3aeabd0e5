import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, expireSession, setToken } from '../lib/session.ts';
import { LoginGate } from './guards.tsx';
import type { RouteMeta } from './route-meta.ts';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <LoginGate>
            <Outlet />
          </LoginGate>
        ),
        children: [
          { path: 'index', element: <p>home</p> },
          { path: 'login', element: <p>login</p> },
          { path: 'center/index', handle: { requiresLogin: true } satisfies RouteMeta, element: <p>centre</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('login gate', () => {
  it('sends an anonymous visitor of a login-only page to /login with the way back', async () => {
    const router = renderAt('/center/index?tab=1');
    expect(await screen.findByText('login')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/center/index?tab=1')}`);
  });

  it('lets a logged-in user in, and goes home (not to login) when the session ends there', async () => {
    setToken('tok');
    const router = renderAt('/center/index');
    expect(await screen.findByText('centre')).toBeTruthy();
    act(() => clearSession());
    expect(await screen.findByText('home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/index');
  });

  it('sends a user whose session expired on a login-only page to /login with the way back and the expiry said', async () => {
    setToken('tok');
    const router = renderAt('/center/index?tab=2');
    expect(await screen.findByText('centre')).toBeTruthy();
    act(() => expireSession());
    expect(await screen.findByText('login')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/center/index?tab=2')}&expired=1`);
  });
});
