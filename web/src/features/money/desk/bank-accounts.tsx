import { BILL_CURRENCIES, type BillCurrency } from '@seabook/domain/bill-rules';
import type { ErrorKey } from '@seabook/domain/errors';
import { BANK_ACCOUNT_LIMITS, type BankAccountSave } from '@seabook/domain/ops-bills';
import { Alert, App, Button, type ButtonProps, Empty, Form, Input, Modal, Select, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useErrorMessage } from '../../../components/page-state.tsx';
import { errorText } from '../../../i18n/error-text.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import styles from '../money.module.css';
import { type BankAccountList, useBankAccounts, useRemoveBankAccount, useSaveBankAccount } from './desk-api.ts';

type Account = BankAccountList['items'][number];
type Draft = { id?: string; currency: BillCurrency; name: string; bank: string; account: string };
const EMPTY: Draft = { currency: 'CNY', name: '', bank: '', account: '' };

/** The accounts customers remit to (decision 036): finance adds, changes and removes them, each asked first. */
export function BankAccountsTab() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const accounts = useBankAccounts();
  const save = useSaveBankAccount();
  const remove = useRemoveBankAccount();
  const listError = useErrorMessage(accounts.error);
  const saveError = useErrorMessage(save.error);
  const removeError = useErrorMessage(remove.error);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [form] = Form.useForm<Draft>();
  const { reset } = save;
  useEffect(() => {
    if (draft) reset();
  }, [draft, reset]);
  const fields = save.error?.fields ?? {};
  const fieldError = (name: string) =>
    fields[name] ? { validateStatus: 'error' as const, help: errorText(fields[name] as ErrorKey) } : {};

  const submit = () =>
    modal.confirm({
      title: t('money:bankAccounts.saveAsk'),
      okText: t('money:actions.ok'),
      cancelText: t('money:actions.cancel'),
      onOk: async () => {
        const values = form.getFieldsValue();
        const body: BankAccountSave = { ...values, ...(draft?.id ? { id: draft.id } : {}) };
        try {
          await save.mutateAsync(body);
          void message.success(t('money:bankAccounts.saved'));
          setDraft(null);
        } catch {
          // The refusal shows on its field in the form, which stays open with what was typed.
        }
      },
    });

  return (
    <>
      <Typography.Paragraph type="secondary">{t('money:bankAccounts.intro')}</Typography.Paragraph>
      <Button type="primary" className={styles.filters} onClick={() => setDraft(EMPTY)} data-testid="bank-add">
        {t('money:bankAccounts.add')}
      </Button>
      {remove.error && <Alert type="error" showIcon className={styles.filters} title={removeError} />}
      {accounts.error ? (
        <Alert type="error" showIcon title={listError} />
      ) : (
        <Table
          rowKey="id"
          size="middle"
          loading={accounts.isLoading}
          dataSource={accounts.data?.items ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={t('money:bankAccounts.empty')} /> }}
          onRow={() => ({ 'data-testid': 'bank-row' }) as object}
          columns={[
            { title: t('money:bankAccounts.currency'), dataIndex: 'currency' },
            { title: t('money:bankAccounts.name'), dataIndex: 'name' },
            { title: t('money:bankAccounts.bank'), dataIndex: 'bank' },
            { title: t('money:bankAccounts.account'), dataIndex: 'account' },
            {
              title: '',
              key: 'actions',
              render: (_: unknown, row: Account) => (
                <>
                  <Button type="link" onClick={() => setDraft(row)} data-testid="bank-edit">
                    {t('money:bankAccounts.edit')}
                  </Button>
                  <Button
                    type="link"
                    danger
                    data-testid="bank-remove"
                    onClick={() =>
                      modal.confirm({
                        title: t('money:bankAccounts.removeAsk', { currency: row.currency, account: row.account }),
                        okText: t('money:actions.ok'),
                        cancelText: t('money:actions.cancel'),
                        onOk: async () => {
                          await remove.mutateAsync({ id: row.id });
                          void message.success(t('money:bankAccounts.removed'));
                        },
                      })
                    }
                  >
                    {t('money:bankAccounts.remove')}
                  </Button>
                </>
              ),
            },
          ]}
        />
      )}
      <Modal
        open={draft !== null}
        title={draft?.id ? t('money:bankAccounts.edit') : t('money:bankAccounts.add')}
        okText={t('money:actions.ok')}
        cancelText={t('money:actions.cancel')}
        onCancel={() => setDraft(null)}
        onOk={submit}
        confirmLoading={save.isPending}
        destroyOnHidden
        okButtonProps={{ 'data-testid': 'bank-save' } as ButtonProps}
      >
        <Form
          form={form}
          key={draft?.id ?? 'new'}
          initialValues={draft ?? EMPTY}
          layout="vertical"
          data-testid="bank-form"
        >
          <Form.Item name="currency" label={t('money:bankAccounts.currency')}>
            <Select options={BILL_CURRENCIES.map((c) => ({ value: c, label: c }))} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="name" label={t('money:bankAccounts.name')} {...fieldError('name')}>
            <Input maxLength={BANK_ACCOUNT_LIMITS.name} data-testid="bank-name" />
          </Form.Item>
          <Form.Item name="bank" label={t('money:bankAccounts.bank')} {...fieldError('bank')}>
            <Input maxLength={BANK_ACCOUNT_LIMITS.bank} data-testid="bank-bank" />
          </Form.Item>
          <Form.Item name="account" label={t('money:bankAccounts.account')} {...fieldError('account')}>
            <Input maxLength={BANK_ACCOUNT_LIMITS.account} data-testid="bank-account" />
          </Form.Item>
        </Form>
        {save.error && !save.error.fields && <Alert type="error" showIcon title={saveError} />}
      </Modal>
    </>
  );
}
