import { CheckCircleOutlined } from '@ant-design/icons';
import type { OrderTodo } from '@seabook/domain/order-info';
import { App, Button, Card, Empty, Typography } from 'antd';
import { useTranslation } from '../../i18n/i18n.ts';
import { useCan } from '../../lib/auth.ts';
import { formatTime } from '../../lib/format.ts';
import { useOrderCall } from './api.ts';
import styles from './orders.module.css';

/**
 * What the operator asked of the customer: open items first with "mark done" (POST tododone), done ones
 * greyed with who closed them and when.
 */
export function TodosCard({
  orderId,
  todos,
  readOnly = false,
}: {
  orderId: string;
  todos: readonly OrderTodo[];
  /** No "mark done" (the back office shows the customer's to-dos without acting for the customer). */
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useCan();
  const done = useOrderCall('todoDone');
  const sorted = [...todos].sort((a, b) => Number(a.doneAt !== null) - Number(b.doneAt !== null));

  const markDone = (todoId: string) =>
    done.mutate(
      { id: orderId, todoId },
      {
        onSuccess: () => void message.success(t('orders:actions.done')),
        onError: (error) => {
          if (!error.handled) void message.error(error.msg || t('orders:actions.failed'));
        },
      },
    );

  return (
    <Card title={t('orders:detail.sections.todos')} data-testid="order-todos">
      {sorted.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders:detail.todos.empty')} />
      ) : (
        <ul className={styles.todos}>
          {sorted.map((todo) => {
            const closed = todo.doneAt !== null;
            return (
              <li key={todo.id} data-testid="order-todo" data-done={closed ? 'true' : 'false'} className={styles.todo}>
                <div>
                  <Typography.Text delete={closed} type={closed ? 'secondary' : undefined}>
                    {todo.text}
                  </Typography.Text>
                  <div>
                    <Typography.Text type="secondary">
                      {closed
                        ? t('orders:detail.todos.done', {
                            who: todo.doneBy ?? '',
                            at: formatTime(todo.doneAt ?? ''),
                          })
                        : t('orders:detail.todos.raised', { who: todo.raisedBy, at: formatTime(todo.raisedAt) })}
                    </Typography.Text>
                  </div>
                </div>
                {closed || readOnly || !can('order', 'edit') ? null : (
                  <Button
                    size="small"
                    icon={<CheckCircleOutlined />}
                    loading={done.isPending && done.variables?.todoId === todo.id}
                    onClick={() => markDone(todo.id)}
                  >
                    {t('orders:detail.todos.markDone')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
