import { InquiryDraftSchema } from '@seabook/domain/booking';
import { addDays, chinaDate } from '@seabook/domain/china-time';
import { InquiryQuoteInputSchema } from '@seabook/domain/inquiries';
import type { DbOrTx } from '../../db/client.ts';
import { insertInquiry } from './inquiry-rows.ts';
import { applyQuote } from './ops-inquiries.service.ts';

/**
 * The demo company's inquiry sheets, so the inquiry pages have something to show: one waiting for a
 * quote, one LCL sheet quoted for 30 days, one FCL sheet quoted for 20 days. Stored through the same
 * paths as real ones (the draft and quote schemas, the numbering, the quote transition).
 */
export async function loadDemoInquiries(
  tx: DbOrTx,
  owner: { tenantId: string; accountId: string },
  staffId: string,
): Promise<void> {
  const now = Date.now();
  const today = chinaDate(now);
  const terms = { tradeTerm: 'FOB', shipmentTerm: 'CFS-CFS' } as const;
  const lcl = { type: 'general', weightKg: 1800, volumeCbm: 4.2, pieces: 60, packingType: 'cartons' } as const;

  await insertInquiry(
    tx,
    owner,
    InquiryDraftSchema.parse({ mode: 'lcl', pol: 'CNSHA', pod: 'USLAX', ...terms, cargo: lcl, remark: '急件' }),
    now,
  );

  const lclSheet = await insertInquiry(
    tx,
    owner,
    InquiryDraftSchema.parse({ mode: 'lcl', pol: 'CNNGB', pod: 'GBFXT', ...terms, cargo: lcl }),
    now,
  );
  const lclQuote = InquiryQuoteInputSchema.parse({
    id: lclSheet.id,
    validTo: addDays(today, 30),
    transitDays: 32,
    charges: [
      { code: 'sea_price', stage: 'ocean', basis: 'wm', currency: 'USD', unitPrice: 3_800 },
      { code: 'cfs_price', stage: 'origin', basis: 'wm', currency: 'CNY', unitPrice: 4_500, minAmount: 9_000 },
      { code: 'doc_price', stage: 'origin', basis: 'bl', currency: 'CNY', unitPrice: 30_000 },
      { code: 'discharge_price', stage: 'destination', basis: 'wm', currency: 'USD', unitPrice: 1_500 },
    ],
  });
  await applyQuote(tx, lclSheet, staffId, { ...lclQuote, carrier: 'COSU' }, today);

  const fclSheet = await insertInquiry(
    tx,
    owner,
    InquiryDraftSchema.parse({
      mode: 'fcl',
      pol: 'CNSZX',
      pod: 'DEHAM',
      tradeTerm: 'FOB',
      shipmentTerm: 'CFS-CFS',
      cargo: { type: 'general', weightKg: 24_000, volumeCbm: 95, pieces: 1_200, packingType: 'cartons' },
      containers: [
        { type: '40HQ', quantity: 1 },
        { type: '20GP', quantity: 1 },
      ],
    }),
    now,
  );
  const fclQuote = InquiryQuoteInputSchema.parse({
    id: fclSheet.id,
    validTo: addDays(today, 20),
    transitDays: 30,
    remark: '含港杂，不含目的港费用',
    charges: [
      {
        code: 'sea_price',
        stage: 'ocean',
        basis: 'container',
        containerType: '40HQ',
        currency: 'USD',
        unitPrice: 320_000,
      },
      {
        code: 'sea_price',
        stage: 'ocean',
        basis: 'container',
        containerType: '20GP',
        currency: 'USD',
        unitPrice: 190_000,
      },
      { code: 'thc_price', stage: 'origin', basis: 'container', currency: 'CNY', unitPrice: 125_000 },
      { code: 'doc_price', stage: 'origin', basis: 'bl', currency: 'CNY', unitPrice: 45_000 },
    ],
  });
  await applyQuote(tx, fclSheet, staffId, { ...fclQuote, carrier: 'MAEU' }, today);
}
