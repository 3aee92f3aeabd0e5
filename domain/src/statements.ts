import { z } from 'zod';
import type { BillStatus } from './bill-rules.ts';
import { BillCurrencySchema, BillSummarySchema } from './bills.ts';
import { LocalizedSchema } from './catalog.ts';
import { addDays, chinaDate, chinaDayStart, type Instant } from './china-time.ts';
import { list, PageQuerySchema } from './envelope.ts';
import { MoneySchema } from './money.ts';

/**
 * Monthly statements (issue 17, decision 041): a company with a monthly-settlement contract has a
 * statement day (1–28, China calendar) and a credit limit in CNY fen (0 = none). Its bills wait as drafts
 * until finance closes the month; closing puts every waiting bill made up to the end of the statement
 * day into one statement and sends them all at once.
 */

export const STATEMENT_DAY_MIN = 1;
export const STATEMENT_DAY_MAX = 28;
/** The statement day of a company whose contract was set before days existed (the flag alone). */
export const DEFAULT_STATEMENT_DAY = 25;
/** A credit limit above ¥100,000,000 is a typo. */
export const MAX_CREDIT_LIMIT = 10_000_000_000;

/** A statement's state, derived from its bills: any to confirm (or disputed) → to_confirm; any left → to_pay; else settled. */
export const STATEMENT_STATES = ['to_confirm', 'to_pay', 'settled'] as const;
export type StatementState = (typeof STATEMENT_STATES)[number];

export function statementStateOf(statuses: readonly BillStatus[]): StatementState {
  if (statuses.some((s) => s === 'to_confirm' || s === 'disputed')) return 'to_confirm';
  if (statuses.every((s) => s === 'settled')) return 'settled';
  return 'to_pay';
}

const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A China calendar month written YYYY-MM. */
export function isPeriod(value: string): boolean {
  return PERIOD.test(value);
}

/** The China month of an instant, YYYY-MM. */
export function periodOf(at: Instant): string {
  return chinaDate(at).slice(0, 7);
}

function previousPeriod(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/**
 * The days a statement of `period` covers (shown on it): from the day after the previous month's
 * statement day to this month's statement day, both China days.
 */
export function statementDays(period: string, day: number): { from: string; to: string } {
  const dd = String(day).padStart(2, '0');
  return { from: addDays(`${previousPeriod(period)}-${dd}`, 1), to: `${period}-${dd}` };
}

/**
 * The instant before which a waiting bill must have been made to be in the statement of `period`: the
 * end of the statement day, or now when the month is closed before its statement day has ended.
 */
export function statementCutoff(period: string, day: number, now: number = Date.now()): number {
  return Math.min(chinaDayStart(addDays(statementDays(period, day).to, 1)), now);
}

const blankAsMissing = (value: unknown) => (value === '' || value === null ? undefined : value);

/** POST /v2/ops/finance/contract: finance sets, changes (monthly true) or ends (false) a company's contract. */
export const ContractInputSchema = z.object({
  tenantId: z.uuid({ error: 'NOT_FOUND' }),
  monthly: z.boolean({ error: 'VALIDATION' }),
  statementDay: z
    .number({ error: 'STATEMENT_DAY_INVALID' })
    .int({ error: 'STATEMENT_DAY_INVALID' })
    .min(STATEMENT_DAY_MIN, { error: 'STATEMENT_DAY_INVALID' })
    .max(STATEMENT_DAY_MAX, { error: 'STATEMENT_DAY_INVALID' })
    .default(DEFAULT_STATEMENT_DAY),
  creditLimit: z
    .number({ error: 'CREDIT_LIMIT_INVALID' })
    .int({ error: 'CREDIT_LIMIT_INVALID' })
    .min(0, { error: 'CREDIT_LIMIT_INVALID' })
    .max(MAX_CREDIT_LIMIT, { error: 'CREDIT_LIMIT_INVALID' })
    .default(0),
});
export type ContractInput = z.output<typeof ContractInputSchema>;

/** A company's contract as both sides see it; `open` is what is left of its unsettled bills, waiting ones included. */
export const ContractSchema = z.object({
  monthly: z.boolean(),
  statementDay: z.number().int(),
  /** CNY fen; 0 = no limit. */
  creditLimit: z.number().int(),
  open: z.array(MoneySchema),
  /** The CNY left, as counted against the limit (USD is shown apart and not counted). */
  used: z.number().int(),
});
export type Contract = z.infer<typeof ContractSchema>;

/** A statement's total in one currency. */
export const StatementTotalSchema = z.object({
  currency: BillCurrencySchema,
  due: z.number().int(),
  paid: z.number().int(),
  left: z.number().int(),
});
export type StatementTotal = z.infer<typeof StatementTotalSchema>;

export const StatementSummarySchema = z.object({
  id: z.string(),
  statementNo: z.string(),
  period: z.string(),
  from: z.string(),
  to: z.string(),
  state: z.enum(STATEMENT_STATES),
  totals: z.array(StatementTotalSchema),
  bills: z.number().int(),
  closedAt: z.string(),
});
export type StatementSummary = z.infer<typeof StatementSummarySchema>;

/** GET /v2/member/bill/billmonthlist: the caller's contract and statements, newest first. */
export const StatementListQuerySchema = PageQuerySchema;
export const StatementListSchema = list(StatementSummarySchema).extend({ contract: ContractSchema });
export type StatementList = z.infer<typeof StatementListSchema>;

export const StatementIdSchema = z.object({ id: z.uuid({ error: 'NOT_FOUND' }) });

export const StatementOrderSchema = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  blNo: z.string(),
  pol: z.string(),
  pod: z.string(),
  sailingDate: z.string().nullable(),
  amounts: z.array(MoneySchema),
});
export type StatementOrder = z.infer<typeof StatementOrderSchema>;

export const StatementLineSchema = z.object({
  orderNo: z.string(),
  billNo: z.string(),
  name: LocalizedSchema,
  amount: MoneySchema,
  original: MoneySchema.nullable(),
});
export type StatementLine = z.infer<typeof StatementLineSchema>;

/** GET /v2/member/bill/getbillmonthinfo: a statement with its orders, fee lines, totals and bills. */
export const StatementDetailSchema = StatementSummarySchema.extend({
  company: z.string(),
  orders: z.array(StatementOrderSchema),
  lines: z.array(StatementLineSchema),
  billList: z.array(BillSummarySchema),
});
export type StatementDetail = z.infer<typeof StatementDetailSchema>;

/** GET /v2/ops/finance/contracts: companies with a contract, or those whose name or code match. */
export const ContractQuerySchema = PageQuerySchema.extend({
  keyword: z.preprocess(blankAsMissing, z.string().trim().max(100, { error: 'FIELD_TOO_LONG' }).optional()),
});
export type ContractQuery = z.output<typeof ContractQuerySchema>;

export const DeskContractRowSchema = ContractSchema.extend({
  tenantId: z.string(),
  company: z.string(),
  code: z.string(),
  /** Drafts waiting for the next statement. */
  waiting: z.number().int(),
  lastStatement: z.object({ statementNo: z.string(), period: z.string() }).nullable(),
});
export const DeskContractListSchema = list(DeskContractRowSchema);
export type DeskContractList = z.infer<typeof DeskContractListSchema>;

/** POST /v2/ops/finance/statements/close: the month (YYYY-MM, China calendar; not a later one) of one company. */
export const CloseMonthSchema = z.object({
  tenantId: z.uuid({ error: 'NOT_FOUND' }),
  period: z
    .string({ error: 'STATEMENT_PERIOD_INVALID' })
    .trim()
    .refine(isPeriod, { error: 'STATEMENT_PERIOD_INVALID' }),
});
export type CloseMonth = z.output<typeof CloseMonthSchema>;
