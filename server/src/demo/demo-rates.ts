// Over 400 lines on purpose: one deterministic generator of the demo tariff (lanes, services, charges,
// FCL, pickup, exchange rates) whose parts share one seeded random source and the fixed DEMO_LANES.
import type { Localized } from '@seabook/domain/i18n';
import { type Currency, type CurrencyRate, MINOR_DIGITS } from '@seabook/domain/money';
import type { Db } from '../db/client.ts';
import {
  type Catalog,
  type CatalogPort,
  ensureReferenceData,
  getCatalog,
  readReferenceData,
} from '../modules/catalog/catalog.service.ts';
import {
  addDays,
  hasLclServices,
  importRateSheet,
  type NewCharge,
  type NewFclRate,
  type NewLclService,
  type NewPickupTariff,
  type NewPortCharges,
  type RateSheet,
  today,
} from '../modules/rates/rates.service.ts';
import { loadDemoServiceTariffs } from './demo-services.ts';

/**
 * Demo rates: a deterministic rate sheet (seeded PRNG) around the day it is loaded, published through
 * the rates service like an uploaded sheet. Every main port gets export LCL services to nearly every
 * foreign port (1–4 carriers a lane, direct or via a hub), about 54 import services, port charges,
 * FCL rates, pickup tariffs and exchange rates. Validity runs from about two weeks before the load
 * day to 90–180 days after it, so a loaded database stays searchable for months.
 *
 * Long (about 600 lines) because most of it is data: regions, carriers, hubs and charge ranges, which
 * read best in one place next to the generator that uses them.
 *
 * Fixed lanes that tests and browser journeys rely on are in DEMO_LANES.
 */
export const DEMO_LANES = {
  /** Four services: COSCO and Maersk direct, ONE and HMM via Busan; standard W/M rule. */
  showcase: { pol: 'CNSHA', pod: 'USLAX' },
  /** Services exist but none is priced: "no freight found, contact sales". */
  noFreight: { pol: 'CNSHA', pod: 'NGLOS' },
  /** No service at all: "no route data found". */
  noRoute: { pol: 'CNSHA', pod: 'ISREY' },
  /** An import lane. */
  importLane: { pol: 'USLAX', pod: 'CNSHA' },
} as const;

export const DEMO_CURRENCY_RATES: Record<Exclude<Currency, 'USD'>, string> = {
  CNY: '0.13850000',
  EUR: '1.08500000',
  GBP: '1.27000000',
  AUD: '0.65500000',
  JPY: '0.00665000',
  HKD: '0.12800000',
};

type Region =
  | 'eastAsia'
  | 'seAsia'
  | 'southAsia'
  | 'middleEast'
  | 'northEurope'
  | 'med'
  | 'africa'
  | 'usWest'
  | 'usEast'
  | 'latinAmerica'
  | 'oceania';

type Profile = {
  transit: [number, number];
  /** Ocean freight per W/M, whole US dollars. */
  ocean: [number, number];
  /** FCL 20GP, whole US dollars. */
  fcl20: [number, number];
  hubs: string[];
  carriers: string[];
};

const GLOBAL = ['COSU', 'MAEU', 'MSCU', 'CMDU', 'HLCU', 'ONEY', 'EGLV', 'YMLU', 'HDMU', 'ZIMU', 'OOLU'];
const PROFILES: Record<Region, Profile> = {
  eastAsia: {
    transit: [3, 8],
    ocean: [5, 25],
    fcl20: [150, 500],
    hubs: ['KRPUS', 'HKHKG'],
    carriers: ['12PD', 'KMTU', 'SKLU', 'CKLU', 'SMLM', '11DX', '13DF', 'WHLC', 'COSU', 'ONEY', 'EGLV', 'OOLU'],
  },
  seAsia: {
    transit: [5, 12],
    ocean: [8, 30],
    fcl20: [200, 700],
    hubs: ['HKHKG', 'SGSIN'],
    carriers: ['12PD', 'WHLC', 'REGU', '12AT', '13DF', 'PCIU', 'KMTU', 'COSU', 'OOLU', 'EGLV', 'ONEY'],
  },
  southAsia: {
    transit: [12, 22],
    ocean: [15, 40],
    fcl20: [500, 1200],
    hubs: ['SGSIN', 'MYPKG'],
    carriers: ['PCIU', 'WHLC', 'ESPU', 'REGU', ...GLOBAL],
  },
  middleEast: {
    transit: [14, 24],
    ocean: [15, 45],
    fcl20: [700, 1500],
    hubs: ['SGSIN', 'AEJEA', 'MYPKG'],
    carriers: ['ESPU', 'PCIU', ...GLOBAL],
  },
  northEurope: { transit: [30, 40], ocean: [40, 80], fcl20: [1500, 3200], hubs: ['SGSIN', 'MYPKG'], carriers: GLOBAL },
  med: {
    transit: [26, 36],
    ocean: [35, 75],
    fcl20: [1400, 3000],
    hubs: ['SGSIN', 'ESVLC', 'MYPKG'],
    carriers: ['ARKU', ...GLOBAL],
  },
  africa: {
    transit: [30, 45],
    ocean: [45, 95],
    fcl20: [2200, 4500],
    hubs: ['SGSIN', 'AEJEA', 'ESVLC'],
    carriers: ['SAFM', 'GSLU', 'PCIU', 'COSU', 'MAEU', 'MSCU', 'CMDU'],
  },
  usWest: {
    transit: [14, 22],
    ocean: [40, 80],
    fcl20: [1800, 3200],
    hubs: ['KRPUS'],
    carriers: ['MATS', 'SMLM', 'APLU', ...GLOBAL],
  },
  usEast: {
    transit: [28, 38],
    ocean: [50, 90],
    fcl20: [2800, 4800],
    hubs: ['KRPUS', 'PAMIT'],
    carriers: ['APLU', ...GLOBAL],
  },
  latinAmerica: {
    transit: [28, 45],
    ocean: [40, 90],
    fcl20: [2000, 4200],
    hubs: ['PAMIT', 'KRPUS'],
    carriers: ['SUDU', 'APLU', ...GLOBAL],
  },
  oceania: {
    transit: [14, 24],
    ocean: [20, 50],
    fcl20: [900, 2000],
    hubs: ['SGSIN', 'HKHKG'],
    carriers: ['ANNU', 'PCIU', 'COSU', 'MAEU', 'MSCU', 'CMDU', 'OOLU', 'HLCU'],
  },
};

const COUNTRY_REGIONS: Record<Region, string> = {
  eastAsia: 'JP KR TW HK MO',
  seAsia: 'SG MY TH VN PH ID KH MM BN TL',
  southAsia: 'IN PK BD LK MV',
  middleEast: 'AE SA OM QA KW BH IQ IR JO YE',
  northEurope: 'GB IE NL BE DE DK SE NO FI PL EE LV LT IS',
  med: 'ES PT IT GR MT HR SI ME AL CY TR EG IL LB SY MA DZ TN LY RO BG GE UA FR RU',
  africa: 'NG GH CI CM SN GQ GA AO CD CG BJ TG LR SL GN GM MR CV KE TZ MZ MG MU ZA NA SO SD ER DJ',
  usWest: '',
  usEast: 'US CA PR',
  latinAmerica: 'MX PA CR GT SV HN NI CU DO HT JM BS TT CO EC PE CL BR AR UY PY VE GY SR',
  oceania: 'AU NZ FJ PG NC PF SB TO VU WS',
};
const regionByCountry = new Map<string, Region>(
  (Object.entries(COUNTRY_REGIONS) as [Region, string][]).flatMap(([region, list]) =>
    list
      .split(' ')
      .filter(Boolean)
      .map((country) => [country, region] as const),
  ),
);

/** The region of a port; the Pacific coasts of North America, Russia's Far East and Atlantic France by longitude. */
function regionOf(
  port: CatalogPort,
  coords: Map<string, { latitude: number | null; longitude: number | null }>,
): Region {
  const { latitude, longitude } = coords.get(port.code) ?? { latitude: null, longitude: null };
  if ((port.country === 'US' || port.country === 'CA') && longitude !== null && longitude < -100) return 'usWest';
  if (port.country === 'RU' && longitude !== null && longitude > 100) return 'eastAsia';
  if (port.country === 'RU' && latitude !== null && latitude > 50) return 'northEurope';
  if (port.country === 'FR' && latitude !== null && latitude > 45) return 'northEurope';
  return regionByCountry.get(port.country) ?? 'middleEast';
}

const EUROZONE = new Set('AT BE HR CY EE FI FR DE GR IE IT LV LT LU MT NL PT SK SI ES'.split(' '));
const EU = new Set([...EUROZONE, 'BG', 'CZ', 'DK', 'HU', 'PL', 'RO', 'SE']);
const LOCAL_CURRENCY: Record<string, Currency> = { US: 'USD', PR: 'USD', GB: 'GBP', AU: 'AUD', JP: 'JPY', HK: 'HKD' };

function localCurrency(country: string): Currency {
  return EUROZONE.has(country) ? 'EUR' : (LOCAL_CURRENCY[country] ?? 'USD');
}

/** Whole US dollars in another currency's minor units, rounded to a whole unit (ten yen). */
function fromUsd(dollars: number, currency: Currency): number {
  if (currency === 'USD') return dollars * 100;
  const units = dollars / Number(DEMO_CURRENCY_RATES[currency]);
  return currency === 'JPY' ? Math.round(units / 10) * 10 : Math.round(units) * 10 ** MINOR_DIGITS[currency];
}

/** mulberry32: a small deterministic PRNG, so the demo sheet is the same on every machine. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const chance = (p: number) => next() < p;
  const sample = <T>(list: readonly T[], n: number): T[] => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, n);
  };
  return { int, pick, chance, sample };
}

const REMARKS = {
  deliveryOrder: {
    'zh-CN': '含提货单 (D/O) 费',
    'zh-TW': '含提貨單 (D/O) 費',
    en: 'Includes the delivery order (D/O)',
  },
  ams: { 'zh-CN': '美国 AMS 申报', 'zh-TW': '美國 AMS 申報', en: 'US AMS filing' },
  aci: { 'zh-CN': '加拿大 ACI 申报', 'zh-TW': '加拿大 ACI 申報', en: 'Canada ACI filing' },
  ens: { 'zh-CN': '欧盟 ENS (ICS2) 申报', 'zh-TW': '歐盟 ENS (ICS2) 申報', en: 'EU ENS (ICS2) filing' },
} satisfies Record<string, Localized>;

const wm = (code: NewCharge['code'], stage: NewCharge['stage'], currency: Currency, unitPrice: number, minAmount = 0) =>
  ({ code, stage, currency, unitPrice, basis: 'wm', minAmount }) satisfies NewCharge;
const perBl = (code: NewCharge['code'], stage: NewCharge['stage'], currency: Currency, unitPrice: number) =>
  ({ code, stage, currency, unitPrice, basis: 'bl' }) satisfies NewCharge;

/** Builds the demo sheet for a catalog and a day (YYYY-MM-DD, the validity windows are around it). */
export function buildDemoRateSheet(catalog: Catalog, day: string): RateSheet {
  const r = prng(20_261_122);
  const coords = new Map(readReferenceData().ports.map((p) => [p.code, p]));
  const foreign = catalog.portList.filter((p) => p.country !== 'CN').sort((a, b) => a.code.localeCompare(b.code));
  const mainPorts = catalog.mainPorts;
  const has = (code: string) => catalog.ports.has(code);
  const carriersOk = (list: readonly string[]) => list.filter((c) => catalog.carriers.has(c));
  const validity = () => ({
    validFrom: r.chance(0.04) ? addDays(day, r.int(5, 20)) : addDays(day, -r.int(7, 30)),
    validTo: addDays(day, r.int(90, 180)),
  });
  const services: NewLclService[] = [];
  const fcl: NewFclRate[] = [];
  const portCharges: NewPortCharges[] = [];

  // Ports a main port does not serve at all: a few random ones each, and Reykjavik from Shanghai.
  const protectedPorts = new Set([
    'SGSIN',
    'KRPUS',
    'HKHKG',
    'MYPKG',
    'AEJEA',
    'ESVLC',
    'PAMIT',
    'USLAX',
    'USNYC',
    'DEHAM',
    'NLRTM',
    'GBFXT',
    'JPTYO',
    'AUSYD',
    DEMO_LANES.noFreight.pod,
  ]);
  const candidates = foreign.filter((p) => !protectedPorts.has(p.code) && p.code !== DEMO_LANES.noRoute.pod);

  for (const origin of mainPorts) {
    const unserved = new Set(r.sample(candidates, 4).map((p) => p.code));
    if (origin.code === DEMO_LANES.noRoute.pol) unserved.add(DEMO_LANES.noRoute.pod);
    for (const pod of foreign) {
      if (unserved.has(pod.code)) continue;
      if (origin.code === DEMO_LANES.showcase.pol && pod.code === DEMO_LANES.showcase.pod) continue;
      const region = regionOf(pod, coords);
      const profile = PROFILES[region];
      const hubs = profile.hubs.filter((h) => h !== pod.code && has(h));
      const count = r.pick([1, 1, 1, 2, 2, 2, 2, 3, 3, 4]);
      const noFreight = origin.code === DEMO_LANES.noFreight.pol && pod.code === DEMO_LANES.noFreight.pod;
      for (const carrier of r.sample(carriersOk(profile.carriers), count)) {
        const via = hubs.length > 0 && r.chance(0.45) ? r.pick(hubs) : null;
        const transit = r.int(profile.transit[0], profile.transit[1]) + (via ? r.int(3, 7) : 0);
        const ocean = r.int(profile.ocean[0], profile.ocean[1]) - (via ? 2 : 0);
        const cutoffDays = r.int(2, 3);
        services.push({
          kind: 'export',
          pol: origin.code,
          pod: pod.code,
          via,
          carrier,
          weekdays: r.chance(0.2) ? [r.int(1, 3), r.int(4, 7)] : [r.int(1, 7)],
          cutoffDays,
          cargoCutDays: r.int(1, cutoffDays - 1),
          transitDays: transit,
          ...validity(),
          currency: 'USD',
          oceanRate: noFreight || r.chance(0.03) ? null : ocean * 100,
          charges: serviceLines(r, region, pod.country, via),
        });
      }
    }
  }
  services.push(...showcaseServices(day));

  // Import LCL: 18 foreign origins, each to three main ports, one service each (54).
  const importOrigins = [
    'USLAX',
    'USNYC',
    'DEHAM',
    'NLRTM',
    'GBFXT',
    'FRLEH',
    'ITGOA',
    'ESBCN',
    'BEANR',
    'JPTYO',
    'JPOSA',
    'KRPUS',
    'SGSIN',
    'THLCH',
    'VNSGN',
    'AUSYD',
    'MYPKG',
    'INNSA',
  ].filter(has);
  importOrigins.forEach((code, i) => {
    const origin = catalog.ports.get(code);
    if (!origin) return;
    const profile = PROFILES[regionOf(origin, coords)];
    for (let k = 0; k < 3; k++) {
      const pod = mainPorts[(i + k * 3) % mainPorts.length];
      if (!pod) continue;
      const cutoffDays = r.int(2, 3);
      services.push({
        kind: 'import',
        pol: code,
        pod: pod.code,
        via: null,
        carrier: r.pick(carriersOk(GLOBAL)),
        weekdays: [r.int(1, 7)],
        cutoffDays,
        cargoCutDays: r.int(1, cutoffDays - 1),
        transitDays: r.int(profile.transit[0], profile.transit[1]),
        validFrom: addDays(day, -14),
        validTo: addDays(day, r.int(120, 180)),
        currency: 'USD',
        oceanRate: Math.max(5, Math.round(r.int(profile.ocean[0], profile.ocean[1]) * 0.6)) * 100,
        charges: [wm('cisf_price', 'ocean', 'USD', r.int(2, 5) * 100)],
      });
    }
    const currency = localCurrency(origin.country);
    portCharges.push({
      scope: 'origin',
      kind: 'import',
      port: code,
      charges: [
        wm('cfs_price', 'origin', currency, fromUsd(r.int(12, 25), currency), fromUsd(25, currency)),
        perBl('doc_price', 'origin', currency, fromUsd(r.int(30, 60), currency)),
      ],
    });
  });

  for (const port of mainPorts) {
    const cfs = r.int(60, 85) * 100;
    portCharges.push(
      {
        scope: 'origin',
        kind: 'export',
        port: port.code,
        charges: [
          wm('cfs_price', 'origin', 'CNY', cfs, cfs),
          wm('jc_price', 'origin', 'CNY', r.int(20, 35) * 100, 10_000),
          wm('thc_price', 'origin', 'CNY', r.int(40, 55) * 100),
          perBl('doc_price', 'origin', 'CNY', r.int(15, 25) * 1000),
          perBl('booking_price', 'origin', 'CNY', r.int(10, 15) * 1000),
        ],
      },
      {
        scope: 'destination',
        kind: 'import',
        port: port.code,
        charges: [
          wm('discharge_price', 'destination', 'CNY', r.int(90, 130) * 100, 13_000),
          wm('thc_price', 'destination', 'CNY', r.int(45, 60) * 100),
          { ...perBl('doc_price', 'destination', 'CNY', r.int(30, 45) * 1000), remark: REMARKS.deliveryOrder },
        ],
      },
      {
        scope: 'fcl_origin',
        kind: 'export',
        port: port.code,
        charges: [
          { code: 'thc_price', stage: 'origin', currency: 'CNY', unitPrice: r.int(85, 100) * 1000, basis: 'container' },
          perBl('doc_price', 'origin', 'CNY', r.int(45, 55) * 1000),
          {
            code: 'sealing_price',
            stage: 'origin',
            currency: 'CNY',
            unitPrice: r.int(5, 8) * 1000,
            basis: 'container',
          },
          { code: 'vgm_price', stage: 'origin', currency: 'CNY', unitPrice: r.int(8, 15) * 1000, basis: 'container' },
        ],
      },
    );
  }
  for (const pod of foreign) {
    const currency = localCurrency(pod.country);
    const discharge = fromUsd(r.int(15, 35), currency);
    const charges: NewCharge[] = [
      wm('discharge_price', 'destination', currency, discharge, discharge * r.int(1, 2)),
      {
        ...perBl('doc_price', 'destination', currency, fromUsd(r.int(35, 80), currency)),
        remark: REMARKS.deliveryOrder,
      },
    ];
    if (r.chance(0.6)) charges.push(wm('thc_price', 'destination', currency, fromUsd(r.int(6, 15), currency)));
    portCharges.push({ scope: 'destination', kind: 'export', port: pod.code, charges });
  }

  // FCL: each main port to about 100 destinations (the hubs and big ports first), 1–3 carriers a lane.
  const headline = ['USLAX', 'USLGB', 'USNYC', 'USSAV', 'DEHAM', 'NLRTM', 'BEANR', 'GBFXT', 'FRLEH', 'JPTYO', 'AUSYD'];
  const firstFcl = [...protectedPorts, ...headline].filter((c) => has(c) && c !== DEMO_LANES.noFreight.pod);
  for (const origin of mainPorts) {
    const rest = foreign
      .map((p) => p.code)
      .filter(
        (c) => !firstFcl.includes(c) && !(origin.code === DEMO_LANES.noRoute.pol && c === DEMO_LANES.noRoute.pod),
      );
    const lanes = [...new Set([...firstFcl, ...r.sample(rest, 100 - firstFcl.length)])];
    for (const code of lanes) {
      const pod = catalog.ports.get(code);
      if (!pod) continue;
      const region = regionOf(pod, coords);
      const profile = PROFILES[region];
      const hubs = profile.hubs.filter((h) => h !== code && has(h));
      for (const carrier of r.sample(carriersOk(profile.carriers), r.int(1, 3))) {
        const via = hubs.length > 0 && r.chance(0.3) ? r.pick(hubs) : null;
        const base = { pol: origin.code, pod: code, via, carrier, currency: 'USD' as const };
        const schedule = {
          weekdays: [r.int(1, 7)],
          cutoffDays: r.int(3, 5),
          transitDays: r.int(profile.transit[0], profile.transit[1]) + (via ? r.int(3, 7) : 0),
          ...validity(),
        };
        const p20 = r.int(profile.fcl20[0], profile.fcl20[1]);
        const p40 = Math.round(p20 * 1.85);
        const p40hq = p40 + 100;
        const prices: [string, number][] = [
          ['20GP', p20],
          ['40GP', p40],
          ['40HQ', p40hq],
        ];
        if (r.chance(0.5)) prices.push(['45HQ', Math.round(p40hq * 1.15)]);
        if (r.chance(0.2)) prices.push(['20RF', Math.round(p20 * 1.9)], ['40RH', Math.round(p40hq * 1.6)]);
        for (const [containerType, dollars] of prices)
          fcl.push({ ...base, ...schedule, containerType, price: Math.round(dollars / 10) * 1000 });
      }
    }
  }

  // Per zone: base price (CNY hundreds), per-W/M price (CNY), minimum (fen) and lead days.
  const zones = [
    { zone: 1, base: [15, 25], perWm: [30, 50], minAmount: 30_000, leadDays: 1 },
    { zone: 2, base: [30, 40], perWm: [50, 70], minAmount: 50_000, leadDays: 2 },
    { zone: 3, base: [60, 80], perWm: [80, 110], minAmount: 90_000, leadDays: 3 },
  ] as const;
  const pickupTariffs: NewPickupTariff[] = mainPorts.flatMap((port) =>
    zones.map((z) => ({
      pol: port.code,
      zone: z.zone,
      basePrice: r.int(z.base[0], z.base[1]) * 1000,
      perWm: r.int(z.perWm[0], z.perWm[1]) * 100,
      minAmount: z.minAmount,
      leadDays: z.leadDays,
    })),
  );
  const currencyRates: CurrencyRate[] = (Object.keys(DEMO_CURRENCY_RATES) as Exclude<Currency, 'USD'>[]).map(
    (currency) => ({ currency, usdPerUnit: DEMO_CURRENCY_RATES[currency], asOf: day }),
  );
  return { services, portCharges, fcl, pickupTariffs, currencyRates };
}

/** Ocean surcharges of a random service: CISF always, manifest filing to US/CA/EU, hub fee when transshipped. */
function serviceLines(r: ReturnType<typeof prng>, region: Region, country: string, via: string | null): NewCharge[] {
  const cisf = r.int(2, 8) * 100;
  const lines: NewCharge[] = [wm('cisf_price', 'ocean', 'USD', cisf, cisf)];
  const filing =
    country === 'US' || country === 'PR'
      ? REMARKS.ams
      : country === 'CA'
        ? REMARKS.aci
        : EU.has(country)
          ? REMARKS.ens
          : null;
  if (filing) lines.push({ ...perBl('manifest_price', 'ocean', 'USD', r.int(25, 35) * 100), remark: filing });
  if (via) {
    const hub = (region === 'eastAsia' || region === 'seAsia' ? r.int(2, 5) : r.int(4, 10)) * 100;
    lines.push(wm('hub_price', 'ocean', 'USD', hub, hub));
  }
  return lines;
}

/** The four fixed services of the showcase lane (Shanghai → Los Angeles). */
function showcaseServices(day: string): NewLclService[] {
  const { pol, pod } = DEMO_LANES.showcase;
  const common = {
    kind: 'export' as const,
    pol,
    pod,
    validFrom: addDays(day, -14),
    validTo: addDays(day, 120),
    currency: 'USD' as const,
  };
  const surcharges = (hub: number | null): NewCharge[] => [
    wm('cisf_price', 'ocean', 'USD', 500, 500),
    { ...perBl('manifest_price', 'ocean', 'USD', 3000), remark: REMARKS.ams },
    ...(hub ? [wm('hub_price', 'ocean', 'USD', hub, hub)] : []),
  ];
  return [
    {
      ...common,
      carrier: 'COSU',
      via: null,
      weekdays: [3],
      cutoffDays: 3,
      cargoCutDays: 2,
      transitDays: 14,
      oceanRate: 4500,
      charges: surcharges(null),
    },
    {
      ...common,
      carrier: 'MAEU',
      via: null,
      weekdays: [5],
      cutoffDays: 2,
      cargoCutDays: 1,
      transitDays: 16,
      oceanRate: 5200,
      charges: surcharges(null),
    },
    {
      ...common,
      carrier: 'ONEY',
      via: 'KRPUS',
      weekdays: [1],
      cutoffDays: 3,
      cargoCutDays: 1,
      transitDays: 20,
      oceanRate: 3900,
      charges: surcharges(600),
    },
    {
      ...common,
      carrier: 'HDMU',
      via: 'KRPUS',
      weekdays: [2, 5],
      cutoffDays: 2,
      cargoCutDays: 1,
      transitDays: 19,
      oceanRate: 4100,
      charges: surcharges(600),
    },
  ];
}

/**
 * Loads the demo rates into an empty rate sheet, after the reference data. Returns false when LCL
 * services already exist.
 */
export async function loadDemoRates(db: Db): Promise<boolean> {
  await ensureReferenceData(db);
  await loadDemoServiceTariffs(db);
  if (await hasLclServices(db)) return false;
  await importRateSheet(db, buildDemoRateSheet(await getCatalog(db), today()));
  return true;
}
