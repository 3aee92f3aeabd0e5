import { CurrencyRateSchema } from '@seabook/domain/money';
import {
  CurrencyRateInputSchema,
  CurrencyRateListSchema,
  FclRateListQuerySchema,
  FclRateListSchema,
  FclRateRowSchema,
  FclRateSaveSchema,
  LclRateListQuerySchema,
  LclRateListSchema,
  LclRateRowSchema,
  LclRateSaveSchema,
  RateExpireRequestSchema,
  RateExpireResultSchema,
} from '@seabook/domain/ops-rates';
import type { Action } from '@seabook/domain/permissions';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App, AppDeps } from '../../app-types.ts';
import { answers, ok } from '../../http/envelope.ts';
import { requireStaff } from '../../http/guards.ts';
import { listCurrencyRates, listFclRates, listLclRates } from './ops-rates.rows.ts';
import { expireFclRates, expireLclRates, saveCurrencyRate, saveFclRate, saveLclRate } from './ops-rates.service.ts';

const tags = ['ops'];

/** The staff session and the `ops.rates` permission for the action; a customer session hears 403. */
function guard(action: Action) {
  return async (request: FastifyRequest) => {
    requireStaff(request, 'ops.rates', action);
  };
}

/** A save with an id edits (`edit`), without one creates (`add`): read from the body as sent, before validation. */
async function saveGuard(request: FastifyRequest): Promise<void> {
  const id = (request.body as { id?: unknown } | null | undefined)?.id;
  requireStaff(request, 'ops.rates', id === undefined || id === null || id === '' ? 'add' : 'edit');
}

/**
 * The back office's rates desk (issue 6) under `/v2/ops/rate/…`: LCL services and FCL rates listed,
 * saved (created without an id, edited with one) and withdrawn from the search, and the exchange rates.
 * A save of a new rate needs `add`, of an existing one `edit`; withdrawing and exchange rates need `edit`.
 */
export async function opsRatesRoutes(root: App, { db }: AppDeps): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const staff = (request: FastifyRequest) => requireStaff(request, 'ops.rates');

  app.get(
    '/v2/ops/rate/lcl/list',
    {
      schema: {
        tags,
        summary: 'LCL services (rate lines), newest first: kind, ports, carrier and state filters, paged',
        querystring: LclRateListQuerySchema,
        response: answers(LclRateListSchema),
      },
      preValidation: guard('query'),
    },
    async (request) => ok(await listLclRates(db, request.query)),
  );
  app.post(
    '/v2/ops/rate/lcl/save',
    {
      schema: {
        tags,
        summary: 'Create (no id) or edit an LCL service; the public search shows it at once',
        body: LclRateSaveSchema,
        response: answers(LclRateRowSchema),
      },
      preValidation: saveGuard,
    },
    async (request) => ok(await saveLclRate(db, staff(request), request.body)),
  );
  app.post(
    '/v2/ops/rate/lcl/expire',
    {
      schema: {
        tags,
        summary: 'Withdraw 1–100 LCL services from the search now; the rows stay (state withdrawn)',
        body: RateExpireRequestSchema,
        response: answers(RateExpireResultSchema),
      },
      preValidation: guard('edit'),
    },
    async (request) => ok(await expireLclRates(db, staff(request), request.body.ids)),
  );

  app.get(
    '/v2/ops/rate/fcl/list',
    {
      schema: {
        tags,
        summary: 'FCL rates, newest first: ports, carrier, container type and state filters, paged',
        querystring: FclRateListQuerySchema,
        response: answers(FclRateListSchema),
      },
      preValidation: guard('query'),
    },
    async (request) => ok(await listFclRates(db, request.query)),
  );
  app.post(
    '/v2/ops/rate/fcl/save',
    {
      schema: {
        tags,
        summary: 'Create (no id) or edit an FCL rate of one container type; the public search shows it at once',
        body: FclRateSaveSchema,
        response: answers(FclRateRowSchema),
      },
      preValidation: saveGuard,
    },
    async (request) => ok(await saveFclRate(db, staff(request), request.body)),
  );
  app.post(
    '/v2/ops/rate/fcl/expire',
    {
      schema: {
        tags,
        summary: 'Withdraw 1–100 FCL rates from the search now; the rows stay (state withdrawn)',
        body: RateExpireRequestSchema,
        response: answers(RateExpireResultSchema),
      },
      preValidation: guard('edit'),
    },
    async (request) => ok(await expireFclRates(db, staff(request), request.body.ids)),
  );

  app.get(
    '/v2/ops/rate/currency/list',
    {
      schema: {
        tags,
        summary: 'The exchange rates: US dollars per unit of each currency, with the day each applies',
        response: answers(CurrencyRateListSchema),
      },
      preValidation: guard('query'),
    },
    async () => ok(await listCurrencyRates(db)),
  );
  app.post(
    '/v2/ops/rate/currency/save',
    {
      schema: {
        tags,
        summary: 'Set a currency’s rate to US dollars and its date; prices convert with it at once',
        body: CurrencyRateInputSchema,
        response: answers(CurrencyRateSchema),
      },
      preValidation: guard('edit'),
    },
    async (request) => ok(await saveCurrencyRate(db, staff(request), request.body)),
  );
}
