import { z } from 'zod';
import type { Locale, Localized } from './i18n.ts';

/**
 * Reference data shared by the web and the server: seaports (UN/LOCODE), countries, ocean carriers,
 * pickup cities and ISO 6346 container size-types. Every name is carried in the three languages so
 * the browser can switch language and filter a picker without asking again.
 */

export const LocalizedSchema = z.object({ 'zh-CN': z.string(), 'zh-TW': z.string(), en: z.string() });

/** UN/LOCODE: ISO 3166-1 alpha-2 country + 3 letters or digits 2–9 (UNECE). */
export const UNLOCODE_PATTERN = /^[A-Z]{2}[A-Z2-9]{3}$/;
export const PortCodeSchema = z
  .string({ error: 'PORT_REQUIRED' })
  .trim()
  .toUpperCase()
  .min(1, { error: 'PORT_REQUIRED' })
  .regex(UNLOCODE_PATTERN, { error: 'PORT_UNKNOWN' });

export const CountrySchema = z.object({
  /** ISO 3166-1 alpha-2. */
  code: z.string(),
  name: LocalizedSchema,
});
export type Country = z.infer<typeof CountrySchema>;

export const PortSchema = z.object({
  /** UN/LOCODE, e.g. CNSHA. */
  code: z.string(),
  /** ISO 3166-1 alpha-2 of the port's country. */
  country: z.string(),
  name: LocalizedSchema,
  /** Pinyin initials of the simplified Chinese name, lower case (上海 → "sh"). */
  pinyin: z.string(),
  /** A main Chinese port with its own consolidation services (an origin for export, a destination for import). */
  main: z.boolean(),
});
export type Port = z.infer<typeof PortSchema>;

/** A port as it appears inside a quote line: code and names only. */
export const PortRefSchema = z.object({ code: z.string(), name: LocalizedSchema });
export type PortRef = z.infer<typeof PortRefSchema>;

export const CarrierSchema = z.object({
  /** Standard Carrier Alpha Code (NMFTA), e.g. MAEU, COSU. */
  code: z.string(),
  name: LocalizedSchema,
  /** The short name shippers use: "COSCO", "ONE", "HMM". */
  shortName: z.string(),
});
export type Carrier = z.infer<typeof CarrierSchema>;

export const CitySchema = z.object({
  /** Administrative division code (GB/T 2260), six digits. */
  code: z.string(),
  name: LocalizedSchema,
  province: LocalizedSchema,
  pinyin: z.string(),
});
export type City = z.infer<typeof CitySchema>;

export const ContainerTypeSchema = z.object({
  /** The trade name used on quotes: 20GP, 40GP, 40HQ, 45HQ, 20RF, 40RH. */
  code: z.string(),
  /** ISO 6346 size-type code: 22G1, 42G1, 45G1, L5G1, 22R1, 45R1. */
  iso: z.string(),
  name: LocalizedSchema,
  teu: z.number(),
  reefer: z.boolean(),
  /** Usable internal volume in m³ and maximum payload in kg, for the "fits in" hint. */
  capacityCbm: z.number(),
  maxPayloadKg: z.number().int(),
});
export type ContainerType = z.infer<typeof ContainerTypeSchema>;

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
