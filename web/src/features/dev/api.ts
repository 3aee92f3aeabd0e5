import { api } from '../../lib/api.ts';

/**
 * The development providers' routes (docs/api.md): the outbox of "sent" messages and the phone that plays
 * a QR scan. With production providers they do not exist and answer 404.
 */

export type OutboxItem = { id: string; channel: 'sms' | 'email'; to: string; body: string; created_at: string };
export type OutboxPage = { items: OutboxItem[]; total: number };
export type DevWxIdentity = { openid: string; nickname: string; mobile: string };

export const devApi = {
  outbox: (page: number, pageSize: number, signal?: AbortSignal) =>
    api.get<OutboxPage>('/v2/dev/outbox', { page, pageSize }, { signal, silent: true }),
  identities: (signal?: AbortSignal) => api.get<DevWxIdentity[]>('/v2/dev/wx/identities', undefined, { signal }),
  /** `identity` is a demo openid, `new`, or `mobile:<phone>`. */
  scan: (loginid: string, identity: string) => api.post<{ ok: true }>('/v2/dev/wx/scan', { loginid, identity }),
  confirm: (loginid: string) => api.post<{ status: number }>('/v2/dev/wx/confirm', { loginid }),
  expire: (loginid: string) => api.post<{ ok: true }>('/v2/dev/wx/expire', { loginid }),
};

/** The development routes answer 404 when the production providers are configured. */
export const DEV_PROVIDERS_OFF_STATUS = 404;
