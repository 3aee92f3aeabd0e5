import { SHIPMENT_TERMS, servicesFor, TRADE_TERMS } from '@seabook/domain/booking';
import { Card, Col, Form, Row, Select, Space, Tag, Typography } from 'antd';
import { useTranslation } from '../../i18n/i18n.ts';
import type { EntrustValues } from './draft.ts';

/** Trade and shipment terms, and the services they select with the term that selected each. */
export function TermsSection() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<EntrustValues>();
  const tradeTerm = Form.useWatch('tradeTerm', form);
  const shipmentTerm = Form.useWatch('shipmentTerm', form);
  const auto = tradeTerm && shipmentTerm ? servicesFor(tradeTerm, shipmentTerm).filter((s) => s.auto) : [];
  return (
    <Card title={t('booking:sections.terms')} data-testid="terms-section">
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="tradeTerm" label={t('booking:terms.tradeTerm')} required>
            <Select showSearch options={TRADE_TERMS.map((value) => ({ value, label: value }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="shipmentTerm" label={t('booking:terms.shipmentTerm')} required>
            <Select options={SHIPMENT_TERMS.map((value) => ({ value, label: value }))} />
          </Form.Item>
        </Col>
      </Row>
      <Space wrap data-testid="auto-services">
        {auto.length === 0 ? (
          <Typography.Text type="secondary">{t('booking:terms.noneSelected')}</Typography.Text>
        ) : null}
        {auto.map(({ service, reason }) => (
          <Tag key={service} color="blue" data-testid={`auto-${service}`}>
            {t(`booking:services.names.${service}`)} ·{' '}
            {t('booking:terms.selectedBecause', { term: reason?.term ?? '' })}
          </Tag>
        ))}
      </Space>
    </Card>
  );
}
