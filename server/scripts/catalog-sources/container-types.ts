import type { ContainerType } from '@seabook/domain/catalog';

/**
 * ISO 6346 size-types offered for FCL, curated by hand. `capacityCbm` is the nominal internal volume
 * rounded down to whole m³ (the column is an integer); `maxPayloadKg` is a typical figure for a
 * modern steel box (maximum gross mass less tare). Individual boxes differ by a few percent.
 */
export const CONTAINER_TYPES: ContainerType[] = [
  {
    code: '20GP',
    iso: '22G1',
    name: { 'zh-CN': '20英尺普通柜', 'zh-TW': '20呎普通櫃', en: "20' General Purpose" },
    teu: 1,
    reefer: false,
    capacityCbm: 33,
    maxPayloadKg: 28200,
  },
  {
    code: '40GP',
    iso: '42G1',
    name: { 'zh-CN': '40英尺普通柜', 'zh-TW': '40呎普通櫃', en: "40' General Purpose" },
    teu: 2,
    reefer: false,
    capacityCbm: 67,
    maxPayloadKg: 26700,
  },
  {
    code: '40HQ',
    iso: '45G1',
    name: { 'zh-CN': '40英尺高柜', 'zh-TW': '40呎高櫃', en: "40' High Cube" },
    teu: 2,
    reefer: false,
    capacityCbm: 76,
    maxPayloadKg: 26500,
  },
  {
    code: '45HQ',
    iso: 'L5G1',
    name: { 'zh-CN': '45英尺高柜', 'zh-TW': '45呎高櫃', en: "45' High Cube" },
    teu: 2.25,
    reefer: false,
    capacityCbm: 86,
    maxPayloadKg: 27700,
  },
  {
    code: '20RF',
    iso: '22R1',
    name: { 'zh-CN': '20英尺冷藏柜', 'zh-TW': '20呎冷凍櫃', en: "20' Reefer" },
    teu: 1,
    reefer: true,
    capacityCbm: 28,
    maxPayloadKg: 27400,
  },
  {
    code: '40RH',
    iso: '45R1',
    name: { 'zh-CN': '40英尺冷藏高柜', 'zh-TW': '40呎冷凍高櫃', en: "40' Reefer High Cube" },
    teu: 2,
    reefer: true,
    capacityCbm: 67,
    maxPayloadKg: 29500,
  },
];
