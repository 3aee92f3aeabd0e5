import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CONTAINER_CODES, type ContainerCode } from '@seabook/domain/booking-rules';
import { LoadedContainerNoSchema, type OpsOrderInfo } from '@seabook/domain/ops-orders';
import { Button, Card, DatePicker, Form, type FormRule, Input, InputNumber, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useFieldRules } from '../../components/field-rules.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { chinaPickerValue, pickedInstant, zonedLabel } from '../../lib/china-picker.ts';
import { useDeskCall } from './api.ts';
import { useConfirmedSave } from './desk-save.ts';
import styles from './ops-orders.module.css';

type ContainerValue = {
  containerNo?: string;
  type?: ContainerCode | null;
  sealNo?: string;
  pieces?: number | null;
  weightKg?: number | null;
};

/** The form's values, named as the request (`loading.containers.0.containerNo`), so server field errors land. */
type LoadingValues = {
  loading: {
    vessel?: string;
    voyage?: string;
    etd?: Dayjs | null;
    eta?: Dayjs | null;
    atd?: Dayjs | null;
    ata?: Dayjs | null;
    cutoff?: Dayjs | null;
    remark?: string;
    containers?: ContainerValue[];
  };
  blNo?: string;
  bookingNo?: string;
};

const day = (value: string | null | undefined) => (value ? dayjs(value) : null);
const dayText = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : null);

/** The form's start: what the order already has, else the booked sailing day as the ETD and its boxes. */
function initialValues(order: OpsOrderInfo): LoadingValues {
  const loading = order.loading;
  return {
    loading: {
      vessel: loading?.vessel ?? order.vessel ?? undefined,
      voyage: loading?.voyage ?? order.voyage ?? undefined,
      etd: day(loading?.etd ?? order.sailingDate),
      eta: day(loading?.eta),
      atd: day(loading?.atd),
      ata: day(loading?.ata),
      cutoff: loading?.cutoff ? chinaPickerValue(loading.cutoff) : null,
      remark: loading?.remark ?? undefined,
      containers: (loading?.containers ?? []).map((row) => ({
        containerNo: row.containerNo,
        type: row.type,
        sealNo: row.sealNo ?? undefined,
        pieces: row.pieces,
        weightKg: row.weightKg,
      })),
    },
    blNo: order.blNo ?? undefined,
    bookingNo: order.bookingNo ?? undefined,
  };
}

/**
 * The loading information (POST /v2/ops/order/loading): vessel and voyage, the sailing's dates and the
 * cut-off, the containers with their ISO 6346 numbers (checked by the domain schema as typed), seals,
 * pieces and weight, and the B/L and booking numbers. The customer reads it, so saving asks first.
 */
export function LoadingForm({ order, onSaved }: { order: OpsOrderInfo; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LoadingValues>();
  const call = useDeskCall('loading');
  const save = useConfirmedSave();
  const containerNoRules = useFieldRules(LoadedContainerNoSchema);
  const required: FormRule[] = [{ required: true, whitespace: true, message: t('opsOrders:loading.required') }];
  const etaRule: FormRule = (f) => ({
    validator: async (_rule, eta: Dayjs | null | undefined) => {
      const etd = f.getFieldValue(['loading', 'etd']) as Dayjs | null | undefined;
      if (eta && etd && eta.isBefore(etd, 'day')) throw new Error(t('opsOrders:loading.etaBeforeEtd'));
    },
  });

  const onFinish = (values: LoadingValues) =>
    save({
      title: t('opsOrders:loading.confirmTitle'),
      content: t('opsOrders:loading.confirmContent'),
      success: t('opsOrders:loading.done'),
      run: () =>
        call.mutateAsync({
          id: order.orderId,
          loading: {
            vessel: values.loading.vessel ?? '',
            voyage: values.loading.voyage ?? '',
            etd: dayText(values.loading.etd) ?? '',
            eta: dayText(values.loading.eta) ?? '',
            atd: dayText(values.loading.atd),
            ata: dayText(values.loading.ata),
            cutoff: values.loading.cutoff ? pickedInstant(values.loading.cutoff) : null,
            remark: values.loading.remark ?? null,
            containers: (values.loading.containers ?? []).map((row) => ({
              containerNo: row.containerNo ?? '',
              type: row.type ?? null,
              sealNo: row.sealNo ?? null,
              pieces: row.pieces ?? null,
              weightKg: row.weightKg ?? null,
            })),
          },
          blNo: values.blNo?.trim() || undefined,
          bookingNo: values.bookingNo?.trim() || undefined,
        }),
      onDone: onSaved,
      onFieldErrors: (errors) => form.setFields(errors as Parameters<typeof form.setFields>[0]),
    });

  return (
    <Card size="small" data-testid="loading-form">
      <Form<LoadingValues> form={form} layout="vertical" initialValues={initialValues(order)} onFinish={onFinish}>
        <div className={styles.formRow}>
          <Form.Item name={['loading', 'vessel']} label={t('orders:detail.loadingInfo.vessel')} rules={required}>
            <Input maxLength={60} data-testid="loading-vessel" />
          </Form.Item>
          <Form.Item name={['loading', 'voyage']} label={t('orders:detail.loadingInfo.voyage')} rules={required}>
            <Input maxLength={20} data-testid="loading-voyage" />
          </Form.Item>
          <Form.Item name="blNo" label={t('orders:detail.blNo')}>
            <Input maxLength={30} data-testid="loading-bl-no" />
          </Form.Item>
          <Form.Item name="bookingNo" label={t('orders:detail.bookingNo')}>
            <Input maxLength={30} data-testid="loading-booking-no" />
          </Form.Item>
        </div>
        <div className={styles.formRow}>
          <Form.Item
            name={['loading', 'etd']}
            label={t('orders:detail.loadingInfo.etd')}
            rules={[{ required: true, message: t('opsOrders:loading.required') }]}
          >
            <DatePicker data-testid="loading-etd" />
          </Form.Item>
          <Form.Item
            name={['loading', 'eta']}
            label={t('orders:detail.loadingInfo.eta')}
            dependencies={[['loading', 'etd']]}
            rules={[{ required: true, message: t('opsOrders:loading.required') }, etaRule]}
          >
            <DatePicker data-testid="loading-eta" />
          </Form.Item>
          <Form.Item name={['loading', 'atd']} label={t('orders:detail.loadingInfo.atd')}>
            <DatePicker data-testid="loading-atd" />
          </Form.Item>
          <Form.Item name={['loading', 'ata']} label={t('orders:detail.loadingInfo.ata')}>
            <DatePicker data-testid="loading-ata" />
          </Form.Item>
          <Form.Item name={['loading', 'cutoff']} label={zonedLabel(t('orders:detail.loadingInfo.cutoff'))}>
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" data-testid="loading-cutoff" />
          </Form.Item>
        </div>
        <Form.List name={['loading', 'containers']}>
          {(fields, { add, remove }) => (
            <div className={styles.feeLines}>
              <strong>{t('orders:detail.sections.containers')}</strong>
              {fields.map((field) => (
                <div key={field.key} className={styles.feeLine} data-testid="loading-container">
                  <Form.Item
                    name={[field.name, 'containerNo']}
                    label={t('orders:detail.containerDetails.containerNo')}
                    rules={containerNoRules}
                  >
                    <Input maxLength={13} data-testid="loading-container-no" />
                  </Form.Item>
                  <Form.Item name={[field.name, 'type']} label={t('orders:detail.containerDetails.type')}>
                    <Select
                      allowClear
                      data-testid="loading-container-type"
                      options={CONTAINER_CODES.map((code) => ({ value: code, label: code }))}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'sealNo']} label={t('orders:detail.containerDetails.sealNo')}>
                    <Input maxLength={20} data-testid="loading-container-seal" />
                  </Form.Item>
                  <Form.Item name={[field.name, 'pieces']} label={t('orders:detail.containerDetails.pieces')}>
                    <InputNumber min={1} precision={0} data-testid="loading-container-pieces" />
                  </Form.Item>
                  <Form.Item name={[field.name, 'weightKg']} label={t('orders:detail.containerDetails.weightKg')}>
                    <InputNumber min={0} max={100_000} data-testid="loading-container-weight" />
                  </Form.Item>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('opsOrders:loading.remove')}
                    className={styles.feeLineRemove}
                    onClick={() => remove(field.name)}
                  />
                </div>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} data-testid="loading-container-add" onClick={() => add({})}>
                {t('opsOrders:loading.addContainer')}
              </Button>
            </div>
          )}
        </Form.List>
        <Form.Item name={['loading', 'remark']} label={t('orders:detail.loadingInfo.remark')}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 1, maxRows: 4 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={call.isPending} data-testid="loading-submit">
          {t('opsOrders:loading.submit')}
        </Button>
      </Form>
    </Card>
  );
}
