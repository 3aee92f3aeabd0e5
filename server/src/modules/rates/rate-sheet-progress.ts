import type { RateSheetProgress, RateSheetStage } from '@seabook/domain/rate-sheet';

/**
 * How far each operator's long rate-sheet tasks are (decision 028), kept in this process's memory for
 * ten minutes: the desk polls it while its export, check or import runs. A task is the operator's own
 * (another operator asking for the same id hears `waiting`). Behind a load balancer a poll may reach
 * another instance and hear `waiting` until the answer comes; the task itself is not affected.
 */

const KEEP_MS = 10 * 60 * 1000;
type Entry = RateSheetProgress & { at: number };
const tasks = new Map<string, Entry>();

const keyOf = (staffId: string, task: string) => `${staffId}:${task}`;

function sweep(now: number): void {
  for (const [key, entry] of tasks) if (now - entry.at > KEEP_MS) tasks.delete(key);
}

/** The reporter of one task; without a task id, one that records nothing. */
export function taskProgress(
  staffId: string,
  task: string | undefined,
): (stage: RateSheetStage, share?: number) => void {
  if (!task) return () => {};
  const key = keyOf(staffId, task);
  return (stage, share) => {
    const now = Date.now();
    sweep(now);
    const percent = share === undefined ? null : Math.max(0, Math.min(100, Math.round(share * 100)));
    tasks.set(key, { stage, percent: stage === 'done' ? 100 : percent, at: now });
  };
}

/** Where the operator's task is; `waiting` when it has not started (or is unknown). */
export function progressOf(staffId: string, task: string): RateSheetProgress {
  const entry = tasks.get(keyOf(staffId, task));
  return entry ? { stage: entry.stage, percent: entry.percent } : { stage: 'waiting', percent: null };
}
