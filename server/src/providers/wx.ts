/**
 * The messaging-app (WeChat) login provider: it turns a login id into the text of the QR code the
 * login page shows, and, for the real service, turns the code WeChat hands back into who scanned it.
 * The development provider's QR points at the development phone page, which plays the scan and the
 * confirmation; the WeChat provider's is the open platform's QR page (providers/wechat-login.ts).
 */
export type WxIdentity = { openid: string; nickname: string; headimgurl: string; mobile: string };

export type WxProvider = {
  readonly name: 'dev' | 'wechat';
  qrText(loginid: string): string;
  /** The origin the login page frames to show the QR (allowed by the page's Content-Security-Policy). */
  readonly frameOrigin?: string;
  /** Exchanges the `code` of the callback for the user's identity; throws a GatewayError when refused. */
  identify?(code: string): Promise<WxIdentity>;
};

export function createDevWxProvider(): WxProvider {
  return { name: 'dev', qrText: (loginid) => `/dev/wx-phone?loginid=${encodeURIComponent(loginid)}` };
}

/** Identities the development phone can confirm as (see docs/decisions/007-development-providers.md). */
export const DEV_WX_IDENTITIES: readonly WxIdentity[] = [
  { openid: 'wx-demo-bound', nickname: '演示微信用户', headimgurl: '', mobile: '13800000001' },
  { openid: 'wx-demo-new', nickname: 'New WeChat user', headimgurl: '', mobile: '' },
];
