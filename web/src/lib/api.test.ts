import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { setLocale } from '../i18n/i18n.ts';
import { ApiError, api, EXPIRED_RELOAD_MS, UNAUTHORIZED_RELOAD_MS } from './api.ts';
import { type AppBridge, registerAppBridge } from './app-bridge.ts';
import { errorKeyOf } from './error-key.ts';
import { getToken, setToken } from './session.ts';

type Reply = { status?: number; body?: unknown };

function stubFetch(reply: Reply): ReturnType<typeof vi.fn> {
  const mock = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(JSON.stringify(reply.body ?? { error: {}, result: { data: null } }), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', mock);
  return mock;
}

function sentHeaders(mock: ReturnType<typeof vi.fn>): Headers {
  const init = mock.mock.calls[0]?.[1] as RequestInit;
  return new Headers(init.headers);
}

let bridge: {
  notify: Mock<AppBridge['notify']>;
  navigate: Mock<AppBridge['navigate']>;
  reload: Mock<AppBridge['reload']>;
};
let restore: () => void;

beforeEach(async () => {
  localStorage.clear();
  await setLocale('zh-CN');
  bridge = {
    notify: vi.fn<AppBridge['notify']>(),
    navigate: vi.fn<AppBridge['navigate']>(),
    reload: vi.fn<AppBridge['reload']>(),
  };
  restore = registerAppBridge(bridge);
});

afterEach(() => {
  restore();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('api client', () => {
  it('returns result.data when the envelope has no error', async () => {
    stubFetch({ body: { error: {}, result: { data: { ok: true } } } });
    await expect(api.get('/v2/base/config')).resolves.toEqual({ ok: true });
  });

  it('sends the wire headers, credentials and the stored token', async () => {
    setToken('tok-1');
    const mock = stubFetch({});
    await api.post('/v2/member/loginout', undefined, { idempotencyKey: 'k-1' });
    const headers = sentHeaders(mock);
    expect(headers.get('appid')).toBe('1');
    expect(headers.get('appclient')).toBe('pc');
    expect(headers.get('accept-language')).toBe('zh-CN');
    expect(headers.get('accesstoken')).toBe('tok-1');
    expect(headers.get('usersign')).toMatch(/^[0-9a-f]{32}$/);
    expect(headers.get('idempotency-key')).toBe('k-1');
    expect(mock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
  });

  it('says pc-tw for traditional Chinese and en for English', async () => {
    await setLocale('zh-TW');
    let mock = stubFetch({});
    await api.get('/v2/base/config', { a: 1, b: undefined });
    expect(sentHeaders(mock).get('appclient')).toBe('pc-tw');
    expect(sentHeaders(mock).get('accept-language')).toBe('zh-TW');
    expect(mock.mock.calls[0]?.[0]).toBe('/v2/base/config?a=1');

    await setLocale('en');
    mock = stubFetch({});
    await api.get('/v2/base/config');
    expect(sentHeaders(mock).get('appclient')).toBe('pc');
    expect(sentHeaders(mock).get('accept-language')).toBe('en');
  });

  it('turns an envelope error into an ApiError with code, msg, status and fields', async () => {
    stubFetch({
      status: 422,
      body: {
        error: { code: 42201, msg: '请输入正确的手机号码', fields: { mobile: '请输入正确的手机号码' } },
        result: {},
      },
    });
    const error = await api.post('/v2/member/sendsms', { mobile: '1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 42201, msg: '请输入正确的手机号码', status: 422 });
    expect(errorKeyOf(error)).toBe('PHONE_INVALID');
    expect((error as ApiError).fields).toEqual({ mobile: '请输入正确的手机号码' });
    expect(bridge.notify).not.toHaveBeenCalled();
  });

  it('on 99999 shows the message, clears the token, goes to /index and reloads after 1 s', async () => {
    vi.useFakeTimers();
    setToken('stale');
    stubFetch({ status: 401, body: { error: { code: 99999, msg: '登录已过期，请重新登录' }, result: {} } });
    const error = await api.get('/user/info').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 99999, handled: true });
    expect(bridge.notify).toHaveBeenCalledWith(expect.objectContaining({ title: '登录已过期，请重新登录' }));
    expect(getToken()).toBeNull();
    expect(bridge.navigate).toHaveBeenCalledWith('/index');
    vi.advanceTimersByTime(EXPIRED_RELOAD_MS - 1);
    expect(bridge.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(bridge.reload).toHaveBeenCalledTimes(1);
  });

  it('on 99999 on a login-only page goes where the app says: the login page with the way back', async () => {
    vi.useFakeTimers();
    setToken('stale');
    const undo = registerAppBridge({ expiredTo: () => '/login?redirect=%2Fcenter%2Forder&expired=1' });
    stubFetch({ status: 401, body: { error: { code: 99999, msg: '登录已过期，请重新登录' }, result: {} } });
    await api.get('/user/info').catch(() => undefined);
    undo();
    expect(bridge.navigate).toHaveBeenCalledWith('/login?redirect=%2Fcenter%2Forder&expired=1');
    expect(getToken()).toBeNull();
    vi.advanceTimersByTime(EXPIRED_RELOAD_MS);
  });

  it('tells the user once and reloads once when several calls find the session expired', async () => {
    vi.useFakeTimers();
    setToken('stale');
    stubFetch({ status: 401, body: { error: { code: 99999, msg: '登录已过期，请重新登录' }, result: {} } });
    const results = await Promise.allSettled([api.get('/user/info'), api.get('/v2/member/menu')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(bridge.notify).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(EXPIRED_RELOAD_MS);
    expect(bridge.reload).toHaveBeenCalledTimes(1);
  });

  it('on 401 with a token says unauthorized, logs out, clears cookies and reloads after 1.5 s', async () => {
    vi.useFakeTimers();
    setToken('tok');
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    document.cookie = 'comeformuserid=42; path=/';
    stubFetch({ status: 401, body: { error: { code: 40100, msg: '请先登录' }, result: {} } });
    await expect(api.get('/v2/member/menu')).rejects.toBeInstanceOf(ApiError);
    expect(bridge.notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: '未授权', description: '授权验证失败' }),
    );
    expect(getToken()).toBeNull();
    expect(document.cookie).toBe('');
    vi.advanceTimersByTime(UNAUTHORIZED_RELOAD_MS);
    expect(bridge.reload).toHaveBeenCalledTimes(1);
  });

  it('leaves a login call alone on 401: the caller shows the wrong-credentials message', async () => {
    vi.useFakeTimers();
    setToken('tok');
    stubFetch({ status: 401, body: { error: { code: 40101, msg: '账号或密码错误' }, result: {} } });
    const error = await api.post('/v2/member/login', {}, { loginRequest: true }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 40101, handled: false });
    expect(bridge.notify).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(bridge.reload).not.toHaveBeenCalled();
    expect(getToken()).toBe('tok');
  });

  it('on 403 notifies "Forbidden" in the active language with the server message', async () => {
    await setLocale('en');
    stubFetch({
      status: 403,
      body: { error: { code: 40300, msg: 'You do not have permission to do this.' }, result: {} },
    });
    await expect(api.get('/v2/member/menu')).rejects.toMatchObject({ status: 403, handled: true });
    expect(bridge.notify).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'error',
        title: 'Forbidden',
        description: 'You do not have permission to do this.',
      }),
    );
  });

  it('reports a network failure or a timeout as a request error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api.get('/v2/base/config')).rejects.toMatchObject({
      code: 50000,
      status: 0,
      msg: '请求错误，请稍后重试',
    });

    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
      ),
    );
    const pending = api.get('/v2/base/config').catch((e: unknown) => e);
    vi.advanceTimersByTime(10_000);
    await expect(pending).resolves.toMatchObject({ code: 50000, status: 0 });
  });
});
