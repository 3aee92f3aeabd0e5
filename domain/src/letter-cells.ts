import type { z } from 'zod';
import {
  type BookingMode,
  CargoSchema,
  CargoValueSchema,
  ConsignorSchema,
  ContainerRowSchema,
  FclCargoSchema,
  LclOrderDraftSchema,
  MAX_CONTAINERS,
  PartySchema,
  ShipmentTermSchema,
  TradeTermSchema,
} from './booking.ts';
import { type ErrorKey, isErrorKey } from './errors.ts';
import {
  CONTAINER_TABLE,
  LETTER_FIELDS,
  type LetterChoice,
  type LetterField,
  PARTY_SECTIONS,
} from './letter-template.ts';
import type { LetterWarning } from './letters.ts';
import { type Currency, fromDecimalString } from './money.ts';
import { DateStringSchema, PodCodeSchema, PolCodeSchema } from './rates.ts';

/**
 * How a filled letter-of-instruction template (letter-template.ts) becomes an order draft: each cell is
 * checked on its own with the field's schema from booking.ts, so a cell that does not fit is left out of
 * the draft and reported, and the rest is kept. The draft carries the lane (pol, pod, desired sailing
 * date) at its top level, like an inquiry, since no quote line is chosen yet.
 */

/** A cell as the server hands it over: text, a number, a boolean; dates already as YYYY-MM-DD. */
export type LetterCell = string | number | boolean;

export type LetterCells = {
  /** Filled cells by field key; blank cells are left out. */
  values: Readonly<Record<string, LetterCell>>;
  /** The containers table's rows, in order, blank rows included or not. */
  containers?: readonly { type?: LetterCell; quantity?: LetterCell }[];
};

type Party = { address?: string; company?: string; contact?: string; phone?: string };

/** The draft a template becomes: the createorder draft's fields as far as they were filled, plus the lane. */
export type LetterDraft = {
  mode: BookingMode;
  pol?: string;
  pod?: string;
  sailingDate?: string;
  tradeTerm?: string;
  shipmentTerm?: string;
  cargo: Record<string, unknown>;
  consignor?: Party;
  consignee?: Party;
  notifier?: Party;
  containers?: { type: string; quantity: number }[];
  customerReference?: string;
  remark?: string;
};

export type LetterReading = { draft: LetterDraft; warnings: LetterWarning[]; fields: number };

export type LetterReadOptions = {
  mode: BookingMode;
  /** Today in China (YYYY-MM-DD): a desired sailing date before it is refused. */
  today: string;
  /** Whether a port code is in the catalogue; every well-formed code is taken when left out. */
  knownPort?: (code: string) => boolean;
};

/** Float noise from a formula (2.5000000000000004) is not what the user typed. */
const tidy = (value: number) => Math.round(value * 1e6) / 1e6;

function asText(cell: LetterCell): string {
  if (typeof cell === 'number') return String(tidy(cell));
  if (typeof cell === 'boolean') return cell ? 'Y' : 'N';
  return cell.replace(/\r\n?/g, '\n').trim();
}

/** A number as typed: 1,200.5 and "1 200.5" are 1200.5; anything else stays text for the schema to refuse. */
function asNumber(cell: LetterCell): number | string {
  if (typeof cell === 'number') return tidy(cell);
  const text = asText(cell).replace(/[,\s]/g, '');
  const value = Number(text);
  return text !== '' && Number.isFinite(value) ? value : asText(cell);
}

const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

/** A date as typed: 2026-07-01, 2026/7/1, 2026.7.1, or an Excel day number; anything else stays text. */
function asDate(cell: LetterCell): string {
  if (typeof cell === 'number' && cell > 20_000 && cell < 80_000)
    return new Date(EXCEL_EPOCH_MS + Math.floor(cell) * 86_400_000).toISOString().slice(0, 10);
  const text = asText(cell);
  const match = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?$/.exec(text);
  if (!match) return text;
  const [, year, month, day] = match;
  return `${year}-${month?.padStart(2, '0')}-${day?.padStart(2, '0')}`;
}

const folded = (text: string) => text.replace(/\s+/g, '').toLowerCase();

/** A drop-down entry as typed: its label, its value, or either half of a bilingual label. */
function asChoice(cell: LetterCell, choices: readonly LetterChoice[]): string {
  const text = asText(cell);
  const wanted = folded(text);
  // A label copied from an older template ("普通货 General cargo") is read by its Chinese or English half.
  const [head, ...tail] = text.trim().split(/\s+/);
  const halves = [folded(head ?? ''), folded(tail.join(' '))].filter((half) => half !== '');
  for (const choice of choices) {
    const [first, ...rest] = choice.label.split(' ');
    const names = [choice.label, choice.value, first ?? '', rest.join(' '), ...(choice.aliases ?? [])].filter(
      (name) => name !== '',
    );
    if (names.some((name) => folded(name) === wanted)) return choice.value;
  }
  for (const choice of choices) {
    const [first, ...rest] = choice.label.split(' ');
    const names = [first ?? '', rest.join(' '), ...(choice.aliases ?? [])].map(folded);
    if (halves.length === 2 && halves.every((half) => names.includes(half))) return choice.value;
  }
  return text;
}

function asYesNo(cell: LetterCell): boolean | string {
  if (typeof cell === 'boolean') return cell;
  const text = folded(asText(cell));
  if (['y', 'yes', 'true', '是', '1'].includes(text)) return true;
  if (['n', 'no', 'false', '否', '0'].includes(text)) return false;
  return asText(cell);
}

function candidate(field: LetterField, cell: LetterCell): unknown {
  switch (field.type) {
    case 'number':
    case 'integer':
      return asNumber(cell);
    case 'date':
      return asDate(cell);
    case 'choice':
      return asChoice(cell, field.choices ?? []);
    case 'yesno':
      return asYesNo(cell);
    default:
      return asText(cell);
  }
}

type AnySchema = z.ZodType;

const cargoShape = (mode: BookingMode) => (mode === 'fcl' ? FclCargoSchema : CargoSchema).shape;
const partyShape = (party: string) => (party === 'consignor' ? ConsignorSchema : PartySchema).shape;

/** The schema one cell is checked with: the field's own schema in the order draft. */
function schemaOf(key: string, mode: BookingMode): AnySchema | null {
  const [head, second, third] = key.split('.');
  if (head === 'pol') return PolCodeSchema;
  if (head === 'pod') return PodCodeSchema;
  if (head === 'sailingDate') return DateStringSchema;
  if (head === 'tradeTerm') return TradeTermSchema;
  if (head === 'shipmentTerm') return ShipmentTermSchema;
  if (head === 'customerReference' || head === 'remark') return LclOrderDraftSchema.shape[head];
  if (head === 'cargo' && second === 'value')
    return third === 'currency' ? CargoValueSchema.shape.currency : CargoValueSchema.shape.amount;
  if (head === 'cargo' && second) return (cargoShape(mode) as Record<string, AnySchema>)[second] ?? null;
  if (head && (PARTY_SECTIONS as readonly string[]).includes(head) && second)
    return (partyShape(head) as Record<string, AnySchema>)[second] ?? null;
  return null;
}

function problemOf(result: z.ZodSafeParseResult<unknown>): ErrorKey {
  const message = result.success ? undefined : result.error.issues[0]?.message;
  return isErrorKey(message) ? message : 'VALIDATION';
}

function setPath(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let at = target;
  for (const key of path.slice(0, -1)) {
    const next = at[key];
    if (typeof next !== 'object' || next === null) at[key] = {};
    at = at[key] as Record<string, unknown>;
  }
  at[path[path.length - 1] as string] = value;
}

/** Collects what was read: the draft's values and what was left out, with why. */
class Reading {
  readonly values = new Map<string, unknown>();
  readonly warnings: LetterWarning[] = [];
  /** The keys of the cells that were filled. */
  readonly filled = new Set<string>();
  warn(field: string, message: ErrorKey): void {
    this.warnings.push({ field, message });
    this.values.delete(field);
  }
}

/** The cells of the route, cargo, parties and other sections, each checked on its own. */
function readFields(cells: LetterCells, options: LetterReadOptions, reading: Reading): void {
  for (const field of LETTER_FIELDS) {
    const cell = cells.values[field.key];
    if (cell === undefined || (typeof cell === 'string' && cell.trim() === '')) continue;
    reading.filled.add(field.key);
    const value = candidate(field, cell);
    // A company and an address are checked as the party's B/L block (below); here only as text.
    const schema = field.key.endsWith('.address') ? null : schemaOf(field.key, options.mode);
    if (field.key === 'cargo.value.amount') reading.values.set(field.key, value);
    else if (schema) {
      const checked = schema.safeParse(value);
      if (checked.success) reading.values.set(field.key, checked.data);
      else reading.warn(field.key, problemOf(checked));
    } else reading.values.set(field.key, value);
  }
}

/** Known ports, two different ones, a sailing date from today on. */
function checkLane(options: LetterReadOptions, reading: Reading): void {
  for (const key of ['pol', 'pod'] as const) {
    const code = reading.values.get(key);
    if (typeof code === 'string' && options.knownPort && !options.knownPort(code)) reading.warn(key, 'PORT_UNKNOWN');
  }
  if (reading.values.has('pol') && reading.values.get('pol') === reading.values.get('pod'))
    reading.warn('pod', 'SAME_PORT');
  const date = reading.values.get('sailingDate');
  if (typeof date === 'string' && date < options.today) reading.warn('sailingDate', 'SAILING_DATE_INVALID');
}

/** The value in minor units of the currency given beside it. */
function checkValue(reading: Reading): void {
  const amount = reading.values.get('cargo.value.amount');
  if (amount === undefined) return;
  const currency = reading.values.get('cargo.value.currency') as Currency | undefined;
  if (!currency) {
    reading.warn('cargo.value.amount', 'CARGO_VALUE_INVALID');
    return;
  }
  const minor = typeof amount === 'number' ? fromDecimalString(String(amount), currency) : null;
  const checked = CargoValueSchema.shape.amount.safeParse(minor);
  if (minor !== null && checked.success) reading.values.set('cargo.value.amount', checked.data);
  else reading.warn('cargo.value.amount', 'CARGO_VALUE_INVALID');
}

/** Hazardous cargo is of type dangerous: one implies the other; a contradiction drops the flag. */
function checkHazardous(reading: Reading): void {
  const type = reading.values.get('cargo.type');
  const hazardous = reading.values.get('cargo.hazardous');
  if (hazardous === undefined) {
    if (type === 'dangerous') reading.values.set('cargo.hazardous', true);
    else if (type !== undefined) reading.values.set('cargo.hazardous', false);
    return;
  }
  if (type === undefined) reading.values.set('cargo.type', hazardous ? 'dangerous' : 'general');
  else if (hazardous !== (type === 'dangerous')) reading.warn('cargo.hazardous', 'CARGO_DG_MISMATCH');
}

/** A party's B/L block: the company's name over its address, as the address book keeps it. */
function checkParties(reading: Reading): void {
  for (const party of PARTY_SECTIONS) {
    const lines = [reading.values.get(`${party}.company`), reading.values.get(`${party}.address`)];
    const block = lines.filter((line): line is string => typeof line === 'string' && line !== '').join('\n');
    reading.values.delete(`${party}.address`);
    if (block === '') continue;
    const checked = partyShape(party).address.safeParse(block);
    if (checked.success) reading.values.set(`${party}.address`, checked.data);
    else reading.warn(`${party}.address`, problemOf(checked));
  }
}

/** The containers table: each row a known type and a quantity; one type twice is added up. */
function readContainers(cells: LetterCells, reading: Reading): { type: string; quantity: number }[] {
  const rows = new Map<string, number>();
  (cells.containers ?? []).forEach((row, index) => {
    const blank = (cell: LetterCell | undefined) => cell === undefined || asText(cell) === '';
    if (blank(row.type) && blank(row.quantity)) return;
    const type = ContainerRowSchema.shape.type.safeParse(
      row.type === undefined ? undefined : asChoice(row.type, CONTAINER_TABLE.type.choices),
    );
    const quantity = ContainerRowSchema.shape.quantity.safeParse(
      row.quantity === undefined ? undefined : asNumber(row.quantity),
    );
    if (!type.success) reading.warn(`containers.${index}.type`, 'CONTAINERS_REQUIRED');
    if (!quantity.success) reading.warn(`containers.${index}.quantity`, 'CONTAINERS_REQUIRED');
    if (type.success && quantity.success) rows.set(type.data, (rows.get(type.data) ?? 0) + quantity.data);
  });
  const total = [...rows.values()].reduce((sum, quantity) => sum + quantity, 0);
  if (total > MAX_CONTAINERS) {
    reading.warn('containers', 'CONTAINERS_REQUIRED');
    return [];
  }
  return [...rows].map(([type, quantity]) => ({ type, quantity }));
}

/**
 * The draft of a filled template, what was left out and why, and how many fields went in. Blank cells
 * are simply absent; a filled cell that does not fit its field is reported and left empty.
 */
export function readLetterCells(cells: LetterCells, options: LetterReadOptions): LetterReading {
  const reading = new Reading();
  readFields(cells, options, reading);
  checkLane(options, reading);
  checkValue(reading);
  checkHazardous(reading);
  checkParties(reading);
  const draft: LetterDraft = { mode: options.mode, cargo: {} };
  for (const [key, value] of reading.values) setPath(draft, key.split('.'), value);
  const warned = new Set(reading.warnings.map((warning) => warning.field));
  let fields = [...reading.filled].filter((key) => !warned.has(key)).length;
  if (options.mode === 'fcl') {
    const containers = readContainers(cells, reading);
    if (containers.length > 0) draft.containers = containers;
    fields += containers.length;
  }
  return { draft, warnings: inTemplateOrder(reading.warnings), fields };
}

/** Warnings in the order of the template's rows, so the user reads them top to bottom. */
function inTemplateOrder(warnings: readonly LetterWarning[]): LetterWarning[] {
  const rank = (field: string) => {
    const at = LETTER_FIELDS.findIndex((candidate) => candidate.key === field);
    if (at >= 0) return at;
    return LETTER_FIELDS.length + 1 + Number(field.split('.')[1] ?? -1);
  };
  return [...warnings].sort((a, b) => rank(a.field) - rank(b.field));
}
