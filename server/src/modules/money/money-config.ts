import { BILL_CURRENCIES, CONFIRM_WORKING_DAYS, REMITTANCE_RELEASE_WORKING_DAYS } from '@seabook/domain/bill-rules';
import type { BillConfig } from '@seabook/domain/bills';
import { fileRule } from '@seabook/domain/files';
import type { Payments } from '../../providers/payment-config.ts';

/**
 * Where customers remit to. The company's bank accounts are the business's own facts; these are the
 * demo's until an operator page keeps them (decision 036).
 */
const BANK_ACCOUNTS: BillConfig['bankAccounts'] = [
  {
    currency: 'CNY',
    name: '海运订舱平台（上海）有限公司',
    bank: '招商银行上海分行营业部',
    account: '1219 0880 1010 001',
  },
  {
    currency: 'USD',
    name: 'Seabook Shanghai Co., Ltd.',
    bank: 'China Merchants Bank Shanghai Branch (SWIFT CMBCCNBS)',
    account: '1219 0880 1032 888',
  },
];

/** GET /v2/member/bill/getconfig. */
export function billConfig(payments: Payments): BillConfig {
  const voucher = fileRule('voucher');
  return {
    online: Object.values(payments.providers).map((provider) => ({
      channel: provider.channel,
      currencies: BILL_CURRENCIES.filter((c) => provider.currencies.includes(c)),
    })),
    bankAccounts: BANK_ACCOUNTS,
    confirmWorkingDays: CONFIRM_WORKING_DAYS,
    releaseWorkingDays: { ...REMITTANCE_RELEASE_WORKING_DAYS },
    voucher: { types: [...voucher.extensions], maxBytes: voucher.maxBytes },
  };
}
