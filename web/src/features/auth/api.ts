import type { FindPass, Login, Register, WxLoginBind } from '@seabook/domain/auth';
import { authCalls } from '@seabook/domain/auth.calls';
import { call } from '../../lib/api.ts';

/**
 * The anonymous calls of sign-in, sign-up and password reset (spec §7, docs/api.md). All are sent as login
 * requests: a 401 from them means "wrong credentials", never "your session is gone".
 */

export type { ResendResult, WxQrResult } from '@seabook/domain/auth';

const anonymous = { loginRequest: true } as const;

export const authApi = {
  login: (body: Login) => call(authCalls.login, body, anonymous),
  register: (body: Register) => call(authCalls.register, body, anonymous),
  sendRegisterCode: (mobile: string) => call(authCalls.sendRegisterCode, { mobile }, anonymous),
  sendResetCode: (mobile: string) => call(authCalls.sendResetCode, { mobile }, anonymous),
  resetPassword: (body: FindPass) => call(authCalls.resetPassword, body, anonymous),
  wxQr: () => call(authCalls.wxQr, undefined, anonymous),
  // Polled in the background: quiet, and cancelled when the poller stops.
  wxCheck: (loginid: string, signal?: AbortSignal) =>
    call(authCalls.wxCheck, { loginid }, { ...anonymous, silent: true, signal }),
  wxSendCode: (loginid: string, mobile: string) => call(authCalls.wxSendCode, { loginid, mobile }, anonymous),
  wxBind: (body: WxLoginBind) => call(authCalls.wxBind, body, anonymous),
};
