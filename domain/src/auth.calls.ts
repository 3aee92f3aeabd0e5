import { defineCall } from './call.ts';

const tags = ['auth'] as const;
const schemas = () => import('./auth.ts');
const envelope = () => import('./envelope.ts');
/** Sign-in calls never read the session: a stale token in the browser must not spoil them. */
const who = { kind: 'public' } as const;
const CODE_SENDING = ['SMS_TOO_FREQUENT', 'TOO_MANY_REQUESTS', 'SMS_SEND_FAILED'] as const;

/** Customer sign-up, sign-in, password reset and the messaging-app QR login (spec §7). */
export const authCalls = {
  sendRegisterCode: defineCall({
    method: 'POST',
    path: '/v2/member/sendsms',
    operationId: 'sendRegisterCode',
    summary: 'Send a register code',
    tags,
    who,
    errors: ['MOBILE_TAKEN', ...CODE_SENDING],
    schemas: async () => {
      const m = await schemas();
      return { body: m.SendSmsSchema, answer: m.ResendSchema };
    },
  }),
  sendResetCode: defineCall({
    method: 'POST',
    path: '/v2/member/findsendsms',
    operationId: 'sendPasswordResetCode',
    summary: 'Send a password-reset code',
    tags,
    who,
    errors: ['MOBILE_NOT_REGISTERED', ...CODE_SENDING],
    schemas: async () => {
      const m = await schemas();
      return { body: m.SendSmsSchema, answer: m.ResendSchema };
    },
  }),
  register: defineCall({
    method: 'POST',
    path: '/v2/member/reguser',
    operationId: 'register',
    summary: 'Register and log in',
    tags,
    who,
    errors: ['MOBILE_TAKEN', 'CODE_INVALID', 'CODE_EXPIRED', 'WX_ALREADY_BOUND'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.RegisterSchema, answer: m.LoginResultSchema };
    },
  }),
  login: defineCall({
    method: 'POST',
    path: '/v2/member/login',
    operationId: 'login',
    summary: 'Log in by mobile or sub-account name',
    tags,
    who,
    errors: ['LOGIN_FAILED', 'ACCOUNT_DISABLED', 'LOGIN_LOCKED'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.LoginSchema, answer: m.LoginResultSchema };
    },
  }),
  resetPassword: defineCall({
    method: 'POST',
    path: '/user/publicuser/findPass.html',
    operationId: 'resetPassword',
    summary: 'Reset the password by SMS code',
    tags,
    who,
    errors: ['MOBILE_NOT_REGISTERED', 'CODE_INVALID', 'CODE_EXPIRED'],
    schemas: async () => ({ body: (await schemas()).FindPassSchema, answer: (await envelope()).OkSchema }),
  }),
  wxQr: defineCall({
    method: 'POST',
    path: '/v2/member/wxloginqr',
    operationId: 'startWxLogin',
    summary: 'Start a messaging-app QR login',
    tags,
    who,
    schemas: async () => ({ answer: (await schemas()).WxLoginQrResultSchema }),
  }),
  wxCheck: defineCall({
    method: 'POST',
    path: '/v2/member/wxlogincheck',
    operationId: 'checkWxLogin',
    summary: 'Poll a QR login (status 1–7)',
    tags,
    who,
    errors: ['NOT_FOUND'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.WxLoginCheckSchema, answer: m.WxLoginCheckResultSchema };
    },
  }),
  wxSendCode: defineCall({
    method: 'POST',
    path: '/v2/member/wxloginsms',
    operationId: 'sendWxBindCode',
    summary: 'Send a code to bind the QR login',
    tags,
    who,
    errors: ['NOT_FOUND', 'QR_EXPIRED', 'PHONE_INVALID', 'MOBILE_NOT_REGISTERED', ...CODE_SENDING],
    schemas: async () => {
      const m = await schemas();
      return { body: m.WxLoginSmsSchema, answer: m.ResendSchema };
    },
  }),
  wxBind: defineCall({
    method: 'POST',
    path: '/v2/member/wxloginbind',
    operationId: 'bindWxLogin',
    summary: 'Bind the QR login to an account',
    tags,
    who,
    errors: [
      'NOT_FOUND',
      'QR_EXPIRED',
      'LOGIN_FAILED',
      'LOGIN_LOCKED',
      'ACCOUNT_DISABLED',
      'PHONE_INVALID',
      'MOBILE_NOT_REGISTERED',
      'CODE_INVALID',
      'CODE_EXPIRED',
      'WX_ALREADY_BOUND',
      'ACCOUNT_WX_BOUND',
    ],
    schemas: async () => {
      const m = await schemas();
      return { body: m.WxLoginBindSchema, answer: m.LoginResultSchema };
    },
  }),
  wxCallback: defineCall({
    method: 'GET',
    path: '/v2/member/wxcallback',
    operationId: 'completeWxLogin',
    summary: 'WeChat website login callback: a small page saying whether the login went through',
    tags,
    who,
    file: true,
    schemas: async () => ({ query: (await schemas()).WxCallbackQuerySchema }),
  }),
};
