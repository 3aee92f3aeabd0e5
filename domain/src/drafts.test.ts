import { describe, expect, it } from 'vitest';
import { DRAFT_MAX_BYTES, DraftContentSchema, draftTitle, ORDER_DRAFT_KEYS, SaveDraftRequestSchema } from './drafts.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);

describe('draft content', () => {
  it('keeps every top-level key of the LCL and FCL order drafts', () => {
    const shape = Object.keys(DraftContentSchema.shape);
    for (const key of ORDER_DRAFT_KEYS) expect(shape).toContain(key);
    expect(ORDER_DRAFT_KEYS).toEqual(expect.arrayContaining(['cargo', 'containers', 'trucking', 'warehouse']));
  });

  it('keeps a half-filled draft as typed, drops unknown keys and keys of the wrong JSON type', () => {
    const parsed = SaveDraftRequestSchema.parse({
      mode: 'lcl',
      line: null,
      draft: {
        mode: 'lcl',
        cargo: { weightKg: 'twelve', nameEn: '' },
        tradeTerm: 'FOB',
        consignor: 'not a block',
        containers: { type: '20GP' },
        pol: ' cnsha ',
        pod: 'nowhere',
        sailingDate: '2026-07-01',
        secret: { admin: true },
      },
    });
    expect(parsed.draft).toEqual({
      mode: 'lcl',
      cargo: { weightKg: 'twelve', nameEn: '' },
      tradeTerm: 'FOB',
      pol: 'CNSHA',
      sailingDate: '2026-07-01',
    });
    const badDate = SaveDraftRequestSchema.parse({ mode: 'lcl', line: null, draft: { sailingDate: 'soon' } });
    expect(badDate.draft).toEqual({});
  });

  it('refuses a draft that is not an object, and one over 64 KB', () => {
    for (const draft of [null, 'text', 12, [{ cargo: {} }]])
      expect(messages(SaveDraftRequestSchema.safeParse({ mode: 'lcl', line: null, draft }))).toEqual(['VALIDATION']);
    const big = { remark: 'x', cargo: { marks: 'M'.repeat(DRAFT_MAX_BYTES) } };
    expect(messages(SaveDraftRequestSchema.safeParse({ mode: 'fcl', line: 'L1', draft: big }))).toEqual([
      'DRAFT_TOO_LARGE',
    ]);
    // Counted in UTF-8 bytes: 22,000 Chinese characters are 66,000 bytes.
    const chinese = { cargo: { nameEn: '货'.repeat(22_000) } };
    expect(messages(SaveDraftRequestSchema.safeParse({ mode: 'lcl', line: null, draft: chinese }))).toEqual([
      'DRAFT_TOO_LARGE',
    ]);
  });

  it('bounds the title and the line', () => {
    const base = { mode: 'lcl', line: 'L1', draft: {} };
    expect(messages(SaveDraftRequestSchema.safeParse({ ...base, title: 't'.repeat(101) }))).toEqual(['FIELD_TOO_LONG']);
    expect(messages(SaveDraftRequestSchema.safeParse({ ...base, line: '' }))).toEqual(['QUOTE_UNAVAILABLE']);
    expect(messages(SaveDraftRequestSchema.safeParse({ ...base, mode: 'air' }))).toEqual(['VALIDATION']);
  });
});

describe('draft title', () => {
  it('names the lane and the first line of the cargo name', () => {
    expect(draftTitle('Shanghai', 'Los Angeles', 'LED LAMPS\nMADE IN CHINA')).toBe('Shanghai → Los Angeles, LED LAMPS');
    expect(draftTitle('Shanghai', null, null)).toBe('Shanghai → ?');
    expect(draftTitle(null, null, 'LAMPS')).toBe('LAMPS');
    expect(draftTitle(null, null, null)).toBe('');
  });
});
