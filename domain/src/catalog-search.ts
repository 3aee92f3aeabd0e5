import type { Locale, Localized } from './i18n.ts';

/**
 * Port and city search without zod: the pickers of the browser's first page use it without loading the
 * schema library, and the server's port calls use the same functions. `catalog.ts` re-exports it.
 */

/** UN/LOCODE: ISO 3166-1 alpha-2 country + 3 letters or digits 2–9 (UNECE). */
export const UNLOCODE_PATTERN = /^[A-Z]{2}[A-Z2-9]{3}$/;

/** Lower-cases and strips spaces so "los angeles", "LosAngeles" and "LOS ANGELES" compare alike. */
export function normalizeKeyword(keyword: string): string {
  return keyword
    .trim()
    .toLowerCase()
    .replace(/[\s\-_.,]+/g, '');
}

type Searchable = { code: string; name: Localized; pinyin: string };

/**
 * How well a port (or city) matches what a user typed: 0 is no match, higher is better. Matches the
 * code, the English, simplified and traditional Chinese names and the pinyin initials. Used by the
 * server's port call and by the pickers in the browser, so both agree.
 */
export function matchScore(item: Searchable, keyword: string): number {
  const k = normalizeKeyword(keyword);
  if (!k) return 1;
  const code = item.code.toLowerCase();
  if (code === k) return 100;
  const en = normalizeKeyword(item.name.en);
  const names = [normalizeKeyword(item.name['zh-CN']), normalizeKeyword(item.name['zh-TW']), en];
  if (names.includes(k)) return 90;
  if (item.pinyin === k) return 85;
  if (code.startsWith(k)) return 80;
  if (names.some((n) => n.startsWith(k))) return 70;
  if (item.pinyin.startsWith(k)) return 60;
  // The location part of the code alone ("sha" for CNSHA).
  if (code.slice(2).startsWith(k)) return 50;
  if (names.some((n) => n.includes(k))) return 40;
  return 0;
}

/** Filters and orders items by match score (best first, then by code); stable for equal scores. */
export function searchByKeyword<T extends Searchable>(items: readonly T[], keyword: string, limit = 50): T[] {
  if (!normalizeKeyword(keyword)) return items.slice(0, limit);
  return items
    .map((item) => ({ item, score: matchScore(item, keyword) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.item.code.localeCompare(b.item.code))
    .slice(0, limit)
    .map((x) => x.item);
}

/** A port's label in a language: "上海 Shanghai (CNSHA)" style labels are built by the web. */
export function localName(name: Localized, locale: Locale): string {
  return name[locale] || name.en;
}
