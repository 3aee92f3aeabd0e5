/**
 * How long an inquiry has waited for a quote, in whole minutes, and how the desk says it. Past
 * OVERDUE_MINUTES the queue highlights it (the spec promises answers within 30 minutes).
 */

export const OVERDUE_MINUTES = 30;

/** Whole minutes from an ISO instant to `now` (never negative). */
export function waitedMinutes(createdAt: string, now: number): number {
  const since = Date.parse(createdAt);
  if (Number.isNaN(since)) return 0;
  return Math.max(0, Math.floor((now - since) / 60_000));
}

export type WaitedText =
  | { key: 'ops:waited.minutes'; values: { minutes: number } }
  | { key: 'ops:waited.hours'; values: { hours: number; minutes: number } }
  | { key: 'ops:waited.days'; values: { days: number; hours: number } };

/** The message and values that say a wait: minutes under an hour, hours and minutes under a day, else days and hours. */
export function waitedText(minutes: number): WaitedText {
  if (minutes < 60) return { key: 'ops:waited.minutes', values: { minutes } };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { key: 'ops:waited.hours', values: { hours, minutes: minutes % 60 } };
  return { key: 'ops:waited.days', values: { days: Math.floor(hours / 24), hours: hours % 24 } };
}
