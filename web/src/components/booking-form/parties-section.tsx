import { Button, Card, Checkbox, Col, Form, Input, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { AddressPicker } from '../address-book/address-picker.tsx';
import { type EntrustValues, PARTY_KINDS, type PartyKind } from './draft.ts';

/** One party: its B/L text, contact and phone, filled from the address book or typed. */
function PartyCard({ kind }: { kind: PartyKind }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<EntrustValues>();
  const [picking, setPicking] = useState(false);
  return (
    <Card
      size="small"
      type="inner"
      title={`${t(`booking:parties.${kind}`)}${kind === 'consignee' ? '' : ` (${t('booking:parties.optional')})`}`}
      data-testid={`party-${kind}`}
      extra={
        <Button size="small" onClick={() => setPicking(true)}>
          {t('booking:parties.pick')}
        </Button>
      }
    >
      <Form.Item name={[kind, 'address']} label={t('booking:parties.blText')}>
        <Input.TextArea
          autoSize={{ minRows: 3, maxRows: 8 }}
          aria-label={`${t(`booking:parties.${kind}`)} ${t('booking:parties.blText')}`}
        />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name={[kind, 'contact']} label={t('booking:parties.contact')}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name={[kind, 'phone']} label={t('booking:parties.phone')}>
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name={['save', kind]} valuePropName="checked" noStyle>
        <Checkbox>{t('booking:parties.save')}</Checkbox>
      </Form.Item>
      <AddressPicker
        open={picking}
        kind={kind}
        onClose={() => setPicking(false)}
        onPick={(entry) => {
          form.setFieldValue(kind, {
            address: entry.address,
            company: entry.company,
            contact: entry.contact,
            phone: entry.phone,
            region: entry.region,
          });
          // A party from the book is already in it.
          form.setFieldValue(['save', kind], false);
          void form.validateFields([[kind, 'address']]).catch(() => undefined);
        }}
      />
    </Card>
  );
}

export function PartiesSection() {
  const { t } = useTranslation();
  return (
    <Card title={t('booking:sections.parties')}>
      <Row gutter={[16, 16]}>
        {PARTY_KINDS.map((kind) => (
          // One party per row: the B/L text needs the width, and the card's title and picker fit.
          <Col key={kind} xs={24}>
            <PartyCard kind={kind} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
