import { localName } from '@seabook/domain/catalog';
import { addDays, chinaToday } from '@seabook/domain/china-time';
import { MAX_QUOTE_VALID_DAYS, type OpsInquiry } from '@seabook/domain/inquiries';
import type { FeeLine } from '@seabook/domain/rates';
import {
  Alert,
  Button,
  type ButtonProps,
  Card,
  Col,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { ChargeLines } from '../../../components/desk/charge-lines.tsx';
import { SendFailure, useConfirmedSend } from '../../../components/desk/desk-send.tsx';
import {
  DEFAULT_VALID_DAYS,
  defaultValidTo,
  newChargeRow,
  previewOf,
  type QuoteValues,
  quoteRequest,
  rowsOfQuote,
} from '../../../components/desk/quote-values.ts';
import { FeeTable } from '../../../components/fee-breakdown.tsx';
import { errorText } from '../../../i18n/error-text.ts';
import { useLocale, useTranslation } from '../../../i18n/i18n.ts';
import { formatDay, formatMoney } from '../../../lib/plain-format.ts';
import { useCarriers, useDeskWrite } from './api.ts';

const third = { xs: 24, md: 8 };

/** A server field error's name ("charges.0.unitPrice") as the form's name path. */
export function namePath(name: string): (string | number)[] {
  return name.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** The form's first values: the current quote when quoting again, else one empty line valid for a week. */
function initialValues(inquiry: OpsInquiry, today: string): QuoteValues {
  const quote = inquiry.quote;
  return {
    charges: quote ? rowsOfQuote(quote) : [newChargeRow(inquiry.mode)],
    validTo: dayjs(defaultValidTo(today)),
    carrier: quote?.carrier?.code,
    transitDays: quote?.transitDays ?? null,
    sailingDate: quote?.sailingDate ? dayjs(quote.sailingDate) : null,
    remark: quote?.remark ?? '',
  };
}

/** The lines priced as they are typed, for the inquiry's cargo and boxes, with the totals per currency. */
function QuotePreview({ inquiry }: { inquiry: OpsInquiry }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<QuoteValues>();
  const rows = Form.useWatch('charges', form);
  const preview = previewOf(rows ?? [], inquiry.cargo, inquiry.containers);
  const boxes = inquiry.containers.map((row) => `${row.type} × ${row.quantity}`).join(', ');
  return (
    <Card size="small" title={t('opsInquiries:quote.preview')} data-testid="quote-preview">
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {t('opsInquiries:quote.previewCargo', {
          pieces: inquiry.cargo.pieces,
          weight: inquiry.cargo.weightKg,
          volume: inquiry.cargo.volumeCbm,
        })}
        {boxes ? ` · ${t('opsInquiries:quote.previewBoxes', { boxes })}` : ''}
      </Typography.Paragraph>
      {preview.fees.length > 0 ? (
        <>
          {/* A quote's charges have rate-sheet bases only (InquiryQuoteChargeSchema), like the customer's table. */}
          <FeeTable fees={preview.fees as FeeLine[]} />
          <Typography.Paragraph strong style={{ marginTop: 8, marginBottom: 0 }} data-testid="preview-totals">
            {preview.totals.map(formatMoney).join(' + ')}
          </Typography.Paragraph>
        </>
      ) : (
        <Typography.Text type="secondary">{t('opsInquiries:quote.previewEmpty')}</Typography.Text>
      )}
      {preview.incomplete > 0 && preview.fees.length > 0 ? (
        <Typography.Paragraph type="warning" style={{ marginTop: 8, marginBottom: 0 }}>
          {t('opsInquiries:quote.previewIncomplete', { count: preview.incomplete })}
        </Typography.Paragraph>
      ) : null}
    </Card>
  );
}

/**
 * The quote of a waiting (or pending quoted) inquiry: fee lines, validity (today + 7 by default, at most
 * MAX_QUOTE_VALID_DAYS), carrier, transit, sailing and a note, a live preview, then a confirmation
 * before it is sent. The server's refusal shows above the form, its field messages on the fields.
 */
export function QuoteForm({ inquiry, onDone }: { inquiry: OpsInquiry; onDone: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm<QuoteValues>();
  const write = useDeskWrite();
  const carriers = useCarriers();
  const { failure, clear, send } = useConfirmedSend(form, onDone);
  const today = chinaToday();
  const lastDay = addDays(today, MAX_QUOTE_VALID_DAYS);

  const quote = () =>
    send({
      confirm: (values) => {
        const preview = previewOf(values.charges ?? [], inquiry.cargo, inquiry.containers);
        return {
          title: t('opsInquiries:quote.confirmTitle'),
          content: t('opsInquiries:quote.confirmContent', {
            totals: preview.totals.map(formatMoney).join(' + '),
            validTo: values.validTo ? formatDay(values.validTo.format('YYYY-MM-DD'), locale) : '',
          }),
          okText: t('opsInquiries:quote.submit'),
          okButtonProps: { 'data-testid': 'quote-confirm' } as ButtonProps,
          cancelText: t('common:actions.cancel'),
        };
      },
      write: (values) => write.mutateAsync({ kind: 'quote', body: quoteRequest(inquiry.id, values) }),
      done: t('opsInquiries:quote.done'),
      onFailed: (error) => {
        if (error.fields)
          form.setFields(
            Object.entries(error.fields).map(([name, text]) => ({ name: namePath(name) as never, errors: [text] })),
          );
      },
    });

  return (
    <Form<QuoteValues>
      form={form}
      layout="vertical"
      initialValues={initialValues(inquiry, today)}
      onValuesChange={clear}
      data-testid="quote-form"
    >
      <SendFailure failure={failure} title={t('opsInquiries:quote.failed')} testId="quote-error" />
      <Typography.Title level={5}>{t('opsInquiries:quote.lines')}</Typography.Title>
      {inquiry.services.length > 0 ? (
        // Decision 031: the quote covers the services asked for; an order from it adds no fee for them.
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="quote-covers-services"
          title={t('opsInquiries:quote.coversServices', {
            services: inquiry.services.map((service) => t(`booking:services.names.${service}`)).join('、'),
          })}
        />
      ) : null}
      <ChargeLines mode={inquiry.mode} />
      <Row gutter={12} style={{ marginTop: 16 }}>
        <Col {...third}>
          <Form.Item
            name="validTo"
            label={t('opsInquiries:quote.validTo')}
            extra={t('opsInquiries:quote.validToHint', { days: DEFAULT_VALID_DAYS, max: MAX_QUOTE_VALID_DAYS })}
            rules={[{ required: true, message: errorText('QUOTE_VALIDITY_INVALID', locale) }]}
          >
            <DatePicker
              style={{ width: '100%' }}
              allowClear={false}
              disabledDate={(day) => {
                const text = day.format('YYYY-MM-DD');
                return text < today || text > lastDay;
              }}
              data-testid="quote-valid-to"
            />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item name="carrier" label={t('opsInquiries:quote.carrier')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('opsInquiries:quote.carrierPlaceholder')}
              loading={carriers.isPending}
              options={(carriers.data ?? []).map((carrier) => ({
                value: carrier.code,
                label: `${carrier.shortName} · ${localName(carrier.name, locale)} (${carrier.code})`,
              }))}
              data-testid="quote-carrier"
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="transitDays" label={t('opsInquiries:quote.transitDays')}>
            <InputNumber min={1} max={120} precision={0} style={{ width: '100%' }} data-testid="quote-transit" />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="sailingDate" label={t('opsInquiries:quote.sailingDate')}>
            <DatePicker
              style={{ width: '100%' }}
              disabledDate={(day) => day.format('YYYY-MM-DD') < today}
              data-testid="quote-sailing"
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="remark" label={t('opsInquiries:quote.remark')}>
            <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
          </Form.Item>
        </Col>
      </Row>
      <QuotePreview inquiry={inquiry} />
      <Button
        type="primary"
        block
        style={{ marginTop: 16 }}
        loading={write.isPending}
        onClick={() => void quote()}
        data-testid="quote-submit"
      >
        {t('opsInquiries:quote.submit')}
      </Button>
    </Form>
  );
}
