import { isContainerNumber } from './booking-rules.ts';
import type { ErrorKey } from './errors.ts';
import type { BusinessNode, OrderStatus } from './order-flow.ts';

/**
 * Cargo tracking's rules without zod (decision 014: the header's search panel uses them, and it must
 * stay light): the three kinds of number a shipment is found by (spec §2's cargo search panel), how a
 * typed number is cleaned and recognised, and the coarse phase a visitor reads. The wire schemas are
 * in tracking.ts.
 */

/** 1 bill of lading or booking number (or our order number), 2 container number, 3 customer contract number. */
export const TRACKING_TYPES = [1, 2, 3] as const;
export type TrackingType = (typeof TRACKING_TYPES)[number];

export const TRACKING_NO_MIN = 4;
export const TRACKING_NO_MAX = 30;
/** What a tracking number may consist of once cleaned: letters, digits, `-` and `/`. */
export const TRACKING_NO_PATTERN = /^[A-Z0-9\-/]{4,30}$/;

const CONTAINER_SHAPE = /^[A-Z]{3}[UJZ]\d{7}$/;
/** Our order number: SB, the China date yyMMdd and a 4-digit daily sequence. */
const ORDER_NO_SHAPE = /^SB\d{10}$/;
/** A carrier's B/L or booking number: a 2–4 letter prefix (often the SCAC) and 8–13 digits. */
const BL_SHAPE = /^[A-Z]{2,4}\d{8,13}$/;

export function isTrackingType(value: unknown): value is TrackingType {
  return (TRACKING_TYPES as readonly unknown[]).includes(value);
}

/** The number as typed, without spaces and in capitals (numbers are printed in capitals). */
export function normalizeTrackingNo(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

/** A container number is written with or without separators ("CSQU 305438-3"): compared without them. */
function withoutSeparators(no: string): string {
  return no.replace(/[-/]/g, '');
}

/**
 * The type a cleaned number evidently is: container-shaped (owner code, U/J/Z, seven digits; the check
 * digit is not looked at) → 2; our order number or a B/L-like number → 1; anything else (a contract
 * number can look like anything) → null, and the user's chosen type decides.
 */
export function detectTrackingType(no: string): 1 | 2 | null {
  if (CONTAINER_SHAPE.test(withoutSeparators(no))) return 2;
  if (ORDER_NO_SHAPE.test(no) || BL_SHAPE.test(no)) return 1;
  return null;
}

/** The type a search uses: the chosen one, else the detected one; null when neither says. */
export function trackingTypeOf(chosen: TrackingType | null | undefined, no: string): TrackingType | null {
  return chosen ?? detectTrackingType(no);
}

/** The number as it is searched: a container number without its separators, anything else as cleaned. */
export function searchableTrackingNo(type: TrackingType | null, no: string): string {
  return type === 2 ? withoutSeparators(no) : no;
}

/**
 * What is wrong with a cleaned number searched as `type` (or as its detected type), or null: the
 * wrong characters or length → TRACKING_NUMBER_INVALID; a container search that is not a container
 * number → CONTAINER_NUMBER_INVALID; a container number whose ISO 6346 check digit is wrong →
 * CONTAINER_NO_CHECK_DIGIT.
 */
export function trackingNoProblem(type: TrackingType | null | undefined, no: string): ErrorKey | null {
  if (!TRACKING_NO_PATTERN.test(no)) return 'TRACKING_NUMBER_INVALID';
  if (trackingTypeOf(type, no) !== 2) return null;
  const container = withoutSeparators(no);
  if (!CONTAINER_SHAPE.test(container)) return 'CONTAINER_NUMBER_INVALID';
  return isContainerNumber(container) ? null : 'CONTAINER_NO_CHECK_DIGIT';
}

/** Where the cargo is, as a visitor reads it: before sailing, at sea, at the port of discharge, done. */
export const TRACKING_PHASES = ['preparing', 'in_transit', 'arrived', 'completed'] as const;
export type TrackingPhase = (typeof TRACKING_PHASES)[number];

/**
 * The coarse phase of a shipment from its status and the business nodes recorded: completed once the
 * order is completed or the cargo was picked up at destination, arrived once it arrived, in transit
 * once it sailed, preparing before.
 */
export function trackingPhase(status: OrderStatus, nodes: readonly BusinessNode[]): TrackingPhase {
  if (status === 'completed' || nodes.includes('delivered')) return 'completed';
  if (nodes.includes('arrived')) return 'arrived';
  if (nodes.includes('sailed')) return 'in_transit';
  return 'preparing';
}
