import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_USER_FIELDS, type OrderInfo, UserDefineRequestSchema } from '@seabook/domain/order-info';
import { App, Button, Card, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { serverFieldErrors, useFieldRules } from '../../components/field-rules.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useCan } from '../../lib/auth.ts';
import { useOrderCall } from './api.ts';
import { FactList } from './order-sections.tsx';

/** The customer's own references on an order (userdefine): its reference, contract number and up to five labelled fields. */

type References = Pick<OrderInfo, 'customerReference' | 'contractNo' | 'userFields'>;
type FormValues = { customerReference?: string; contractNo?: string; fields: { label: string; value: string }[] };

const shape = UserDefineRequestSchema.shape;
const fieldShape = shape.fields.unwrap().element.shape;
/** Longest texts the schema takes, so the inputs stop there. */
const LIMITS = { reference: 50, contractNo: 50, label: 20, value: 100 } as const;

/** A server field error's name ("fields.0.label") as the form's name path. */
function namePath(name: string): (string | number)[] {
  return name.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

function ReferencesForm({ orderId, initial, onClose }: { orderId: string; initial: References; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  // Untyped: the server's field errors come as plain field names.
  const [form] = Form.useForm();
  const save = useOrderCall('userDefine');
  const referenceRules = useFieldRules(shape.customerReference);
  const contractRules = useFieldRules(shape.contractNo);
  const labelRules = useFieldRules(fieldShape.label);
  const valueRules = useFieldRules(fieldShape.value);

  const onFinish = (values: FormValues) =>
    save.mutate(
      {
        id: orderId,
        customerReference: values.customerReference,
        contractNo: values.contractNo,
        fields: values.fields,
      },
      {
        onSuccess: () => {
          void message.success(t('orders:detail.references.saved'));
          onClose();
        },
        onError: (error) => {
          if (error.fields)
            form.setFields(serverFieldErrors(error).map(({ name, errors }) => ({ name: namePath(name), errors })));
          if (!error.handled) void message.error(error.msg || t('orders:actions.failed'));
        },
      },
    );

  return (
    <Modal
      open
      title={t('orders:detail.references.title')}
      okText={t('common:actions.confirm')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ htmlType: 'submit', loading: save.isPending }}
      onCancel={onClose}
      destroyOnHidden
      modalRender={(dom) => (
        <Form<FormValues>
          form={form}
          layout="vertical"
          name="order-references"
          initialValues={{
            customerReference: initial.customerReference ?? '',
            contractNo: initial.contractNo ?? '',
            fields: initial.userFields,
          }}
          onFinish={onFinish}
        >
          {dom}
        </Form>
      )}
    >
      <Form.Item name="customerReference" label={t('orders:detail.customerReference')} rules={referenceRules}>
        <Input maxLength={LIMITS.reference} />
      </Form.Item>
      <Form.Item name="contractNo" label={t('orders:detail.contractNo')} rules={contractRules}>
        <Input maxLength={LIMITS.contractNo} />
      </Form.Item>
      <Form.List name="fields">
        {(rows, { add, remove }) => (
          <Form.Item label={t('orders:detail.references.fields')}>
            {rows.map((row) => (
              <Space key={row.key} align="start" wrap data-testid="reference-field">
                <Form.Item name={[row.name, 'label']} rules={labelRules}>
                  <Input
                    maxLength={LIMITS.label}
                    placeholder={t('orders:detail.references.label')}
                    aria-label={t('orders:detail.references.label')}
                  />
                </Form.Item>
                <Form.Item name={[row.name, 'value']} rules={valueRules}>
                  <Input
                    maxLength={LIMITS.value}
                    placeholder={t('orders:detail.references.value')}
                    aria-label={t('orders:detail.references.value')}
                  />
                </Form.Item>
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={t('orders:detail.references.removeField')}
                  onClick={() => remove(row.name)}
                />
              </Space>
            ))}
            {rows.length < MAX_USER_FIELDS ? (
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ label: '', value: '' })}>
                {t('orders:detail.references.addField')}
              </Button>
            ) : null}
          </Form.Item>
        )}
      </Form.List>
    </Modal>
  );
}

/** The references as set, with an edit button when the role may change orders. */
export function ReferencesCard({ orderId, references }: { orderId: string; references: References }) {
  const { t } = useTranslation();
  const can = useCan();
  const [editing, setEditing] = useState(false);
  const given = Boolean(references.customerReference || references.contractNo || references.userFields.length);
  return (
    <Card
      title={t('orders:detail.sections.references')}
      data-testid="order-references"
      extra={
        can('order', 'edit') ? (
          <Button size="small" data-testid="references-edit" onClick={() => setEditing(true)}>
            {t('orders:detail.references.edit')}
          </Button>
        ) : null
      }
    >
      {given ? (
        <FactList
          items={[
            ['customerReference', t('orders:detail.customerReference'), references.customerReference],
            ['contractNo', t('orders:detail.contractNo'), references.contractNo],
            ...references.userFields.map(
              (field, index) => [`field-${index}`, field.label, field.value] as [string, string, string],
            ),
          ]}
        />
      ) : (
        t('orders:detail.references.none')
      )}
      {editing ? <ReferencesForm orderId={orderId} initial={references} onClose={() => setEditing(false)} /> : null}
    </Card>
  );
}
