import { addDays, CONTAINER_CODES } from '@seabook/domain/booking-rules';
import { localName } from '@seabook/domain/catalog';
import { chinaToday } from '@seabook/domain/china-time';
import { CURRENCIES } from '@seabook/domain/money-rules';
import { FclRateInputSchema, LclRateInputSchema, type LclRateRow, RATE_DAY_LIMITS } from '@seabook/domain/ops-rates';
import { SERVICE_KINDS } from '@seabook/domain/quote-rules';
import { BASIS_LABELS, FEE_CODES, isFeeCode } from '@seabook/domain/rates';
import {
  App,
  Button,
  Checkbox,
  Col,
  DatePicker,
  Drawer,
  Form,
  type FormRule,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Space,
  Table,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { formFieldRules } from '../../components/field-rules.ts';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { formatMoney } from '../rates/format.ts';
import { type RateKind, type RowOf, type SaveOf, useSaveRate } from './api.ts';
import { CarrierPicker, PortPicker } from './rate-pickers.tsx';
import { laneText, type ValuesOf, valuesOf } from './rate-values.ts';
import { useConfirmedWrite } from './write-feedback.ts';

/** A new rate is valid for this many days by default. */
const DEFAULT_VALID_DAYS = 90;
const half = { xs: 24, md: 12 };
const third = { xs: 24, md: 8 };
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** A day field kept as YYYY-MM-DD in the form (the schema's shape), shown in a date picker. */
const dayField = {
  getValueProps: (value: string | undefined) => ({ value: value ? dayjs(value) : null }),
  normalize: (value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : ''),
};

/** The service's surcharge lines (BAF, hub fee…), read only: the rate sheet maintains them. */
function Surcharges({ row }: { row: LclRateRow }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Space orientation="vertical" size={4} style={{ width: '100%' }} data-testid="rate-surcharges">
      <Typography.Title level={5}>{t('opsRates:form.surcharges')}</Typography.Title>
      <Typography.Text type="secondary">{t('opsRates:form.surchargesHint')}</Typography.Text>
      <Table
        size="small"
        rowKey={(line) => `${line.code}-${line.stage}-${line.basis}`}
        dataSource={row.surcharges}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: t('opsRates:form.noSurcharges') }}
        columns={[
          {
            key: 'name',
            title: t('opsRates:form.surchargeColumns.name'),
            render: (_, line) => (isFeeCode(line.code) ? localName(FEE_CODES[line.code], locale) : line.code),
          },
          {
            key: 'stage',
            title: t('opsRates:form.surchargeColumns.stage'),
            render: (_, line) => t(`opsRates:stages.${line.stage}`),
          },
          {
            key: 'unitPrice',
            title: t('opsRates:form.surchargeColumns.unitPrice'),
            render: (_, line) =>
              t('opsRates:form.perBasis', {
                price: formatMoney(line.unitPrice),
                unit: localName(BASIS_LABELS[line.basis], locale),
              }),
          },
          {
            key: 'minAmount',
            title: t('opsRates:form.surchargeColumns.minAmount'),
            render: (_, line) => formatMoney(line.minAmount),
          },
        ]}
      />
    </Space>
  );
}

/** The fields of a rate; every rule runs the domain schema the server runs, on the whole form. */
function RateFields({ kind }: { kind: RateKind }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const schema = kind === 'lcl' ? LclRateInputSchema : FclRateInputSchema;
  const rules = (name: string): FormRule[] => formFieldRules(schema, name, locale);
  const priceName = kind === 'lcl' ? 'oceanRate' : 'price';
  const currency = Form.useWatch('currency') as string | undefined;
  return (
    <Row gutter={16}>
      {kind === 'lcl' ? (
        <Col xs={24}>
          <Form.Item name="kind" label={t('opsRates:form.kind')} rules={rules('kind')} required>
            <Radio.Group
              data-testid="rate-kind"
              options={SERVICE_KINDS.map((value) => ({ value, label: t(`opsRates:kinds.${value}`) }))}
            />
          </Form.Item>
        </Col>
      ) : null}
      <Col {...third}>
        <Form.Item name="pol" label={t('opsRates:form.pol')} rules={rules('pol')} required>
          <PortPicker data-testid="rate-pol" aria-label={t('opsRates:form.pol')} />
        </Form.Item>
      </Col>
      <Col {...third}>
        <Form.Item name="pod" label={t('opsRates:form.pod')} rules={rules('pod')} dependencies={['pol']} required>
          <PortPicker data-testid="rate-pod" aria-label={t('opsRates:form.pod')} />
        </Form.Item>
      </Col>
      <Col {...third}>
        <Form.Item
          name="via"
          label={t('opsRates:form.via')}
          rules={rules('via')}
          dependencies={['pol', 'pod']}
          extra={t('opsRates:form.viaHint')}
        >
          <PortPicker data-testid="rate-via" aria-label={t('opsRates:form.via')} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="carrier" label={t('opsRates:form.carrier')} rules={rules('carrier')} required>
          <CarrierPicker data-testid="rate-carrier" aria-label={t('opsRates:form.carrier')} />
        </Form.Item>
      </Col>
      {kind === 'fcl' ? (
        <Col {...half}>
          <Form.Item
            name="containerType"
            label={t('opsRates:form.containerType')}
            rules={rules('containerType')}
            required
          >
            <Select
              data-testid="rate-container-type"
              options={CONTAINER_CODES.map((value) => ({ value, label: value }))}
            />
          </Form.Item>
        </Col>
      ) : null}
      <Col xs={24}>
        <Form.Item name="weekdays" label={t('opsRates:form.weekdays')} rules={rules('weekdays')} required>
          <Checkbox.Group
            data-testid="rate-weekdays"
            options={WEEKDAYS.map((day) => ({ value: day, label: t(`opsRates:weekdays.${day}`) }))}
          />
        </Form.Item>
      </Col>
      <Col {...third}>
        <Form.Item name="cutoffDays" label={t('opsRates:form.cutoffDays')} rules={rules('cutoffDays')} required>
          <InputNumber min={0} max={RATE_DAY_LIMITS.cutoffDays} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      {kind === 'lcl' ? (
        <Col {...third}>
          <Form.Item name="cargoCutDays" label={t('opsRates:form.cargoCutDays')} rules={rules('cargoCutDays')} required>
            <InputNumber min={0} max={RATE_DAY_LIMITS.cargoCutDays} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      ) : null}
      <Col {...third}>
        <Form.Item name="transitDays" label={t('opsRates:form.transitDays')} rules={rules('transitDays')} required>
          <InputNumber min={0} max={RATE_DAY_LIMITS.transitDays} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name="validFrom"
          label={t('opsRates:form.validFrom')}
          rules={rules('validFrom')}
          required
          {...dayField}
        >
          <DatePicker style={{ width: '100%' }} data-testid="rate-valid-from" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name="validTo"
          label={t('opsRates:form.validTo')}
          rules={rules('validTo')}
          dependencies={['validFrom']}
          required
          {...dayField}
        >
          <DatePicker style={{ width: '100%' }} data-testid="rate-valid-to" />
        </Form.Item>
      </Col>
      <Col {...third}>
        <Form.Item name="currency" label={t('opsRates:form.currency')} rules={rules('currency')} required>
          <Select data-testid="rate-currency" options={CURRENCIES.map((value) => ({ value, label: value }))} />
        </Form.Item>
      </Col>
      <Col xs={24} md={16}>
        <Form.Item
          name={priceName}
          label={t(kind === 'lcl' ? 'opsRates:form.oceanRate' : 'opsRates:form.price')}
          rules={rules(priceName)}
          dependencies={['currency']}
          required={kind === 'fcl'}
          extra={t(kind === 'lcl' ? 'opsRates:form.oceanRateHint' : 'opsRates:form.priceHint')}
        >
          <Input inputMode="decimal" suffix={currency} data-testid="rate-price" />
        </Form.Item>
      </Col>
    </Row>
  );
}

/**
 * A rate in a drawer: a new one (no row) or an edit. The whole form is checked with the domain schema
 * as it is typed; saving asks first, then the server's refusals land on their fields.
 */
export function RateFormDrawer<K extends RateKind>({
  kind,
  open,
  row,
  onClose,
}: {
  kind: K;
  open: boolean;
  row: RowOf<K> | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirmedWrite();
  const [form] = Form.useForm<ValuesOf<K>>();
  const save = useSaveRate(kind);
  const today = chinaToday();
  const title = row
    ? t(kind === 'lcl' ? 'opsRates:form.editLcl' : 'opsRates:form.editFcl', { id: row.id })
    : t(kind === 'lcl' ? 'opsRates:form.createLcl' : 'opsRates:form.createFcl');

  const submit = async () => {
    let values: ValuesOf<K>;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const lane = laneText({ pol: values.pol, pod: values.pod, via: values.via || null });
    confirm({
      title: row ? t('opsRates:form.confirmEdit', { id: row.id }) : t('opsRates:form.confirmCreate'),
      content: t('opsRates:form.confirmContent', { lane, carrier: values.carrier }),
      okText: t('opsRates:form.save'),
      testId: 'rate-confirm-ok',
      form,
      run: () => save.mutateAsync((row ? { ...values, id: row.id } : values) as SaveOf<K>),
      done: () => {
        void message.success(row ? t('opsRates:form.saved') : t('opsRates:form.created'));
        onClose();
      },
    });
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size="min(720px, 100vw)"
      destroyOnHidden
      title={title}
      data-testid="rate-drawer"
      extra={
        <Space>
          <Button onClick={onClose}>{t('opsRates:form.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => void submit()} data-testid="rate-save">
            {t('opsRates:form.save')}
          </Button>
        </Space>
      }
    >
      <Form<ValuesOf<K>>
        form={form}
        layout="vertical"
        initialValues={valuesOf(kind, row, today, addDays(today, DEFAULT_VALID_DAYS))}
        data-testid="rate-form"
      >
        <RateFields kind={kind} />
      </Form>
      {kind === 'lcl' && row ? <Surcharges row={row as LclRateRow} /> : null}
    </Drawer>
  );
}
