import { BILL_CURRENCIES, CONFIRM_WORKING_DAYS, REMITTANCE_RELEASE_WORKING_DAYS } from '@seabook/domain/bill-rules';
import type { BillConfig } from '@seabook/domain/bills';
import { fileRule } from '@seabook/domain/files';
import type { DbOrTx } from '../../db/client.ts';
import type { Payments } from '../../providers/payment-config.ts';
import { listBankAccounts } from './bank-accounts.ts';

/** GET /v2/member/bill/getconfig: the online channels configured, and the bank accounts finance keeps. */
export async function billConfig(db: DbOrTx, payments: Payments): Promise<BillConfig> {
  const voucher = fileRule('voucher');
  return {
    online: Object.values(payments.providers).map((provider) => ({
      channel: provider.channel,
      currencies: BILL_CURRENCIES.filter((c) => provider.currencies.includes(c)),
    })),
    bankAccounts: (await listBankAccounts(db)).items.map(({ id: _id, ...account }) => account),
    confirmWorkingDays: CONFIRM_WORKING_DAYS,
    releaseWorkingDays: { ...REMITTANCE_RELEASE_WORKING_DAYS },
    voucher: { types: [...voucher.extensions], maxBytes: voucher.maxBytes },
  };
}
