import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CARGO_TYPES,
  DANGEROUS_GOODS_CLASSES,
  formatCbm,
  isAcceptedDangerousClass,
  PACKING_TYPES,
  rowsPieces,
  rowsVolumeLitres,
} from '@seabook/domain/booking';
import { CURRENCIES } from '@seabook/domain/money';
import { Button, Card, Col, Form, Input, InputNumber, Row, Select, Space, Switch, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { type EntrustValues, filledRows } from './draft.ts';

const half = { xs: 24, md: 12 };

const SIDES = [
  ['lengthCm', 'booking:cargo.length'],
  ['widthCm', 'booking:cargo.width'],
  ['heightCm', 'booking:cargo.height'],
] as const;

/**
 * Rows of identical packages (length × width × height in cm, pieces) under `name`: the cargo's, or a
 * container's (a name relative to its row). `children` go under the add button.
 */
export function DimensionRows({
  name,
  testId,
  children,
}: {
  name: (string | number)[];
  testId?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <div data-testid={testId}>
          {fields.map((field) => (
            <Space key={field.key} wrap align="start" style={{ marginTop: 8 }}>
              {SIDES.map(([side, label]) => (
                <Form.Item key={side} name={[field.name, side]} noStyle>
                  <InputNumber min={0} step={0.1} aria-label={t(label)} placeholder={t(label)} />
                </Form.Item>
              ))}
              <Form.Item name={[field.name, 'pieces']} noStyle>
                <InputNumber
                  min={1}
                  precision={0}
                  aria-label={t('booking:cargo.rowPieces')}
                  placeholder={t('booking:cargo.rowPieces')}
                />
              </Form.Item>
              <Button
                icon={<DeleteOutlined />}
                aria-label={t('booking:cargo.removeRow')}
                onClick={() => remove(field.name)}
              />
            </Space>
          ))}
          <div style={{ margin: '8px 0 16px' }}>
            <Button icon={<PlusOutlined />} onClick={() => add({})}>
              {t('booking:cargo.addRow')}
            </Button>
          </div>
          {children}
        </div>
      )}
    </Form.List>
  );
}

/** The cargo of the order (spec §3): measures, packing, B/L texts, dimension rows, value, dangerous goods. */
export function CargoSection() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<EntrustValues>();
  const hazardous = Form.useWatch(['cargo', 'hazardous'], form);
  const rows = filledRows(Form.useWatch(['cargo', 'dimensions'], form));
  return (
    <Card title={t('booking:sections.cargo')} data-testid="cargo-section">
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name={['cargo', 'type']} label={t('booking:cargo.type')} required>
            <Select options={CARGO_TYPES.map((value) => ({ value, label: t(`booking:cargo.types.${value}`) }))} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name={['cargo', 'packingType']} label={t('booking:cargo.packingType')} required>
            <Select options={PACKING_TYPES.map((value) => ({ value, label: t(`booking:cargo.packing.${value}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={['cargo', 'weightKg']} label={t('booking:cargo.weightKg')} required>
            <InputNumber min={0} step={1} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={['cargo', 'volumeCbm']} label={t('booking:cargo.volumeCbm')} required>
            <InputNumber min={0} step={0.1} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={['cargo', 'pieces']} label={t('booking:cargo.pieces')} required>
            <InputNumber min={1} step={1} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name={['cargo', 'nameEn']} label={t('booking:cargo.nameEn')} required>
            <Input.TextArea autoSize={{ minRows: 1, maxRows: 3 }} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name={['cargo', 'marks']}
            label={t('booking:cargo.marks')}
            extra={t('booking:cargo.marksHint')}
            required
          >
            <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Text strong>{t('booking:cargo.dimensions')}</Typography.Text>
      <DimensionRows name={['cargo', 'dimensions']} testId="dimension-rows">
        {rows.length > 0 ? (
          <Typography.Paragraph type="secondary" data-testid="rows-total">
            {t('booking:cargo.rowsTotal', { pieces: rowsPieces(rows), volume: formatCbm(rowsVolumeLitres(rows)) })}
          </Typography.Paragraph>
        ) : null}
      </DimensionRows>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name={['cargo', 'hsCode']} label={t('booking:cargo.hsCode')}>
            <Input />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label={t('booking:cargo.value')}>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name={['cargo', 'value', 'currency']} noStyle>
                <Select
                  aria-label={t('booking:cargo.currency')}
                  style={{ width: 96 }}
                  options={CURRENCIES.map((c) => ({ value: c, label: c }))}
                />
              </Form.Item>
              <Form.Item name={['cargo', 'value', 'amount']} noStyle>
                <InputNumber min={0} aria-label={t('booking:cargo.value')} style={{ width: '100%' }} />
              </Form.Item>
            </Space.Compact>
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name={['cargo', 'insuranceMarkupPercent']} label={t('booking:cargo.markup')}>
            <InputNumber min={0} max={30} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name={['cargo', 'hazardous']} label={t('booking:cargo.hazardous')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        {hazardous ? <DangerousGoodsFields /> : null}
      </Row>
    </Card>
  );
}

/**
 * The class and UN number of hazardous cargo, in two half-width columns; the classes we do not carry
 * are listed but cannot be chosen (decision 016). Shared by the entrust and inquiry forms.
 */
export function DangerousGoodsFields() {
  const { t } = useTranslation();
  return (
    <>
      <Col {...half}>
        <Form.Item name={['cargo', 'dangerousGoods', 'class']} label={t('booking:cargo.dgClass')} required>
          <Select
            data-testid="dg-class"
            options={DANGEROUS_GOODS_CLASSES.map((value) => {
              const accepted = isAcceptedDangerousClass(value);
              return {
                value,
                disabled: !accepted,
                label: accepted ? value : `${value} · ${t('booking:cargo.dgRefused')}`,
              };
            })}
          />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name={['cargo', 'dangerousGoods', 'unNumber']} label={t('booking:cargo.unNumber')} required>
          <Input placeholder="UN1263" />
        </Form.Item>
      </Col>
    </>
  );
}
