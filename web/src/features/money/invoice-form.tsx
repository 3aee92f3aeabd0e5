import {
  CONVERSION_TYPES,
  INVOICE_TYPES,
  InvoiceRequestSchema,
  type InvoiceTitle,
  TITLE_TYPES,
} from '@seabook/domain/invoices';
import { Alert, App, Button, Checkbox, Empty, Form, Input, Radio, Select, Space, Spin } from 'antd';
import type { ReactNode } from 'react';
import { formFieldRules, serverFieldErrors } from '../../components/field-rules.ts';
import { PageError, useErrorMessage } from '../../components/page-state.tsx';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { isApiError } from '../../lib/api-error.ts';
import { formatMoney } from '../../lib/plain-format.ts';
import { useDeleteTitle, useInvoiceableBills, useInvoiceTitles, useRequestInvoice } from './invoice-api.ts';
import styles from './money.module.css';

/** What the form holds, named as on the wire so the server's field errors land. */
type FormValues = {
  billIds: string[];
  titleType: 'company' | 'personal';
  title: string;
  taxNo: string;
  address: string;
  phone: string;
  bank: string;
  bankAccount: string;
  invoiceType: 'electronic' | 'paper';
  delivery: string;
  remark: string;
  conversion: 'cny' | 'separate';
  saveTitle: boolean;
};

function Field({
  name,
  label,
  children,
  extra,
}: {
  name: keyof FormValues;
  label: string;
  children: ReactNode;
  extra?: string;
}) {
  const locale = useLocale();
  return (
    <Form.Item name={name} label={label} extra={extra} rules={formFieldRules(InvoiceRequestSchema, name, locale)}>
      {children}
    </Form.Item>
  );
}

/**
 * Ask for an invoice (/center/invoice): settled bills of the company not invoiced yet, the title (or a
 * saved one), the type and how USD parts are invoiced; checked by the domain's schema before it is sent.
 */
export function InvoiceRequestForm({ billId, onDone }: { billId?: string | null; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const bills = useInvoiceableBills();
  const titles = useInvoiceTitles();
  const request = useRequestInvoice();
  const drop = useDeleteTitle();
  const error = useErrorMessage(request.error);
  const invoiceType = Form.useWatch('invoiceType', form);
  const titleType = Form.useWatch('titleType', form);

  if (bills.error) return <PageError error={bills.error} onRetry={() => bills.refetch()} />;
  if (bills.isPending) return <Spin />;
  const open = bills.data.items;
  const initial: Partial<FormValues> = {
    billIds: billId && open.some((b) => b.id === billId && !b.invoice) ? [billId] : [],
    titleType: 'company',
    invoiceType: 'electronic',
    conversion: 'cny',
    saveTitle: false,
  };

  const pickTitle = (title: InvoiceTitle) => {
    const { id: _id, ...fields } = title;
    form.setFieldsValue(fields);
  };

  const onFinish = (values: FormValues) => {
    request.mutate(
      {
        ...values,
        taxNo: values.taxNo ?? '',
        address: values.address ?? '',
        phone: values.phone ?? '',
        bank: values.bank ?? '',
        bankAccount: values.bankAccount ?? '',
        delivery: values.delivery ?? '',
        remark: values.remark ?? '',
      },
      {
        onSuccess: () => {
          void message.success(t('money:invoice.form.sent'));
          onDone();
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.fields) form.setFields(serverFieldErrors(failure));
        },
      },
    );
  };

  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={onFinish} data-testid="invoice-form">
      <Field name="billIds" label={t('money:invoice.form.bills')}>
        {open.length === 0 ? (
          <Empty description={t('money:invoice.form.noBills')} />
        ) : (
          <Checkbox.Group className={styles.invoiceBills}>
            <Space direction="vertical">
              {open.map((bill) => (
                <Checkbox key={bill.id} value={bill.id} disabled={bill.invoice !== null} data-testid="invoice-bill">
                  {bill.billNo} · {bill.orderNos.join(', ')} ·{' '}
                  {[
                    bill.cny ? formatMoney({ amount: bill.cny, currency: 'CNY' }) : '',
                    bill.usd ? formatMoney({ amount: bill.usd, currency: 'USD' }) : '',
                  ]
                    .filter(Boolean)
                    .join(' + ')}
                  {bill.invoice ? ` (${t('money:invoice.form.onInvoice', { no: bill.invoice.invoiceNo })})` : ''}
                </Checkbox>
              ))}
            </Space>
          </Checkbox.Group>
        )}
      </Field>
      {titles.data && titles.data.items.length > 0 && (
        <Form.Item label={t('money:invoice.form.savedTitle')}>
          <Space wrap>
            {titles.data.items.map((title) => (
              <Space.Compact key={title.id}>
                <Button onClick={() => pickTitle(title)} data-testid="invoice-saved-title">
                  {title.title}
                </Button>
                <Button
                  danger
                  aria-label={t('money:invoice.form.deleteTitle')}
                  onClick={() => drop.mutate({ id: title.id })}
                >
                  ×
                </Button>
              </Space.Compact>
            ))}
          </Space>
        </Form.Item>
      )}
      <Field name="titleType" label={t('money:invoice.form.titleType')}>
        <Radio.Group options={TITLE_TYPES.map((value) => ({ value, label: t(`money:invoice.titleTypes.${value}`) }))} />
      </Field>
      <Field name="title" label={t('money:invoice.form.title')}>
        <Input maxLength={100} data-testid="invoice-title" />
      </Field>
      <Field
        name="taxNo"
        label={t('money:invoice.form.taxNo')}
        extra={titleType === 'personal' ? undefined : t('money:invoice.form.taxNoHint')}
      >
        <Input maxLength={20} data-testid="invoice-tax-no" />
      </Field>
      <div className={styles.invoiceGrid}>
        <Field name="address" label={t('money:invoice.form.address')}>
          <Input maxLength={200} />
        </Field>
        <Field name="phone" label={t('money:invoice.form.phone')}>
          <Input maxLength={30} />
        </Field>
        <Field name="bank" label={t('money:invoice.form.bank')}>
          <Input maxLength={100} />
        </Field>
        <Field name="bankAccount" label={t('money:invoice.form.bankAccount')}>
          <Input maxLength={40} />
        </Field>
      </div>
      <Field name="invoiceType" label={t('money:invoice.form.invoiceType')}>
        <Radio.Group options={INVOICE_TYPES.map((value) => ({ value, label: t(`money:invoice.types.${value}`) }))} />
      </Field>
      {invoiceType === 'paper' && (
        <Field name="delivery" label={t('money:invoice.form.delivery')}>
          <Input maxLength={200} data-testid="invoice-delivery" />
        </Field>
      )}
      <Field name="conversion" label={t('money:invoice.form.conversion')}>
        <Select
          options={CONVERSION_TYPES.map((value) => ({ value, label: t(`money:invoice.conversions.${value}`) }))}
        />
      </Field>
      <Field name="remark" label={t('money:invoice.form.remark')}>
        <Input.TextArea rows={2} maxLength={200} />
      </Field>
      <Form.Item name="saveTitle" valuePropName="checked">
        <Checkbox>{t('money:invoice.form.saveTitle')}</Checkbox>
      </Form.Item>
      {request.error && !request.error.fields && (
        <Alert type="error" showIcon title={error} className={styles.filters} />
      )}
      <Space>
        <Button type="primary" htmlType="submit" loading={request.isPending} data-testid="invoice-submit">
          {t('money:invoice.form.submit')}
        </Button>
        <Button onClick={onDone}>{t('money:invoice.form.cancel')}</Button>
      </Space>
    </Form>
  );
}
