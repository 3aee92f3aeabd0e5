import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_LIMITS,
  AddressContentSchema,
  AddressEditSchema,
  AddressInputSchema,
  AddressListQuerySchema,
  isBlText,
  normalizeBlText,
  PartyContentSchema,
  PartyPhoneSchema,
  partyLabel,
  RegionSchema,
} from './addresses.ts';
import { isErrorKey } from './errors.ts';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

const issuesByField = (result: {
  success: boolean;
  error?: { issues: Array<{ message: string; path: PropertyKey[] }> };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const consignee = {
  kind: 'consignee',
  label: 'ACME LA',
  address: 'ACME IMPORTS INC.\n1200 HARBOR BLVD, LOS ANGELES, CA 90731\nUSA',
};

describe('address book entries', () => {
  it('needs a kind, a short name and the B/L text; the rest is optional and empty', () => {
    const parsed = AddressInputSchema.parse(consignee);
    expect(parsed).toEqual({
      ...consignee,
      tag: '',
      company: '',
      contact: '',
      phone: '',
      region: '',
      detail: '',
      isDefault: undefined,
    });
    expect(issuesByField(AddressInputSchema.safeParse({}))).toEqual({
      kind: 'ADDRESS_KIND_INVALID',
      label: 'ADDRESS_LABEL_REQUIRED',
      address: 'ADDRESS_CONTENT_REQUIRED',
    });
    expect(firstMessage(AddressInputSchema.safeParse({ ...consignee, kind: 'shipper' }))).toBe('ADDRESS_KIND_INVALID');
    expect(firstMessage(AddressInputSchema.safeParse({ ...consignee, label: '   ' }))).toBe('ADDRESS_LABEL_REQUIRED');
  });

  it('drops fields it does not know, such as an id or an owner', () => {
    const parsed = AddressInputSchema.parse({ ...consignee, id: 'x', tenantId: 'y', ownerId: 'z' });
    expect(parsed).not.toHaveProperty('id');
    expect(parsed).not.toHaveProperty('tenantId');
    expect(parsed).not.toHaveProperty('ownerId');
    expect(AddressEditSchema.parse({ ...consignee, id: ' abc ' }).id).toBe('abc');
  });

  it('refuses over-long free text with the field named', () => {
    const long = (n: number) => 'x'.repeat(n + 1);
    for (const field of ['label', 'tag', 'company', 'contact', 'detail'] as const) {
      const result = AddressInputSchema.safeParse({ ...consignee, [field]: long(ADDRESS_LIMITS[field]) });
      expect(issuesByField(result)).toEqual({ [field]: 'FIELD_TOO_LONG' });
    }
  });

  it('names only catalogue keys in its messages', () => {
    const result = AddressInputSchema.safeParse({ kind: 1, label: 2, address: 3, phone: 4, region: 5, tag: 6 });
    for (const message of Object.values(issuesByField(result))) expect(isErrorKey(message)).toBe(true);
  });
});

describe('the B/L text', () => {
  it('takes English letters, digits and ASCII punctuation on several lines', () => {
    const text = "O'HARA & SONS LTD.\nUNIT 5/F, NO. 88 (REAR)\nTEL: +44-20-7946-0958 #2";
    expect(AddressContentSchema.parse(text)).toBe(text);
    expect(isBlText(text)).toBe(true);
  });

  it('refuses Chinese and full-width punctuation in English text', () => {
    for (const text of ['上海市浦东新区', 'ACME，INC', 'ACME（LA）', 'CAFÉ PARIS', 'TAB\tHERE']) {
      expect(firstMessage(AddressContentSchema.safeParse(text))).toBe('ADDRESS_CONTENT_ENGLISH');
      expect(PartyContentSchema.safeParse(text).success).toBe(true);
    }
  });

  it('asks English of a consignor only (spec §5), and only of its B/L text', () => {
    const chinese = { address: '上海市浦东新区世纪大道 1 号', company: '上海贸易有限公司', contact: '张伟' };
    expect(AddressInputSchema.safeParse({ ...consignee, ...chinese }).success).toBe(true);
    expect(AddressInputSchema.safeParse({ ...consignee, ...chinese, kind: 'notifier' }).success).toBe(true);
    const consignor = AddressInputSchema.safeParse({ ...consignee, ...chinese, kind: 'consignor' });
    expect(issuesByField(consignor)).toEqual({ address: 'ADDRESS_CONTENT_ENGLISH' });
    const edit = AddressEditSchema.safeParse({ ...consignee, ...chinese, kind: 'consignor', id: 'x' });
    expect(Object.keys(issuesByField(edit))).toEqual(['address']);
  });

  it('takes a Chinese contact and company on a consignor whose B/L text is English (issue 14)', () => {
    const entry = { ...consignee, kind: 'consignor', company: '宁波照明有限公司', contact: '李工' };
    expect(AddressInputSchema.safeParse(entry).success).toBe(true);
    expect(AddressEditSchema.safeParse({ ...entry, id: 'x' }).success).toBe(true);
  });

  it('unifies line ends and trims blank edges', () => {
    expect(normalizeBlText('\r\n  ACME  \r\nLA   \n\n')).toBe('ACME\nLA');
    expect(firstMessage(AddressContentSchema.safeParse(' \n \r\n'))).toBe('ADDRESS_CONTENT_REQUIRED');
  });

  it('fits a party box: at most 8 lines and 500 characters', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `LINE ${i + 1}`).join('\n');
    expect(AddressContentSchema.safeParse(lines(8)).success).toBe(true);
    expect(firstMessage(AddressContentSchema.safeParse(lines(9)))).toBe('ADDRESS_CONTENT_TOO_LONG');
    expect(AddressContentSchema.safeParse('A'.repeat(500)).success).toBe(true);
    expect(firstMessage(AddressContentSchema.safeParse('A'.repeat(501)))).toBe('ADDRESS_CONTENT_TOO_LONG');
  });

  it('keeps any printable ASCII text, normalized once and for all', () => {
    const line = fc.stringMatching(/^[\x20-\x7E]{1,40}$/);
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), (lines) => {
        const parsed = AddressContentSchema.safeParse(lines.join('\r\n'));
        const normalized = normalizeBlText(lines.join('\n'));
        if (normalized === '') {
          // Whitespace only: refused. (Returning the assertion's value would read as a failed property.)
          expect(parsed.success).toBe(false);
          return;
        }
        expect(parsed.success && parsed.data).toBe(normalized);
        expect(normalizeBlText(normalized)).toBe(normalized);
      }),
    );
  });

  it('gives a party saved without a short name the first line of its text', () => {
    expect(partyLabel('\n  ACME IMPORTS INC.  \n1200 HARBOR BLVD')).toBe('ACME IMPORTS INC.');
    expect(partyLabel('X'.repeat(60))).toHaveLength(ADDRESS_LIMITS.label);
  });
});

describe('phone and region', () => {
  it('takes international phone numbers, or none', () => {
    for (const phone of ['+1 (310) 555-0100', '021-6888 8888', '13800000001', '', undefined]) {
      expect(PartyPhoneSchema.safeParse(phone).success).toBe(true);
    }
    for (const phone of ['call me', '12-34', '+1 310 555 0100 ext. 12', '1'.repeat(31)]) {
      expect(firstMessage(PartyPhoneSchema.safeParse(phone))).toBe('CONTACT_PHONE_INVALID');
    }
  });

  it('takes a two-letter country code in any case, or none', () => {
    expect(RegionSchema.parse(' us ')).toBe('US');
    expect(RegionSchema.parse(undefined)).toBe('');
    for (const region of ['USA', 'U1', '美国'])
      expect(firstMessage(RegionSchema.safeParse(region))).toBe('REGION_UNKNOWN');
  });
});

describe('the list query', () => {
  it('reads an empty kind as all kinds, and pages by default', () => {
    expect(AddressListQuerySchema.parse({ kind: '', keyword: ' acme ' })).toEqual({
      kind: undefined,
      keyword: 'acme',
      page: 1,
      pageSize: 20,
    });
    expect(firstMessage(AddressListQuerySchema.safeParse({ kind: 'x' }))).toBe('ADDRESS_KIND_INVALID');
    expect(firstMessage(AddressListQuerySchema.safeParse({ keyword: 'k'.repeat(51) }))).toBe('FIELD_TOO_LONG');
  });
});
