/**
 * Ocean carriers keyed by their Standard Carrier Alpha Code (NMFTA). Curated by hand: full names in
 * the three languages as the carriers use them in China, Taiwan and in English, and the short name
 * shippers use. Some Asian carriers hold an NMFTA code with digits (SITC 12PD, T.S. Lines 13DF).
 */
export type CarrierSource = { code: string; zhCN: string; zhTW: string; en: string; shortName: string };

export const CARRIERS: CarrierSource[] = [
  {
    code: 'COSU',
    zhCN: '中远海运集装箱运输有限公司',
    zhTW: '中遠海運集裝箱運輸有限公司',
    en: 'COSCO Shipping Lines',
    shortName: 'COSCO',
  },
  { code: 'MAEU', zhCN: '马士基航运', zhTW: '快桅航運', en: 'Maersk A/S', shortName: 'Maersk' },
  {
    code: 'MSCU',
    zhCN: '地中海航运公司',
    zhTW: '地中海航運公司',
    en: 'Mediterranean Shipping Company',
    shortName: 'MSC',
  },
  { code: 'CMDU', zhCN: '达飞轮船', zhTW: '達飛輪船', en: 'CMA CGM', shortName: 'CMA CGM' },
  { code: 'HLCU', zhCN: '赫伯罗特', zhTW: '赫伯羅德', en: 'Hapag-Lloyd', shortName: 'Hapag-Lloyd' },
  { code: 'ONEY', zhCN: '海洋网联船务', zhTW: '海洋網聯船務', en: 'Ocean Network Express', shortName: 'ONE' },
  { code: 'EGLV', zhCN: '长荣海运', zhTW: '長榮海運', en: 'Evergreen Marine Corporation', shortName: 'Evergreen' },
  { code: 'YMLU', zhCN: '阳明海运', zhTW: '陽明海運', en: 'Yang Ming Marine Transport', shortName: 'Yang Ming' },
  { code: 'HDMU', zhCN: '现代商船', zhTW: '現代商船', en: 'HMM Co., Ltd.', shortName: 'HMM' },
  {
    code: 'ZIMU',
    zhCN: '以星综合航运',
    zhTW: '以星綜合航運',
    en: 'ZIM Integrated Shipping Services',
    shortName: 'ZIM',
  },
  {
    code: 'OOLU',
    zhCN: '东方海外货柜航运',
    zhTW: '東方海外貨櫃航運',
    en: 'Orient Overseas Container Line',
    shortName: 'OOCL',
  },
  { code: 'WHLC', zhCN: '万海航运', zhTW: '萬海航運', en: 'Wan Hai Lines', shortName: 'Wan Hai' },
  { code: 'PCIU', zhCN: '太平船务', zhTW: '太平船務', en: 'Pacific International Lines', shortName: 'PIL' },
  { code: 'KMTU', zhCN: '高丽海运', zhTW: '高麗海運', en: 'Korea Marine Transport Co.', shortName: 'KMTC' },
  { code: '12PD', zhCN: '海丰国际', zhTW: '海豐國際', en: 'SITC Container Lines', shortName: 'SITC' },
  { code: 'SMLM', zhCN: '森罗商船', zhTW: '森羅商船', en: 'SM Line Corporation', shortName: 'SM Line' },
  { code: 'APLU', zhCN: '美国总统轮船', zhTW: '美國總統輪船', en: 'APL (American President Lines)', shortName: 'APL' },
  { code: 'ANNU', zhCN: '澳大利亚国家航运', zhTW: '澳洲國家航運', en: 'ANL Container Line', shortName: 'ANL' },
  { code: 'SUDU', zhCN: '汉堡南美航运', zhTW: '漢堡南美航運', en: 'Hamburg Süd', shortName: 'Hamburg Süd' },
  { code: 'MATS', zhCN: '美森轮船', zhTW: '美森輪船', en: 'Matson Navigation Company', shortName: 'Matson' },
  { code: 'REGU', zhCN: '宏海箱运', zhTW: '宏海箱運', en: 'Regional Container Lines', shortName: 'RCL' },
  { code: 'SKLU', zhCN: '长锦商船', zhTW: '長錦商船', en: 'Sinokor Merchant Marine', shortName: 'Sinokor' },
  { code: 'CKLU', zhCN: '天敬海运', zhTW: '天敬海運', en: 'CK Line', shortName: 'CK Line' },
  { code: '13DF', zhCN: '德翔海运', zhTW: '德翔海運', en: 'T.S. Lines', shortName: 'TS Lines' },
  { code: '12AT', zhCN: '运达航运', zhTW: '運達航運', en: 'Interasia Lines', shortName: 'Interasia' },
  { code: '11DX', zhCN: '正利航业', zhTW: '正利航業', en: 'Cheng Lie Navigation', shortName: 'CNC' },
  { code: 'ESPU', zhCN: '阿联酋航运', zhTW: '阿聯酋航運', en: 'Emirates Shipping Line', shortName: 'ESL' },
  { code: 'GSLU', zhCN: '金星航运', zhTW: '金星航運', en: 'Gold Star Line', shortName: 'Gold Star' },
  { code: 'SAFM', zhCN: '南非航运', zhTW: '南非航運', en: 'Safmarine', shortName: 'Safmarine' },
  { code: 'ARKU', zhCN: '阿卡斯航运', zhTW: '阿卡斯航運', en: 'Arkas Line', shortName: 'Arkas' },
];
