import { unpackQuoteSearch } from '@seabook/domain/quote-search';
import { QuoteSearchAnswerSchema } from '@seabook/domain/rates';
import type { App } from '../app-types.ts';
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
