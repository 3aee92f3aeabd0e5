import { randomBytes } from 'node:crypto';
import { PHONE_PATTERN } from '@seabook/domain/auth';
import { OkSchema } from '@seabook/domain/envelope';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App, AppDeps } from '../../app-types.ts';
import { answers, ok } from '../../http/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { DEV_WX_IDENTITIES, type WxIdentity } from '../../providers/wx.ts';
import { meta } from './auth.routes.ts';
import { confirmWxLogin, expireWxLogin, scanWxLogin } from './wx-login.ts';

const LoginIdSchema = z.object({ loginid: z.string().min(1).max(64) });
const ScanSchema = LoginIdSchema.extend({ identity: z.string().min(1).max(80) });
const tags = ['development'];

/** `new`, `mobile:<phone>` or `bound:<openid>`, or one of the demo identities by openid. */
function identityOf(spec: string): WxIdentity {
  const demo = DEV_WX_IDENTITIES.find((identity) => identity.openid === spec);
  if (demo) return demo;
  if (spec === 'new')
    return { openid: `wx-dev-${randomBytes(6).toString('hex')}`, nickname: '微信用户', headimgurl: '', mobile: '' };
  if (spec.startsWith('mobile:') && PHONE_PATTERN.test(spec.slice(7))) {
    const mobile = spec.slice(7);
    return { openid: `wx-dev-m${mobile}`, nickname: `微信用户${mobile.slice(-4)}`, headimgurl: '', mobile };
  }
  if (spec.startsWith('bound:') && spec.length > 6)
    return { openid: spec.slice(6), nickname: '微信用户', headimgurl: '', mobile: '' };
  throw new AppError('VALIDATION');
}

/** The development phone: scans, confirms or expires a QR login. Registered only with the dev provider. */
export async function authDevRoutes(root: App, { db }: AppDeps): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v2/dev/wx/identities',
    {
      schema: {
        tags,
        response: answers(z.array(z.object({ openid: z.string(), nickname: z.string(), mobile: z.string() }))),
      },
    },
    async () => ok(DEV_WX_IDENTITIES.map(({ openid, nickname, mobile }) => ({ openid, nickname, mobile }))),
  );
  app.post('/v2/dev/wx/scan', { schema: { tags, body: ScanSchema, response: answers(OkSchema) } }, async (request) => {
    await scanWxLogin(db, request.body.loginid, identityOf(request.body.identity));
    return ok({ ok: true as const });
  });
  app.post(
    '/v2/dev/wx/confirm',
    { schema: { tags, body: LoginIdSchema, response: answers(z.object({ status: z.number().int() })) } },
    async (request) => ok({ status: await confirmWxLogin(db, request.body.loginid, meta(request)) }),
  );
  app.post(
    '/v2/dev/wx/expire',
    { schema: { tags, body: LoginIdSchema, response: answers(OkSchema) } },
    async (request) => {
      await expireWxLogin(db, request.body.loginid);
      return ok({ ok: true as const });
    },
  );
}
