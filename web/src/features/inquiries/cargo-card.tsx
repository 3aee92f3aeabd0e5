import { CARGO_TYPES, PACKING_TYPES } from '@seabook/domain/booking';
import { Card, Col, Form, InputNumber, Row, Select, Switch } from 'antd';
import { DangerousGoodsFields } from '../../components/booking-form/cargo-section.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import type { InquiryValues } from './inquiry-form.ts';

const half = { xs: 24, md: 12 };
const third = { xs: 24, md: 8 };

/**
 * What an inquiry says of the cargo (enough to quote): type, packing, weight, volume, pieces and, for
 * hazardous cargo, its class (only the classes we carry can be chosen) and UN number.
 */
export function CargoCard() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<InquiryValues>();
  const hazardous = Form.useWatch(['cargo', 'hazardous'], form);
  return (
    <Card title={t('inquiry:form.sections.cargo')} data-testid="cargo-card">
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name={['cargo', 'type']} label={t('booking:cargo.type')} required>
            <Select options={CARGO_TYPES.map((value) => ({ value, label: t(`booking:cargo.types.${value}`) }))} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name={['cargo', 'packingType']} label={t('booking:cargo.packingType')}>
            <Select
              allowClear
              options={PACKING_TYPES.map((value) => ({ value, label: t(`booking:cargo.packing.${value}`) }))}
            />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item name={['cargo', 'weightKg']} label={t('booking:cargo.weightKg')} required>
            <InputNumber min={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item name={['cargo', 'volumeCbm']} label={t('booking:cargo.volumeCbm')} required>
            <InputNumber min={0} step={0.1} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item name={['cargo', 'pieces']} label={t('booking:cargo.pieces')} required>
            <InputNumber min={1} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name={['cargo', 'hazardous']} label={t('booking:cargo.hazardous')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        {hazardous ? <DangerousGoodsFields /> : null}
      </Row>
    </Card>
  );
}
