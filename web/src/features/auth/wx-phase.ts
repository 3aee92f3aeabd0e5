import { type WxLoginCheckResult, wxStatusView } from '@seabook/domain/auth';

/** Who scanned, as the poll reports it; `mobile` is already masked by the server. */
export type WxProfile = { nickname: string; headimgurl: string; mobile: string };

/** What the QR login panel shows, derived from the polled status of spec §4. */
export type WxPhase =
  | { kind: 'loading' }
  | { kind: 'waiting' }
  | { kind: 'scanned'; profile?: WxProfile }
  | { kind: 'expired'; reason: 'QR_EXPIRED' | 'QR_UNKNOWN_STATE' }
  | { kind: 'bind'; profile?: WxProfile }
  | { kind: 'sms'; profile?: WxProfile }
  | { kind: 'success'; token: string }
  /** Bound by password or SMS: the 3 s countdown before the reload, holding the new session's token. */
  | { kind: 'bound'; token: string };

/** The phase a poll answer leads to. Anything unexpected counts as expired, with the unknown-state message. */
export function phaseOf(result: WxLoginCheckResult): WxPhase {
  const profile = result.data;
  switch (wxStatusView(result.status)) {
    case 'waiting':
      return { kind: 'waiting' };
    case 'scanned':
      return { kind: 'scanned', profile };
    case 'expired':
      return { kind: 'expired', reason: 'QR_EXPIRED' };
    case 'bind':
      return { kind: 'bind', profile };
    case 'sms':
      return { kind: 'sms', profile };
    case 'success':
      // The token comes exactly once; a success without it cannot log anyone in.
      return result.accesstoken ? { kind: 'success', token: result.accesstoken } : unknownPhase;
    default:
      return unknownPhase;
  }
}

export const unknownPhase: WxPhase = { kind: 'expired', reason: 'QR_UNKNOWN_STATE' };

/** Phases in which the browser keeps asking the server; every other one waits for the user. */
export function isPolling(phase: WxPhase): boolean {
  return phase.kind === 'waiting' || phase.kind === 'scanned';
}
