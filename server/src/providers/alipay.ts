import { createPrivateKey, createPublicKey, createSign, createVerify, type KeyObject } from 'node:crypto';
import { chinaDateTime } from '@seabook/domain/china-time';
import type { FastifyBaseLogger } from 'fastify';
import { fetchWithTimeout, GatewayError } from './gateway-error.ts';
import {
  type GatewayTrade,
  moneyOfWire,
  type PaymentProvider,
  signingText,
  tradeStatusOf,
  wireAmount,
} from './payment.ts';

/**
 * Alipay computer-website payment (电脑网站支付): `alipay.trade.page.pay` is a signed address of the
 * gateway the browser goes to; Alipay posts `trade_status_sync` notifications to our notify URL; we ask
 * with `alipay.trade.query`. Everything is signed RSA2 (SHA256withRSA) over the sorted fields; Alipay's
 * answers and notifications are verified with Alipay's public key. Alipay collects CNY. Tested against a
 * local stand-in of its gateway (src/test/fake-alipay.ts).
 */
export type AlipayOptions = {
  appId: string;
  /** Our application private key (PEM, PKCS#8 or PKCS#1). */
  privateKey: string;
  /** Alipay's public key (PEM), to verify what Alipay signs. */
  alipayPublicKey: string;
  /** `https://openapi.alipay.com/gateway.do`, or a local fake. */
  gateway: string;
  timeoutMs?: number;
};

const pem = (key: string, label: 'PRIVATE KEY' | 'PUBLIC KEY') =>
  key.includes('-----BEGIN') ? key : `-----BEGIN ${label}-----\n${key.replace(/\s+/g, '')}\n-----END ${label}-----\n`;

export function rsa2Sign(text: string, key: KeyObject): string {
  return createSign('RSA-SHA256').update(text, 'utf8').sign(key, 'base64');
}
export function rsa2Verify(text: string, signature: string, key: KeyObject): boolean {
  try {
    return createVerify('RSA-SHA256').update(text, 'utf8').verify(key, signature, 'base64');
  } catch {
    return false;
  }
}

export function createAlipayProvider(options: AlipayOptions, log: FastifyBaseLogger): PaymentProvider {
  const timeoutMs = options.timeoutMs ?? 10_000;
  // Keys are read when first needed, so a server with a broken key still starts and says so on use.
  let keys: { ours: KeyObject; alipay: KeyObject } | undefined;
  const keysOf = () => {
    keys ??= {
      ours: createPrivateKey(pem(options.privateKey, 'PRIVATE KEY')),
      alipay: createPublicKey(pem(options.alipayPublicKey, 'PUBLIC KEY')),
    };
    return keys;
  };

  function signed(method: string, bizContent: object, extra: Record<string, string> = {}): Record<string, string> {
    const fields: Record<string, string> = {
      app_id: options.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: chinaDateTime(Date.now(), 'second'),
      version: '1.0',
      biz_content: JSON.stringify(bizContent),
      ...extra,
    };
    return { ...fields, sign: rsa2Sign(signingText(fields), keysOf().ours) };
  }

  return {
    channel: 'alipay',
    currencies: ['CNY'],
    async cashierUrl(order) {
      const fields = signed(
        'alipay.trade.page.pay',
        {
          out_trade_no: order.paymentNo,
          product_code: 'FAST_INSTANT_TRADE_PAY',
          total_amount: wireAmount(order.amount),
          subject: order.subject,
        },
        { notify_url: order.notifyUrl, return_url: order.returnUrl },
      );
      return `${options.gateway}?${new URLSearchParams(fields)}`;
    },
    verifyNotify(fields) {
      if (!fields.sign || fields.app_id !== options.appId) return null;
      if (!rsa2Verify(signingText(fields, ['sign', 'sign_type']), fields.sign, keysOf().alipay)) return null;
      const status = tradeStatusOf(fields.trade_status);
      const amount = moneyOfWire(fields.total_amount, 'CNY');
      if (!status || !amount || !fields.out_trade_no) return null;
      return { paymentNo: fields.out_trade_no, tradeNo: fields.trade_no ?? '', amount, status };
    },
    async query(paymentNo): Promise<GatewayTrade | null> {
      const body = new URLSearchParams(signed('alipay.trade.query', { out_trade_no: paymentNo }));
      const response = await fetchWithTimeout(
        options.gateway,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
          body,
          timeoutMs,
        },
        'PAYMENT_GATEWAY_FAILED',
      );
      const text = await response.text();
      // The signature covers the answer's node exactly as sent, so it is cut out of the text, not re-serialized.
      const node = /"alipay_trade_query_response"\s*:\s*(\{.*?\})\s*,\s*"sign"\s*:\s*"([^"]+)"/s.exec(text);
      if (!response.ok || !node?.[1] || !node[2] || !rsa2Verify(node[1], node[2], keysOf().alipay)) {
        log.warn({ gateway: 'alipay', status: response.status }, 'Alipay query answer not verified');
        throw new GatewayError('PAYMENT_GATEWAY_FAILED', { gatewayCode: 'unverified answer', retryable: true });
      }
      const answer = JSON.parse(node[1]) as Record<string, string>;
      if (answer.code === '40004' && answer.sub_code === 'ACQ.TRADE_NOT_EXIST') return null;
      if (answer.code !== '10000') {
        throw new GatewayError('PAYMENT_GATEWAY_FAILED', {
          gatewayCode: `${answer.code} ${answer.sub_code ?? ''}`.trim(),
          retryable: answer.code === '20000',
        });
      }
      const status = tradeStatusOf(answer.trade_status);
      const amount = moneyOfWire(answer.total_amount, 'CNY');
      if (!status || !amount || answer.out_trade_no !== paymentNo) return null;
      return { paymentNo, tradeNo: answer.trade_no ?? '', amount, status };
    },
  };
}
