import { BL_FIELDS, BL_ORIGINALS, BL_PARTY_FIELDS, type BlDocument, type BlField } from './bill-of-lading.ts';
import type { Money } from './money-rules.ts';

/**
 * The field comparison of the B/L check (issue 19, decision 037): a draft against the booking, or against
 * the previous draft, field by field, with the words changed within a field. Shared by the server and the
 * check page, so both count the same differences.
 *
 * What is NOT a difference: letter case, spaces and line breaks between words, Chinese against English
 * punctuation (，vs , ；vs ; full-width letters), a number written differently with the same value
 * (1,000.50 vs 1000.5), and the lines of a party in another order (shown as "reordered", not counted).
 * Everything else is: a word added, removed or changed, a word split in two, a different number.
 */

/** A field's value as text, as it is compared and shown: numbers plain, containers one per line. */
export function blFieldText(doc: BlDocument, field: BlField): string {
  switch (field) {
    case 'containers':
      return doc.containers
        .map((box) => [box.containerNo, box.sealNo, box.type].filter(Boolean).join(' / '))
        .join('\n');
    case 'pieces':
    case 'grossWeightKg':
    case 'volumeCbm':
      return String(doc[field]);
    default:
      return doc[field];
  }
}

/** Every field of a document as text. */
export function blTexts(doc: BlDocument): Record<BlField, string> {
  return Object.fromEntries(BL_FIELDS.map((field) => [field, blFieldText(doc, field)])) as Record<BlField, string>;
}

/** Chinese punctuation NFKC leaves alone, mapped to its English counterpart. */
const PUNCTUATION: Record<string, string> = {
  '。': '.',
  '、': ',',
  '「': '"',
  '」': '"',
  '『': '"',
  '』': '"',
  '“': '"',
  '”': '"',
  '‘': "'",
  '’': "'",
  '《': '<',
  '》': '>',
  '【': '[',
  '】': ']',
  '—': '-',
  '–': '-',
  '～': '~',
};

/** A token of a field: its text as written and its key as compared. */
export type BlToken = { raw: string; key: string; space: boolean };

const TOKEN = /\s+|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\p{Script=Han}|[\p{L}\p{M}]+|[^\s]/gu;

/** A number as compared: its value, so 1,000.50 and 1000.5 are one. */
function numberKey(raw: string): string | null {
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/.test(raw)) return null;
  return `#${Number(raw.replace(/,/g, ''))}`;
}

/** Splits a text into words, numbers, Chinese characters, punctuation and spaces. */
export function blTokens(text: string): BlToken[] {
  const tokens: BlToken[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const raw = match[0];
    if (/^\s+$/.test(raw)) {
      tokens.push({ raw, key: ' ', space: true });
      continue;
    }
    const folded = raw.normalize('NFKC');
    const mapped = PUNCTUATION[folded] ?? folded;
    tokens.push({ raw, key: numberKey(mapped) ?? mapped.toLowerCase(), space: false });
  }
  return tokens;
}

/** The comparison key of a text: its words' keys, spaces and line breaks ignored. */
export function blKey(text: string): string {
  return blTokens(text)
    .filter((t) => !t.space)
    .map((t) => t.key)
    .join('\u0001');
}

/** A piece of the new value: unchanged, added, or a word of the old value that was removed. */
export type BlSegment = { text: string; op: 'same' | 'added' | 'removed' };

/**
 * The word-level differences from `before` to `after`: the new text in pieces, with the removed words
 * of the old text where they stood (longest common subsequence on the words' keys).
 */
export function blWordDiff(before: string, after: string): BlSegment[] {
  const a = blTokens(before).filter((t) => !t.space);
  const bAll = blTokens(after);
  const b = bAll.filter((t) => !t.space);
  const n = a.length;
  const m = b.length;
  const table: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      (table[i] as number[])[j] =
        a[i]?.key === b[j]?.key
          ? ((table[i + 1] as number[])[j + 1] as number) + 1
          : Math.max((table[i + 1] as number[])[j] as number, (table[i] as number[])[j + 1] as number);
  const opOfB = new Array<'same' | 'added'>(m).fill('added');
  const removedBefore = new Map<number, string[]>();
  let i = 0;
  let j = 0;
  const removeAt = (at: number, raw: string) => removedBefore.set(at, [...(removedBefore.get(at) ?? []), raw]);
  while (i < n && j < m) {
    if (a[i]?.key === b[j]?.key) {
      opOfB[j] = 'same';
      i++;
      j++;
    } else if (((table[i + 1] as number[])[j] as number) >= ((table[i] as number[])[j + 1] as number)) {
      removeAt(j, (a[i] as BlToken).raw);
      i++;
    } else j++;
  }
  for (; i < n; i++) removeAt(m, (a[i] as BlToken).raw);
  const segments: BlSegment[] = [];
  const push = (text: string, op: BlSegment['op']) => {
    const last = segments[segments.length - 1];
    if (last && last.op === op) last.text += text;
    else segments.push({ text, op });
  };
  let k = 0;
  for (const token of bAll) {
    if (token.space) {
      push(token.raw, 'same');
      continue;
    }
    const removed = removedBefore.get(k);
    if (removed) push(`${removed.join(' ')} `, 'removed');
    push(token.raw, opOfB[k] as 'same' | 'added');
    k++;
  }
  const tail = removedBefore.get(m);
  if (tail) push(`${segments.length > 0 ? ' ' : ''}${tail.join(' ')}`, 'removed');
  return segments;
}

function partyLines(text: string): string[] {
  return text
    .split('\n')
    .map(blKey)
    .filter((key) => key !== '');
}

function sameLines(a: string[], b: string[]): boolean {
  if (a.length !== b.length) return false;
  const x = [...a].sort();
  const y = [...b].sort();
  return x.every((line, i) => line === y[i]);
}

export type BlFieldStatus = 'same' | 'changed' | 'reordered';
export type BlFieldDiff = {
  field: BlField;
  status: BlFieldStatus;
  before: string;
  after: string;
  /** The new value in pieces, changed words marked; only for a changed field. */
  segments: BlSegment[];
};

/** Compares one field's texts (decision 037 for what counts). */
export function compareField(field: BlField, before: string, after: string): BlFieldDiff {
  const base = { field, before, after };
  if (blKey(before) === blKey(after)) return { ...base, status: 'same', segments: [] };
  if (BL_PARTY_FIELDS.includes(field) && sameLines(partyLines(before), partyLines(after)))
    return { ...base, status: 'reordered', segments: [] };
  return { ...base, status: 'changed', segments: blWordDiff(before, after) };
}

export type BlComparison = { fields: BlFieldDiff[]; changed: number };

/**
 * Compares `after` with `before` on the fields `before` has (the booking knows only some), in the
 * order a bill prints them. `changed` counts the fields that differ; reordered party lines do not.
 */
export function compareBl(before: Partial<Record<BlField, string>>, after: Record<BlField, string>): BlComparison {
  const fields = BL_FIELDS.filter((field) => before[field] !== undefined).map((field) =>
    compareField(field, before[field] ?? '', after[field]),
  );
  return { fields, changed: fields.filter((f) => f.status === 'changed').length };
}

/** The fields of `after` that differ from `before` (for "nothing changed" and the operator's log). */
export function changedFields(before: BlDocument, after: BlDocument): BlField[] {
  return compareBl(blTexts(before), blTexts(after))
    .fields.filter((f) => f.status === 'changed')
    .map((f) => f.field);
}

/** The amendment fee (`change_price`, decision 037): CNY 300 before sailing, CNY 800 after. */
export const BL_AMENDMENT_FEES: { beforeSailing: Money; afterSailing: Money } = {
  beforeSailing: { amount: 30_000, currency: 'CNY' },
  afterSailing: { amount: 80_000, currency: 'CNY' },
};

/** The number of originals an issue type records when the operator names none. */
export function defaultOriginals(issueType: BlDocument['issueType']): number {
  return BL_ORIGINALS[issueType].count;
}
