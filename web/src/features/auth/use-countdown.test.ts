import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useCountdown', () => {
  it('counts whole seconds down to zero and then calls onDone once', () => {
    const onDone = vi.fn();
    const { result } = renderHook(() => useCountdown(onDone));
    expect(result.current.running).toBe(false);

    act(() => result.current.start(3));
    expect(result.current).toMatchObject({ seconds: 3, running: true });

    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.seconds).toBe(2);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.seconds).toBe(1);
    expect(onDone).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ seconds: 0, running: false });
    act(() => vi.advanceTimersByTime(5000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('reset stops at once without calling onDone (a failed send gives the button back)', () => {
    const onDone = vi.fn();
    const { result } = renderHook(() => useCountdown(onDone));
    act(() => result.current.start(60));
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.seconds).toBe(50);

    act(() => result.current.reset());
    expect(result.current).toMatchObject({ seconds: 0, running: false });
    act(() => vi.advanceTimersByTime(60_000));
    expect(onDone).not.toHaveBeenCalled();
  });

  it('follows the clock, not the number of ticks, when timers are throttled', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    // A background tab: the clock moves 30 s while the timer gets to run only once.
    act(() => {
      vi.setSystemTime(Date.now() + 30_000);
      vi.advanceTimersByTime(250);
    });
    expect(result.current.seconds).toBe(30);
  });

  it('starting again restarts from the new length', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    act(() => vi.advanceTimersByTime(5000));
    act(() => result.current.start(120));
    expect(result.current.seconds).toBe(120);
  });
});
