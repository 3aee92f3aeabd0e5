import { QR_POLL_MS } from '@seabook/domain/auth';
import { useCallback, useEffect, useRef, useState } from 'react';
import { authApi } from './api.ts';
import { usePageVisible } from './use-page-visible.ts';
import { isPolling, phaseOf, unknownPhase, type WxPhase } from './wx-phase.ts';

export type WxLoginState = { loginid: string | null; qr: string | null; phase: WxPhase };

type Options = {
  /** Only the visible QR tab creates a code and polls. */
  active: boolean;
  pollMs?: number;
};

const initial: WxLoginState = { loginid: null, qr: null, phase: { kind: 'loading' } };

/**
 * A messaging-app QR login: creates the code, then polls its status every 2 s until a status the user must
 * act on (spec §4). Polling pauses while the tab or the page is hidden and stops on unmount; a failed poll
 * ends it as "unknown state", which the user clears by refreshing.
 */
export function useWxLogin({ active, pollMs = QR_POLL_MS }: Options) {
  const [state, setState] = useState<WxLoginState>(initial);
  const visible = usePageVisible();
  // Each refresh gets a number, so an answer for a code already replaced is ignored.
  const generation = useRef(0);

  const refresh = useCallback(async () => {
    const current = ++generation.current;
    setState(initial);
    try {
      const { loginid, qr } = await authApi.wxQr();
      if (current === generation.current) setState({ loginid, qr, phase: { kind: 'waiting' } });
    } catch {
      if (current === generation.current) setState({ ...initial, phase: unknownPhase });
    }
  }, []);

  const setPhase = useCallback((phase: WxPhase) => setState((previous) => ({ ...previous, phase })), []);

  // The first code is made when the tab is first shown; later ones only when the user refreshes.
  useEffect(() => {
    if (active && generation.current === 0) void refresh();
  }, [active, refresh]);

  const { loginid } = state;
  const polling = active && visible && loginid !== null && isPolling(state.phase);
  useEffect(() => {
    if (!polling || loginid === null) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      let phase: WxPhase;
      try {
        phase = phaseOf(await authApi.wxCheck(loginid, controller.signal));
      } catch {
        phase = unknownPhase;
      }
      if (controller.signal.aborted) return;
      setState((previous) => (previous.loginid === loginid ? { ...previous, phase } : previous));
      if (isPolling(phase)) timer = setTimeout(poll, pollMs);
    };
    timer = setTimeout(poll, pollMs);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [polling, loginid, pollMs]);

  return { ...state, refresh, setPhase };
}
