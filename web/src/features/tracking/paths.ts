import type { TrackingType } from '@seabook/domain/tracking-rules';

/** The tracking page (spec §2 /cargo_tracking), opened on a search: `?type=&no=`. */
export const TRACKING_PATH = '/cargo_tracking';

export function trackingSearchPath(type: TrackingType | null, no: string): string {
  const query = new URLSearchParams(type === null ? { no } : { type: String(type), no });
  return `${TRACKING_PATH}?${query}`;
}
