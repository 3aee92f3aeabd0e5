import { beforeEach, describe, expect, it } from 'vitest';
import { type MessageKey, setLocale } from '../../i18n/i18n.ts';
import { logDetails } from './log-text.ts';
import { t as translate } from './orders-test-utils.tsx';

const t = (key: MessageKey, values?: Record<string, string | number>) => translate(key, values);

/** Codes the log keeps as data that a reader must never see (issue 14 item 7). */
const CODES = /\b(vessel|voyage|bookingNo|blNo|booked|contractNo|tradeTerm|cargo\.\w+|totals|services)\b/;

const loading = {
  action: 'loading',
  remark: 'COSCO ARIES 012E',
  changes: {
    vessel: [null, 'COSCO ARIES'],
    voyage: [null, '012E'],
    bookingNo: ['BK1', 'BK2'],
  } as Record<string, [unknown, unknown]>,
};

describe('the order log in words', () => {
  beforeEach(async () => {
    await setLocale('zh-CN');
  });

  it('names a recorded node in the reader’s language, not its code', async () => {
    expect(logDetails({ action: 'milestone', remark: 'booked', changes: null }, t)).toEqual(['记录业务节点：已订舱']);
    await setLocale('en');
    expect(logDetails({ action: 'milestone', remark: 'booked', changes: null }, t)).toEqual(['Node recorded: Booked']);
  });

  it('writes each change as a sentence naming the field as the page does', async () => {
    const zh = logDetails(loading, t);
    expect(zh).toEqual(['COSCO ARIES 012E', '船名设为 COSCO ARIES', '航次设为 012E', '订舱号由 BK1 改为 BK2']);
    await setLocale('en');
    const en = logDetails(loading, t);
    expect(en.slice(1)).toEqual([
      'Vessel set to COSCO ARIES',
      'Voyage set to 012E',
      'Booking no. changed from BK1 to BK2',
    ]);
    for (const line of [...zh.slice(1), ...en.slice(1)]) expect(line).not.toMatch(CODES);
  });

  it('reads an edit’s values: services, containers and totals in words, a rate line without its id', () => {
    const lines = logDetails(
      {
        action: 'edit',
        remark: null,
        changes: {
          services: [['customs'], ['customs', 'insurance']],
          containers: [[{ type: '40HQ', quantity: 1 }], [{ type: '40HQ', quantity: 2 }]],
          totals: [[{ amount: 94000, currency: 'USD' }], [{ amount: 134000, currency: 'USD' }]],
          line: ['LCL-1', 'LCL-2'],
          tradeTerm: ['FOB', 'CIF'],
          somethingNew: [1, 2],
        },
      },
      t,
    );
    expect(lines).toEqual([
      '增值服务由 出口报关 改为 出口报关、货物保险',
      '集装箱由 1 × 40HQ 改为 2 × 40HQ',
      '订单金额由 USD 940.00 改为 USD 1,340.00',
      '航线已更改',
      '贸易条款由 FOB 改为 CIF',
      '其他信息已更改',
    ]);
    for (const line of lines) expect(line).not.toMatch(CODES);
  });
});
