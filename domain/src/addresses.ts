import { z } from 'zod';
import { list, PageQuerySchema } from './envelope.ts';

/**
 * The address book (spec §3 "address book entry", §2 "address library dialog"): the consignors,
 * consignees and notify parties a booking names. An entry belongs to a tenant, so a company's main
 * account and its sub-accounts share one book (decision 005).
 */

/** The dialog's three tabs: who the party is on the B/L. */
export const ADDRESS_KINDS = ['consignor', 'consignee', 'notifier'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];

/** Length limits of the fields, in characters; the form shows them and the server enforces them. */
export const ADDRESS_LIMITS = {
  label: 40,
  tag: 20,
  company: 120,
  contact: 60,
  phone: 30,
  /** The B/L text: a party box holds a few lines, so a block longer than this does not fit. */
  address: 500,
  addressLines: 8,
  detail: 300,
  keyword: 50,
} as const;

/** How many entries one tenant may keep (all kinds together). */
export const MAX_ADDRESSES_PER_TENANT = 500;

/**
 * Text printed on a B/L in English: letters, digits, plain ASCII punctuation and spaces, on several lines.
 * Full-width punctuation from a Chinese keyboard ("，" "（") is refused too. Spec §5 asks it of the
 * consignor ("English letters or digits only"); consignee and notify party may be in any script.
 */
const BL_TEXT_PATTERN = /^[\x20-\x7E\n]*$/;

/** Whether a text may be printed on the B/L as it is. */
export function isBlText(value: string): boolean {
  return BL_TEXT_PATTERN.test(value);
}

/** A B/L block as stored: Windows line ends unified, each line's trailing spaces and blank edges dropped. */
export function normalizeBlText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''))
    .join('\n')
    .replace(/^\n+|\n+$/g, '')
    .trim();
}

/** The abbreviation for a party saved without one: the first line of its B/L text, cut to the limit. */
export function partyLabel(address: string): string {
  const first = normalizeBlText(address).split('\n')[0] ?? '';
  return first.trim().slice(0, ADDRESS_LIMITS.label);
}

/** A phone as printed for a foreign party: digits with +, -, ., /, spaces or brackets; at least 5 digits. */
const PHONE_PATTERN = /^\+?[0-9 ()./-]+$/;

function isPartyPhone(value: string): boolean {
  return value === '' || (PHONE_PATTERN.test(value) && (value.match(/\d/g)?.length ?? 0) >= 5);
}

/** An optional free-text field: trimmed, '' when absent. */
function optionalText(max: number) {
  return z
    .string({ error: 'VALIDATION' })
    .trim()
    .max(max, { error: 'FIELD_TOO_LONG' })
    .optional()
    .transform((value) => value ?? '');
}

export const AddressKindSchema = z.enum(ADDRESS_KINDS, { error: 'ADDRESS_KIND_INVALID' });

export const AddressLabelSchema = z
  .string({ error: 'ADDRESS_LABEL_REQUIRED' })
  .trim()
  .min(1, { error: 'ADDRESS_LABEL_REQUIRED' })
  .max(ADDRESS_LIMITS.label, { error: 'FIELD_TOO_LONG' });

/** The B/L block of a party in any script: normalized, required, within a party box's lines and length. */
export const PartyContentSchema = z
  .string({ error: 'ADDRESS_CONTENT_REQUIRED' })
  .transform(normalizeBlText)
  .pipe(
    z
      .string()
      .min(1, { error: 'ADDRESS_CONTENT_REQUIRED' })
      .max(ADDRESS_LIMITS.address, { error: 'ADDRESS_CONTENT_TOO_LONG' })
      .refine((value) => value.split('\n').length <= ADDRESS_LIMITS.addressLines, {
        error: 'ADDRESS_CONTENT_TOO_LONG',
      }),
  );

/** The same block in English only: the consignor's (spec §5). */
export const AddressContentSchema = PartyContentSchema.refine(isBlText, { error: 'ADDRESS_CONTENT_ENGLISH' });

export const PartyPhoneSchema = z
  .string({ error: 'CONTACT_PHONE_INVALID' })
  .trim()
  .max(ADDRESS_LIMITS.phone, { error: 'CONTACT_PHONE_INVALID' })
  .refine(isPartyPhone, { error: 'CONTACT_PHONE_INVALID' })
  .optional()
  .transform((value) => value ?? '');

/** Country or region: an ISO 3166-1 alpha-2 code of the catalogue (`/v2/base/countries`), or '' for none. */
export const RegionSchema = z
  .string({ error: 'REGION_UNKNOWN' })
  .trim()
  .toUpperCase()
  .refine((value) => value === '' || /^[A-Z]{2}$/.test(value), { error: 'REGION_UNKNOWN' })
  .optional()
  .transform((value) => value ?? '');

/** The fields of an entry; `address` is the dialog's "content", `label` its "abbreviation". */
const addressFields = {
  kind: AddressKindSchema,
  label: AddressLabelSchema,
  tag: optionalText(ADDRESS_LIMITS.tag),
  company: optionalText(ADDRESS_LIMITS.company),
  contact: optionalText(ADDRESS_LIMITS.contact),
  phone: PartyPhoneSchema,
  region: RegionSchema,
  address: PartyContentSchema,
  detail: optionalText(ADDRESS_LIMITS.detail),
  isDefault: z.boolean({ error: 'VALIDATION' }).optional(),
};

/**
 * The text a consignor's entry prints on the B/L, which must then be in English (spec §5, as the booking's
 * consignor). The company and contact are for the people who handle the booking (a contact "李工"), never
 * printed on the B/L, so they may be in any script (issue 14 item 13).
 */
export const CONSIGNOR_ENGLISH_FIELDS = ['address'] as const;

/** Spec §5 for a consignor entry, so that picking it fills a booking's consignor with valid text. */
function consignorInEnglish(value: { kind?: unknown } & Record<string, unknown>, ctx: z.RefinementCtx): void {
  if (value.kind !== 'consignor') return;
  for (const field of CONSIGNOR_ENGLISH_FIELDS) {
    const text = value[field];
    if (typeof text === 'string' && !isBlText(text)) {
      ctx.addIssue({ code: 'custom', message: 'ADDRESS_CONTENT_ENGLISH', path: [field] });
    }
  }
}

/**
 * POST /v2/member/address/addaddress, and the form. Unknown fields (`id`, `tenantId`, …) are dropped.
 * `isDefault` left out means false on add and "unchanged" on edit.
 */
export const AddressInputSchema = z.object(addressFields).superRefine(consignorInEnglish);
/** What the caller sends (optional fields may be left out). */
export type AddressInput = z.input<typeof AddressInputSchema>;
/** What the schema makes of it: every text present and normalized. */
export type AddressValues = z.output<typeof AddressInputSchema>;

/** The id an edit, delete or set-default call names. A malformed id is simply not found. */
export const AddressIdSchema = z
  .string({ error: 'NOT_FOUND' })
  .trim()
  .min(1, { error: 'NOT_FOUND' })
  .max(80, { error: 'NOT_FOUND' });

/** POST /v2/member/address/editaddress: the whole entry again, with its id. */
export const AddressEditSchema = z.object({ ...addressFields, id: AddressIdSchema }).superRefine(consignorInEnglish);
export type AddressEdit = z.input<typeof AddressEditSchema>;

/** POST /v2/member/address/deladdress and /setdefault. */
export const AddressRefSchema = z.object({ id: AddressIdSchema });

/** One entry as the API answers it. */
export const AddressSchema = z.object({
  id: z.string(),
  kind: AddressKindSchema,
  label: z.string(),
  tag: z.string(),
  company: z.string(),
  contact: z.string(),
  phone: z.string(),
  region: z.string(),
  address: z.string(),
  detail: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Address = z.infer<typeof AddressSchema>;

/** An empty query value (`?kind=`) means "not given". */
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

/**
 * GET /v2/member/address/getaddresslist: one kind or all, a keyword matched (ignoring case) against the
 * label, tag, contact, company and B/L text; default entries first, then the newest.
 */
export const AddressListQuerySchema = PageQuerySchema.extend({
  kind: z.preprocess(blankAsMissing, AddressKindSchema.optional()),
  keyword: z.string().trim().max(ADDRESS_LIMITS.keyword, { error: 'FIELD_TOO_LONG' }).optional(),
});
export type AddressListQuery = z.input<typeof AddressListQuerySchema>;

/** One page of the address book. */
export const AddressListSchema = list(AddressSchema);
export type AddressPage = z.infer<typeof AddressListSchema>;
