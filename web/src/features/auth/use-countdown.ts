import { useCallback, useEffect, useRef, useState } from 'react';

export type Countdown = {
  /** Whole seconds left; 0 when idle. */
  seconds: number;
  running: boolean;
  start(seconds: number): void;
  /** Stops at once without calling `onDone` (e.g. a send that failed gives the button back). */
  reset(): void;
};

// Ticks faster than once a second so the shown number never lags behind the clock by a whole second.
const TICK_MS = 250;

/**
 * A seconds countdown measured against the clock rather than by counting ticks, so a background tab whose
 * timers the browser throttles still finishes on time. `onDone` runs once when it reaches zero.
 */
export function useCountdown(onDone?: () => void): Countdown {
  const [seconds, setSeconds] = useState(0);
  const endAt = useRef(0);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const onDoneRef = useRef(onDone);

  useEffect(() => {
    onDoneRef.current = onDone;
  });

  const stop = useCallback(() => {
    if (timer.current !== undefined) clearInterval(timer.current);
    timer.current = undefined;
  }, []);

  const reset = useCallback(() => {
    stop();
    setSeconds(0);
  }, [stop]);

  const start = useCallback(
    (total: number) => {
      stop();
      endAt.current = Date.now() + total * 1000;
      setSeconds(total);
      timer.current = setInterval(() => {
        const left = Math.max(0, Math.ceil((endAt.current - Date.now()) / 1000));
        setSeconds(left);
        if (left === 0) {
          stop();
          onDoneRef.current?.();
        }
      }, TICK_MS);
    },
    [stop],
  );

  useEffect(() => stop, [stop]);

  return { seconds, running: seconds > 0, start, reset };
}
