import { REMITTANCE_RELEASE_WORKING_DAYS } from './bill-rules.ts';
import type { Notice } from './notices.ts';

/** The messages a bill sends its customer (issue 17): in-app, and by SMS and e-mail through the outbox. */

/** Finance sent a bill (or sent it again after a dispute). */
export function billSentNotice(billNo: string, corrected: boolean): Notice {
  return {
    title: corrected
      ? { 'zh-CN': `账单 ${billNo} 已更正`, 'zh-TW': `帳單 ${billNo} 已更正`, en: `Bill ${billNo} corrected` }
      : { 'zh-CN': `您有新的账单 ${billNo}`, 'zh-TW': `您有新的帳單 ${billNo}`, en: `New bill ${billNo}` },
    body: {
      'zh-CN': '请在 2 个工作日内确认账单，如有疑问可提出异议。',
      'zh-TW': '請在 2 個工作日內確認帳單，如有疑問可提出異議。',
      en: 'Please confirm the bill within 2 working days, or tell us what is wrong with it.',
    },
  };
}

/** A payment (online or a confirmed remittance) settled the bill. */
export function billSettledNotice(billNo: string): Notice {
  return {
    title: { 'zh-CN': `账单 ${billNo} 已结清`, 'zh-TW': `帳單 ${billNo} 已結清`, en: `Bill ${billNo} settled` },
    body: { 'zh-CN': '感谢您的付款。', 'zh-TW': '感謝您的付款。', en: 'Thank you for your payment.' },
  };
}

/** Finance sent a remittance back. */
export function remittanceReturnedNotice(reason: string): Notice {
  const { from, to } = REMITTANCE_RELEASE_WORKING_DAYS;
  return {
    title: { 'zh-CN': '汇款凭证被退回', 'zh-TW': '匯款憑證被退回', en: 'Remittance voucher sent back' },
    body: {
      'zh-CN': `原因：${reason}。请重新上传凭证，核对需 ${from}–${to} 个工作日。`,
      'zh-TW': `原因：${reason}。請重新上傳憑證，核對需 ${from}–${to} 個工作日。`,
      en: `Reason: ${reason}. Please upload the voucher again; checking takes ${from}–${to} working days.`,
    },
  };
}

/** Finance sent a refund's transfer. */
export function refundPaidNotice(billNo: string, reference: string): Notice {
  return {
    title: { 'zh-CN': `退款 ${billNo} 已汇出`, 'zh-TW': `退款 ${billNo} 已匯出`, en: `Refund ${billNo} sent` },
    body: {
      'zh-CN': `银行流水号：${reference}。到账时间以银行为准。`,
      'zh-TW': `銀行流水號：${reference}。到帳時間以銀行為準。`,
      en: `Bank reference: ${reference}. When it arrives depends on the banks.`,
    },
  };
}
