import type { OrderDraft } from '@seabook/domain/booking';
import { addDays, chinaToday } from '@seabook/domain/china-time';
import { type InquiryQuoteCharge, MAX_QUOTE_VALID_DAYS } from '@seabook/domain/inquiries';
import type { OpsOrderInfo } from '@seabook/domain/ops-orders';
import { Alert, DatePicker, Form, Input, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from '../../i18n/i18n.ts';
import { PriceSummary } from '../booking/price-summary.tsx';
import { ChargeLines } from '../ops-inquiries/charge-lines.tsx';
import { type ChargeRow, chargeOf, newChargeRow, previewOf } from '../ops-inquiries/quote-values.ts';
import { useDeskCall } from './api.ts';
import { useConfirmedSave } from './desk-save.ts';
import styles from './ops-orders.module.css';

/** Days a new quote holds unless the operator picks another day. */
const DEFAULT_VALID_DAYS = 7;
const REMARK_MAX = 500;

type QuoteValues = { charges: ChargeRow[]; validTo: Dayjs; remark?: string };

function isCharge(charge: InquiryQuoteCharge | null): charge is InquiryQuoteCharge {
  return charge !== null;
}

/**
 * The quote of an order pending a quote (POST /v2/ops/order/quote): fee lines, the last day it holds
 * and a remark for the customer, with a live preview of the lines priced for the order's cargo (and
 * boxes) exactly as the server will price them. Sending it asks first; the order then waits for the
 * customer's answer.
 */
export function QuoteDialog({ order, onClose }: { order: OpsOrderInfo; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<QuoteValues>();
  const quote = useDeskCall('quote');
  const save = useConfirmedSave();
  // The server stores the draft as it parsed it (OrderDraftSchema), so it has that shape.
  const draft = order.draft as OrderDraft;
  const containers = draft.mode === 'fcl' ? draft.containers : [];
  const rows = Form.useWatch('charges', form) as ChargeRow[] | undefined;
  const preview = previewOf(rows ?? [], draft.cargo, containers);
  // The quote's validity is a China calendar day, from today to MAX_QUOTE_VALID_DAYS ahead.
  const today = chinaToday();
  const lastDay = addDays(today, MAX_QUOTE_VALID_DAYS);

  const onFinish = (values: QuoteValues) =>
    save({
      title: t('opsOrders:quote.confirmTitle'),
      content: t('opsOrders:quote.confirmContent'),
      okText: t('opsOrders:quote.submit'),
      success: t('opsOrders:quote.done'),
      run: () =>
        quote.mutateAsync({
          id: order.orderId,
          charges: values.charges.map(chargeOf).filter(isCharge),
          validTo: values.validTo.format('YYYY-MM-DD'),
          remark: values.remark?.trim() || undefined,
        }),
      onDone: onClose,
      onFieldErrors: (errors) => form.setFields(errors as Parameters<typeof form.setFields>[0]),
    });

  return (
    <Modal
      open
      width="min(1080px, 100vw)"
      title={t('opsOrders:quote.title', { orderNo: order.orderNo })}
      okText={t('opsOrders:quote.submit')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: quote.isPending, 'data-testid': 'quote-submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<QuoteValues>
        form={form}
        layout="vertical"
        data-testid="quote-form"
        initialValues={{
          charges: [{ ...newChargeRow(draft.mode), code: 'sea_price', stage: 'ocean', currency: 'USD' }],
          validTo: dayjs(addDays(today, DEFAULT_VALID_DAYS)),
        }}
        onFinish={onFinish}
      >
        <Typography.Title level={5}>{t('opsOrders:quote.lines')}</Typography.Title>
        <ChargeLines mode={draft.mode} />
        <div className={styles.formRow}>
          <Form.Item
            name="validTo"
            label={t('opsOrders:quote.validTo')}
            rules={[{ required: true, message: t('opsOrders:quote.validToRequired') }]}
          >
            <DatePicker
              data-testid="quote-valid-to"
              disabledDate={(day) => day.format('YYYY-MM-DD') < today || day.format('YYYY-MM-DD') > lastDay}
            />
          </Form.Item>
          <Form.Item name="remark" label={t('opsOrders:quote.remark')} className={styles.grow}>
            <Input.TextArea maxLength={REMARK_MAX} autoSize={{ minRows: 1, maxRows: 4 }} data-testid="quote-remark" />
          </Form.Item>
        </div>
      </Form>
      <section data-testid="quote-preview">
        <Typography.Title level={5}>{t('opsOrders:quote.preview')}</Typography.Title>
        <Typography.Paragraph type="secondary">
          {t('opsOrders:quote.previewCargo', {
            pieces: draft.cargo.pieces,
            weight: draft.cargo.weightKg,
            volume: draft.cargo.volumeCbm,
          })}
        </Typography.Paragraph>
        {preview.fees.length === 0 ? (
          <Alert type="info" title={t('opsOrders:quote.previewEmpty')} />
        ) : (
          <PriceSummary price={{ fees: preview.fees, totals: preview.totals, totalUsd: null }} />
        )}
      </section>
    </Modal>
  );
}
