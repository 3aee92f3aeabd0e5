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

/** Hard limits of one LCL shipment; beyond them the cargo is refused as absurd or is FCL. */
export const CARGO_LIMITS = {
  maxWeightKg: 50_000,
  maxVolumeCbm: 200,
  maxPieces: 100_000,
  /** Above this chargeable W/M the web suggests FCL (a 20' box holds about 33 m³). */
  fclHintWm: 15,
} as const;

/** A day as the searches and line ids write it: YYYY-MM-DD. */
export const ISO_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The id of a quote line names a service and one of its sailings. */
export function parseLineId(id: string): { serviceId: string; sailingDate: string | null } {
  const [serviceId = '', sailingDate] = id.split(':');
  return { serviceId, sailingDate: sailingDate && ISO_DAY_PATTERN.test(sailingDate) ? sailingDate : null };
}
export function lineId(serviceId: string, sailingDate: string): string {
  return `${serviceId}:${sailingDate}`;
}
