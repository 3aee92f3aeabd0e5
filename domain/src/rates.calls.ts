import { defineCall } from './call.ts';

const tags = ['rates'] as const;
const schemas = () => import('./rates.ts');

/**
 * Quote search, schedules, detailed quotes, port lists, door pickup and FCL prices: the customer's rate
 * calls (the home page and the price search make them, so this table is in the first paint; the rates
 * desk's calls are in ops-rates.calls.ts).
 */
export const ratesCalls = {
  search: defineCall({
    method: 'POST',
    path: '/v2/oe_sea/price',
    operationId: 'searchLclQuotes',
    summary: 'LCL quote search: every sailing of the lane with schedule and full price',
    tags,
    who: { kind: 'visitor' },
    errors: ['PORT_UNKNOWN', 'SAME_PORT', 'SAILING_DATE_INVALID'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.QuoteSearchSchema, answer: m.QuoteSearchAnswerSchema };
    },
  }),
  farPorts: defineCall({
    method: 'GET',
    path: '/v2/base/destination_port',
    operationId: 'listFarPorts',
    summary: 'Ports at the other end of the services (export destinations, import origins)',
    tags,
    who: { kind: 'public' },
    errors: ['PORT_UNKNOWN'],
    schemas: async () => {
      const m = await schemas();
      return { query: m.DestinationPortQuerySchema, answer: m.DestinationPortListSchema };
    },
  }),
  priceList: defineCall({
    method: 'GET',
    path: '/v2/oe_start_port/pricelist',
    operationId: 'getPriceList',
    summary: 'Main ports with their service counts and cheapest popular lanes',
    tags,
    who: { kind: 'public' },
    errors: ['PORT_UNKNOWN'],
    schemas: async () => {
      const m = await schemas();
      return { query: m.PriceListQuerySchema, answer: m.PriceListSchema };
    },
  }),
  schedule: defineCall({
    method: 'GET',
    path: '/v2/oe_sea/schedule',
    operationId: 'getSchedule',
    summary: 'Schedule of a service: the sailing (or the next) and the next sailings',
    tags,
    who: { kind: 'visitor' },
    errors: ['NOT_FOUND', 'QUOTE_UNAVAILABLE'],
    schemas: async () => {
      const m = await schemas();
      return { query: m.ScheduleQuerySchema, answer: m.ScheduleSchema };
    },
  }),
  quote: defineCall({
    method: 'POST',
    path: '/v2/oe_sea/quote',
    operationId: 'getQuoteDetail',
    summary: 'Detailed quote of one sailing for the cargo: every fee line (login required)',
    tags,
    who: { kind: 'account' },
    errors: ['NOT_FOUND', 'QUOTE_UNAVAILABLE', 'NO_FREIGHT'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.QuoteRequestSchema, answer: m.QuoteDetailSchema };
    },
  }),
  pickupPrice: defineCall({
    method: 'POST',
    path: '/v2/oe_smth/price',
    operationId: 'getPickupPrice',
    summary: 'Door pickup price from a city to a main port of loading',
    tags,
    who: { kind: 'public' },
    errors: ['CITY_UNKNOWN', 'PORT_UNKNOWN'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.PickupPriceRequestSchema, answer: m.PickupPriceSchema };
    },
  }),
  fclSearch: defineCall({
    method: 'POST',
    path: '/v2/fcl/price',
    operationId: 'searchFclPrices',
    summary: 'FCL search: sailings with a price per container type',
    tags,
    who: { kind: 'public' },
    errors: ['PORT_UNKNOWN', 'SAME_PORT'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.FclSearchSchema, answer: m.FclSearchResultSchema };
    },
  }),
};
