import { defineCall } from './call.ts';

const tags = ['members'] as const;
const schemas = () => import('./account-centre.ts');
const envelope = () => import('./envelope.ts');

/** The account centre's own calls (issue 16). */
export const accountCentreCalls = {
  home: defineCall({
    method: 'GET',
    path: '/v2/member/membercenter',
    operationId: 'getMemberCenter',
    summary: 'The account-centre home: who I am and what waits (orders by status, inquiries left, unread, drafts)',
    tags,
    who: { kind: 'account', permission: 'center' },
    schemas: async () => ({ answer: (await schemas()).MemberCenterSchema }),
  }),
  headpics: defineCall({
    method: 'GET',
    path: '/v2/member/headpiclist',
    operationId: 'listHeadpics',
    summary: 'The avatars one may choose instead of uploading one',
    tags,
    who: { kind: 'visitor' },
    schemas: async () => ({ answer: (await schemas()).HeadpicListSchema }),
  }),
  headpic: defineCall({
    method: 'GET',
    path: '/v2/member/headpic',
    operationId: 'getHeadpic',
    summary: 'An uploaded avatar, for an <img> (no session): only a file some account uses as its avatar',
    tags,
    who: { kind: 'visitor' },
    errors: ['NOT_FOUND'],
    file: true,
    schemas: async () => ({ query: (await import('./verification.ts')).VerificationIdSchema }),
  }),
  info: defineCall({
    method: 'GET',
    path: '/v2/member/getaccountinfo',
    operationId: 'getAccountInfo',
    summary: 'Everything /center/information shows: name, avatar, masked mobile and e-mail, company, states, binding',
    tags,
    who: { kind: 'account', permission: 'information' },
    schemas: async () => ({ answer: (await schemas()).AccountInfoSchema }),
  }),
  changeInfo: defineCall({
    method: 'POST',
    path: '/v2/member/changeinfo',
    operationId: 'changeInfo',
    summary: 'Change the name shown and the avatar (a preset, or an uploaded image of kind `image`)',
    tags,
    who: { kind: 'account', permission: 'information', action: 'edit' },
    errors: ['NOT_FOUND', 'FILE_KIND_NOT_ALLOWED'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.ChangeInfoSchema, answer: m.AccountInfoSchema };
    },
  }),
  changePassword: defineCall({
    method: 'POST',
    path: '/v2/member/changepassword',
    operationId: 'changePassword',
    summary: 'Change the password with the old one; every other session of the account ends',
    tags,
    who: { kind: 'account', permission: 'information', action: 'edit' },
    errors: ['OLD_PASSWORD_WRONG', 'LOGIN_LOCKED'],
    schemas: async () => ({ body: (await schemas()).ChangePasswordSchema, answer: (await envelope()).OkSchema }),
  }),
  unbindWx: defineCall({
    method: 'POST',
    path: '/v2/member/unbindwx',
    operationId: 'unbindWx',
    summary: 'Unbind the messaging-app (WeChat) identity from the account',
    tags,
    who: { kind: 'account', permission: 'information', action: 'edit' },
    schemas: async () => ({ answer: (await schemas()).AccountInfoSchema }),
  }),
  sendMobileCode: defineCall({
    method: 'POST',
    path: '/v2/member/sendmobilecode',
    operationId: 'sendMobileChangeCode',
    summary: 'Send a code to the current mobile (`old`) or to the new one (`new`, refused when registered)',
    tags,
    who: { kind: 'account', permission: 'information', action: 'edit' },
    errors: ['MOBILE_TAKEN', 'SMS_TOO_FREQUENT', 'TOO_MANY_REQUESTS', 'SMS_SEND_FAILED'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.SendMobileCodeSchema, answer: m.ResendSchema };
    },
  }),
  changeMobile: defineCall({
    method: 'POST',
    path: '/v2/member/changemobile',
    operationId: 'changeMobile',
    summary: 'Move the account to a new mobile with the codes sent to the old and to the new number',
    tags,
    who: { kind: 'account', permission: 'information', action: 'edit' },
    errors: ['CODE_INVALID', 'CODE_EXPIRED', 'MOBILE_TAKEN'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.ChangeMobileSchema, answer: m.AccountInfoSchema };
    },
  }),
  sendEmailCode: defineCall({
    method: 'POST',
    path: '/v2/member/sendemailcode',
    operationId: 'sendEmailChangeCode',
    summary: 'Send a code to the new e-mail address (the same caps as an SMS code)',
    tags,
    who: { kind: 'account', permission: 'information', action: 'edit' },
    errors: ['EMAIL_UNCHANGED', 'SMS_TOO_FREQUENT', 'TOO_MANY_REQUESTS', 'EMAIL_SEND_FAILED'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.SendEmailCodeSchema, answer: m.ResendSchema };
    },
  }),
  changeEmail: defineCall({
    method: 'POST',
    path: '/v2/member/changeemail',
    operationId: 'changeEmail',
    summary: 'Change the account’s e-mail with the code sent to the new address (five tries per code)',
    tags,
    who: { kind: 'account', permission: 'information', action: 'edit' },
    errors: ['CODE_INVALID', 'CODE_EXPIRED', 'EMAIL_UNCHANGED'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.ChangeEmailSchema, answer: m.AccountInfoSchema };
    },
  }),
};
