import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../i18n/i18n.ts';
import { getToken } from '../../lib/session.ts';
import { RegisterForm } from './register-form.tsx';
import { renderWithApp, stubServer } from './test-utils.tsx';

const SEND = '/v2/member/sendsms';
const REGISTER = '/v2/member/reguser';

beforeEach(async () => {
  localStorage.clear();
  await setLocale('zh-CN');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API, and the app reads document.cookie
  document.cookie = 'comeformuserid=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

function type(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

function fillAll() {
  type('reg-mobile', '13912345678');
  type('reg-code', '123456');
  type('reg-email', 'new@example.com');
  type('reg-password', 'Sea@2026x');
}

describe('RegisterForm', () => {
  it('refuses to submit without the agreement ticked, with the red tip, and keeps the values', async () => {
    const server = stubServer({});
    renderWithApp(<RegisterForm onSuccess={vi.fn()} onLogin={vi.fn()} />);
    fillAll();
    fireEvent.click(screen.getByTestId('reg-submit'));

    await screen.findByText('请阅读并同意用户协议');
    expect(server.calls.some((call) => call.path === REGISTER)).toBe(false);
    expect(screen.getByTestId<HTMLInputElement>('reg-email').value).toBe('new@example.com');
  });

  it('gives the send button back and marks the mobile field when sending fails', async () => {
    stubServer({
      [SEND]: [{ status: 409, error: { code: 40900, msg: '该手机号已注册，请直接登录' } }],
    });
    renderWithApp(<RegisterForm onSuccess={vi.fn()} onLogin={vi.fn()} />);
    type('reg-mobile', '13800000001');
    fireEvent.click(screen.getByTestId('reg-send-code'));

    expect(await screen.findAllByText('该手机号已注册，请直接登录')).not.toHaveLength(0);
    await waitFor(() => expect(screen.getByTestId('reg-send-code').textContent).toBe('获取验证码'));
  });

  it('starts the 60 s countdown and says so when the code is sent', async () => {
    stubServer({ [SEND]: [{ data: { resend_in: 60 } }] });
    renderWithApp(<RegisterForm onSuccess={vi.fn()} onLogin={vi.fn()} />);
    type('reg-mobile', '13912345678');
    fireEvent.click(screen.getByTestId('reg-send-code'));

    await screen.findByText('验证码已发送');
    await waitFor(() => expect(screen.getByTestId('reg-send-code').textContent).toMatch(/^(60|59) 秒后重新获取$/));
  });

  it('registers with the referrer cookie, keeps the token and reports success', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: set the way a partner's referral link would
    document.cookie = 'comeformuserid=1001; path=/';
    const server = stubServer({ [REGISTER]: [{ data: { accesstoken: 'tok-new' } }] });
    const onSuccess = vi.fn();
    renderWithApp(<RegisterForm onSuccess={onSuccess} onLogin={vi.fn()} />);
    fillAll();
    fireEvent.click(screen.getByTestId('reg-agree'));
    fireEvent.click(screen.getByTestId('reg-submit'));

    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(getToken()).toBe('tok-new');
    expect(server.calls.find((call) => call.path === REGISTER)?.body).toEqual({
      mobile: '13912345678',
      code: '123456',
      email: 'new@example.com',
      password: 'Sea@2026x',
      comeformuserid: '1001',
    });
  });
});
