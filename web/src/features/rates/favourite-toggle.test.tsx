import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../i18n/i18n.ts';
import { takePendingNotices } from '../../lib/app-bridge.ts';
import { closeLoginModal, isLoginModalRequested } from '../../lib/login-prompt.ts';
import { clearSession, setToken } from '../../lib/session.ts';
import { LclSearch } from './lcl-search.tsx';
import { LOS_ANGELES, quoteLine, renderAt, SHANGHAI, searchResult, stubServer } from './rates-test-utils.tsx';

const ADD = '/v2/order_collect/addcollect';
const routes = {
  '/v2/base/ports': { data: { items: [{ ...SHANGHAI, province: '31' }], total: 1 } },
  '/v2/base/destination_port': { data: { items: [LOS_ANGELES], total: 1 } },
  '/v2/oe_sea/price': { data: searchResult([quoteLine('7', '2026-06-09'), quoteLine('8', '2026-06-12')]) },
};

/** A reply the test releases when it wants, to look at the page while the call is in flight. */
function heldReply() {
  let release: (reply: { status?: number; data?: unknown; error?: { code: number; msg: string } }) => void = () => {};
  const reply = new Promise<Parameters<typeof release>[0]>((resolve) => {
    release = resolve;
  });
  return { reply: () => reply, release: (value: Parameters<typeof release>[0]) => release(value) };
}

async function firstStar(): Promise<HTMLElement> {
  const stars = await screen.findAllByTestId('favourite-toggle');
  const star = stars[0];
  if (!star) throw new Error('no star');
  return star;
}

beforeEach(async () => {
  localStorage.clear();
  await setLocale('zh-CN');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
  closeLoginModal();
});

describe('favourite star', { timeout: 20_000 }, () => {
  it('asks a visitor to log in instead of calling the server', async () => {
    const server = stubServer(routes);
    renderAt('/lcl/export?pol=CNSHA&pod=USLAX', <LclSearch kind="export" />);
    fireEvent.click(await firstStar());

    expect(isLoginModalRequested()).toBe(true);
    expect(server.count(ADD)).toBe(0);
  });

  it('lights up at once and stays lit when the server agrees', async () => {
    setToken('tok-fav');
    const held = heldReply();
    const server = stubServer({ ...routes, [ADD]: held.reply });
    renderAt('/lcl/export?pol=CNSHA&pod=USLAX', <LclSearch kind="export" />);
    const star = await firstStar();
    expect(star.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(star);
    // Before the server has answered.
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    expect(server.calls.find((call) => call.path === ADD)?.body).toEqual({ id: '7' });
    held.release({ data: { ok: true } });

    await waitFor(() => expect(server.count(ADD)).toBe(1));
    expect((await firstStar()).getAttribute('aria-pressed')).toBe('true');
    // The other service's star did not move.
    expect(screen.getAllByTestId('favourite-toggle')[1]?.getAttribute('aria-pressed')).toBe('false');
  });

  it('turns back and says so when the server refuses', async () => {
    setToken('tok-fav');
    const held = heldReply();
    stubServer({ ...routes, [ADD]: held.reply });
    renderAt('/lcl/export?pol=CNSHA&pod=USLAX', <LclSearch kind="export" />);
    const star = await firstStar();

    fireEvent.click(star);
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    held.release({ status: 404, error: { code: 40400, msg: '请求的内容不存在' } });

    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('false'));
    // The app's notifier (loaded by the root layout when a notice waits) tells it.
    await waitFor(() =>
      expect(takePendingNotices()).toEqual([{ type: 'error', title: '收藏操作失败: 请求的内容不存在' }]),
    );
  });
});
