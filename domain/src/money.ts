import { z } from 'zod';
import { CURRENCIES, type CurrencyRate, type Money, RATE_PATTERN } from './money-rules.ts';

export * from './money-rules.ts';

/** The wire schemas of money and exchange rates; the types and arithmetic are in money-rules.ts. */
export const CurrencySchema = z.enum(CURRENCIES, { error: 'VALIDATION' });
export const MoneySchema = z.object({
  /** Integer minor units (fen, cent; whole yen). */
  amount: z.number().int(),
  currency: CurrencySchema,
}) satisfies z.ZodType<Money>;
export const CurrencyRateSchema = z.object({
  currency: CurrencySchema,
  usdPerUnit: z.string().regex(RATE_PATTERN),
  asOf: z.string(),
}) satisfies z.ZodType<CurrencyRate>;
export const CurrencyTableSchema = z.array(CurrencyRateSchema);
