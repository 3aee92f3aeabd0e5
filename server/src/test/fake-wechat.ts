import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for WeChat's website login (open platform), both hosts on one port:
 * - `GET /connect/qrconnect`: checks appid, scope `snsapi_login`, `response_type=code` and that
 *   `redirect_uri` is on the app's authorised callback domain; answers the QR page, which names the
 *   QR's `uuid`;
 * - `GET /connect/l/qrconnect?uuid=…`: what the QR page polls: `wx_errcode=408` while waiting,
 *   `405` with `wx_code` once the phone confirmed (the page then goes to `redirect_uri?code=…&state=…`),
 *   `403` when the user refused (the page then goes to `redirect_uri?state=…`, without a code);
 * - `GET /sns/oauth2/access_token` and `GET /sns/userinfo` with the service's answers and errcodes
 *   (40013 invalid appid, 40125 invalid appsecret, 40029 invalid code, 40163 code been used,
 *   40001 invalid access_token, 40003 invalid openid). A code is good once, for ten minutes.
 * The phone's side is `scan(uuid, openid)` / `refuse(uuid)`: WeChat's app talks to WeChat, not to us.
 */
export type FakeWechatUser = { openid: string; nickname: string; headimgurl: string };

export type FakeWechat = {
  url: string;
  /** The phone scans the QR of `uuid` and confirms as `openid`. */
  scan(uuid: string, openid: string): void;
  refuse(uuid: string): void;
  close(): Promise<void>;
};

type Options = { appId: string; appSecret: string; callbackDomain: string; users: FakeWechatUser[] };
type Qr = { redirectUri: string; state: string; result?: { code: string } | 'refused' };

const token = () => randomBytes(16).toString('hex');

export async function startFakeWechat(options: Options): Promise<FakeWechat> {
  const qrs = new Map<string, Qr>();
  const codes = new Map<string, { openid: string; issuedAt: number; used: boolean }>();
  const accessTokens = new Map<string, string>();

  function json(response: ServerResponse, body: unknown) {
    response.writeHead(200, { 'content-type': 'application/json; encoding=utf-8' });
    response.end(JSON.stringify(body));
  }
  function html(response: ServerResponse, body: string) {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!DOCTYPE html><html><body>${body}</body></html>`);
  }

  function qrconnect(query: URLSearchParams, response: ServerResponse) {
    if (query.get('appid') !== options.appId) return html(response, '<h4>参数错误</h4><p>appid 参数错误</p>');
    if (query.get('scope') !== 'snsapi_login')
      return html(response, '<h4>参数错误</h4><p>scope 参数错误或没有 scope 权限</p>');
    let redirect: URL;
    try {
      redirect = new URL(query.get('redirect_uri') ?? '');
    } catch {
      return html(response, '<h4>参数错误</h4><p>redirect_uri 参数错误</p>');
    }
    if (redirect.hostname !== options.callbackDomain)
      return html(response, '<h4>参数错误</h4><p>redirect_uri 参数错误</p>');
    const uuid = randomBytes(8).toString('base64url');
    qrs.set(uuid, { redirectUri: redirect.toString(), state: query.get('state') ?? '' });
    return html(response, `<img class="qrcode" src="/connect/qrcode/${uuid}"><script>var uuid="${uuid}";</script>`);
  }

  function poll(query: URLSearchParams, response: ServerResponse) {
    const qr = qrs.get(query.get('uuid') ?? '');
    response.writeHead(200, { 'content-type': 'application/javascript' });
    if (!qr) return response.end("window.wx_errcode=402;window.wx_code='';");
    if (!qr.result) return response.end("window.wx_errcode=408;window.wx_code='';");
    // A refusal goes back with `state` only ("用户禁止授权，则重定向后不会带上 code 参数").
    const target = new URL(qr.redirectUri);
    if (qr.result !== 'refused') target.searchParams.set('code', qr.result.code);
    target.searchParams.set('state', qr.state);
    if (qr.result === 'refused')
      return response.end(`window.wx_errcode=403;window.wx_code='';window.wx_redirect='${target}';`);
    return response.end(`window.wx_errcode=405;window.wx_code='${qr.result.code}';window.wx_redirect='${target}';`);
  }

  function accessToken(query: URLSearchParams, response: ServerResponse) {
    if (query.get('appid') !== options.appId) return json(response, { errcode: 40013, errmsg: 'invalid appid' });
    if (query.get('secret') !== options.appSecret)
      return json(response, { errcode: 40125, errmsg: 'invalid appsecret' });
    if (query.get('grant_type') !== 'authorization_code')
      return json(response, { errcode: 40002, errmsg: 'invalid grant_type' });
    const code = codes.get(query.get('code') ?? '');
    if (!code || Date.now() - code.issuedAt > 10 * 60_000)
      return json(response, { errcode: 40029, errmsg: 'invalid code' });
    if (code.used) return json(response, { errcode: 40163, errmsg: 'code been used' });
    code.used = true;
    const issued = token();
    accessTokens.set(issued, code.openid);
    return json(response, {
      access_token: issued,
      expires_in: 7200,
      refresh_token: token(),
      openid: code.openid,
      scope: 'snsapi_login',
      unionid: `union-${code.openid}`,
    });
  }

  function userinfo(query: URLSearchParams, response: ServerResponse) {
    const openid = accessTokens.get(query.get('access_token') ?? '');
    if (!openid)
      return json(response, { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' });
    if (query.get('openid') !== openid) return json(response, { errcode: 40003, errmsg: 'invalid openid' });
    const user = options.users.find((candidate) => candidate.openid === openid);
    return json(response, {
      openid,
      nickname: user?.nickname ?? '',
      sex: 0,
      province: '',
      city: '',
      country: 'CN',
      headimgurl: user?.headimgurl ?? '',
      privilege: [],
      unionid: `union-${openid}`,
    });
  }

  const routes: Record<string, (query: URLSearchParams, response: ServerResponse) => void> = {
    '/connect/qrconnect': qrconnect,
    '/connect/l/qrconnect': poll,
    '/sns/oauth2/access_token': accessToken,
    '/sns/userinfo': userinfo,
  };
  const server = createServer((request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const route = request.method === 'GET' ? routes[url.pathname] : undefined;
    if (!route) {
      response.writeHead(404);
      return response.end();
    }
    route(url.searchParams, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    scan(uuid, openid) {
      const qr = qrs.get(uuid);
      if (!qr) throw new Error(`no QR ${uuid}`);
      const code = token();
      codes.set(code, { openid, issuedAt: Date.now(), used: false });
      qr.result = { code };
    },
    refuse(uuid) {
      const qr = qrs.get(uuid);
      if (qr) qr.result = 'refused';
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
