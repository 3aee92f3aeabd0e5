import type { FindPass, Login, LoginResult, Register, WxLoginBind, WxLoginCheckResult } from '@seabook/domain/auth';
import { api } from '../../lib/api.ts';

/**
 * The anonymous calls of sign-in, sign-up and password reset (spec §7, docs/api.md). All are sent as login
 * requests: a 401 from them means "wrong credentials", never "your session is gone".
 */

export type ResendResult = { resend_in: number };
export type WxQrResult = { loginid: string; qr: string; expires_in: number };

const anonymous = { loginRequest: true } as const;

export const authApi = {
  login: (body: Login) => api.post<LoginResult>('/v2/member/login', body, anonymous),
  register: (body: Register) => api.post<LoginResult>('/v2/member/reguser', body, anonymous),
  sendRegisterCode: (mobile: string) => api.post<ResendResult>('/v2/member/sendsms', { mobile }, anonymous),
  sendResetCode: (mobile: string) => api.post<ResendResult>('/v2/member/findsendsms', { mobile }, anonymous),
  resetPassword: (body: FindPass) => api.post<{ ok: true }>('/user/publicuser/findPass.html', body, anonymous),
  wxQr: () => api.post<WxQrResult>('/v2/member/wxloginqr', undefined, anonymous),
  // Polled in the background: quiet, and cancelled when the poller stops.
  wxCheck: (loginid: string, signal?: AbortSignal) =>
    api.post<WxLoginCheckResult>('/v2/member/wxlogincheck', { loginid }, { ...anonymous, silent: true, signal }),
  wxSendCode: (loginid: string, mobile: string) =>
    api.post<ResendResult>('/v2/member/wxloginsms', { loginid, mobile }, anonymous),
  wxBind: (body: WxLoginBind) => api.post<LoginResult>('/v2/member/wxloginbind', body, anonymous),
};
