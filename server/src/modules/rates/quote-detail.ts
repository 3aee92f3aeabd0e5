import { type CargoMeasure, formatWm } from '@seabook/domain/pricing';
import { type QuoteDetail, type Schedule, toFeeLine } from '@seabook/domain/rates';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { getCatalog } from '../catalog/catalog.service.ts';
import { dayToIso, todayDay } from './clock.ts';
import { buildLine, linePrice, quoteService, resolveSailing } from './quote-lines.ts';
import { getRatesIndex } from './rates-index.ts';
import { nextSailings } from './sailings.ts';
import type { FavouriteMarks } from './search-quotes.ts';

/** How many upcoming sailings a schedule lists. */
export const SCHEDULE_SAILINGS = 8;

async function isFavourite(favourites: FavouriteMarks, serviceId: string): Promise<boolean> {
  return favourites ? (await favourites([serviceId])).has(serviceId) : false;
}

/**
 * The public schedule of a service (GET /v2/oe_sea/schedule): the named sailing, or the next one, priced
 * for the minimum, and the next sailings within the validity. Unknown or expired → 404 QUOTE_UNAVAILABLE.
 */
export async function getSchedule(db: Db, favourites: FavouriteMarks, input: { id: string }): Promise<Schedule> {
  const [catalog, index] = await Promise.all([getCatalog(db), getRatesIndex(db)]);
  const today = todayDay();
  const { entry, sailing } = resolveSailing(index, input.id, today);
  const favourite = await isFavourite(favourites, entry.id);
  return {
    line: buildLine(catalog, index, entry, sailing, linePrice(index, entry, null), favourite),
    sailings: nextSailings(entry, today, SCHEDULE_SAILINGS).map((s) => ({
      sailingDate: dayToIso(s.day),
      cutoffDate: dayToIso(s.cutoffDay),
      cargoCutDate: dayToIso(s.day - entry.cargoCutDays),
      eta: dayToIso(s.etaDay),
    })),
  };
}

/**
 * The detailed quote (POST /v2/oe_sea/quote, login required): every fee line of one sailing for the
 * cargo, totals per currency, the total in US dollars and the W/M breakdown. A sailing that is past,
 * outside the validity or unknown → 404 QUOTE_UNAVAILABLE; a service without a price → 404 NO_FREIGHT.
 */
export async function getQuoteDetail(
  db: Db,
  favourites: FavouriteMarks,
  input: { id: string; cargo: CargoMeasure },
): Promise<QuoteDetail> {
  const [catalog, index] = await Promise.all([getCatalog(db), getRatesIndex(db)]);
  const { entry, sailing } = resolveSailing(index, input.id, todayDay());
  if (entry.oceanRate === null) throw new AppError('NO_FREIGHT');
  const { price, quote, charges } = quoteService(index, entry, input.cargo);
  const { chargeable, lines, totals } = quote;
  return {
    line: buildLine(catalog, index, entry, sailing, price, await isFavourite(favourites, entry.id)),
    wm: {
      volume: formatWm(chargeable.volumeMicro),
      weight: formatWm(chargeable.weightMicro),
      chargeable: formatWm(chargeable.chargeableMicro),
      billed: formatWm(chargeable.billedMicro),
      decidedBy: chargeable.decidedBy,
      kgPerCbm: entry.rule.kgPerCbm,
    },
    fees: lines.map((line, i) => toFeeLine(line, charges[i]?.remark ?? null)),
    totals,
    totalUsd: price.totalUsd,
    rates: index.rates,
  };
}
