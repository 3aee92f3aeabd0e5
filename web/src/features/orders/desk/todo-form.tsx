import type { OpsOrderInfo } from '@seabook/domain/ops-orders';
import { Button, Form, Input } from 'antd';
import { useTranslation } from '../../../i18n/i18n.ts';
import { useDeskCall } from './api.ts';
import { useConfirmedSave } from './desk-save.ts';
import styles from './ops-orders.module.css';

/** Longest to-do the server takes (OpsTodoRequestSchema). */
const TODO_MAX = 200;

/** Raises a to-do for the customer (POST /v2/ops/order/todo): the customer is told, so it asks first. */
export function TodoForm({ order }: { order: OpsOrderInfo }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ text: string }>();
  const call = useDeskCall('todo');
  const save = useConfirmedSave();

  const onFinish = ({ text }: { text: string }) =>
    save({
      title: t('opsOrders:todos.confirmTitle'),
      content: t('opsOrders:todos.confirmContent', { text: text.trim() }),
      success: t('opsOrders:todos.done'),
      run: () => call.mutateAsync({ id: order.orderId, text: text.trim() }),
      onDone: () => form.resetFields(),
      onFieldErrors: (errors) => form.setFields(errors as Parameters<typeof form.setFields>[0]),
    });

  return (
    <Form form={form} layout="vertical" onFinish={onFinish} data-testid="todo-form">
      <div className={styles.formRow}>
        <Form.Item
          name="text"
          label={t('opsOrders:todos.text')}
          rules={[{ required: true, whitespace: true, message: t('opsOrders:todos.required') }]}
          className={styles.grow}
        >
          <Input maxLength={TODO_MAX} placeholder={t('opsOrders:todos.placeholder')} data-testid="todo-text" />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Button type="primary" htmlType="submit" loading={call.isPending} data-testid="todo-submit">
            {t('opsOrders:todos.submit')}
          </Button>
        </Form.Item>
      </div>
    </Form>
  );
}
