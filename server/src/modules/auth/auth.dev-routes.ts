import { randomBytes } from 'node:crypto';
import { PHONE_PATTERN } from '@seabook/domain/auth';
import { devCalls } from '@seabook/domain/dev.calls';
import type { App, AppDeps } from '../../app-types.ts';
import { route } from '../../http/route.ts';
import { AppError } from '../../lib/errors.ts';
import { DEV_WX_IDENTITIES, type WxIdentity } from '../../providers/wx.ts';
import { meta } from './auth.routes.ts';
import { confirmWxLogin, expireWxLogin, scanWxLogin } from './wx-login.ts';

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
export async function authDevRoutes(app: App, { db }: AppDeps): Promise<void> {
  await route(app, devCalls.wxIdentities, async () =>
    DEV_WX_IDENTITIES.map(({ openid, nickname, mobile }) => ({ openid, nickname, mobile })),
  );
  await route(app, devCalls.wxScan, async ({ body }) => {
    await scanWxLogin(db, body.loginid, identityOf(body.identity));
    return { ok: true as const };
  });
  await route(app, devCalls.wxConfirm, async ({ body, request }) => ({
    status: await confirmWxLogin(db, body.loginid, meta(request)),
  }));
  await route(app, devCalls.wxExpire, async ({ body }) => {
    await expireWxLogin(db, body.loginid);
    return { ok: true as const };
  });
}
