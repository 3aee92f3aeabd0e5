import { chinaToday } from '@seabook/domain/china-time';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, DatePicker, Form, Row } from 'antd';
import { type ComponentProps, useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { useSettled } from '../booking/api.ts';
import { mainPortsQuery } from '../rates/api.ts';
import { PortSelect } from '../rates/port-select.tsx';
import { useDestinationPorts } from './api.ts';
import type { InquiryValues } from './inquiry-form.ts';

/** Typed text settles for this long before the server is asked for matching ports. */
const KEYWORD_DELAY_MS = 250;

type PortFieldProps = Omit<ComponentProps<typeof PortSelect>, 'invalid'>;

/** The search form's port picker inside an antd field: red while the field has an error. */
function PortField(props: PortFieldProps) {
  const { status } = Form.Item.useStatus();
  return <PortSelect {...props} invalid={status === 'error'} />;
}

/** Port of loading (a main Chinese port), destination (any port) and the wanted sailing date. */
export function RouteCard() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<InquiryValues>();
  const pod = Form.useWatch('pod', form);
  const origins = useQuery(mainPortsQuery());
  const [typed, setTyped] = useState('');
  const keyword = useSettled(typed.trim(), KEYWORD_DELAY_MS);
  const destinations = useDestinationPorts(keyword);
  const missing = !!pod && !!destinations.data && !destinations.data.some((port) => port.code === pod);
  // A port from the URL may lie beyond the first page: a search for its code names it.
  const named = useDestinationPorts(missing ? pod : keyword);
  const extra = missing ? (named.data ?? []).filter((port) => port.code === pod) : [];
  const today = chinaToday();
  return (
    <Card title={t('inquiry:form.sections.route')} data-testid="route-card">
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="pol" label={t('rates:form.pol')} required>
            <PortField
              ports={origins.data}
              loading={origins.isFetching}
              failed={origins.isError}
              placeholder={t('rates:form.polPlaceholder')}
              data-testid="inquiry-pol"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="pod" label={t('rates:form.pod')} required>
            <PortField
              ports={destinations.data ? [...extra, ...destinations.data] : undefined}
              loading={destinations.isFetching}
              failed={destinations.isError}
              onKeywordChange={setTyped}
              placeholder={t('rates:form.podPlaceholder')}
              data-testid="inquiry-pod"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="sailingDate" label={t('inquiry:form.sailingDate')}>
            <DatePicker
              style={{ width: '100%' }}
              placeholder={t('inquiry:form.sailingDatePlaceholder')}
              disabledDate={(day) => day.format('YYYY-MM-DD') < today}
            />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
