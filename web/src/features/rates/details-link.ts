/**
 * How the quote-details page knows it was opened from the results list: the list's details link passes
 * `fromResultsState` as router state, and "back to results" then steps back in history (keeping the
 * list, its filters and scroll) instead of opening the search page afresh.
 */

export type DetailsState = { from: 'results' };

/** The router state a results list passes along with its link to the details page. */
export const fromResultsState: DetailsState = { from: 'results' };

/** Whether the details page was opened from the results list. */
export function cameFromResults(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { from?: unknown }).from === 'results';
}
