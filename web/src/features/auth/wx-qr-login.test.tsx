import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { setLocale } from '../../i18n/i18n.ts';
import { registerAppBridge } from '../../lib/app-bridge.ts';
import { getToken } from '../../lib/session.ts';
import { renderWithApp, stubServer } from './test-utils.tsx';
import { WxQrLogin } from './wx-qr-login.tsx';

const QR = '/v2/member/wxloginqr';
const CHECK = '/v2/member/wxlogincheck';
const POLL_MS = 20;

const profile = { nickname: '演示微信用户', headimgurl: '', mobile: '138****0001' };

let reload: Mock<() => void>;
let restoreBridge: () => void;

beforeEach(async () => {
  localStorage.clear();
  await setLocale('zh-CN');
  reload = vi.fn<() => void>();
  restoreBridge = registerAppBridge({ reload });
});

afterEach(() => {
  cleanup();
  restoreBridge();
  vi.unstubAllGlobals();
});

function renderQr(onRegisterInstead = vi.fn()) {
  renderWithApp(<WxQrLogin active pollMs={POLL_MS} onRegisterInstead={onRegisterInstead} />);
  return onRegisterInstead;
}

const phase = () => screen.getByTestId('wx-login').getAttribute('data-phase');

describe('WxQrLogin', () => {
  it('draws the code, shows who scanned, then asks to bind an existing account (status 5)', async () => {
    const server = stubServer({
      [QR]: [{ data: { loginid: 'L1', qr: '/dev/wx-phone?loginid=L1', expires_in: 120 } }],
      [CHECK]: [
        { data: { status: 1 } },
        { data: { status: 3, data: profile } },
        { data: { status: 5, data: profile } },
      ],
    });
    const onRegisterInstead = renderQr();

    await waitFor(() => expect(screen.getByTestId('wx-qr').getAttribute('data-loginid')).toBe('L1'));
    // The development provider is on (a relative /dev/ path), so the development phone is offered.
    expect(screen.getByTestId('wx-dev-phone').getAttribute('href')).toBe('/dev/wx-phone?loginid=L1');

    await screen.findByText('演示微信用户，请在手机上确认登录');
    await screen.findByTestId('wx-bind-mobile');
    expect(
      server.calls
        .filter((call) => call.path === CHECK)
        .every((call) => (call.body as { loginid: string }).loginid === 'L1'),
    ).toBe(true);

    // Polling has stopped: the user acts now.
    const polls = server.calls.filter((call) => call.path === CHECK).length;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS * 5));
    expect(server.calls.filter((call) => call.path === CHECK).length).toBe(polls);

    fireEvent.click(screen.getByTestId('wx-register-instead'));
    expect(onRegisterInstead).toHaveBeenCalledWith('L1');
  });

  it('shows the expired message and makes a new code on refresh (status 2)', async () => {
    const server = stubServer({
      [QR]: [
        { data: { loginid: 'L1', qr: 'https://open.weixin.example/qr?L1', expires_in: 120 } },
        { data: { loginid: 'L2', qr: 'https://open.weixin.example/qr?L2', expires_in: 120 } },
      ],
      [CHECK]: [{ data: { status: 2 } }, { data: { status: 1 } }],
    });
    renderQr();

    await screen.findByText('二维码已过期，请点击刷新');
    expect(phase()).toBe('expired');
    // A production QR text is not a development path: no development phone link.
    expect(screen.queryByTestId('wx-dev-phone')).toBeNull();

    fireEvent.click(screen.getByTestId('wx-qr-refresh'));
    await waitFor(() => expect(screen.getByTestId('wx-qr').getAttribute('data-loginid')).toBe('L2'));
    expect(server.calls.filter((call) => call.path === QR)).toHaveLength(2);
  });

  it("frames WeChat's own QR page and keeps polling the login (real provider)", async () => {
    const qr = 'https://open.weixin.qq.com/connect/qrconnect?appid=wx1&scope=snsapi_login&state=L3';
    stubServer({
      [QR]: [{ data: { loginid: 'L3', qr, expires_in: 120 } }],
      [CHECK]: [{ data: { status: 1 } }, { data: { status: 5, data: profile } }],
    });
    renderQr();
    const frame = await screen.findByTitle('微信扫码登录');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(qr);
    expect(frame.getAttribute('data-loginid')).toBe('L3');
    expect(screen.queryByTestId('wx-dev-phone')).toBeNull();
    // WeChat sent its frame to our callback: the login now asks to bind.
    await screen.findByTestId('wx-bind-mobile');
  });

  it('treats a failed poll as expired with the unknown-state message', async () => {
    stubServer({
      [QR]: [{ data: { loginid: 'L1', qr: '/dev/wx-phone?loginid=L1', expires_in: 120 } }],
      [CHECK]: [{ status: 500, error: { code: 50000, msg: 'boom' } }],
    });
    renderQr();
    await screen.findByText('二维码状态未知，请点击刷新');
  });

  it('stores the token and reloads on success (status 7)', async () => {
    stubServer({
      [QR]: [{ data: { loginid: 'L1', qr: '/dev/wx-phone?loginid=L1', expires_in: 120 } }],
      [CHECK]: [{ data: { status: 7, data: profile, accesstoken: 'tok-wx' } }],
    });
    renderQr();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(getToken()).toBe('tok-wx');
  });

  it('binds with mobile and password, counts down 3 s, then stores the token and reloads', async () => {
    const server = stubServer({
      [QR]: [{ data: { loginid: 'L1', qr: '/dev/wx-phone?loginid=L1', expires_in: 120 } }],
      [CHECK]: [{ data: { status: 5, data: profile } }],
      '/v2/member/wxloginbind': [{ data: { accesstoken: 'tok-bound' } }],
    });
    renderQr();
    fireEvent.change(await screen.findByTestId('wx-bind-mobile'), { target: { value: '13800000001' } });
    fireEvent.change(screen.getByTestId('wx-bind-password'), { target: { value: 'Demo@2026' } });
    fireEvent.click(screen.getByTestId('wx-bind-submit'));

    await screen.findByText('3 秒后自动刷新页面');
    expect(server.calls.find((call) => call.path === '/v2/member/wxloginbind')?.body).toEqual({
      loginid: 'L1',
      mobile: '13800000001',
      password: 'Demo@2026',
    });
    // Stored only when the countdown ends, so a login modal showing it stays open until then.
    expect(getToken()).toBeNull();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 4500 });
    expect(getToken()).toBe('tok-bound');
  }, 10_000);

  it('pauses polling while the browser tab is hidden and stops it on unmount', async () => {
    const server = stubServer({
      [QR]: [{ data: { loginid: 'L1', qr: '/dev/wx-phone?loginid=L1', expires_in: 120 } }],
      [CHECK]: [{ data: { status: 1 } }],
    });
    const polls = () => server.calls.filter((call) => call.path === CHECK).length;
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const setVisibility = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      fireEvent(document, new Event('visibilitychange'));
    };
    const { unmount } = renderWithApp(<WxQrLogin active pollMs={POLL_MS} onRegisterInstead={vi.fn()} />);
    await waitFor(() => expect(polls()).toBeGreaterThan(1));

    setVisibility('hidden');
    await wait(POLL_MS * 2);
    const whileHidden = polls();
    await wait(POLL_MS * 5);
    expect(polls()).toBe(whileHidden);

    setVisibility('visible');
    await waitFor(() => expect(polls()).toBeGreaterThan(whileHidden));

    unmount();
    await wait(POLL_MS * 2);
    const afterUnmount = polls();
    await wait(POLL_MS * 5);
    expect(polls()).toBe(afterUnmount);
    Reflect.deleteProperty(document, 'visibilityState');
  });
});
