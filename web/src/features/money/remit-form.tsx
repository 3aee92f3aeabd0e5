import type { BillCurrency } from '@seabook/domain/bill-rules';
import type { ErrorKey } from '@seabook/domain/errors';
import type { FileInfo } from '@seabook/domain/files';
import { fromDecimalString } from '@seabook/domain/money-rules';
import { Alert, App, Button, Card, Descriptions, Form, Input, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { UploadButton } from '../../components/file-upload.tsx';
import { useErrorMessage } from '../../components/page-state.tsx';
import { errorText } from '../../i18n/error-text.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useBillConfig, useRemitBills } from './api.ts';
import styles from './money.module.css';

/** Paying by bank remittance: where to remit, then the amount and the voucher (spec §5: the voucher is required). */
export function RemitForm({ billId, currencies }: { billId: string; currencies: readonly BillCurrency[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const config = useBillConfig();
  const remit = useRemitBills();
  const [currency, setCurrency] = useState<BillCurrency>(currencies[0] ?? 'CNY');
  const [amount, setAmount] = useState('');
  const [voucher, setVoucher] = useState<FileInfo | null>(null);
  const error = useErrorMessage(remit.error);
  const fields = remit.error?.fields ?? {};
  const accounts = config.data?.bankAccounts.filter((a) => a.currency === currency) ?? [];

  const submit = async () => {
    const minor = fromDecimalString(amount, currency);
    await remit.mutateAsync({
      billIds: [billId],
      currency,
      amount: minor ?? Number.NaN,
      voucherFileId: voucher?.id ?? '',
    });
    void message.success(t('money:remit.submitted'));
  };

  return (
    <Card size="small" title={t('money:remit.title')} className={styles.section} data-testid="remit-form">
      {accounts.map((account) => (
        <Descriptions
          key={`${account.bank} ${account.account}`}
          size="small"
          column={1}
          title={t('money:remit.account')}
          data-testid="remit-account"
        >
          <Descriptions.Item label={t('money:remit.name')}>{account.name}</Descriptions.Item>
          <Descriptions.Item label={t('money:remit.bank')}>{account.bank}</Descriptions.Item>
          <Descriptions.Item label={t('money:remit.number')}>{account.account}</Descriptions.Item>
        </Descriptions>
      ))}
      {config.data && accounts.length === 0 && (
        <Alert
          type="warning"
          showIcon
          className={styles.filters}
          title={t('money:remit.noAccount', { currency })}
          data-testid="remit-no-account"
        />
      )}
      <Form layout="vertical" onFinish={() => submit().catch(() => {})}>
        <Form.Item label={t('money:remit.currency')}>
          <Select
            value={currency}
            onChange={setCurrency}
            options={currencies.map((c) => ({ value: c, label: c }))}
            style={{ width: 120 }}
          />
        </Form.Item>
        <Form.Item
          label={t('money:remit.amount')}
          validateStatus={fields.amount ? 'error' : undefined}
          help={fields.amount ? errorText(fields.amount as ErrorKey) : undefined}
        >
          <Input
            value={amount}
            inputMode="decimal"
            addonBefore={currency}
            onChange={(event) => setAmount(event.target.value)}
            data-testid="remit-amount"
            style={{ maxWidth: 260 }}
          />
        </Form.Item>
        <Form.Item
          label={t('money:remit.voucher')}
          extra={t('money:remit.hint')}
          validateStatus={fields.voucherFileId ? 'error' : undefined}
          help={fields.voucherFileId ? errorText(fields.voucherFileId as ErrorKey) : undefined}
        >
          <Space orientation="vertical">
            <UploadButton kind="voucher" onUploaded={setVoucher} testId="remit-voucher" />
            {voucher && <Typography.Text>{t('money:remit.uploaded', { name: voucher.name })}</Typography.Text>}
          </Space>
        </Form.Item>
        {remit.error && !fields.amount && !fields.voucherFileId && (
          <Alert type="error" showIcon title={error} className={styles.filters} />
        )}
        <Alert type="info" showIcon title={t('money:remit.release')} className={styles.filters} />
        <Button type="primary" htmlType="submit" loading={remit.isPending} data-testid="remit-submit">
          {t('money:remit.submit')}
        </Button>
      </Form>
    </Card>
  );
}
