import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { BOND_TYPES, MAX_CONTAINERS, MAX_CUSTOMS_DOCUMENTS, totalContainers } from '@seabook/domain/booking';
import { Button, Card, Col, Form, Input, InputNumber, Row, Select, Space, Typography } from 'antd';
import { useTranslation } from '../../i18n/i18n.ts';
import { formatMoney } from '../../lib/plain-format.ts';
import { SingleFile } from '../file-upload.tsx';
import { DimensionRows } from './cargo-section.tsx';
import type { ContainerRowValues, EntrustValues } from './draft.ts';
import type { ContainerOffer } from './inquiry-order.ts';

/** The FCL parts of the entrust form: containers, bond, the shipper's own truck and the boxes' details. */

const half = { xs: 24, md: 12 };

/** The boxes booked so far (rows being typed count what they have). */
function boxesOf(rows: readonly (ContainerRowValues | undefined)[] | undefined): number {
  return totalContainers((rows ?? []).map((row) => ({ quantity: row?.quantity ?? 0 })));
}

/** Container type and quantity rows: only the types the line or quote prices, each once, with its price. */
export function ContainersSection({ offers }: { offers: readonly ContainerOffer[] }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<EntrustValues>();
  const rows = Form.useWatch('containers', form);
  const used = new Set((rows ?? []).map((row) => row?.type));
  const label = (offer: ContainerOffer) =>
    offer.price ? t('booking:containers.perBox', { type: offer.type, price: formatMoney(offer.price) }) : offer.type;
  return (
    <Card title={t('booking:sections.containers')} data-testid="containers-section">
      <Form.List name="containers">
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field) => {
              const own = rows?.[field.name]?.type;
              return (
                <Space key={field.key} wrap align="end" data-testid="container-row">
                  <Form.Item name={[field.name, 'type']} label={t('booking:containers.type')} required>
                    <Select
                      aria-label={t('booking:containers.type')}
                      style={{ minWidth: 220 }}
                      options={offers.map((offer) => ({
                        value: offer.type,
                        label: label(offer),
                        disabled: offer.type !== own && used.has(offer.type),
                      }))}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'quantity']} label={t('booking:containers.quantity')} required>
                    <InputNumber
                      min={1}
                      max={MAX_CONTAINERS}
                      precision={0}
                      aria-label={t('booking:containers.quantity')}
                    />
                  </Form.Item>
                  {fields.length > 1 ? (
                    <Form.Item>
                      <Button
                        icon={<DeleteOutlined />}
                        aria-label={t('booking:containers.remove')}
                        onClick={() => remove(field.name)}
                      />
                    </Form.Item>
                  ) : null}
                </Space>
              );
            })}
            <Form.ErrorList errors={errors} />
            <Space wrap>
              <Button
                icon={<PlusOutlined />}
                disabled={offers.every((offer) => used.has(offer.type))}
                onClick={() => add({ type: offers.find((offer) => !used.has(offer.type))?.type, quantity: 1 })}
              >
                {t('booking:containers.add')}
              </Button>
              <Typography.Text type="secondary" data-testid="containers-total">
                {t('booking:containers.total', { count: boxesOf(rows), max: MAX_CONTAINERS })}
              </Typography.Text>
            </Space>
          </>
        )}
      </Form.List>
    </Card>
  );
}

/** Spec §5: a bond other than none needs its manual or account number and the file. */
export function BondSection() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<EntrustValues>();
  const type = Form.useWatch(['bond', 'type'], form);
  return (
    <Card title={t('booking:sections.bond')} data-testid="bond-section">
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name={['bond', 'type']} label={t('booking:bond.type')}>
            <Select
              aria-label={t('booking:bond.type')}
              options={BOND_TYPES.map((value) => ({ value, label: t(`booking:bond.types.${value}`) }))}
            />
          </Form.Item>
        </Col>
        {type && type !== 'none' ? (
          <>
            <Col {...half}>
              <Form.Item name={['bond', 'number']} label={t('booking:bond.number')} required>
                <Input />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name={['bond', 'fileId']} label={t('booking:bond.file')} required>
                <SingleFile kind="order" testId="bond-file" />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name={['bond', 'customsPlace']} label={t('booking:bond.customsPlace')}>
                <Input />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name={['bond', 'documentCount']} label={t('booking:bond.documentCount')}>
                <InputNumber min={1} max={MAX_CUSTOMS_DOCUMENTS} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </>
        ) : null}
      </Row>
    </Card>
  );
}

const TRUCKING_FIELDS = ['company', 'driverName', 'phone', 'plate'] as const;

/** The shipper's own truck (spec §3 trucking info): optional, all four fields once any is typed. */
export function TruckingSection() {
  const { t } = useTranslation();
  return (
    <Card title={t('booking:sections.trucking')} data-testid="trucking-section">
      <Typography.Paragraph type="secondary">{t('booking:trucking.hint')}</Typography.Paragraph>
      <Row gutter={16}>
        {TRUCKING_FIELDS.map((field) => (
          <Col key={field} {...half}>
            <Form.Item name={['trucking', field]} label={t(`booking:trucking.${field}`)}>
              <Input
                inputMode={field === 'phone' ? 'tel' : undefined}
                placeholder={field === 'plate' ? t('booking:trucking.platePlaceholder') : undefined}
              />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </Card>
  );
}

/** What is known of each packed box (spec §3), all of it optional: no more rows than boxes booked. */
export function ContainerDetailsSection() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<EntrustValues>();
  const containers = Form.useWatch('containers', form);
  const boxes = boxesOf(containers);
  const types = [...new Set((containers ?? []).flatMap((row) => (row?.type ? [row.type] : [])))];
  return (
    <Card title={t('booking:sections.containerDetails')} data-testid="container-details-section">
      <Typography.Paragraph type="secondary">{t('booking:containerDetails.hint')}</Typography.Paragraph>
      <Form.List name="containerDetails">
        {(fields, { add, remove }, { errors }) => (
          <Space orientation="vertical" size={12} style={{ width: '100%' }}>
            {fields.map((field, index) => (
              <Card
                key={field.key}
                size="small"
                type="inner"
                data-testid="container-detail"
                title={t('booking:containerDetails.row', { n: index + 1 })}
                extra={
                  <Button
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label={t('booking:containerDetails.remove')}
                    onClick={() => remove(field.name)}
                  />
                }
              >
                <Row gutter={16}>
                  <Col xs={24} md={8}>
                    <Form.Item name={[field.name, 'type']} label={t('booking:containerDetails.type')}>
                      <Select allowClear options={types.map((type) => ({ value: type, label: type }))} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={8}>
                    <Form.Item name={[field.name, 'containerNo']} label={t('booking:containerDetails.containerNo')}>
                      <Input placeholder="CSQU3054383" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={8}>
                    <Form.Item name={[field.name, 'sealNo']} label={t('booking:containerDetails.sealNo')}>
                      <Input />
                    </Form.Item>
                  </Col>
                  <Col {...half}>
                    <Form.Item name={[field.name, 'pieces']} label={t('booking:containerDetails.pieces')}>
                      <InputNumber min={1} precision={0} style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col {...half}>
                    <Form.Item name={[field.name, 'weightKg']} label={t('booking:containerDetails.weightKg')}>
                      <InputNumber min={0} style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col span={24}>
                    <Form.Item name={[field.name, 'packingPhotoFileId']} label={t('booking:containerDetails.photo')}>
                      <SingleFile kind="image" testId={`packing-photo-${index}`} />
                    </Form.Item>
                  </Col>
                </Row>
                <Typography.Text strong>{t('booking:containerDetails.dimensions')}</Typography.Text>
                <DimensionRows name={[field.name, 'dimensions']} />
              </Card>
            ))}
            <Form.ErrorList errors={errors} />
            <Button icon={<PlusOutlined />} disabled={fields.length >= boxes} onClick={() => add({})}>
              {t('booking:containerDetails.add')}
            </Button>
          </Space>
        )}
      </Form.List>
    </Card>
  );
}
