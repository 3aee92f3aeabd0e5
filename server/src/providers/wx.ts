/**
 * The messaging-app (WeChat) login provider: it turns a login id into the text of a QR code, and
 * describes who scanned it. A production adapter builds the open-platform authorization URL and
 * fills the identity from its callback; the development provider's QR points at the development
 * phone page, which plays the scan and the confirmation.
 */
export type WxIdentity = { openid: string; nickname: string; headimgurl: string; mobile: string };

export type WxProvider = {
  readonly name: string;
  qrText(loginid: string): string;
};

export function createDevWxProvider(): WxProvider {
  return { name: 'dev', qrText: (loginid) => `/dev/wx-phone?loginid=${encodeURIComponent(loginid)}` };
}

/** Identities the development phone can confirm as (see docs/decisions/007-development-providers.md). */
export const DEV_WX_IDENTITIES: readonly WxIdentity[] = [
  { openid: 'wx-demo-bound', nickname: '演示微信用户', headimgurl: '', mobile: '13800000001' },
  { openid: 'wx-demo-new', nickname: 'New WeChat user', headimgurl: '', mobile: '' },
];
