import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CONTAINER_CODES } from '@seabook/domain/booking-rules';
import { localName } from '@seabook/domain/catalog';
import { MAX_QUOTE_CHARGES } from '@seabook/domain/inquiries';
import { CURRENCIES } from '@seabook/domain/money-rules';
import { CHARGE_BASES, CHARGE_STAGES } from '@seabook/domain/pricing';
import { FEE_CODE_LIST, FEE_CODES, type FeeCode } from '@seabook/domain/rates';
import { Button, Card, Col, Form, type FormRule, Input, Row, Select } from 'antd';
import { errorText } from '../../i18n/error-text.ts';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { lineDefaultsFor, minorOf, newChargeRow, type QuoteValues } from './quote-values.ts';

const wide = { xs: 24, md: 12 };
const narrow = { xs: 12, md: 6 };

/**
 * The quote's fee lines (Form.List `charges`): fee code (choosing one presets its usual stage and
 * currency), stage, basis, for FCL a container type, currency, unit price and minimum in major units.
 * A price must be a non-negative amount with no more decimals than its currency has.
 */
export function ChargeLines({ mode }: { mode: 'lcl' | 'fcl' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const form = Form.useFormInstance<QuoteValues>();
  const priceRule =
    (name: number, optional: boolean): FormRule =>
    ({ getFieldValue }) => ({
      validator: async (_, value: string | undefined) => {
        if (optional && !value?.trim()) return;
        if (minorOf(value, getFieldValue(['charges', name, 'currency'])) === null)
          throw new Error(errorText('PRICE_INVALID', locale));
      },
    });
  const required: FormRule[] = [{ required: true, message: t('opsInquiries:quote.required') }];
  const codeOptions = FEE_CODE_LIST.map((code) => ({ value: code, label: localName(FEE_CODES[code], locale) }));
  const onCode = (name: number, code: FeeCode) => {
    const defaults = lineDefaultsFor(code);
    form.setFieldValue(['charges', name, 'stage'], defaults.stage);
    form.setFieldValue(['charges', name, 'currency'], defaults.currency);
  };

  return (
    <Form.List
      name="charges"
      rules={[
        {
          validator: async (_, rows: unknown[] | undefined) => {
            if (!rows || rows.length === 0) throw new Error(errorText('QUOTE_CHARGES_REQUIRED', locale));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <div data-testid="quote-charges">
          {fields.map(({ key, name }, index) => (
            <Card
              key={key}
              size="small"
              title={t('opsInquiries:quote.line', { n: index + 1 })}
              style={{ marginBottom: 12 }}
              data-testid="charge-line"
              extra={
                fields.length > 1 ? (
                  <Button
                    type="link"
                    danger
                    size="small"
                    icon={<DeleteOutlined />}
                    onClick={() => remove(name)}
                    data-testid="charge-remove"
                  >
                    {t('opsInquiries:quote.remove')}
                  </Button>
                ) : null
              }
            >
              <Row gutter={12}>
                <Col {...wide}>
                  <Form.Item
                    name={[name, 'code']}
                    label={t('opsInquiries:quote.code')}
                    rules={[{ required: true, message: t('opsInquiries:quote.codeRequired') }]}
                  >
                    <Select
                      showSearch={{ optionFilterProp: 'label' }}
                      options={codeOptions}
                      onChange={(code: FeeCode) => onCode(name, code)}
                      data-testid="charge-code"
                    />
                  </Form.Item>
                </Col>
                <Col {...narrow}>
                  <Form.Item name={[name, 'stage']} label={t('opsInquiries:quote.stage')} rules={required}>
                    <Select
                      options={CHARGE_STAGES.map((stage) => ({ value: stage, label: t(`quote:fees.stages.${stage}`) }))}
                      data-testid="charge-stage"
                    />
                  </Form.Item>
                </Col>
                <Col {...narrow}>
                  <Form.Item name={[name, 'currency']} label={t('opsInquiries:quote.currency')} rules={required}>
                    <Select options={CURRENCIES.map((c) => ({ value: c, label: c }))} data-testid="charge-currency" />
                  </Form.Item>
                </Col>
                <Col {...wide}>
                  <Form.Item name={[name, 'basis']} label={t('opsInquiries:quote.basis')} rules={required}>
                    <Select
                      options={CHARGE_BASES.map((basis) => ({
                        value: basis,
                        label: t(`opsInquiries:quote.bases.${basis}`),
                      }))}
                      data-testid="charge-basis"
                    />
                  </Form.Item>
                </Col>
                {mode === 'fcl' ? (
                  <Form.Item noStyle dependencies={[['charges', name, 'basis']]}>
                    {({ getFieldValue }) =>
                      getFieldValue(['charges', name, 'basis']) === 'container' ? (
                        <Col {...wide}>
                          <Form.Item name={[name, 'containerType']} label={t('opsInquiries:quote.containerType')}>
                            <Select
                              allowClear
                              placeholder={t('opsInquiries:quote.anyContainer')}
                              options={CONTAINER_CODES.map((type) => ({ value: type, label: type }))}
                              data-testid="charge-container"
                            />
                          </Form.Item>
                        </Col>
                      ) : null
                    }
                  </Form.Item>
                ) : null}
                <Col {...narrow}>
                  <Form.Item
                    name={[name, 'unitPrice']}
                    label={t('opsInquiries:quote.unitPrice')}
                    dependencies={[['charges', name, 'currency']]}
                    rules={[priceRule(name, false)]}
                  >
                    <Input inputMode="decimal" maxLength={16} data-testid="charge-price" />
                  </Form.Item>
                </Col>
                <Col {...narrow}>
                  <Form.Item
                    name={[name, 'minAmount']}
                    label={t('opsInquiries:quote.minAmount')}
                    dependencies={[['charges', name, 'currency']]}
                    rules={[priceRule(name, true)]}
                  >
                    <Input
                      inputMode="decimal"
                      maxLength={16}
                      placeholder={t('opsInquiries:quote.minAmountPlaceholder')}
                      data-testid="charge-min"
                    />
                  </Form.Item>
                </Col>
              </Row>
            </Card>
          ))}
          <Form.ErrorList errors={errors} />
          {fields.length < MAX_QUOTE_CHARGES ? (
            <Button
              type="dashed"
              block
              icon={<PlusOutlined />}
              onClick={() => add(newChargeRow(mode))}
              data-testid="charge-add"
            >
              {t('opsInquiries:quote.add')}
            </Button>
          ) : null}
        </div>
      )}
    </Form.List>
  );
}
