/**
 * The quote search's fixed lists and windows without zod, for the browser's first page (the search form
 * and the search in the URL). `rates.ts` re-exports them beside the schemas that use them.
 */

/** Export LCL leaves a main Chinese port; import LCL arrives at one. */
export const SERVICE_KINDS = ['export', 'import'] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

export const SORT_KEYS = ['price', 'transit', 'sailing'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const ROUTINGS = ['all', 'direct', 'transship'] as const;

/** How far ahead the search lists sailings, in days, and how far ahead a sailing date may be chosen. */
export const SEARCH_WINDOW_DAYS = 28;
export const MAX_SAILING_AHEAD_DAYS = 180;
