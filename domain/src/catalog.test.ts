import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchScore, normalizeKeyword, searchByKeyword, UNLOCODE_PATTERN } from './catalog.ts';

const port = (code: string, zhCN: string, zhTW: string, en: string, pinyin: string) => ({
  code,
  name: { 'zh-CN': zhCN, 'zh-TW': zhTW, en },
  pinyin,
});

const LAX = port('USLAX', '洛杉矶', '洛杉磯', 'Los Angeles', 'lsj');
const LGB = port('USLGB', '长滩', '長堤', 'Long Beach', 'ct');
const SHA = port('CNSHA', '上海', '上海', 'Shanghai', 'sh');
const SZX = port('CNSZX', '深圳', '深圳', 'Shenzhen', 'sz');
const SHK = port('CNSHK', '蛇口', '蛇口', 'Shekou', 'sk');
const PORTS = [LAX, LGB, SHA, SZX, SHK];

describe('matchScore', () => {
  it('ranks an exact code above an exact name, pinyin, prefixes and substrings', () => {
    expect(matchScore(SHA, 'cnsha')).toBe(100);
    expect(matchScore(SHA, 'Shanghai')).toBe(90);
    expect(matchScore(LAX, '洛杉磯')).toBe(90);
    expect(matchScore(LAX, 'lsj')).toBe(85);
    expect(matchScore(SHA, 'CNS')).toBe(80);
    expect(matchScore(LAX, 'los')).toBe(70);
    expect(matchScore(LAX, 'ls')).toBe(60);
    expect(matchScore(SHA, 'sha')).toBe(70);
    expect(matchScore(LAX, 'lax')).toBe(50);
    expect(matchScore(LAX, 'angeles')).toBe(40);
    expect(matchScore(LAX, 'tokyo')).toBe(0);
  });

  it('ignores case, spaces, dashes and dots', () => {
    expect(matchScore(LAX, '  LOS-ANGELES ')).toBe(matchScore(LAX, 'los angeles'));
    expect(matchScore(LAX, 'Los.Angeles')).toBe(90);
    expect(normalizeKeyword(' Los Angeles ')).toBe('losangeles');
  });

  it('matches everything on an empty keyword', () => {
    expect(matchScore(LAX, '')).toBe(1);
    expect(matchScore(LAX, '   ')).toBe(1);
  });

  it('scores between 0 and 100 for any keyword', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (keyword) => {
        const score = matchScore(LAX, keyword);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('always finds a port by its own code, names and pinyin', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PORTS), fc.constantFrom('code', 'zh-CN', 'zh-TW', 'en', 'pinyin'), (p, field) => {
        const keyword = field === 'code' ? p.code : field === 'pinyin' ? p.pinyin : p.name[field];
        expect(matchScore(p, keyword)).toBeGreaterThanOrEqual(85);
      }),
    );
  });
});

describe('searchByKeyword', () => {
  it('orders by score, then by code', () => {
    expect(searchByKeyword(PORTS, 'sh').map((p) => p.code)).toEqual(['CNSHA', 'CNSHK', 'CNSZX']);
    expect(searchByKeyword(PORTS, '洛杉矶').map((p) => p.code)).toEqual(['USLAX']);
    expect(searchByKeyword(PORTS, 'lsj').map((p) => p.code)).toEqual(['USLAX']);
  });

  it('keeps the given order and applies the limit on an empty keyword', () => {
    expect(searchByKeyword(PORTS, '', 2)).toEqual([LAX, LGB]);
    expect(searchByKeyword(PORTS, ' ')).toEqual(PORTS);
  });

  it('returns only matching items, at most the limit, for any keyword', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), fc.integer({ min: 0, max: 10 }), (keyword, limit) => {
        const found = searchByKeyword(PORTS, keyword, limit);
        expect(found.length).toBeLessThanOrEqual(limit);
        for (const item of found) expect(matchScore(item, keyword)).toBeGreaterThan(0);
      }),
    );
  });

  it('finds nothing for a keyword nothing contains', () => {
    expect(searchByKeyword(PORTS, 'rotterdam')).toEqual([]);
  });
});

describe('UN/LOCODE pattern', () => {
  it('accepts country plus three letters or digits 2–9, and nothing else', () => {
    for (const code of ['CNSHA', 'USLAX', 'GB2XX', 'DE9AB']) expect(code).toMatch(UNLOCODE_PATTERN);
    for (const code of ['cnsha', 'CNSH', 'CNSHAA', 'CN1AB', 'CN0AB', 'C1SHA'])
      expect(code).not.toMatch(UNLOCODE_PATTERN);
  });
});
