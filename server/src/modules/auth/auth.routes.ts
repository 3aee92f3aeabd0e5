import {
  FindPassSchema,
  LoginResultSchema,
  LoginSchema,
  RegisterSchema,
  SendSmsSchema,
  StaffLoginSchema,
  WxLoginBindSchema,
  WxLoginCheckResultSchema,
  WxLoginCheckSchema,
  WxLoginQrResultSchema,
  WxLoginSmsSchema,
} from '@seabook/domain/auth';
import { OkSchema } from '@seabook/domain/envelope';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App, AppDeps } from '../../app-types.ts';
import { answers, ok } from '../../http/envelope.ts';
import { session } from '../../http/guards.ts';
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

const ResendSchema = z.object({ resend_in: z.number().int() });
const tags = ['auth'];

export function meta(request: FastifyRequest): RequestMeta {
  return { ip: request.ip, usersign: request.usersign };
}

/** Customer sign-up, sign-in, password reset and the messaging-app QR login (spec §7). */
export async function authRoutes(root: App, { db, sms, wx }: AppDeps): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/v2/member/sendsms',
    { schema: { tags, summary: 'Send a register code', body: SendSmsSchema, response: answers(ResendSchema) } },
    async (request) => ok(await sendRegisterCode(db, sms, request.body.mobile, meta(request))),
  );

  app.post(
    '/v2/member/findsendsms',
    { schema: { tags, summary: 'Send a password-reset code', body: SendSmsSchema, response: answers(ResendSchema) } },
    async (request) => ok(await sendFindPasswordCode(db, sms, request.body.mobile, meta(request))),
  );

  app.post(
    '/v2/member/reguser',
    { schema: { tags, summary: 'Register and log in', body: RegisterSchema, response: answers(LoginResultSchema) } },
    async (request) => ok(await registerAccount(db, request.body, meta(request))),
  );

  app.post(
    '/v2/member/login',
    {
      schema: {
        tags,
        summary: 'Log in by mobile or sub-account name',
        body: LoginSchema,
        response: answers(LoginResultSchema),
      },
    },
    async (request) => ok(await login(db, request.body, meta(request))),
  );

  app.post(
    '/v2/member/loginout',
    { schema: { tags, summary: 'Log out (revokes the session)', response: answers(OkSchema) } },
    async (request) => {
      await logout(db, session.actor(request));
      return ok({ ok: true as const });
    },
  );

  app.post(
    '/user/publicuser/findPass.html',
    { schema: { tags, summary: 'Reset the password by SMS code', body: FindPassSchema, response: answers(OkSchema) } },
    async (request) => {
      await resetPassword(db, request.body);
      return ok({ ok: true as const });
    },
  );

  app.post(
    '/v2/member/wxloginqr',
    { schema: { tags, summary: 'Start a messaging-app QR login', response: answers(WxLoginQrResultSchema) } },
    async () => ok(await createWxLogin(db, wx)),
  );

  app.post(
    '/v2/member/wxlogincheck',
    {
      schema: {
        tags,
        summary: 'Poll a QR login (status 1–7)',
        body: WxLoginCheckSchema,
        response: answers(WxLoginCheckResultSchema),
      },
    },
    async (request) => ok(await checkWxLogin(db, request.body.loginid)),
  );

  app.post(
    '/v2/member/wxloginsms',
    {
      schema: {
        tags,
        summary: 'Send a code to bind the QR login',
        body: WxLoginSmsSchema,
        response: answers(ResendSchema),
      },
    },
    async (request) => ok(await sendWxBindCode(db, sms, request.body, meta(request))),
  );

  app.post(
    '/v2/member/wxloginbind',
    {
      schema: {
        tags,
        summary: 'Bind the QR login to an account',
        body: WxLoginBindSchema,
        response: answers(LoginResultSchema),
      },
    },
    async (request) =>
      ok(
        await bindWxLogin(db, request.body, meta(request), (name, password) =>
          checkPassword(db, name, password, meta(request)),
        ),
      ),
  );

  app.post(
    '/v2/ops/login',
    {
      schema: {
        tags: ['ops'],
        summary: 'Operator login',
        body: StaffLoginSchema,
        response: answers(LoginResultSchema),
      },
    },
    async (request) => ok(await staffLogin(db, request.body, meta(request))),
  );
}
