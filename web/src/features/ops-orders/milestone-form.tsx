import type { OpsOrderInfo } from '@seabook/domain/ops-orders';
import { BUSINESS_NODES, type BusinessNode } from '@seabook/domain/order-flow';
import { Button, Card, DatePicker, Form, Input, Select, Space, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from '../../i18n/i18n.ts';
import { chinaPickerNow, isAfterChinaToday, pickedInstant, zonedLabel } from '../../lib/china-picker.ts';
import { useDeskCall } from './api.ts';
import { useConfirmedSave } from './desk-save.ts';
import styles from './ops-orders.module.css';

type MilestoneValues = { node: BusinessNode; at: Dayjs; location?: string; remark?: string };

/** The first node of the order not yet recorded (the next one to record), else the last. */
function nextNode(order: OpsOrderInfo): BusinessNode {
  const recorded = new Set(order.milestones.map((m) => m.node));
  return BUSINESS_NODES.find(({ node }) => !recorded.has(node))?.node ?? 'delivered';
}

/**
 * Records a business node (POST /v2/ops/order/milestone): the node with its DCSA event code, when it
 * happened (China time whatever the browser's zone, not in the future), where, and a remark. Recording a node again corrects it. The customer
 * is told, so it asks first.
 */
export function MilestoneForm({ order }: { order: OpsOrderInfo }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<MilestoneValues>();
  const call = useDeskCall('milestone');
  const save = useConfirmedSave();
  const recorded = new Set(order.milestones.map((m) => m.node));

  const onFinish = (values: MilestoneValues) =>
    save({
      title: t('opsOrders:nodes.confirmTitle', { node: t(`orders:nodes.${values.node}`) }),
      content: t('opsOrders:nodes.confirmContent'),
      success: t('opsOrders:nodes.done'),
      run: () =>
        call.mutateAsync({
          id: order.orderId,
          node: values.node,
          at: pickedInstant(values.at) ?? '',
          location: values.location?.trim() || undefined,
          remark: values.remark?.trim() || undefined,
        }),
      onDone: (answer) =>
        form.setFieldsValue({ node: nextNode(answer), at: chinaPickerNow(), location: undefined, remark: undefined }),
      onFieldErrors: (errors) => form.setFields(errors as Parameters<typeof form.setFields>[0]),
    });

  return (
    <Card size="small" title={t('opsOrders:nodes.title')} data-testid="milestone-form">
      <Form<MilestoneValues>
        form={form}
        layout="vertical"
        initialValues={{ node: nextNode(order), at: chinaPickerNow() }}
        onFinish={onFinish}
      >
        <div className={styles.formRow}>
          <Form.Item
            name="node"
            label={t('opsOrders:nodes.node')}
            rules={[{ required: true, message: t('opsOrders:nodes.required') }]}
            className={styles.grow}
          >
            <Select<BusinessNode>
              data-testid="milestone-node"
              optionLabelProp="title"
              options={BUSINESS_NODES.map(({ node, code }) => ({
                value: node,
                title: `${t(`orders:nodes.${node}`)} · ${code}`,
                label: (
                  <Space size={4}>
                    <span>{t(`orders:nodes.${node}`)}</span>
                    <Tag>{code}</Tag>
                    {recorded.has(node) ? <Tag color="green">{t('opsOrders:nodes.recorded')}</Tag> : null}
                  </Space>
                ),
              }))}
            />
          </Form.Item>
          <Form.Item
            name="at"
            label={zonedLabel(t('opsOrders:nodes.at'))}
            rules={[{ required: true, message: t('opsOrders:nodes.required') }]}
          >
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              data-testid="milestone-at"
              disabledDate={isAfterChinaToday}
            />
          </Form.Item>
        </div>
        <div className={styles.formRow}>
          <Form.Item name="location" label={t('opsOrders:nodes.location')} className={styles.grow}>
            <Input maxLength={50} data-testid="milestone-location" />
          </Form.Item>
          <Form.Item name="remark" label={t('opsOrders:nodes.remark')} className={styles.grow}>
            <Input maxLength={200} data-testid="milestone-remark" />
          </Form.Item>
        </div>
        <Button type="primary" htmlType="submit" loading={call.isPending} data-testid="milestone-submit">
          {t('opsOrders:nodes.submit')}
        </Button>
      </Form>
    </Card>
  );
}
