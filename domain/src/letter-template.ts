import {
  type CARGO_TYPES,
  CONTAINER_CODES,
  MAX_CONTAINERS,
  type PACKING_TYPES,
  SHIPMENT_TERMS,
  TRADE_TERMS,
} from './booking-rules.ts';
import { CURRENCIES } from './money-rules.ts';

/**
 * Our Excel letter-of-instruction template (decision 020): which fields it has, in which sections, with
 * their bilingual labels and drop-down choices. The server builds the workbook from these fields and
 * reads it back (modules/letters); how the filled cells become an order draft is letter-cells.ts.
 */

/** What marks a workbook as ours: the hidden sheet's first cells. */
export const LETTER_TEMPLATE = {
  mark: 'seabook-letter-template',
  version: 1,
  sheet: '托书 Shipping instruction',
  metaSheet: 'seabook',
  /** Empty rows of the FCL containers table. */
  containerRows: 5,
} as const;

export type LetterFieldType = 'text' | 'block' | 'number' | 'integer' | 'date' | 'choice' | 'yesno';
/** An entry of a cell's drop-down: what the cell shows and the draft's value. */
/**
 * A choice of a template cell: the label the template lists, and other words a person may type for it
 * (the web form's wording, "普通货物"; traditional Chinese), read as the same choice.
 */
export type LetterChoice = { value: string; label: string; aliases?: readonly string[] };

export type LetterField = {
  /** The draft path, dot-separated: `cargo.weightKg`. */
  key: string;
  /** Chinese and English, as the template shows it. */
  label: string;
  type: LetterFieldType;
  choices?: readonly LetterChoice[];
};
export type LetterSection = { title: string; fields: readonly LetterField[] };

const codes = (values: readonly string[]): LetterChoice[] => values.map((value) => ({ value, label: value }));

const CARGO_TYPE_CHOICES: LetterChoice[] = [
  { value: 'general', label: '普通货物 General cargo', aliases: ['普通货', '普通貨物', '普通貨'] },
  { value: 'dangerous', label: '危险品 Dangerous goods', aliases: ['危險品'] },
  { value: 'batteries', label: '带电池货物 With batteries', aliases: ['带电池', '帶電池貨物', '帶電池'] },
  { value: 'liquidPowder', label: '液体/粉末 Liquid or powder', aliases: ['液体粉末', '液體/粉末', '液體粉末'] },
  { value: 'oversized', label: '超尺寸货物 Oversized', aliases: ['超大件', '超尺寸貨物'] },
] satisfies (LetterChoice & { value: (typeof CARGO_TYPES)[number] })[];

const PACKING_CHOICES: LetterChoice[] = [
  { value: 'cartons', label: '纸箱 Cartons' },
  { value: 'pallets', label: '托盘 Pallets' },
  { value: 'woodenCases', label: '木箱 Wooden cases' },
  { value: 'crates', label: '板条箱 Crates' },
  { value: 'bags', label: '袋 Bags' },
  { value: 'drums', label: '桶 Drums' },
  { value: 'bales', label: '包 Bales' },
  { value: 'rolls', label: '卷 Rolls' },
  { value: 'bundles', label: '捆 Bundles' },
  { value: 'pieces', label: '件 Pieces' },
] satisfies (LetterChoice & { value: (typeof PACKING_TYPES)[number] })[];

const YES_NO: LetterChoice[] = [
  { value: 'Y', label: 'Y' },
  { value: 'N', label: 'N' },
];

export const PARTY_SECTIONS = ['consignor', 'consignee', 'notifier'] as const;
type PartyKey = (typeof PARTY_SECTIONS)[number];

function partyFields(party: PartyKey): LetterField[] {
  return [
    { key: `${party}.company`, label: '公司名称 Company', type: 'text' },
    { key: `${party}.address`, label: '地址 Address', type: 'block' },
    { key: `${party}.contact`, label: '联系人 Contact', type: 'text' },
    { key: `${party}.phone`, label: '电话 Phone', type: 'text' },
  ];
}

/** The template's sections in order; the FCL template adds the containers table after them. */
export const LETTER_SECTIONS: readonly LetterSection[] = [
  {
    title: '航线 Route',
    fields: [
      { key: 'pol', label: '起运港 Port of loading (UN/LOCODE, e.g. CNSHA)', type: 'text' },
      { key: 'pod', label: '目的港 Port of discharge (UN/LOCODE, e.g. USLAX)', type: 'text' },
      { key: 'sailingDate', label: '期望开船日期 Desired sailing date (YYYY-MM-DD)', type: 'date' },
      { key: 'tradeTerm', label: '贸易条款 Trade term', type: 'choice', choices: codes(TRADE_TERMS) },
      { key: 'shipmentTerm', label: '运输条款 Shipment term', type: 'choice', choices: codes(SHIPMENT_TERMS) },
    ],
  },
  {
    title: '货物 Cargo',
    fields: [
      { key: 'cargo.type', label: '货物类型 Cargo type', type: 'choice', choices: CARGO_TYPE_CHOICES },
      { key: 'cargo.nameEn', label: '英文品名 Description of goods (English)', type: 'block' },
      { key: 'cargo.marks', label: '唛头 Shipping marks (N/M if none)', type: 'block' },
      { key: 'cargo.pieces', label: '件数 Pieces', type: 'integer' },
      { key: 'cargo.packingType', label: '包装类型 Packing type', type: 'choice', choices: PACKING_CHOICES },
      { key: 'cargo.weightKg', label: '毛重 Gross weight (kg)', type: 'number' },
      { key: 'cargo.volumeCbm', label: '体积 Volume (cbm)', type: 'number' },
      { key: 'cargo.hsCode', label: 'HS 编码 HS code', type: 'text' },
      { key: 'cargo.value.amount', label: '货值 Cargo value', type: 'number' },
      {
        key: 'cargo.value.currency',
        label: '货值币种 Currency of the value',
        type: 'choice',
        choices: codes(CURRENCIES),
      },
      { key: 'cargo.hazardous', label: '是否危险品 Hazardous (Y/N)', type: 'yesno', choices: YES_NO },
    ],
  },
  { title: '发货人 Consignor (English only)', fields: partyFields('consignor') },
  { title: '收货人 Consignee', fields: partyFields('consignee') },
  { title: '通知人 Notify party', fields: partyFields('notifier') },
  {
    title: '其他 Other',
    fields: [
      { key: 'customerReference', label: '客户参考号 Your reference', type: 'text' },
      { key: 'remark', label: '备注 Remark', type: 'block' },
    ],
  },
];

/** The containers table of the FCL template: a type and a quantity a row. */
export const CONTAINER_TABLE = {
  title: '箱型箱量 Containers',
  type: { label: '箱型 Container type', choices: codes(CONTAINER_CODES) },
  quantity: { label: `数量 Quantity (1–${MAX_CONTAINERS})` },
} as const;

/** The key a container row carries in the hidden key column. */
export const CONTAINER_ROW_KEY = 'containers';

export const LETTER_FIELDS: readonly LetterField[] = LETTER_SECTIONS.flatMap((section) => section.fields);
