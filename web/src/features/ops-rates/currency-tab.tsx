import { chinaToday } from '@seabook/domain/china-time';
import { CURRENCIES, type Currency, type CurrencyRate } from '@seabook/domain/money-rules';
import { CurrencyRateInputSchema } from '@seabook/domain/ops-rates';
import { Alert, App, Button, DatePicker, Drawer, Form, Input, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { formFieldRules } from '../../components/field-rules.ts';
import { PageError, PageLoading } from '../../components/page-state.tsx';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { useOpsCan } from '../ops/api.ts';
import { formatDay } from '../rates/format.ts';
import { useCurrencyRates, useSaveCurrencyRate } from './api.ts';
import styles from './rates.module.css';
import { useConfirmedWrite } from './write-feedback.ts';

type Values = { currency: Currency; usdPerUnit: string; asOf: string };
/** Every currency but the base: USD is always 1. */
const QUOTED = CURRENCIES.filter((currency) => currency !== 'USD');

/** One currency's rate and date in a drawer, checked with the domain schema, saved after a confirmation. */
function CurrencyDrawer({ open, editing, onClose }: { open: boolean; editing: Values | null; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const confirm = useConfirmedWrite();
  const [form] = Form.useForm<Values>();
  const save = useSaveCurrencyRate();
  const rules = (name: string) => formFieldRules(CurrencyRateInputSchema, name, locale);
  const currency = editing?.currency ?? 'CNY';

  const submit = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    confirm({
      title: t('opsRates:currency.confirm', { currency }),
      content: t('opsRates:currency.confirmContent', {
        currency,
        rate: values.usdPerUnit,
        asOf: formatDay(values.asOf, locale),
      }),
      okText: t('opsRates:form.save'),
      testId: 'currency-confirm-ok',
      form,
      run: () => save.mutateAsync({ ...values, currency }),
      done: () => {
        void message.success(t('opsRates:currency.saved'));
        onClose();
      },
    });
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size="min(480px, 100vw)"
      destroyOnHidden
      title={t('opsRates:currency.title', { currency })}
      data-testid="currency-drawer"
      extra={
        <Space>
          <Button onClick={onClose}>{t('opsRates:form.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => void submit()} data-testid="currency-save">
            {t('opsRates:form.save')}
          </Button>
        </Space>
      }
    >
      {editing ? (
        <Form<Values> form={form} layout="vertical" initialValues={editing}>
          <Form.Item name="currency" hidden>
            <Input />
          </Form.Item>
          <Form.Item
            name="usdPerUnit"
            label={t('opsRates:currency.usdPerUnit', { currency })}
            extra={t('opsRates:currency.usdPerUnitHint')}
            rules={rules('usdPerUnit')}
            required
          >
            <Input inputMode="decimal" suffix="USD" data-testid="currency-rate" />
          </Form.Item>
          <Form.Item
            name="asOf"
            label={t('opsRates:currency.asOf')}
            rules={rules('asOf')}
            required
            getValueProps={(value: string | undefined) => ({ value: value ? dayjs(value) : null })}
            normalize={(value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : '')}
          >
            <DatePicker style={{ width: '100%' }} data-testid="currency-as-of" />
          </Form.Item>
        </Form>
      ) : null}
    </Drawer>
  );
}

/** The exchange rates tab: each currency's US-dollar rate and its date, changed one at a time. */
export function CurrencyTab() {
  const { t } = useTranslation();
  const locale = useLocale();
  const mayEdit = useOpsCan()('ops.rates', 'edit');
  const rates = useCurrencyRates();
  const [editing, setEditing] = useState<Values | null>(null);
  const [open, setOpen] = useState(false);

  if (rates.isPending) return <PageLoading rows={6} />;
  if (rates.isError) return <PageError error={rates.error} onRetry={() => void rates.refetch()} />;
  const byCurrency = new Map<Currency, CurrencyRate>(rates.data.map((rate) => [rate.currency, rate]));
  const rows = QUOTED.map((currency) => ({ currency, rate: byCurrency.get(currency) ?? null }));
  const today = chinaToday();

  return (
    <div data-testid="rates-tab-currency">
      <Alert className={styles.intro} type="info" showIcon title={t('opsRates:currency.intro')} />
      <Table
        rowKey="currency"
        dataSource={rows}
        pagination={false}
        scroll={{ x: true }}
        onRow={(row) => ({ 'data-testid': 'currency-row', 'data-currency': row.currency }) as never}
        columns={[
          { key: 'currency', title: t('opsRates:currency.columns.currency'), dataIndex: 'currency' },
          {
            key: 'usdPerUnit',
            title: t('opsRates:currency.columns.usdPerUnit'),
            render: (_, row) =>
              row.rate ? (
                <span data-testid="currency-rate-cell">{row.rate.usdPerUnit}</span>
              ) : (
                <Typography.Text type="secondary">{t('opsRates:currency.notSet')}</Typography.Text>
              ),
          },
          {
            key: 'asOf',
            title: t('opsRates:currency.columns.asOf'),
            render: (_, row) => (row.rate ? formatDay(row.rate.asOf, locale) : '-'),
          },
          ...(mayEdit
            ? [
                {
                  key: 'actions',
                  title: t('opsRates:currency.columns.actions'),
                  render: (_: unknown, row: (typeof rows)[number]) => (
                    <Button
                      type="link"
                      data-testid="currency-edit"
                      onClick={() => {
                        setEditing({ currency: row.currency, usdPerUnit: row.rate?.usdPerUnit ?? '', asOf: today });
                        setOpen(true);
                      }}
                    >
                      {t('opsRates:currency.edit')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      <CurrencyDrawer open={open} editing={editing} onClose={() => setOpen(false)} />
    </div>
  );
}
