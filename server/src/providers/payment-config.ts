import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { createAlipayProvider } from './alipay.ts';
import { createDevPaymentProvider, type DevPaymentGateway } from './dev-payment.ts';
import type { PaymentProvider } from './payment.ts';
import type { ProvidersConfig } from './provider-config.ts';

/** The online payment gateways the configuration names, and where their notifications go (decision 036). */
export type Payments = {
  /** The gateways by channel: Alipay, or the development gateway. */
  providers: { alipay?: PaymentProvider; dev?: DevPaymentGateway };
  /** Our notify URL for a channel (absolute for a real gateway). */
  notifyUrl(channel: 'alipay' | 'dev'): string;
  /** Where the customer's browser comes back to after paying. */
  returnUrl(path: string): string;
};

export function createPayments(
  config: ProvidersConfig['pay'],
  db: Db,
  log: FastifyBaseLogger,
  /** How the development gateway reaches our notify URL (the app itself, through its HTTP layer). */
  deliver: (notifyUrl: string, fields: Record<string, string>) => Promise<void>,
): Payments {
  if (config.kind === 'alipay') {
    return {
      providers: { alipay: createAlipayProvider(config, log) },
      notifyUrl: (channel) => `${config.publicUrl}/v2/trade/notify/${channel}`,
      returnUrl: (path) => `${config.publicUrl}${path}`,
    };
  }
  return {
    providers: { dev: createDevPaymentProvider(db, deliver) },
    notifyUrl: (channel) => `/v2/trade/notify/${channel}`,
    returnUrl: (path) => path,
  };
}
