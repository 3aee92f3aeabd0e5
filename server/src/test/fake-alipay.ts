import { generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rsa2Sign, rsa2Verify } from '../providers/alipay.ts';
import { signingText } from '../providers/payment.ts';

/**
 * A local stand-in for Alipay's open gateway (`gateway.do`), written from its documentation, not from
 * our adapter: every request's RSA2 signature is checked with the app's public key;
 * - `GET gateway.do?method=alipay.trade.page.pay&…` books the trade (biz_content: out_trade_no,
 *   total_amount, subject, product_code FAST_INSTANT_TRADE_PAY) and answers the cashier page;
 * - `POST gateway.do` with `method=alipay.trade.query` answers `{"alipay_trade_query_response": {…},
 *   "sign": "…"}`, the node signed with Alipay's key (40004 ACQ.TRADE_NOT_EXIST for an unknown trade);
 * - a bad signature answers 40002 isv.invalid-signature.
 * The buyer's side is `pay(outTradeNo)`, which answers the notification Alipay would post, signed.
 */
export type FakeAlipay = {
  url: string;
  /** The app's key pair (PEM) the adapter is configured with, and Alipay's public key (PEM). */
  appPrivateKey: string;
  alipayPublicKey: string;
  appId: string;
  /** The buyer pays: the trade is TRADE_SUCCESS, and the notification Alipay posts (signed) is answered. */
  pay(outTradeNo: string): Record<string, string>;
  trades: Map<string, { tradeNo: string; amount: string; subject: string; status: string; notifyUrl: string }>;
  close(): Promise<void>;
};

const pemOf = (key: KeyObject, type: 'pkcs8' | 'spki') => key.export({ type, format: 'pem' }).toString();

export async function startFakeAlipay(): Promise<FakeAlipay> {
  const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const appId = '2021000000000001';
  const trades: FakeAlipay['trades'] = new Map();

  function verified(fields: Record<string, string>): boolean {
    return (
      fields.app_id === appId &&
      fields.sign_type === 'RSA2' &&
      !!fields.sign &&
      rsa2Verify(signingText(fields), fields.sign, app.publicKey)
    );
  }

  function answerQuery(response: ServerResponse, node: Record<string, string>) {
    const text = JSON.stringify(node);
    response.writeHead(200, { 'content-type': 'text/html;charset=utf-8' });
    response.end(`{"alipay_trade_query_response":${text},"sign":"${rsa2Sign(text, alipay.privateKey)}"}`);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    let fields = Object.fromEntries(url.searchParams);
    if (request.method === 'POST') {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      fields = { ...fields, ...Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))) };
    }
    if (!verified(fields)) {
      return answerQuery(response, { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature' });
    }
    const biz = JSON.parse(fields.biz_content ?? '{}') as Record<string, string>;
    if (fields.method === 'alipay.trade.page.pay') {
      if (biz.product_code !== 'FAST_INSTANT_TRADE_PAY' || !/^\d+(\.\d{1,2})?$/.test(biz.total_amount ?? '')) {
        response.writeHead(400);
        return response.end('ILLEGAL_ARGUMENT');
      }
      const known = trades.get(biz.out_trade_no ?? '');
      trades.set(biz.out_trade_no ?? '', {
        tradeNo: known?.tradeNo ?? `2026${randomBytes(8).toString('hex')}`,
        amount: biz.total_amount ?? '',
        subject: biz.subject ?? '',
        status: known?.status ?? 'WAIT_BUYER_PAY',
        notifyUrl: fields.notify_url ?? '',
      });
      response.writeHead(200, { 'content-type': 'text/html;charset=utf-8' });
      return response.end(`<html><body>支付宝收银台 ${biz.total_amount}</body></html>`);
    }
    if (fields.method === 'alipay.trade.query') {
      const trade = trades.get(biz.out_trade_no ?? '');
      if (!trade)
        return answerQuery(response, { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST' });
      return answerQuery(response, {
        code: '10000',
        msg: 'Success',
        trade_no: trade.tradeNo,
        out_trade_no: biz.out_trade_no ?? '',
        trade_status: trade.status,
        total_amount: trade.amount,
      });
    }
    response.writeHead(400);
    response.end('unknown method');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/gateway.do`,
    appPrivateKey: pemOf(app.privateKey, 'pkcs8'),
    alipayPublicKey: pemOf(alipay.publicKey, 'spki'),
    appId,
    trades,
    pay(outTradeNo) {
      const trade = trades.get(outTradeNo);
      if (!trade) throw new Error(`no trade ${outTradeNo}`);
      trade.status = 'TRADE_SUCCESS';
      const fields: Record<string, string> = {
        notify_time: '2026-11-26 18:00:00',
        notify_type: 'trade_status_sync',
        notify_id: randomBytes(16).toString('hex'),
        app_id: appId,
        charset: 'utf-8',
        version: '1.0',
        trade_no: trade.tradeNo,
        out_trade_no: outTradeNo,
        trade_status: 'TRADE_SUCCESS',
        total_amount: trade.amount,
        receipt_amount: trade.amount,
        subject: trade.subject,
        gmt_payment: '2026-11-26 18:00:00',
      };
      return {
        ...fields,
        sign_type: 'RSA2',
        sign: rsa2Sign(signingText(fields, ['sign', 'sign_type']), alipay.privateKey),
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
