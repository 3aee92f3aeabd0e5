/**
 * The rates module's face (decision 023): what other modules and the demo data may use of rates. The
 * module's own files import each other directly; everything outside goes through here, so the files
 * behind it can change without touching their callers.
 */

// The China calendar of sailings, cut-offs and validity dates (day numbers since 1970-01-01).
export { addDays, DAY_MS, dayToIso, isoToDay, isoWeekday, today, todayDay } from './clock.ts';
// The published rates in memory, as a booking prices its line.
export {
  derived,
  type FclEntry,
  fclLaneKey,
  laneKey,
  portLines,
  type RatesIndex,
  type ServiceEntry,
} from './index-model.ts';
// Writing rates: the demo's rate sheet, and a test's changed price.
export { hasLclServices, importRateSheet, setOceanRate } from './manage-rates.ts';
export type {
  NewCharge,
  NewFclRate,
  NewLclService,
  NewPickupTariff,
  NewPortCharges,
  RateSheet,
} from './new-rates.ts';
// Door pickup, the detailed quote's fee lines, and the quote lines others show (orders, favourites).
export { pickupZoneTariff, pricePickup } from './pickup-price.ts';
export {
  carrierOf,
  checkLanePorts,
  nextSailingLines,
  portRefOf,
  quoteService,
  resolveSailing,
  serviceCharges,
  serviceExists,
} from './quote-lines.ts';
export { getRatesIndex } from './rates-index.ts';
export { nextSailings, type Sailing, type Schedulable, sailingOn } from './sailings.ts';
