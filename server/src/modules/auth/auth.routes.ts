import { authCalls } from '@seabook/domain/auth.calls';
import { opsCalls } from '@seabook/domain/ops.calls';
import { sessionCalls } from '@seabook/domain/session.calls';
import type { FastifyRequest } from 'fastify';
import type { App, AppDeps } from '../../app-types.ts';
import { route } from '../../http/route.ts';
import {
  checkPassword,
  login,
  logout,
  registerAccount,
  resetPassword,
  sendFindPasswordCode,
  sendRegisterCode,
  staffLogin,
} from './auth.service.ts';
import type { RequestMeta } from './sessions.ts';
import { bindWxLogin, checkWxLogin, createWxLogin, sendWxBindCode } from './wx-login.ts';

export function meta(request: FastifyRequest): RequestMeta {
  return { ip: request.ip, usersign: request.usersign };
}

/** Customer sign-up, sign-in, password reset and the messaging-app QR login (spec §7). */
export async function authRoutes(app: App, { db, sms, wx }: AppDeps): Promise<void> {
  await route(app, authCalls.sendRegisterCode, async ({ body, request }) =>
    sendRegisterCode(db, sms, body.mobile, meta(request)),
  );
  await route(app, authCalls.sendResetCode, async ({ body, request }) =>
    sendFindPasswordCode(db, sms, body.mobile, meta(request)),
  );
  await route(app, authCalls.register, async ({ body, request }) => registerAccount(db, body, meta(request)));
  await route(app, authCalls.login, async ({ body, request }) => login(db, body, meta(request)));
  await route(app, sessionCalls.logout, async ({ actor }) => {
    await logout(db, actor);
    return { ok: true as const };
  });
  await route(app, authCalls.resetPassword, async ({ body }) => {
    await resetPassword(db, body);
    return { ok: true as const };
  });
  await route(app, authCalls.wxQr, async () => createWxLogin(db, wx));
  await route(app, authCalls.wxCheck, async ({ body }) => checkWxLogin(db, body.loginid));
  await route(app, authCalls.wxSendCode, async ({ body, request }) => sendWxBindCode(db, sms, body, meta(request)));
  await route(app, authCalls.wxBind, async ({ body, request }) =>
    bindWxLogin(db, body, meta(request), (name, password) => checkPassword(db, name, password, meta(request))),
  );
  await route(app, opsCalls.login, async ({ body, request }) => staffLogin(db, body, meta(request)));
}
