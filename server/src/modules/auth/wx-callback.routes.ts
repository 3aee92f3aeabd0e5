import { authCalls } from '@seabook/domain/auth.calls';
import type { Localized } from '@seabook/domain/i18n';
import type { App, AppDeps } from '../../app-types.ts';
import { route } from '../../http/route.ts';
import { meta } from './auth.routes.ts';
import { completeWxCallback } from './wx-login.ts';

const TEXT: Record<'done' | 'failed', Localized> = {
  done: {
    'zh-CN': '微信已确认，请在登录页继续。',
    'zh-TW': '微信已確認，請在登入頁繼續。',
    en: 'WeChat has confirmed. Continue on the login page.',
  },
  failed: {
    'zh-CN': '微信登录未完成，请在登录页刷新二维码后重试。',
    'zh-TW': '微信登入未完成，請在登入頁重新整理 QR Code 後重試。',
    en: 'The WeChat login did not complete. Refresh the QR code on the login page and try again.',
  },
};

function page(text: string): string {
  return `<!doctype html><meta charset="utf-8"><title>Seabook</title><p style="font:14px sans-serif;text-align:center;margin-top:40%">${text}</p>`;
}

/**
 * WeChat's redirect after the user confirmed on the phone (providers/wechat-login.ts). It lands in the
 * frame on our login page, which keeps polling `wxlogincheck` and moves on by itself; this page only
 * says what happened. Registered only with the WeChat provider.
 */
export async function wxCallbackRoutes(app: App, { db, wx }: AppDeps): Promise<void> {
  await route(app, authCalls.wxCallback, async ({ query, request, reply }) => {
    let outcome: 'done' | 'failed' = 'done';
    try {
      await completeWxCallback(db, wx, { loginid: query.state, code: query.code }, meta(request));
    } catch (error) {
      request.log.warn({ err: error }, 'WeChat login callback failed');
      outcome = 'failed';
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page(TEXT[outcome][request.locale]));
  });
}
