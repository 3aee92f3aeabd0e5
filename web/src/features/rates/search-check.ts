import { chinaToday } from '@seabook/domain/china-time';
import type { ErrorKey } from '@seabook/domain/errors';
import {
  CargoMeasureSchema,
  type FclSearch,
  FclSearchSchema,
  type QuoteSearch,
  QuoteSearchSchema,
} from '@seabook/domain/quote-request';
import type { ServiceKind } from '@seabook/domain/quote-rules';
import {
  type Checked,
  type FclSearchState,
  hasCargo,
  type LaneFields,
  type LclSearchState,
  laneProblem,
} from './search-state.ts';

/**
 * The checks that need the domain's zod schemas: the cargo rule and the search requests, from
 * quote-request.ts alone rather than the whole rates contract (decision 064). Loaded with
 * `loadSearchCheck()` (search-check-loader.ts) once a search is on its way, so the first page's search form
 * carries no schema library. The plain checks (ports, sailing day) are in search-state.ts.
 */

/** The cargo fields of the form and the schema of each. */
export const CARGO_FIELDS = [
  { name: 'weight', schema: CargoMeasureSchema.shape.weightKg },
  { name: 'volume', schema: CargoMeasureSchema.shape.volumeCbm },
  { name: 'pieces', schema: CargoMeasureSchema.shape.pieces },
] as const;
export type CargoField = (typeof CARGO_FIELDS)[number]['name'];

function asErrorKey(message: string | undefined): ErrorKey {
  return (message ?? 'VALIDATION') as ErrorKey;
}

/**
 * The problem of each cargo field, by the domain's CargoMeasureSchema: none while nothing is typed (the
 * cargo is optional), else every field must be valid.
 */
export function cargoFieldProblems(lane: LaneFields): Partial<Record<CargoField, ErrorKey>> {
  if (!hasCargo(lane)) return {};
  const problems: Partial<Record<CargoField, ErrorKey>> = {};
  for (const field of CARGO_FIELDS) {
    const result = field.schema.safeParse((lane[field.name] ?? '').trim());
    if (!result.success) problems[field.name] = asErrorKey(result.error.issues[0]?.message);
  }
  return problems;
}

/** The catalogue key of the first problem with the typed cargo (all three, or none), or null. */
export function cargoProblem(lane: LaneFields): ErrorKey | null {
  const problems = cargoFieldProblems(lane);
  return problems.weight ?? problems.volume ?? problems.pieces ?? null;
}

/** The request for POST /v2/oe_sea/price, validated by the domain's schema, or why there is none. */
export function toQuoteSearch(
  kind: ServiceKind,
  state: LclSearchState,
  today: string = chinaToday(),
): Checked<QuoteSearch> {
  const problem = laneProblem(state, today) ?? cargoProblem(state);
  if (problem) return { ok: false, problem };
  const result = QuoteSearchSchema.safeParse({
    kind,
    pol: state.pol,
    pod: state.pod,
    sailingDate: state.date,
    cargo: hasCargo(state) ? { weightKg: state.weight, volumeCbm: state.volume, pieces: state.pieces } : undefined,
    sort: state.sort,
    order: state.order,
    carriers: state.carriers,
    routing: state.routing,
    week: state.week,
    page: state.page,
    pageSize: state.pageSize,
  });
  return result.success
    ? { ok: true, search: result.data }
    : { ok: false, problem: asErrorKey(result.error.issues[0]?.message) };
}

/** The request for POST /v2/fcl/price, or why there is none. */
export function toFclSearch(state: FclSearchState, today: string = chinaToday()): Checked<FclSearch> {
  const problem = laneProblem(state, today);
  if (problem) return { ok: false, problem };
  const result = FclSearchSchema.safeParse({
    pol: state.pol,
    pod: state.pod,
    sailingDate: state.date,
    sort: state.sort,
    order: state.order,
    page: state.page,
    pageSize: state.pageSize,
  });
  return result.success
    ? { ok: true, search: result.data }
    : { ok: false, problem: asErrorKey(result.error.issues[0]?.message) };
}
