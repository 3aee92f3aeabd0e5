import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { closeLoginModal, isLoginModalRequested } from '../../lib/login-prompt.ts';
import { clearSession } from '../../lib/session.ts';
import { loggedInTests } from '../addresses/addresses-test-utils.tsx';
import { fclLine, SLOW, stub } from '../booking/booking-test-utils.tsx';
import FclResults from './fcl-results.tsx';
import { renderAt as renderRoute } from './rates-test-utils.tsx';

loggedInTests();

const LINE = 'F1:2099-06-02';
const SEARCH = { data: { items: [fclLine(LINE)], total: 1, notice: null, from: '2099-06-02', to: '2099-06-29' } };

describe('the Book link of an FCL line', { timeout: 30_000 }, () => {
  const search = {
    pol: 'CNSHA',
    pod: 'USLAX',
    sort: 'price',
    order: 'asc',
    carriers: [],
    page: 1,
    pageSize: 20,
  } as const;
  const state = { pol: 'CNSHA', pod: 'USLAX', sort: 'price', order: 'asc', page: 1, pageSize: 20 } as const;

  it('opens the FCL entrust page with the line and its lane', async () => {
    stub({ '/v2/fcl/price': [SEARCH] });
    const { router } = renderRoute(
      '/fcl/export',
      <FclResults search={{ ...search, carriers: [] }} state={state} onChange={() => undefined} />,
    );
    fireEvent.click(await screen.findByTestId('fcl-book', undefined, SLOW));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fcl/entrust'), SLOW);
    expect(router.state.location.search).toBe(`?line=${encodeURIComponent(LINE)}&pol=CNSHA&pod=USLAX`);
  });

  it('asks a visitor to log in and stays on the results', async () => {
    clearSession();
    stub({ '/v2/fcl/price': [SEARCH] });
    const { router } = renderRoute(
      '/fcl/export',
      <FclResults search={{ ...search, carriers: [] }} state={state} onChange={() => undefined} />,
    );
    fireEvent.click(await screen.findByTestId('fcl-book', undefined, SLOW));
    expect(isLoginModalRequested()).toBe(true);
    expect(router.state.location.pathname).toBe('/fcl/export');
    closeLoginModal();
  });
});
