import { z } from 'zod';
import { UNLOCODE_PATTERN } from './catalog-search.ts';
import { list, PageQuerySchema } from './envelope.ts';

export * from './catalog-search.ts';

/**
 * Reference data shared by the web and the server: seaports (UN/LOCODE), countries, ocean carriers,
 * pickup cities and ISO 6346 container size-types. Every name is carried in the three languages so
 * the browser can switch language and filter a picker without asking again.
 */

export const LocalizedSchema = z.object({ 'zh-CN': z.string(), 'zh-TW': z.string(), en: z.string() });

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

const KeywordSchema = z
  .string({ error: 'VALIDATION' })
  .max(100, { error: 'VALIDATION' })
  .default('')
  .describe('Code, name in any language, or pinyin initials');

/** GET /v2/base/ports: a page of seaports matching a keyword, optionally only (or never) the main Chinese ones. */
export const PortQuerySchema = PageQuerySchema.extend({
  keyword: KeywordSchema,
  main: z
    .enum(['true', 'false'], { error: 'VALIDATION' })
    .optional()
    .describe('true: only the main Chinese ports; false: only the others'),
});
export type PortQuery = z.input<typeof PortQuerySchema>;
/** GET /v2/base/cities: a page of pickup cities matching a keyword. */
export const CityQuerySchema = PageQuerySchema.extend({ keyword: KeywordSchema });

/** A port of the catalogue with the two-digit GB/T 2260 province code of a Chinese port ('' elsewhere). */
export const CatalogPortSchema = PortSchema.extend({ province: z.string() });
export const CatalogCitySchema = CitySchema.extend({ provinceCode: z.string() });
export const CatalogPortListSchema = list(CatalogPortSchema);
export const CatalogCityListSchema = list(CatalogCitySchema);
export const CountryListSchema = list(CountrySchema);
export const CarrierListSchema = list(CarrierSchema);
export const ContainerTypeListSchema = list(ContainerTypeSchema);
