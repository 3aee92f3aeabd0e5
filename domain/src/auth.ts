import { z } from 'zod';
import { isWeakPassword, loginIssues, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHONE_PATTERN } from './auth-rules.ts';

export * from './auth-rules.ts';

export const MobileSchema = z
  .string({ error: 'PHONE_INVALID' })
  .trim()
  .regex(PHONE_PATTERN, { error: 'PHONE_INVALID' });
export const CodeSchema = z
  .string({ error: 'CODE_REQUIRED' })
  .trim()
  .min(1, { error: 'CODE_REQUIRED' })
  .regex(/^\d{6}$/, { error: 'CODE_INVALID' });
export const NewPasswordSchema = z
  .string({ error: 'PASSWORD_REQUIRED' })
  .min(1, { error: 'PASSWORD_REQUIRED' })
  .min(PASSWORD_MIN_LENGTH, { error: 'PASSWORD_TOO_SHORT' })
  .max(PASSWORD_MAX_LENGTH, { error: 'VALIDATION' })
  .refine((value) => !isWeakPassword(value), { error: 'PASSWORD_WEAK' });
export const EmailSchema = z
  .string({ error: 'EMAIL_INVALID' })
  .trim()
  .max(254, { error: 'EMAIL_INVALID' })
  .pipe(z.email({ error: 'EMAIL_INVALID' }));

/** POST /v2/member/sendsms and /v2/member/findsendsms. */
export const SendSmsSchema = z.object({ mobile: MobileSchema });
export type SendSms = z.infer<typeof SendSmsSchema>;

/** POST /v2/member/reguser: the spec's register payload. */
export const RegisterSchema = z.object({
  mobile: MobileSchema,
  code: CodeSchema,
  password: NewPasswordSchema,
  email: EmailSchema,
  /** Referrer's user id, taken from the `comeformuserid` cookie. */
  comeformuserid: z.string().trim().max(40).optional(),
  /** A scanned messaging-app login id to bind to the new account. */
  weixinqrcode: z.string().trim().max(64).optional(),
});
export type Register = z.infer<typeof RegisterSchema>;

/** The register form adds the agreement box, which must be ticked. */
export const RegisterFormSchema = RegisterSchema.extend({
  agree: z.literal(true, { error: 'AGREEMENT_REQUIRED' }),
});

/** POST /v2/member/login: a mobile number or a sub-account's full account name (checks: `loginIssues`). */
export const LoginSchema = z
  .object({
    mobile: z.string({ error: 'ACCOUNT_REQUIRED' }).trim(),
    password: z.string({ error: 'PASSWORD_REQUIRED' }),
  })
  .superRefine((values, context) => {
    for (const [field, message] of Object.entries(loginIssues(values))) {
      context.addIssue({ code: 'custom', path: [field], message });
    }
  });
export type Login = z.infer<typeof LoginSchema>;

/** POST /user/publicuser/findPass.html. */
export const FindPassSchema = z
  .object({
    mobile: MobileSchema,
    code: CodeSchema,
    password: NewPasswordSchema,
    password2: z.string({ error: 'PASSWORDS_DIFFER' }),
  })
  .refine((value) => value.password === value.password2, { error: 'PASSWORDS_DIFFER', path: ['password2'] });
export type FindPass = z.infer<typeof FindPassSchema>;

export const LoginResultSchema = z.object({ accesstoken: z.string() });
export type LoginResult = z.infer<typeof LoginResultSchema>;

/** Messaging-app (WeChat) QR login statuses, polled every 2 s (spec §4). */
export const WX_STATUS = {
  WAITING: 1,
  EXPIRED: 2,
  SCANNED: 3,
  EXPIRED_ALT: 4,
  NEED_BIND: 5,
  NEED_SMS: 6,
  SUCCESS: 7,
} as const;
export type WxStatus = (typeof WX_STATUS)[keyof typeof WX_STATUS];

/** What the browser does with a polled status; anything unknown counts as expired. */
export function wxStatusView(
  status: number,
): 'waiting' | 'expired' | 'scanned' | 'bind' | 'sms' | 'success' | 'unknown' {
  switch (status) {
    case 1:
      return 'waiting';
    case 2:
    case 4:
      return 'expired';
    case 3:
      return 'scanned';
    case 5:
      return 'bind';
    case 6:
      return 'sms';
    case 7:
      return 'success';
    default:
      return 'unknown';
  }
}

const LoginIdSchema = z
  .string({ error: 'LOGIN_ID_REQUIRED' })
  .trim()
  .min(1, { error: 'LOGIN_ID_REQUIRED' })
  .max(64, { error: 'LOGIN_ID_REQUIRED' });
export const WxLoginCheckSchema = z.object({ loginid: LoginIdSchema });
export const WxLoginSmsSchema = z.object({ loginid: LoginIdSchema, mobile: MobileSchema });
/** Bind with mobile + password (status 5) or mobile + SMS code (status 6). */
export const WxLoginBindSchema = z.union([
  z.object({
    loginid: LoginIdSchema,
    mobile: MobileSchema,
    password: z.string({ error: 'PASSWORD_REQUIRED' }).min(1, { error: 'PASSWORD_REQUIRED' }),
  }),
  z.object({ loginid: LoginIdSchema, mobile: MobileSchema, code: CodeSchema }),
]);
export type WxLoginBind = z.infer<typeof WxLoginBindSchema>;

/** A code was sent: how many seconds until another may be asked for. */
export const ResendSchema = z.object({ resend_in: z.number().int() });
export type ResendResult = z.infer<typeof ResendSchema>;

export const WxLoginQrResultSchema = z.object({ loginid: z.string(), qr: z.string(), expires_in: z.number().int() });
export type WxQrResult = z.infer<typeof WxLoginQrResultSchema>;
export const WxLoginCheckResultSchema = z.object({
  status: z.number().int(),
  data: z.object({ headimgurl: z.string(), nickname: z.string(), mobile: z.string() }).optional(),
  accesstoken: z.string().optional(),
});
export type WxLoginCheckResult = z.infer<typeof WxLoginCheckResultSchema>;

/** GET /v2/member/wxcallback: WeChat's redirect after the user confirmed on the phone. */
export const WxCallbackQuerySchema = z.object({
  code: z.string().min(1).max(256).optional(),
  state: z.string().min(1).max(64),
});

/** POST /v2/ops/login: an operator's username and password. */
export const StaffLoginSchema = z.object({
  username: z
    .string({ error: 'ACCOUNT_REQUIRED' })
    .trim()
    .min(1, { error: 'ACCOUNT_REQUIRED' })
    .max(40, { error: 'ACCOUNT_REQUIRED' }),
  password: z
    .string({ error: 'PASSWORD_REQUIRED' })
    .min(1, { error: 'PASSWORD_REQUIRED' })
    .max(PASSWORD_MAX_LENGTH, { error: 'LOGIN_FAILED' }),
});
