import { OPTIONAL_SERVICES, type OptionalService, servicesFor } from '@seabook/domain/booking';
import { localName } from '@seabook/domain/catalog';
import { Card, Checkbox, Col, Form, Input, Row, Select, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { useCities } from '../../lib/quote-detail-api.ts';
import { useSettled } from '../../lib/use-settled.ts';
import { type InquiryValues, wantedServices } from './inquiry-form.ts';

type ServicesFieldProps = { value?: OptionalService[]; onChange?: (value: OptionalService[]) => void };

/**
 * One checkbox per optional service. A service the terms select is ticked and locked, with the term that
 * selected it; the value holds only what the user ticked (the draft adds the rest).
 */
function ServicesField({ value = [], onChange }: ServicesFieldProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<InquiryValues>();
  const tradeTerm = Form.useWatch('tradeTerm', form);
  const shipmentTerm = Form.useWatch('shipmentTerm', form);
  const selections =
    tradeTerm && shipmentTerm
      ? servicesFor(tradeTerm, shipmentTerm)
      : OPTIONAL_SERVICES.map((service) => ({ service, auto: false, reason: null }));
  const toggle = (service: OptionalService, on: boolean) =>
    onChange?.(on ? [...value, service] : value.filter((s) => s !== service));
  return (
    <Space orientation="vertical" size={4}>
      {selections.map(({ service, auto, reason }) => (
        <Space key={service} wrap data-testid={`service-${service}`}>
          <Checkbox
            checked={auto || value.includes(service)}
            disabled={auto}
            onChange={(event) => toggle(service, event.target.checked)}
          >
            {t(`booking:services.names.${service}`)}
          </Checkbox>
          {reason ? (
            <Typography.Text type="secondary" data-testid={`reason-${service}`}>
              {t('booking:terms.selectedBecause', { term: reason.term })}
            </Typography.Text>
          ) : null}
        </Space>
      ))}
    </Space>
  );
}

type CitySelectProps = { id?: string; value?: string; onChange?: (code: string | undefined) => void };

/** A pickup city picked by name or pinyin from the catalogue (/v2/base/cities). */
function CitySelect({ id, value, onChange }: CitySelectProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [typed, setTyped] = useState('');
  // Until the user types, the list is searched for the chosen city so its name shows.
  const keyword = useSettled(typed.trim() || value || '', 250);
  const cities = useCities(keyword);
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      allowClear
      showSearch={{ filterOption: false, onSearch: setTyped }}
      aria-label={t('inquiry:form.pickupCity')}
      placeholder={t('booking:pickup.cityPlaceholder')}
      loading={cities.isFetching}
      notFoundContent={cities.isFetching ? <Spin size="small" /> : t('booking:pickup.noCity')}
      options={(cities.data ?? []).map((city) => ({
        value: city.code,
        label: `${localName(city.name, locale)} · ${localName(city.province, locale)}`,
      }))}
    />
  );
}

/** The wanted services (those the terms select locked on), the pickup city when a pickup is wanted, a remark. */
export function ServicesCard() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<InquiryValues>();
  const tradeTerm = Form.useWatch('tradeTerm', form);
  const shipmentTerm = Form.useWatch('shipmentTerm', form);
  const services = Form.useWatch('services', form);
  const pickup = wantedServices({ tradeTerm, shipmentTerm, services }).includes('pickup');
  return (
    <Card title={t('inquiry:form.sections.services')} data-testid="services-card">
      <Form.Item name="services" extra={t('inquiry:form.servicesHint')}>
        <ServicesField />
      </Form.Item>
      <Row gutter={16}>
        {pickup ? (
          <Col xs={24} md={12}>
            <Form.Item
              name="pickupCityCode"
              label={t('inquiry:form.pickupCity')}
              extra={t('inquiry:form.pickupCityHint')}
            >
              <CitySelect />
            </Form.Item>
          </Col>
        ) : null}
        <Col span={24}>
          <Form.Item name="remark" label={t('inquiry:form.remark')}>
            <Input.TextArea
              maxLength={500}
              showCount
              autoSize={{ minRows: 2, maxRows: 6 }}
              placeholder={t('inquiry:form.remarkPlaceholder')}
            />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
