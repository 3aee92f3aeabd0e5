import {
  CUSTOMS_TYPES,
  FREE_INSURANCE_COVER,
  INSURANCE_RISK_TYPES,
  NIGHT_ENTRY_WINDOW,
  OPTIONAL_SERVICES,
  type OptionalService,
  PICKUP_SLOT_HOURS,
  PICKUP_SLOTS,
  pickupDateWindow,
  serviceReason,
} from '@seabook/domain/booking';
import { localName } from '@seabook/domain/catalog';
import { chinaToday } from '@seabook/domain/china-time';
import {
  Alert,
  Card,
  Col,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Spin,
  Switch,
  Typography,
} from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { isBeforeChinaToday } from '../../lib/china-picker.ts';
import { useCities } from '../rates/detail-api.ts';
import { formatMoney } from '../rates/format.ts';
import { ClearanceFiles } from './clearance-files.tsx';
import { type EntrustValues, insuredAmount } from './draft.ts';

const half = { xs: 24, md: 12 };

function PickupCity() {
  const { t } = useTranslation();
  const locale = useLocale();
  const form = Form.useFormInstance<EntrustValues>();
  // A city given beforehand (an inquiry's) is searched by its code, so the field shows its name.
  const [typed, setTyped] = useState<string>(() => form.getFieldValue(['pickup', 'cityCode']) ?? '');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 250);
    return () => clearTimeout(timer);
  }, [typed]);
  const cities = useCities(keyword);
  const options = (cities.data ?? []).map((c) => ({
    value: c.code,
    label: `${localName(c.name, locale)} · ${localName(c.province, locale)}`,
  }));
  return (
    <Form.Item name={['pickup', 'cityCode']} label={t('booking:pickup.city')} required>
      <Select
        showSearch={{ filterOption: false, onSearch: setTyped }}
        aria-label={t('booking:pickup.city')}
        placeholder={t('booking:pickup.cityPlaceholder')}
        options={options}
        loading={cities.isFetching}
        notFoundContent={cities.isFetching ? <Spin size="small" /> : t('booking:pickup.noCity')}
      />
    </Form.Item>
  );
}

function PickupFields({ lastPickupDate }: { lastPickupDate?: string }) {
  const { t } = useTranslation();
  const window = pickupDateWindow(chinaToday(), lastPickupDate);
  return (
    <Row gutter={16}>
      <Col {...half}>
        <PickupCity />
      </Col>
      <Col {...half}>
        <Form.Item name={['pickup', 'address']} label={t('booking:pickup.address')} required>
          <Input />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name={['pickup', 'contact']} label={t('booking:pickup.contact')} required>
          <Input />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name={['pickup', 'phone']} label={t('booking:pickup.phone')} required>
          <Input inputMode="tel" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name={['pickup', 'date']}
          label={t('booking:pickup.date')}
          extra={t('booking:pickup.window', window)}
          required
        >
          <DatePicker
            style={{ width: '100%' }}
            disabledDate={(d) => d.format('YYYY-MM-DD') < window.first || d.format('YYYY-MM-DD') > window.last}
          />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name={['pickup', 'slot']} label={t('booking:pickup.slot')} required>
          <Select
            options={PICKUP_SLOTS.map((slot) => ({
              value: slot,
              label: t(`booking:pickup.slots.${slot}`, PICKUP_SLOT_HOURS[slot]),
            }))}
          />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Alert type="info" showIcon title={t('booking:pickup.nightNote', NIGHT_ENTRY_WINDOW)} />
      </Col>
    </Row>
  );
}

function InsuranceFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<EntrustValues>();
  const cargo = Form.useWatch('cargo', form);
  const amount = insuredAmount({ cargo });
  return (
    <Row gutter={16}>
      <Col {...half}>
        <Form.Item
          label={t('booking:insurance.insuredAmount')}
          extra={t('booking:insurance.freeCover', { amount: formatMoney(FREE_INSURANCE_COVER) })}
        >
          <Typography.Text strong data-testid="insured-amount">
            {amount ? formatMoney(amount) : t('booking:insurance.needValue')}
          </Typography.Text>
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name={['insurance', 'riskType']} label={t('booking:insurance.riskType')} required>
          <Select
            options={INSURANCE_RISK_TYPES.map((value) => ({ value, label: t(`booking:insurance.risks.${value}`) }))}
          />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name={['insurance', 'insuredPerson']} label={t('booking:insurance.insuredPerson')} required>
          <Input />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name={['insurance', 'insurer']} label={t('booking:insurance.insurer')}>
          <Input />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name={['insurance', 'insuredDate']} label={t('booking:insurance.insuredDate')}>
          <DatePicker style={{ width: '100%' }} disabledDate={isBeforeChinaToday} />
        </Form.Item>
      </Col>
    </Row>
  );
}

function CustomsFields() {
  const { t } = useTranslation();
  return (
    <Row gutter={16}>
      <Col {...half}>
        <Form.Item name={['customs', 'type']} label={t('booking:customs.type')} required>
          <Select options={CUSTOMS_TYPES.map((value) => ({ value, label: t(`booking:customs.types.${value}`) }))} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name={['customs', 'documentCount']} label={t('booking:customs.documentCount')} required>
          <InputNumber min={1} max={50} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
    </Row>
  );
}

const DELIVERY_FIELDS = ['name', 'street', 'apartment', 'city', 'country', 'zip', 'phone'] as const;
const DELIVERY_OPTIONAL = new Set<string>(['apartment', 'zip']);

function DeliveryFields() {
  const { t } = useTranslation();
  return (
    <Row gutter={16}>
      {DELIVERY_FIELDS.map((field) => (
        <Col key={field} {...half}>
          <Form.Item
            name={['destinationDelivery', field]}
            label={t(`booking:delivery.${field}`)}
            required={!DELIVERY_OPTIONAL.has(field)}
          >
            <Input />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}

function WarehouseFields() {
  const { t } = useTranslation();
  return (
    <Row gutter={16}>
      {(['palletCount', 'wrapCount', 'labelCount'] as const).map((field) => (
        <Col key={field} xs={24} md={8}>
          <Form.Item name={['warehouse', field]} label={t(`booking:warehouse.${field}`)}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      ))}
      <Col span={24}>
        <Form.Item name={['warehouse', 'weighing']} label={t('booking:warehouse.weighing')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** One optional service: its switch (locked on with the reason when the terms select it) and its fields. */
function ServicePanel({ service, children }: { service: OptionalService; children: ReactNode }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<EntrustValues>();
  const tradeTerm = Form.useWatch('tradeTerm', form);
  const shipmentTerm = Form.useWatch('shipmentTerm', form);
  const chosen = Form.useWatch(['on', service], { form, preserve: true }) === true;
  const reason = tradeTerm && shipmentTerm ? serviceReason(service, tradeTerm, shipmentTerm) : null;
  const on = chosen || reason !== null;
  return (
    <Card size="small" type="inner" data-testid={`service-${service}`}>
      <Space wrap>
        <Switch
          aria-label={t(`booking:services.names.${service}`)}
          checked={on}
          disabled={reason !== null}
          onChange={(checked) => form.setFieldValue(['on', service], checked)}
        />
        <Typography.Text strong>{t(`booking:services.names.${service}`)}</Typography.Text>
        {reason ? (
          <Typography.Text type="secondary" data-testid={`reason-${service}`}>
            {t('booking:terms.selectedBecause', { term: reason.term })}
          </Typography.Text>
        ) : null}
      </Space>
      {on ? <div style={{ marginTop: 12 }}>{children}</div> : null}
    </Card>
  );
}

/** The six optional services, in the domain's order. */
export function ServicesSection({ lastPickupDate }: { lastPickupDate?: string }) {
  const { t } = useTranslation();
  const panels: Record<OptionalService, ReactNode> = {
    customs: <CustomsFields />,
    pickup: <PickupFields lastPickupDate={lastPickupDate} />,
    insurance: <InsuranceFields />,
    destinationClearance: (
      <Form.Item name={['destinationClearance', 'fileIds']} label={t('booking:clearance.files')} required>
        <ClearanceFiles />
      </Form.Item>
    ),
    destinationDelivery: <DeliveryFields />,
    warehouse: <WarehouseFields />,
  };
  return (
    <Card title={t('booking:sections.services')}>
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        {OPTIONAL_SERVICES.map((service) => (
          <ServicePanel key={service} service={service}>
            {panels[service]}
          </ServicePanel>
        ))}
      </Space>
    </Card>
  );
}
