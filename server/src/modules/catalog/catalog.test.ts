import { UNLOCODE_PATTERN } from '@seabook/domain/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { ensureReferenceData, getCatalog, portRef } from './catalog.service.ts';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Named = { code: string; name: Record<'zh-CN' | 'zh-TW' | 'en', string> };
const MAIN_PORTS = ['CNSHA', 'CNNGB', 'CNSZX', 'CNTAO', 'CNTXG', 'CNXMN', 'CNGZG', 'CNDLC'];

async function allPorts(
  query = '',
): Promise<Array<Named & { country: string; main: boolean; province: string; pinyin: string }>> {
  const items = [];
  for (let page = 1; ; page += 1) {
    const { data } = await call(t.app, 'GET', `/v2/base/ports?pageSize=100&page=${page}${query}`);
    items.push(...data.items);
    if (items.length >= data.total) return items;
  }
}

async function firstPort(keyword: string): Promise<string> {
  const { status, data } = await call(t.app, 'GET', `/v2/base/ports?keyword=${encodeURIComponent(keyword)}`);
  expect(status).toBe(200);
  return data.items[0]?.code;
}

describe('reference data', () => {
  it('lists at least 330 ports, 300 of them outside China, each with a UN/LOCODE and three names', async () => {
    const ports = await allPorts();
    expect(ports.length).toBeGreaterThanOrEqual(330);
    expect(ports.filter((p) => p.country !== 'CN').length).toBeGreaterThanOrEqual(300);
    expect(new Set(ports.map((p) => p.code)).size).toBe(ports.length);
    for (const port of ports) {
      expect(port.code).toMatch(UNLOCODE_PATTERN);
      expect(port.code.slice(0, 2)).toBe(port.country);
      expect(port.name['zh-CN'] && port.name['zh-TW'] && port.name.en, port.code).toBeTruthy();
      expect(port.pinyin, port.code).toMatch(/^[a-z]+$/);
    }
    const { data } = await call(t.app, 'GET', '/v2/base/countries');
    const countries = new Set((data.items as Named[]).map((c) => c.code));
    expect(new Set(ports.map((p) => p.country)).size).toBeGreaterThanOrEqual(70);
    for (const port of ports) expect(countries.has(port.country), port.code).toBe(true);
  });

  it('marks exactly the eight main Chinese ports, each with its province', async () => {
    const { data } = await call(t.app, 'GET', '/v2/base/ports?main=true&pageSize=100');
    expect(data.items.map((p: { code: string }) => p.code)).toEqual(MAIN_PORTS);
    expect(data.total).toBe(8);
    const provinces = Object.fromEntries(
      data.items.map((p: { code: string; province: string }) => [p.code, p.province]),
    );
    expect(provinces).toEqual({
      CNSHA: '31',
      CNNGB: '33',
      CNSZX: '44',
      CNTAO: '37',
      CNTXG: '12',
      CNXMN: '35',
      CNGZG: '44',
      CNDLC: '21',
    });
    const others = await call(t.app, 'GET', '/v2/base/ports?main=false&pageSize=1');
    const everything = await call(t.app, 'GET', '/v2/base/ports?pageSize=1');
    expect(others.data.total).toBe(everything.data.total - 8);
    const chinese = (await allPorts()).filter((p) => p.country === 'CN');
    for (const port of chinese) expect(port.province, port.code).toMatch(/^\d{2}$/);
  });

  it('includes the major world ports with Taiwan usage in traditional names', async () => {
    const ports = new Map((await allPorts()).map((p) => [p.code, p]));
    for (const code of ['USLAX', 'USLGB', 'USNYC', 'NLRTM', 'DEHAM', 'BEANR', 'GBFXT', 'SGSIN', 'KRPUS', 'JPTYO']) {
      expect(ports.has(code), code).toBe(true);
    }
    for (const code of ['AUSYD', 'AUMEL', 'AEJEA', 'BRSSZ', 'HKHKG', 'TWKHH']) expect(ports.has(code), code).toBe(true);
    expect(ports.get('AUSYD')?.name).toEqual({ 'zh-CN': '悉尼', 'zh-TW': '雪梨', en: 'Sydney' });
    expect(ports.get('AUMEL')?.name['zh-TW']).toBe('墨爾本');
    expect(ports.get('CNSHA')?.pinyin).toBe('sh');
  });

  it('names countries in three languages, Taiwan as the brief says', async () => {
    const { data } = await call(t.app, 'GET', '/v2/base/countries');
    expect(data.total).toBeGreaterThanOrEqual(70);
    const byCode = new Map((data.items as Named[]).map((c) => [c.code, c.name]));
    expect(byCode.get('TW')).toEqual({ 'zh-CN': '中国台湾', 'zh-TW': '台灣', en: 'Taiwan' });
    expect(byCode.get('NZ')?.['zh-TW']).toBe('紐西蘭');
    expect(byCode.get('IT')?.['zh-TW']).toBe('義大利');
    expect(byCode.get('CN')).toEqual({ 'zh-CN': '中国', 'zh-TW': '中國', en: 'China' });
  });

  it('lists at least twenty carriers by SCAC', async () => {
    const { data } = await call(t.app, 'GET', '/v2/base/carriers');
    expect(data.total).toBeGreaterThanOrEqual(20);
    const byCode = new Map(data.items.map((c: { code: string; shortName: string }) => [c.code, c.shortName]));
    expect(
      Object.fromEntries(['COSU', 'MAEU', 'MSCU', 'CMDU', 'HLCU', 'ONEY', 'EGLV'].map((c) => [c, byCode.get(c)])),
    ).toEqual({
      COSU: 'COSCO',
      MAEU: 'Maersk',
      MSCU: 'MSC',
      CMDU: 'CMA CGM',
      HLCU: 'Hapag-Lloyd',
      ONEY: 'ONE',
      EGLV: 'Evergreen',
    });
    for (const carrier of data.items as Named[]) expect(Object.values(carrier.name).every(Boolean)).toBe(true);
  });

  it('lists the six container types with their ISO 6346 codes', async () => {
    const { data } = await call(t.app, 'GET', '/v2/base/containers');
    const types = data.items.map((c: { code: string; iso: string; teu: number; reefer: boolean }) => [
      c.code,
      c.iso,
      c.teu,
      c.reefer,
    ]);
    expect(types).toEqual([
      ['20GP', '22G1', 1, false],
      ['40GP', '42G1', 2, false],
      ['40HQ', '45G1', 2, false],
      ['45HQ', 'L5G1', 2.25, false],
      ['20RF', '22R1', 1, true],
      ['40RH', '45R1', 2, true],
    ]);
    for (const c of data.items) {
      expect(c.capacityCbm).toBeGreaterThan(20);
      expect(c.maxPayloadKg).toBeGreaterThan(20_000);
    }
  });

  it('loads the reference data only once', async () => {
    expect(await ensureReferenceData(t.database.db)).toBe(false);
  });
});

describe('port search', () => {
  it('finds a port by its code, English, simplified, traditional name and pinyin initials', async () => {
    expect(await firstPort('CNSHA')).toBe('CNSHA');
    expect(await firstPort('cnsha')).toBe('CNSHA');
    expect(await firstPort('los angeles')).toBe('USLAX');
    expect(await firstPort('洛杉矶')).toBe('USLAX');
    expect(await firstPort('洛杉磯')).toBe('USLAX');
    expect(await firstPort('lsj')).toBe('USLAX');
    expect(await firstPort('雪梨')).toBe('AUSYD');
  });

  it('answers nothing for a keyword that matches no port', async () => {
    const { status, data } = await call(t.app, 'GET', '/v2/base/ports?keyword=zzzzzz');
    expect(status).toBe(200);
    expect(data).toEqual({ items: [], total: 0 });
  });

  it('pages through the results', async () => {
    const first = await call(t.app, 'GET', '/v2/base/ports?pageSize=5');
    const second = await call(t.app, 'GET', '/v2/base/ports?pageSize=5&page=2');
    expect(first.data.items).toHaveLength(5);
    expect(first.data.items.map((p: { code: string }) => p.code)).toEqual(MAIN_PORTS.slice(0, 5));
    expect(second.data.items[0].code).toBe(MAIN_PORTS[5]);
    expect(second.data.total).toBe(first.data.total);
    const beyond = await call(t.app, 'GET', '/v2/base/ports?pageSize=100&page=1000');
    expect(beyond.data.items).toEqual([]);
  });

  it('combines a keyword with the main filter', async () => {
    const main = await call(t.app, 'GET', '/v2/base/ports?keyword=sz&main=true');
    expect(main.data.items.map((p: { code: string }) => p.code)).toEqual(['CNSZX']);
  });

  it('makes a quote-line reference of a port, and refuses an unknown code', async () => {
    const catalog = await getCatalog(t.database.db);
    expect(portRef(catalog, 'cnsha')).toEqual({
      code: 'CNSHA',
      name: { 'zh-CN': '上海', 'zh-TW': '上海', en: 'Shanghai' },
    });
    expect(() => portRef(catalog, 'XXXXX')).toThrow(AppError);
    expect(() => portRef(catalog, 'XXXXX')).toThrow('PORT_UNKNOWN');
    expect(catalog.mainPorts.map((p) => p.code)).toEqual(MAIN_PORTS);
  });
});

describe('pickup cities', () => {
  it('lists at least 500 Chinese cities with GB/T 2260 codes and provinces', async () => {
    const { data } = await call(t.app, 'GET', '/v2/base/cities?pageSize=100');
    expect(data.total).toBeGreaterThanOrEqual(500);
    for (const city of data.items) {
      expect(city.code).toMatch(/^\d{6}$/);
      expect(city.provinceCode).toBe(city.code.slice(0, 2));
      expect(city.province.en).toBeTruthy();
    }
  });

  it('finds cities by name in any language and by pinyin initials', async () => {
    const zh = await call(t.app, 'GET', `/v2/base/cities?keyword=${encodeURIComponent('苏州')}`);
    expect(zh.data.items[0]).toMatchObject({
      code: '320500',
      name: { 'zh-CN': '苏州', 'zh-TW': '蘇州', en: 'Suzhou' },
      province: { 'zh-CN': '江苏', 'zh-TW': '江蘇', en: 'Jiangsu' },
      provinceCode: '32',
      pinyin: 'sz',
    });
    const en = await call(t.app, 'GET', '/v2/base/cities?keyword=suzhou');
    expect(en.data.items.map((c: Named) => c.name['zh-CN']).sort()).toEqual(['宿州', '苏州']);
    const initials = await call(t.app, 'GET', '/v2/base/cities?keyword=yw');
    expect(initials.data.items.map((c: Named) => c.name['zh-CN'])).toContain('义乌');
    const tw = await call(t.app, 'GET', `/v2/base/cities?keyword=${encodeURIComponent('廈門')}`);
    expect(tw.data.items[0].code).toBe('350200');
  });
});

describe('bad input', () => {
  it('refuses an oversized page with the message in the caller language', async () => {
    const en = await call(t.app, 'GET', '/v2/base/ports?pageSize=101', { headers: { 'accept-language': 'en' } });
    expect(en.status).toBe(422);
    expect(en.json).toEqual({
      error: {
        code: 42200,
        msg: 'Some of the information is not valid. Please check it.',
        fields: { pageSize: 'Some of the information is not valid. Please check it.' },
      },
      result: {},
    });
    const tw = await call(t.app, 'GET', '/v2/base/cities?pageSize=101', { headers: { appclient: 'pc-tw' } });
    expect(tw.status).toBe(422);
    expect(tw.json.error.msg).toBe('提交的資訊有誤，請檢查後重試');
  });

  it.each([
    ['/v2/base/ports?keyword=', 'keyword', 'x'.repeat(101)],
    ['/v2/base/cities?keyword=', 'keyword', 'x'.repeat(101)],
    ['/v2/base/ports?page=', 'page', '0'],
    ['/v2/base/ports?pageSize=', 'pageSize', '0'],
    ['/v2/base/cities?page=', 'page', 'abc'],
    ['/v2/base/ports?main=', 'main', 'yes'],
  ])('refuses %s%s', async (url, field, value) => {
    const answer = await call(t.app, 'GET', `${url}${value}`, { headers: { 'accept-language': 'en' } });
    expect(answer.status).toBe(422);
    expect(answer.json.error.code).toBe(42200);
    expect(answer.json.error.fields).toHaveProperty(field);
  });

  it('accepts a keyword of exactly 100 characters', async () => {
    const answer = await call(t.app, 'GET', `/v2/base/ports?keyword=${'x'.repeat(100)}`);
    expect(answer.status).toBe(200);
  });
});

describe('the API document', () => {
  it('describes the catalog calls under the catalog tag', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v2/openapi.json' });
    const paths = response.json().paths as Record<string, { get: { tags: string[] } }>;
    for (const path of [
      '/v2/base/ports',
      '/v2/base/countries',
      '/v2/base/carriers',
      '/v2/base/cities',
      '/v2/base/containers',
    ]) {
      expect(paths[path]?.get.tags, path).toEqual(['catalog']);
    }
  });
});
