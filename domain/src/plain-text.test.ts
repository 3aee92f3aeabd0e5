import { describe, expect, it } from 'vitest';
import { controlCharacterPath, hasControlCharacter } from './plain-text.ts';

describe('plain text', () => {
  it('refuses NUL, the other C0 controls, DEL and C1, and keeps tab and line breaks', () => {
    for (const code of [0x00, 0x01, 0x08, 0x0b, 0x0c, 0x1b, 0x1f, 0x7f, 0x85, 0x9f])
      expect(hasControlCharacter(`a${String.fromCharCode(code)}b`), code.toString(16)).toBe(true);
    expect(hasControlCharacter('line one\r\n\tline two')).toBe(false);
    expect(hasControlCharacter('上海 Shanghai é ✓ 😀')).toBe(false);
  });

  it('names the first field holding one, in values and keys, at any depth', () => {
    expect(controlCharacterPath({ name: 'ok', cargo: [{ marks: 'ok' }, { marks: 'x\u0000' }] })).toEqual([
      'cargo',
      '1',
      'marks',
    ]);
    expect(controlCharacterPath({ 'a\u0000': 1 })).toEqual(['a?']);
    expect(controlCharacterPath({ remark: 'two\nlines', n: 1, ok: true, none: null })).toBeNull();
    expect(controlCharacterPath('\u0000')).toEqual([]);
  });
});
