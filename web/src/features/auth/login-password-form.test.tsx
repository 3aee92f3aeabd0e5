import { readFileSync } from 'node:fs';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../i18n/i18n.ts';
import { clearSession, getToken } from '../../lib/session.ts';
import { LoginPasswordForm } from './login-password-form.tsx';
import { renderWithApp, stubServer } from './test-utils.tsx';

const LOGIN = '/v2/member/login';

beforeEach(async () => {
  localStorage.clear();
  clearSession();
  await setLocale('zh-CN');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function type(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

function renderForm() {
  const onSuccess = vi.fn();
  renderWithApp(<LoginPasswordForm onSuccess={onSuccess} onForgot={vi.fn()} onRegister={vi.fn()} />);
  return { onSuccess };
}

describe('LoginPasswordForm', () => {
  it('sends nothing while a field is empty, says which, and puts the focus on the first', async () => {
    const server = stubServer({});
    renderForm();
    type('login-password', 'Demo@2026');
    fireEvent.click(screen.getByTestId('login-submit'));

    const account = screen.getByTestId('login-mobile');
    expect(await screen.findByText('请输入手机号或子账号')).toBeTruthy();
    expect(account.getAttribute('aria-invalid')).toBe('true');
    expect(account.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    expect(document.activeElement).toBe(account);
    expect(server.calls).toHaveLength(0);
    // No more can be typed than an account may be long.
    expect(account.getAttribute('maxlength')).toBe('80');

    // The message follows the typing: gone once there is an account.
    type('login-mobile', '13800000001');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId<HTMLInputElement>('login-password').value).toBe('Demo@2026');
  });

  it('sends the trimmed account at once, keeps the token and hands over', async () => {
    const server = stubServer({ [LOGIN]: [{ data: { accesstoken: 'token-1' } }] });
    const { onSuccess } = renderForm();
    type('login-mobile', '  clerk@seabookdemo ');
    type('login-password', 'Demo@2026');
    fireEvent.click(screen.getByTestId('login-submit'));

    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(server.calls).toEqual([{ path: LOGIN, body: { mobile: 'clerk@seabookdemo', password: 'Demo@2026' } }]);
    expect(getToken()).toBe('token-1');
  });

  it('refuses a second press while the first login is on its way', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const { onSuccess } = renderForm();
    type('login-mobile', '13800000001');
    type('login-password', 'Demo@2026');
    // Two presses in the same moment, before the form has drawn its busy state.
    fireEvent.click(screen.getByTestId('login-submit'));
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(screen.getByTestId('login-submit').getAttribute('aria-busy')).toBe('true'));
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    answer(Response.json({ error: {}, result: { data: { accesstoken: 'token-2' } } }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says a refused login in a notice, keeping what was typed', async () => {
    stubServer({ [LOGIN]: [{ status: 401, error: { code: 40100, msg: '账号或密码错误' } }] });
    renderForm();
    type('login-mobile', '13800000001');
    type('login-password', 'wrong');
    fireEvent.click(screen.getByTestId('login-submit'));

    expect(await screen.findByText('账号或密码错误')).toBeTruthy();
    expect(screen.getByTestId<HTMLInputElement>('login-mobile').value).toBe('13800000001');
    expect(screen.getByTestId<HTMLInputElement>('login-password').value).toBe('wrong');
    expect(getToken()).toBeNull();
    await waitFor(() => expect(screen.getByTestId('login-submit').getAttribute('aria-busy')).toBeNull());
  });

  it("puts the server's word on a field under that field until the user types there", async () => {
    const fields = { mobile: '该账号已停用' };
    stubServer({ [LOGIN]: [{ status: 422, error: { code: 42200, msg: '参数错误', fields } }] });
    renderForm();
    type('login-mobile', 'clerk@seabookdemo');
    type('login-password', 'Demo@2026');
    fireEvent.click(screen.getByTestId('login-submit'));

    const account = screen.getByTestId('login-mobile');
    await waitFor(() => expect(account.getAttribute('aria-invalid')).toBe('true'));
    const message = document.getElementById(account.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
    expect(message?.textContent).toBe('该账号已停用');
    type('login-mobile', 'clerk@seabookdemo2');
    expect(account.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('该账号已停用')).toBeNull();
  });

  it('shows and hides the password on the eye button', () => {
    renderForm();
    const password = screen.getByTestId<HTMLInputElement>('login-password');
    const reveal = screen.getByRole('button', { name: '显示密码' });
    expect(password.type).toBe('password');
    fireEvent.click(reveal);
    expect(password.type).toBe('text');
    expect(reveal.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(reveal);
    expect(password.type).toBe('password');
  });

  it('is plain React: no antd component on the way from the press to the request', () => {
    const source = readFileSync(`${import.meta.dirname}/login-password-form.tsx`, 'utf8');
    expect(source).not.toMatch(/from 'antd'/);
  });
});
