import { addDays } from '@seabook/domain/booking-rules';
import { unpackQuoteSearch } from '@seabook/domain/quote-search';
import { type QuoteLine, QuoteSearchAnswerSchema } from '@seabook/domain/rates';
import type { App } from '../app-types.ts';
import { DEMO_LANES } from '../demo/demo-rates.ts';
import { today } from '../modules/rates/rates.service.ts';
import { type Answer, type Call, call } from './http.ts';

/**
 * POST /v2/oe_sea/price as the web reads it: a successful answer is checked against the wire schema and
 * unpacked into full quote lines (domain quote-search.ts); an error answer is returned as it came.
 */
export async function searchQuotesCall(app: App, body: unknown, options: Omit<Call, 'body'> = {}): Promise<Answer> {
  const answer = await call(app, 'POST', '/v2/oe_sea/price', { ...options, body });
  if (answer.status !== 200) return answer;
  return { ...answer, data: unpackQuoteSearch(QuoteSearchAnswerSchema.parse(answer.data)) };
}

/**
 * A priced LCL line of the demo showcase lane sailing 8 or more days ahead: far enough for its cargo
 * cut-off to leave days for a pickup, so booking tests can use every service on it.
 */
export async function bookableShowcaseLine(app: App): Promise<QuoteLine> {
  const found = await searchQuotesCall(app, { ...DEMO_LANES.showcase, pageSize: 100 });
  const lines = (found.data.items as QuoteLine[]).filter((l) => l.priced && l.sailingDate >= addDays(today(), 8));
  if (!lines[0]) throw new Error('no showcase line a week ahead');
  return lines[0];
}
