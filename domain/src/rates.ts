import { z } from 'zod';
import { CarrierSchema, LocalizedSchema, PortCodeSchema, PortRefSchema, PortSchema } from './catalog.ts';
import { list, PageQuerySchema } from './envelope.ts';
import type { Localized } from './i18n.ts';
import { CurrencyTableSchema, MoneySchema } from './money.ts';
import { CHARGE_BASES, CHARGE_STAGES, type ChargeBasis, formatWm, type PricedCharge } from './pricing.ts';
import { CargoMeasureSchema, PolCodeSchema } from './quote-request.ts';
import { SERVICE_KINDS } from './quote-rules.ts';

export * from './quote-request.ts';
export * from './quote-rules.ts';

/**
 * Rate sheets and the quote search: fee codes with their labels, the quote line and the detailed quote
 * (the search requests are in quote-request.ts, re-exported here). The server answers with these shapes
 * and the web reads them.
 */

/** The fee codes of spec §3 with their display labels (freight-facts §8 for what each one is). */
export const FEE_CODES = {
  sea_price: { 'zh-CN': '海运费', 'zh-TW': '海運費', en: 'Ocean freight' },
  hub_price: { 'zh-CN': '中转费', 'zh-TW': '中轉費', en: 'Transshipment (hub) fee' },
  cisf_price: { 'zh-CN': '综合附加费', 'zh-TW': '綜合附加費', en: 'Combined surcharge (CISF)' },
  jc_price: { 'zh-CN': '进仓费', 'zh-TW': '進倉費', en: 'Warehouse receiving fee' },
  cfs_price: { 'zh-CN': 'CFS 拼箱费', 'zh-TW': 'CFS 拼櫃費', en: 'CFS consolidation fee' },
  thc_price: { 'zh-CN': '码头操作费 (THC)', 'zh-TW': '碼頭操作費 (THC)', en: 'Terminal handling (THC)' },
  file_price: { 'zh-CN': '单证费', 'zh-TW': '單證費', en: 'Document handling fee' },
  doc_price: { 'zh-CN': '文件费 (DOC)', 'zh-TW': '文件費 (DOC)', en: 'Documentation fee (DOC)' },
  booking_price: { 'zh-CN': '订舱费', 'zh-TW': '訂艙費', en: 'Booking fee' },
  manifest_price: { 'zh-CN': '舱单费 (AMS/ENS)', 'zh-TW': '艙單費 (AMS/ENS)', en: 'Manifest filing (AMS/ENS)' },
  sealing_price: { 'zh-CN': '封条费', 'zh-TW': '封條費', en: 'Seal fee' },
  vgm_price: { 'zh-CN': 'VGM 申报费', 'zh-TW': 'VGM 申報費', en: 'VGM submission fee' },
  handover_price: { 'zh-CN': '交接费', 'zh-TW': '交接費', en: 'Handover fee' },
  packing_price: { 'zh-CN': '装箱费', 'zh-TW': '裝櫃費', en: 'Stuffing fee' },
  declare_price: { 'zh-CN': '报关费', 'zh-TW': '報關費', en: 'Export customs declaration' },
  smth_price: { 'zh-CN': '上门提货费', 'zh-TW': '上門提貨費', en: 'Door pickup' },
  trailer_price: { 'zh-CN': '拖车费', 'zh-TW': '拖車費', en: 'Trucking fee' },
  insurance_price: { 'zh-CN': '保险费', 'zh-TW': '保險費', en: 'Cargo insurance' },
  datuo_price: { 'zh-CN': '打托费', 'zh-TW': '打托費', en: 'Palletising' },
  add_mo_price: { 'zh-CN': '缠膜费', 'zh-TW': '纏膜費', en: 'Stretch wrapping' },
  chengzhong_price: { 'zh-CN': '称重费', 'zh-TW': '秤重費', en: 'Weighing' },
  tiemai_price: { 'zh-CN': '贴唛费', 'zh-TW': '貼嘜費', en: 'Labelling (shipping marks)' },
  change_price: { 'zh-CN': '改单费', 'zh-TW': '改單費', en: 'Amendment fee' },
  destination_price: { 'zh-CN': '目的港费用', 'zh-TW': '目的港費用', en: 'Destination charges' },
  discharge_price: { 'zh-CN': '目的港拆箱费', 'zh-TW': '目的港拆櫃費', en: 'Destination devanning (CFS)' },
  mdgqg_price: { 'zh-CN': '目的港清关费', 'zh-TW': '目的港清關費', en: 'Destination customs clearance' },
  mdgsend_price: { 'zh-CN': '目的港派送费', 'zh-TW': '目的港派送費', en: 'Destination delivery' },
  voucher_price: { 'zh-CN': '优惠券抵扣', 'zh-TW': '優惠券折抵', en: 'Coupon discount' },
  part_sea_price: { 'zh-CN': '合作方海运费', 'zh-TW': '合作方海運費', en: 'Partner ocean freight' },
  part_add_price: { 'zh-CN': '合作方附加费', 'zh-TW': '合作方附加費', en: 'Partner surcharge' },
  part_addfee_price: { 'zh-CN': '合作方附加服务费', 'zh-TW': '合作方附加服務費', en: 'Partner service fee' },
  part_a_bonus: { 'zh-CN': '合作方奖励', 'zh-TW': '合作方獎勵', en: 'Partner bonus' },
} as const satisfies Record<string, Localized>;
export type FeeCode = keyof typeof FEE_CODES;
export const FEE_CODE_LIST = Object.keys(FEE_CODES) as FeeCode[];
export function isFeeCode(value: unknown): value is FeeCode {
  return typeof value === 'string' && Object.hasOwn(FEE_CODES, value);
}

/** What one unit of each basis is called on a fee line. */
export const BASIS_LABELS: Record<ChargeBasis, Localized> = {
  wm: { 'zh-CN': 'W/M', 'zh-TW': 'W/M', en: 'W/M' },
  bl: { 'zh-CN': '票', 'zh-TW': '票', en: 'B/L' },
  shipment: { 'zh-CN': '次', 'zh-TW': '次', en: 'shipment' },
  container: { 'zh-CN': '箱', 'zh-TW': '櫃', en: 'container' },
};

/** A tariff line as shown before pricing: what it costs per unit and its minimum. */
export const ChargeViewSchema = z.object({
  code: z.string(),
  name: LocalizedSchema,
  stage: z.enum(CHARGE_STAGES),
  basis: z.enum(CHARGE_BASES),
  unitPrice: MoneySchema,
  minAmount: MoneySchema,
  remark: LocalizedSchema.nullable(),
});
export type ChargeView = z.infer<typeof ChargeViewSchema>;

/** One sailing of one service: spec §3's quote line. */
export const QuoteLineSchema = z.object({
  /** `<serviceId>:<sailingDate>`: names one sailing; favourites keep the service part. */
  id: z.string(),
  serviceId: z.string(),
  kind: z.enum(SERVICE_KINDS),
  pol: PortRefSchema,
  pod: PortRefSchema,
  /** The hub port of a transshipment, null when direct. */
  via: PortRefSchema.nullable(),
  carrier: CarrierSchema,
  direct: z.boolean(),
  sailingDate: z.string(),
  /** Documents (SI) cut-off. */
  cutoffDate: z.string(),
  /** Last day the cargo may enter the warehouse. */
  cargoCutDate: z.string(),
  eta: z.string(),
  transitDays: z.number().int(),
  validFrom: z.string(),
  /** The price holds for sailings up to this date. */
  validTo: z.string(),
  /** ISO weekdays the service sails on (1 = Monday). */
  weekdays: z.array(z.number().int().min(1).max(7)),
  /** False when the service exists but has no published price ("no freight found, contact sales"). */
  priced: z.boolean(),
  /** Ocean freight per W/M including the ocean surcharges; null when not priced. */
  oceanPerWm: MoneySchema.nullable(),
  /** Minimum billed W/M on the ocean line, as a decimal string ("1"). */
  minWm: z.string(),
  /** Ocean freight for the searched cargo (or for the minimum when no cargo was given). */
  oceanAmount: MoneySchema.nullable(),
  /** Origin charges (CNY) for the searched cargo, or for the minimum. */
  originAmount: MoneySchema.nullable(),
  /** Destination charges: each line, and their total in USD to 2 decimals for the searched cargo. */
  destination: z.object({ charges: z.array(ChargeViewSchema), totalUsd: MoneySchema.nullable() }),
  /** Everything for the searched cargo in USD (ocean + origin + destination), for sorting and comparing. */
  totalUsd: MoneySchema.nullable(),
  /** Whether the caller has the service among favourites (false for visitors). */
  favourite: z.boolean(),
});
export type QuoteLine = z.infer<typeof QuoteLineSchema>;

export const QuoteFacetsSchema = z.object({
  carriers: z.array(z.object({ carrier: CarrierSchema, count: z.number().int() })),
  weeks: z.array(z.object({ week: z.string(), count: z.number().int() })),
  direct: z.number().int(),
  transship: z.number().int(),
});

/** Why a search found nothing to price: spec §8's messages, as catalogue keys. */
export const SEARCH_NOTICES = ['NO_ROUTE', 'NO_FREIGHT'] as const;

export const QuoteSearchResultSchema = z.object({
  items: z.array(QuoteLineSchema),
  total: z.number().int(),
  facets: QuoteFacetsSchema,
  notice: z.enum(SEARCH_NOTICES).nullable(),
  /** The window searched: first and last sailing date. */
  from: z.string(),
  to: z.string(),
  rates: CurrencyTableSchema,
});
export type QuoteSearchResult = z.infer<typeof QuoteSearchResultSchema>;

/** The search on the wire: see quote-search.ts for why the lines refer to dictionaries. */
/** A quote line with its ports, carrier and destination charges by reference. */
export const QuoteRowSchema = QuoteLineSchema.omit({
  pol: true,
  pod: true,
  via: true,
  carrier: true,
  destination: true,
}).extend({
  /** Codes: keys of the answer's `ports` and `carriers`. */
  pol: z.string(),
  pod: z.string(),
  via: z.string().nullable(),
  carrier: z.string(),
  /** `charges` is the position of the line's destination charges in the answer's `chargeSets`. */
  destination: z.object({ charges: z.number().int().min(0), totalUsd: MoneySchema.nullable() }),
});
export type QuoteRow = z.infer<typeof QuoteRowSchema>;

export const QuoteSearchAnswerSchema = QuoteSearchResultSchema.omit({ items: true, facets: true }).extend({
  items: z.array(QuoteRowSchema),
  facets: QuoteFacetsSchema.omit({ carriers: true }).extend({
    carriers: z.array(z.object({ carrier: z.string(), count: z.number().int() })),
  }),
  /** Every port the lines name, by UN/LOCODE. */
  ports: z.record(z.string(), PortRefSchema),
  /** Every carrier the lines and the carrier facet name, by SCAC. */
  carriers: z.record(z.string(), CarrierSchema),
  /** The distinct lists of destination charges of the lines. */
  chargeSets: z.array(z.array(ChargeViewSchema)),
});
export type QuoteSearchAnswer = z.infer<typeof QuoteSearchAnswerSchema>;

/** GET /v2/oe_sea/schedule?id=<line id or service id> — the public schedule of a service. */
export const ScheduleQuerySchema = z.object({
  id: z.string({ error: 'NOT_FOUND' }).min(1, { error: 'NOT_FOUND' }).max(80),
});
export const ScheduleSchema = z.object({
  line: QuoteLineSchema,
  /** The next sailings of the service within its validity. */
  sailings: z.array(
    z.object({ sailingDate: z.string(), cutoffDate: z.string(), cargoCutDate: z.string(), eta: z.string() }),
  ),
});
export type Schedule = z.infer<typeof ScheduleSchema>;

/** POST /v2/oe_sea/quote — every fee line for the cargo; needs a login. */
export const QuoteRequestSchema = z.object({
  id: z.string({ error: 'NOT_FOUND' }).min(1, { error: 'NOT_FOUND' }).max(80),
  cargo: CargoMeasureSchema,
});
export const FeeLineSchema = z.object({
  code: z.string(),
  name: LocalizedSchema,
  stage: z.enum(CHARGE_STAGES),
  basis: z.enum(CHARGE_BASES),
  unit: LocalizedSchema,
  unitPrice: MoneySchema,
  /** Units counted, as a decimal string: "2.5" W/M, "1" B/L. */
  quantity: z.string(),
  amount: MoneySchema,
  minimumApplied: z.boolean(),
  remark: LocalizedSchema.nullable(),
});
export type FeeLine = z.infer<typeof FeeLineSchema>;

/** A fee code's name in the three languages (a code outside the catalogue shows as itself). */
export function feeName(code: string): Localized {
  return isFeeCode(code) ? FEE_CODES[code] : { 'zh-CN': code, 'zh-TW': code, en: code };
}

/** A priced tariff line as a fee line of a quote. */
export function toFeeLine(line: PricedCharge, remark: Localized | null): FeeLine {
  return {
    code: line.code,
    name: feeName(line.code),
    stage: line.stage,
    basis: line.basis,
    unit: BASIS_LABELS[line.basis],
    unitPrice: { amount: line.unitPrice, currency: line.currency },
    quantity: formatWm(line.quantityMicro),
    amount: { amount: line.amount, currency: line.currency },
    minimumApplied: line.minimumApplied,
    remark,
  };
}
export const QuoteDetailSchema = z.object({
  line: QuoteLineSchema,
  wm: z.object({
    volume: z.string(),
    weight: z.string(),
    chargeable: z.string(),
    billed: z.string(),
    decidedBy: z.enum(['volume', 'weight', 'minimum']),
    kgPerCbm: z.number().int(),
  }),
  fees: z.array(FeeLineSchema),
  totals: z.array(MoneySchema),
  totalUsd: MoneySchema.nullable(),
  rates: CurrencyTableSchema,
});
export type QuoteDetail = z.infer<typeof QuoteDetailSchema>;

/** GET /v2/oe_start_port/pricelist — the main ports with their cheapest lanes (home page, origin picker). */
export const PriceListQuerySchema = z.object({
  kind: z.enum(SERVICE_KINDS, { error: 'VALIDATION' }).default('export'),
});
export const PriceListSchema = z.array(
  z.object({
    port: PortRefSchema,
    services: z.number().int(),
    destinations: z.number().int(),
    cheapest: z.array(
      z.object({
        serviceId: z.string(),
        pod: PortRefSchema,
        carrier: CarrierSchema,
        oceanPerWm: MoneySchema,
        transitDays: z.number().int(),
      }),
    ),
  }),
);
export type PriceList = z.infer<typeof PriceListSchema>;

/**
 * GET /v2/base/destination_port — the ports at the other end of the services, for the port pickers.
 * Export: the destinations (of every export service, or only of those leaving `pol`). Import: the
 * foreign origins serving China (or only those serving the Chinese port `pod`). An empty code is ignored.
 */
export const DestinationPortQuerySchema = z.object({
  kind: z.enum(SERVICE_KINDS, { error: 'VALIDATION' }).default('export'),
  pol: z.union([z.literal(''), PortCodeSchema], { error: 'PORT_UNKNOWN' }).optional(),
  pod: z.union([z.literal(''), PortCodeSchema], { error: 'PORT_UNKNOWN' }).optional(),
  keyword: z.string({ error: 'VALIDATION' }).trim().max(100, { error: 'VALIDATION' }).default(''),
  ...PageQuerySchema.shape,
});
export type DestinationPortQuery = z.infer<typeof DestinationPortQuerySchema>;
export const DestinationPortListSchema = list(PortSchema);

/** POST /v2/oe_smth/price — door pickup from a city to the port of loading. */
export const PickupPriceRequestSchema = z.object({
  city: z
    .string({ error: 'CITY_REQUIRED' })
    .trim()
    .regex(/^\d{6}$/, { error: 'CITY_REQUIRED' }),
  pol: PolCodeSchema,
  cargo: CargoMeasureSchema,
});
export const PickupPriceSchema = z.object({
  city: z.object({ code: z.string(), name: LocalizedSchema, province: LocalizedSchema }),
  pol: PortRefSchema,
  /** 1 = same province as the port, 2 = same region, 3 = elsewhere. */
  zone: z.number().int(),
  leadDays: z.number().int(),
  fees: z.array(FeeLineSchema),
  total: MoneySchema,
});
export type PickupPrice = z.infer<typeof PickupPriceSchema>;

export const FclLineSchema = z.object({
  id: z.string(),
  pol: PortRefSchema,
  pod: PortRefSchema,
  via: PortRefSchema.nullable(),
  carrier: CarrierSchema,
  direct: z.boolean(),
  sailingDate: z.string(),
  cutoffDate: z.string(),
  eta: z.string(),
  transitDays: z.number().int(),
  validTo: z.string(),
  weekdays: z.array(z.number().int()),
  /** Ocean freight per container type, all-in ocean (BAF etc. included); origin THC/DOC listed apart. */
  containers: z.array(z.object({ type: z.string(), price: MoneySchema })),
  originCharges: z.array(ChargeViewSchema),
});
export const FclSearchResultSchema = z.object({
  items: z.array(FclLineSchema),
  total: z.number().int(),
  notice: z.enum(SEARCH_NOTICES).nullable(),
  from: z.string(),
  to: z.string(),
});
export type FclLine = z.infer<typeof FclLineSchema>;
export type FclSearchResult = z.infer<typeof FclSearchResultSchema>;

/** Favourites: /v2/order_collect/addcollect, delcollect (by service id) and collect (the list). */
export const CollectRequestSchema = z.object({
  id: z.string({ error: 'NOT_FOUND' }).min(1, { error: 'NOT_FOUND' }).max(80),
});
export const CollectionItemSchema = z.object({
  serviceId: z.string(),
  createdAt: z.string(),
  /** The next sailing of the service priced for the minimum, or null when it no longer sails. */
  line: QuoteLineSchema.nullable(),
});
export type CollectionItem = z.infer<typeof CollectionItemSchema>;

/** Search keyword (spec §5): must not be empty after trimming; type 1..3 per spec §2. */
export const KeywordSearchSchema = z.object({
  keyword: z
    .string({ error: 'KEYWORD_REQUIRED' })
    .trim()
    .min(1, { error: 'KEYWORD_REQUIRED' })
    .max(100, { error: 'VALIDATION' }),
  type: z.coerce.number().int().min(1, { error: 'VALIDATION' }).max(3, { error: 'VALIDATION' }).default(1),
});
