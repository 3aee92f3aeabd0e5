import type { FastifyBaseLogger } from 'fastify';
import { fetchWithTimeout, GatewayError } from './gateway-error.ts';
import type { WxIdentity, WxProvider } from './wx.ts';

/**
 * WeChat website login (open platform, "网站应用微信登录"): the login page frames `connect/qrconnect`,
 * which shows WeChat's QR code; when the user confirms on the phone, WeChat sends the frame to our
 * callback with `code` and `state` (our login id); the server exchanges the code at
 * `sns/oauth2/access_token` and reads the user at `sns/userinfo`. Tested against a local fake of those
 * endpoints (src/test/fake-wechat.ts).
 */
export type WechatOptions = {
  appId: string;
  appSecret: string;
  /** Our callback, `<PUBLIC_URL>/v2/member/wxcallback`; its domain is the app's authorised callback domain. */
  redirectUri: string;
  /** `https://open.weixin.qq.com` (the QR page) and `https://api.weixin.qq.com` (the API), or local fakes. */
  openBase: string;
  apiBase: string;
  timeoutMs?: number;
};

type WechatError = { errcode?: number; errmsg?: string };
type AccessTokenAnswer = WechatError & { access_token?: string; openid?: string; unionid?: string; scope?: string };
type UserInfoAnswer = WechatError & { openid?: string; nickname?: string; headimgurl?: string; unionid?: string };

export function createWechatLoginProvider(options: WechatOptions, log: FastifyBaseLogger): WxProvider {
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call<T extends WechatError>(path: string, query: Record<string, string>): Promise<T> {
    const url = `${options.apiBase}${path}?${new URLSearchParams(query)}`;
    const response = await fetchWithTimeout(url, { timeoutMs }, 'QR_UNKNOWN_STATE');
    const answer = (await response.json().catch(() => ({ errcode: -2, errmsg: 'not json' }))) as T;
    if (!response.ok || (answer.errcode !== undefined && answer.errcode !== 0)) {
      const gatewayCode = answer.errcode !== undefined ? `errcode ${answer.errcode}` : `HTTP ${response.status}`;
      log.warn({ gateway: 'wechat', path, gatewayCode }, 'WeChat refused');
      // -1 is "system busy"; 40029 (invalid code) and 40163 (code used) will not change on a retry.
      throw new GatewayError('QR_UNKNOWN_STATE', {
        gatewayCode,
        retryable: answer.errcode === -1 || response.status >= 500,
      });
    }
    return answer;
  }

  return {
    name: 'wechat',
    frameOrigin: new URL(options.openBase).origin,
    qrText(loginid) {
      const query = new URLSearchParams({
        appid: options.appId,
        scope: 'snsapi_login',
        redirect_uri: options.redirectUri,
        state: loginid,
        response_type: 'code',
        // Shown inside our login page: the frame itself goes to the callback, the page keeps polling.
        login_type: 'jssdk',
        self_redirect: 'true',
      });
      return `${options.openBase}/connect/qrconnect?${query}`;
    },
    async identify(code): Promise<WxIdentity> {
      const token = await call<AccessTokenAnswer>('/sns/oauth2/access_token', {
        appid: options.appId,
        secret: options.appSecret,
        code,
        grant_type: 'authorization_code',
      });
      if (!token.access_token || !token.openid) {
        throw new GatewayError('QR_UNKNOWN_STATE', { gatewayCode: 'no access_token', retryable: false });
      }
      const user = await call<UserInfoAnswer>('/sns/userinfo', {
        access_token: token.access_token,
        openid: token.openid,
        lang: 'zh_CN',
      });
      // WeChat shares no phone number with a website: an unknown user binds an account (status 5).
      return { openid: token.openid, nickname: user.nickname ?? '', headimgurl: user.headimgurl ?? '', mobile: '' };
    },
  };
}
