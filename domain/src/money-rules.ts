/**
 * Money without zod (the schemas are in money.ts, which re-exports all of this), so the browser's
 * first page can format amounts without the schema library.
 *
 * Money is an integer count of the currency's minor unit with its ISO 4217 code (decision 002).
 * JPY has no minor unit. Floats never hold money, not even in between: products and conversions run
 * on BigInt and round half up once.
 */
export const CURRENCIES = ['CNY', 'USD', 'EUR', 'GBP', 'AUD', 'JPY', 'HKD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Decimals of each currency's minor unit. */
export const MINOR_DIGITS: Record<Currency, number> = { CNY: 2, USD: 2, EUR: 2, GBP: 2, AUD: 2, JPY: 0, HKD: 2 };

export type Money = {
  /** Integer minor units (fen, cent; whole yen). */
  amount: number;
  currency: Currency;
};

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/** Rounds numerator / denominator half up (away from zero for halves), exactly. */
export function divRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const negative = numerator < 0n;
  const n = negative ? -numerator : numerator;
  const q = n / denominator;
  const r = n % denominator;
  const rounded = r * 2n >= denominator ? q + 1n : q;
  return negative ? -rounded : rounded;
}

/**
 * `divRoundHalfUp` for integers that Number holds exactly (both safe, the denominator positive), with the
 * same result: the remainder operator and a division that leaves no remainder are exact on them. Prices
 * are computed this way when every step stays safe, and on BigInt otherwise.
 */
export function divRoundHalfUpSafe(numerator: number, denominator: number): number {
  const n = Math.abs(numerator);
  const r = n % denominator;
  const q = (n - r) / denominator;
  const rounded = r * 2 >= denominator ? q + 1 : q;
  // Never -0: a negative numerator that rounds to nothing is plain 0, as on BigInt.
  return numerator < 0 && rounded !== 0 ? -rounded : rounded;
}

/**
 * a × b / denominator rounded half up, for integers: on Numbers when the product is a safe integer (then
 * exact), on BigInt when it is not. A product too large for Number is never safe, so it is never rounded
 * on the wrong side.
 */
export function mulDivRoundHalfUp(a: number, b: number, denominator: number): number {
  const product = a * b;
  return Number.isSafeInteger(product)
    ? divRoundHalfUpSafe(product, denominator)
    : Number(divRoundHalfUp(BigInt(a) * BigInt(b), BigInt(denominator)));
}

/** `amount` minor units as a plain decimal string: 12345 USD → "123.45", 500 JPY → "500". */
export function toDecimalString(amount: number, currency: Currency): string {
  const digits = MINOR_DIGITS[currency];
  const negative = amount < 0;
  const abs = String(Math.abs(amount));
  if (digits === 0) return (negative ? '-' : '') + abs;
  const padded = abs.padStart(digits + 1, '0');
  return `${negative ? '-' : ''}${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
}

/** Parses a decimal string ("123.45") into minor units; null when it has too many decimals or is not a number. */
export function fromDecimalString(text: string, currency: Currency): number | null {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const digits = MINOR_DIGITS[currency];
  const fraction = match[3] ?? '';
  if (fraction.length > digits) return null;
  const value = Number(match[2] + fraction.padEnd(digits, '0'));
  if (!Number.isSafeInteger(value)) return null;
  return match[1] ? -value : value;
}

/** Sums amounts per currency, in the fixed order of CURRENCIES; currencies are never mixed. */
export function totalsByCurrency(amounts: readonly Money[]): Money[] {
  // Summed as Numbers while every sum stays a safe integer (exact), else again on BigInt.
  const quick = new Map<Currency, number>();
  let safe = true;
  for (const m of amounts) {
    const sum = (quick.get(m.currency) ?? 0) + m.amount;
    if (!Number.isSafeInteger(sum)) {
      safe = false;
      break;
    }
    quick.set(m.currency, sum);
  }
  if (safe)
    return CURRENCIES.filter((c) => quick.has(c)).map((currency) => ({ currency, amount: quick.get(currency) ?? 0 }));
  const sums = new Map<Currency, bigint>();
  for (const m of amounts) sums.set(m.currency, (sums.get(m.currency) ?? 0n) + BigInt(m.amount));
  return CURRENCIES.filter((c) => sums.has(c)).map((currency) => ({
    currency,
    amount: Number(sums.get(currency)),
  }));
}

/**
 * Exchange rates to USD. Each rate is a decimal string of US dollars per one unit of the currency,
 * with up to 8 decimals, and the date it applies to.
 */
export const RATE_SCALE_DIGITS = 8;
export const RATE_PATTERN = /^\d+(\.\d{1,8})?$/;
export type CurrencyRate = { currency: Currency; usdPerUnit: string; asOf: string };
export type CurrencyTable = CurrencyRate[];

/** US dollars per one unit of a currency, scaled by 10^8 (exact); null when the table lacks the currency. */
export function usdRateScaled(currency: Currency, table: CurrencyTable): bigint | null {
  if (currency === 'USD') return 10n ** BigInt(RATE_SCALE_DIGITS);
  const rate = table.find((r) => r.currency === currency);
  if (!rate) return null;
  return scaledOf(rate.usdPerUnit);
}

function scaledOf(usdPerUnit: string): bigint {
  const [whole = '0', fraction = ''] = usdPerUnit.split('.');
  return BigInt(whole + fraction.padEnd(RATE_SCALE_DIGITS, '0'));
}

/** A rate's scaled value as a Number (exact while safe), kept per rate row with the text it was read from. */
const scaledNumbers = new WeakMap<CurrencyRate, { text: string; scaled: number }>();
const USD_SCALED = 10 ** RATE_SCALE_DIGITS;

function usdRateScaledNumber(currency: Currency, table: CurrencyTable): number | null {
  if (currency === 'USD') return USD_SCALED;
  const rate = table.find((r) => r.currency === currency);
  if (!rate) return null;
  let kept = scaledNumbers.get(rate);
  if (kept?.text !== rate.usdPerUnit) {
    kept = { text: rate.usdPerUnit, scaled: Number(scaledOf(rate.usdPerUnit)) };
    scaledNumbers.set(rate, kept);
  }
  return kept.scaled;
}

/**
 * An amount in another currency at the table's rates, rounded down or up to the target's minor unit
 * (a free allowance converted down never grows; a minimum converted up never shrinks). Null when a
 * rate is missing.
 */
export function convertMoney(amount: Money, to: Currency, table: CurrencyTable, rounding: 'down' | 'up'): Money | null {
  if (amount.currency === to) return amount;
  const from = usdRateScaled(amount.currency, table);
  const into = usdRateScaled(to, table);
  if (from === null || into === null || into === 0n) return null;
  const digits = MINOR_DIGITS[to] - MINOR_DIGITS[amount.currency];
  const numerator = BigInt(amount.amount) * from * 10n ** BigInt(Math.max(0, digits));
  const denominator = into * 10n ** BigInt(Math.max(0, -digits));
  const converted = rounding === 'up' ? (numerator + denominator - 1n) / denominator : numerator / denominator;
  return { amount: Number(converted), currency: to };
}

/** The table's rates to USD scaled by 10^8 as Numbers (exact while safe), null when missing: read once for many totals. */
export type UsdRates = Readonly<Record<Currency, number | null>>;

export function usdRatesOf(table: CurrencyTable): UsdRates {
  const rates = {} as Record<Currency, number | null>;
  for (const currency of CURRENCIES) rates[currency] = usdRateScaledNumber(currency, table);
  return rates;
}

/** 10^(2 − digits): a currency's minor units as hundredths (cents). */
const TO_HUNDREDTHS = Object.fromEntries(CURRENCIES.map((c) => [c, 10 ** (2 - MINOR_DIGITS[c])])) as Record<
  Currency,
  number
>;

/**
 * A USD total built one amount at a time, exactly as `totalInUsd` sums (it is built on this), without
 * keeping the amounts: cents = Σ amount × rate × 10^(2 − digits) / 10^8, rounded half up once at the end.
 * `value()` is the total, null when a rate is missing, or undefined when a product or the sum left the
 * safe integers: only the BigInt sum of `totalInUsd` is exact then.
 */
export class UsdTotal {
  private sum = 0;
  private missing = false;
  private unsafe = false;
  private readonly rates: UsdRates;

  constructor(rates: UsdRates) {
    this.rates = rates;
  }

  add(amount: number, currency: Currency): void {
    if (this.missing) return;
    const rate = this.rates[currency];
    if (rate === null) {
      this.missing = true;
      return;
    }
    if (this.unsafe) return;
    const product = amount * rate;
    const term = product * TO_HUNDREDTHS[currency];
    this.sum += term;
    if (!Number.isSafeInteger(product) || !Number.isSafeInteger(term) || !Number.isSafeInteger(this.sum))
      this.unsafe = true;
  }

  value(): Money | null | undefined {
    if (this.missing) return null;
    if (this.unsafe) return undefined;
    return { currency: 'USD', amount: divRoundHalfUpSafe(this.sum, USD_SCALED) };
  }
}

/**
 * The USD value of several amounts, summed exactly and rounded half up to cents once at the end.
 * Null when a rate is missing, so a caller never shows a total that silently left a line out.
 */
export function totalInUsd(amounts: readonly Money[], table: CurrencyTable): Money | null {
  // First on Numbers (UsdTotal), kept only while every product and sum is a safe integer (then exact).
  const quick = new UsdTotal(usdRatesOf(table));
  for (const m of amounts) quick.add(m.amount, m.currency);
  const total = quick.value();
  if (total !== undefined) return total;
  let numerator = 0n;
  for (const m of amounts) {
    const rate = usdRateScaled(m.currency, table);
    if (rate === null) return null;
    numerator += BigInt(m.amount) * rate * 10n ** BigInt(2 - MINOR_DIGITS[m.currency]);
  }
  return { currency: 'USD', amount: Number(divRoundHalfUp(numerator, 10n ** BigInt(RATE_SCALE_DIGITS))) };
}

/** One amount converted to USD cents, rounded half up. */
export function toUsd(amount: Money, table: CurrencyTable): Money | null {
  return totalInUsd([amount], table);
}
