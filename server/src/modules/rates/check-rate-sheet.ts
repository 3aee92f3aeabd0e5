import type { ErrorKey } from '@seabook/domain/errors';
import { type Currency, CurrencyRateSchema, isCurrency } from '@seabook/domain/money';
import { STANDARD_WM_RULE } from '@seabook/domain/pricing';
import { isFeeCode } from '@seabook/domain/rates';
import { AppError } from '../../lib/errors.ts';
import type { Catalog } from '../catalog/catalog.service.ts';
import { dayToIso, isoToDay } from './clock.ts';
import type { NewCharge, RateSheet } from './new-rates.ts';

/** The checks a rate sheet passes before anything is written. */

class SheetCheck {
  readonly fields: Record<string, ErrorKey> = {};
  constructor(private readonly catalog: Catalog) {}

  fail(field: string, key: ErrorKey = 'VALIDATION'): void {
    this.fields[field] ??= key;
  }
  port(field: string, code: string | null | undefined): void {
    if (code && !this.catalog.ports.has(code)) this.fail(field, 'PORT_UNKNOWN');
  }
  carrier(field: string, code: string): void {
    if (!this.catalog.carriers.has(code)) this.fail(field);
  }
  amount(field: string, value: number | null | undefined): void {
    if (value !== null && value !== undefined && !(Number.isSafeInteger(value) && value >= 0)) this.fail(field);
  }
  days(field: string, value: number, max: number): void {
    if (!(Number.isInteger(value) && value >= 0 && value <= max)) this.fail(field);
  }
  weekdays(field: string, days: readonly number[]): void {
    if (days.length === 0 || days.some((d) => !Number.isInteger(d) || d < 1 || d > 7)) this.fail(field);
  }
  validity(field: string, from: string, to: string): void {
    const ok = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && dayToIso(isoToDay(s)) === s;
    if (!ok(from) || !ok(to) || from > to) this.fail(field, 'SAILING_DATE_INVALID');
  }
  charge(field: string, charge: NewCharge, stageCurrency?: Currency): void {
    if (!isFeeCode(charge.code)) this.fail(`${field}.code`);
    if (!isCurrency(charge.currency)) this.fail(`${field}.currency`);
    if (stageCurrency && charge.stage === 'ocean' && charge.currency !== stageCurrency) this.fail(`${field}.currency`);
    this.amount(`${field}.unitPrice`, charge.unitPrice);
    this.amount(`${field}.minAmount`, charge.minAmount ?? 0);
  }
  done(): void {
    if (Object.keys(this.fields).length > 0) throw new AppError('VALIDATION', { fields: this.fields });
  }
}

/** Refuses a sheet with unknown ports, carriers or container types, bad amounts, days or dates (422, per field). */
export function checkRateSheet(catalog: Catalog, sheet: RateSheet): void {
  const check = new SheetCheck(catalog);
  sheet.services?.forEach((s, i) => {
    const at = `services.${i}`;
    check.port(`${at}.pol`, s.pol);
    check.port(`${at}.pod`, s.pod);
    check.port(`${at}.via`, s.via);
    if (s.pol === s.pod || s.via === s.pol || s.via === s.pod) check.fail(`${at}.pod`, 'SAME_PORT');
    check.carrier(`${at}.carrier`, s.carrier);
    check.weekdays(`${at}.weekdays`, s.weekdays);
    check.days(`${at}.cutoffDays`, s.cutoffDays, 30);
    check.days(`${at}.cargoCutDays`, s.cargoCutDays, 30);
    check.days(`${at}.transitDays`, s.transitDays, 120);
    check.validity(`${at}.validTo`, s.validFrom, s.validTo);
    if (!isCurrency(s.currency)) check.fail(`${at}.currency`);
    check.amount(`${at}.oceanRate`, s.oceanRate);
    const rule = s.rule ?? STANDARD_WM_RULE;
    if (!(rule.kgPerCbm > 0 && rule.stepMicro >= 1 && rule.minMicro >= 0)) check.fail(`${at}.rule`);
    s.charges?.forEach((c, j) => {
      check.charge(`${at}.charges.${j}`, c, s.currency);
    });
  });
  sheet.portCharges?.forEach((p, i) => {
    check.port(`portCharges.${i}.port`, p.port);
    p.charges.forEach((c, j) => {
      check.charge(`portCharges.${i}.charges.${j}`, c);
    });
  });
  const containerTypes = new Set(catalog.containerTypes.map((c) => c.code));
  sheet.fcl?.forEach((r, i) => {
    const at = `fcl.${i}`;
    check.port(`${at}.pol`, r.pol);
    check.port(`${at}.pod`, r.pod);
    check.port(`${at}.via`, r.via);
    check.carrier(`${at}.carrier`, r.carrier);
    if (!containerTypes.has(r.containerType)) check.fail(`${at}.containerType`);
    if (!isCurrency(r.currency)) check.fail(`${at}.currency`);
    check.amount(`${at}.price`, r.price);
    check.weekdays(`${at}.weekdays`, r.weekdays);
    check.days(`${at}.cutoffDays`, r.cutoffDays, 30);
    check.days(`${at}.transitDays`, r.transitDays, 120);
    check.validity(`${at}.validTo`, r.validFrom, r.validTo);
  });
  sheet.pickupTariffs?.forEach((t, i) => {
    const port = catalog.ports.get(t.pol);
    if (!port?.main) check.fail(`pickupTariffs.${i}.pol`, 'PORT_UNKNOWN');
    if (![1, 2, 3].includes(t.zone)) check.fail(`pickupTariffs.${i}.zone`);
    check.amount(`pickupTariffs.${i}.basePrice`, t.basePrice);
    check.amount(`pickupTariffs.${i}.perWm`, t.perWm);
    check.amount(`pickupTariffs.${i}.minAmount`, t.minAmount);
    check.days(`pickupTariffs.${i}.leadDays`, t.leadDays, 30);
  });
  sheet.currencyRates?.forEach((r, i) => {
    if (!CurrencyRateSchema.safeParse(r).success) check.fail(`currencyRates.${i}`);
  });
  check.done();
}
