import { devCalls } from '@seabook/domain/dev.calls';
import { call } from '../../lib/api.ts';

/**
 * The development providers' routes (docs/api.md): the outbox of "sent" messages and the phone that plays
 * a QR scan. With production providers they do not exist and answer 404.
 */

export type { DevWxIdentity, OutboxItem, OutboxPage } from '@seabook/domain/dev';

export const devApi = {
  outbox: (page: number, pageSize: number, signal?: AbortSignal) =>
    call(devCalls.outbox, { page, pageSize }, { signal, silent: true }),
  identities: (signal?: AbortSignal) => call(devCalls.wxIdentities, undefined, { signal }),
  /** `identity` is a demo openid, `new`, or `mobile:<phone>`. */
  scan: (loginid: string, identity: string) => call(devCalls.wxScan, { loginid, identity }),
  confirm: (loginid: string) => call(devCalls.wxConfirm, { loginid }),
  expire: (loginid: string) => call(devCalls.wxExpire, { loginid }),
};

/** The development routes answer 404 when the production providers are configured. */
export const DEV_PROVIDERS_OFF_STATUS = 404;
