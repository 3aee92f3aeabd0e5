import type { OpsBulkMoveResult } from '@seabook/domain/ops-orders';
import type { OrderStatus } from '@seabook/domain/order-flow';
import type { OrderMoveOption } from '@seabook/domain/order-info';
import { Alert, App, Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/i18n.ts';
import { useBulkMove } from './api.ts';
import { useFailureMessage } from './desk-save.ts';
import { type MoveAnswer, type MoveAsk, MoveDialog } from './move-dialog.tsx';
import styles from './ops-orders.module.css';
import { commonMoves } from './queues.ts';

export type Selected = { orderId: string; status: OrderStatus };

/**
 * The bulk actions over the selected rows: the moves valid for every one of them (approve in review…),
 * each asked with its remark, then POST bulkmove. Orders the server refused stay selected and are
 * listed with their reasons; the moved ones leave the selection.
 */
export function BulkBar({ selected, onSelect }: { selected: readonly Selected[]; onSelect: (ids: string[]) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failed = useFailureMessage();
  const bulk = useBulkMove();
  const [ask, setAsk] = useState<MoveAsk | null>(null);
  const [refused, setRefused] = useState<OpsBulkMoveResult['refused']>([]);
  const moves = commonMoves(selected.map((row) => row.status));

  const submit = ({ remark }: MoveAnswer) => {
    if (!ask) return;
    bulk.mutate(
      { ids: selected.map((row) => row.orderId), to: ask.move.to, remark },
      {
        onSuccess: (result) => {
          if (result.moved.length > 0) void message.success(t('opsOrders:bulk.done', { count: result.moved.length }));
          setRefused(result.refused);
          onSelect(result.refused.map((row) => row.id));
          setAsk(null);
        },
        onError: (error) => {
          failed(error);
          setAsk(null);
        },
      },
    );
  };

  const open = (move: OrderMoveOption) =>
    setAsk({
      move,
      title: t('opsOrders:bulk.title', { action: t(`orders:moves.${move.action}`), count: selected.length }),
    });

  return (
    <>
      {refused.length > 0 ? (
        <Alert
          className={styles.notice}
          type="warning"
          showIcon
          data-testid="bulk-refused"
          title={t('opsOrders:bulk.refused', { count: refused.length })}
          description={
            <ul className={styles.refused}>
              {refused.map((row) => (
                <li key={row.id} data-testid="bulk-refused-item">
                  {t('opsOrders:bulk.refusedItem', { orderNo: row.orderNo, msg: row.msg })}
                </li>
              ))}
            </ul>
          }
          closable={{ onClose: () => setRefused([]) }}
        />
      ) : null}
      {selected.length > 0 ? (
        <div className={styles.bulkBar} data-testid="bulk-bar">
          <span data-testid="bulk-count">{t('opsOrders:bulk.selected', { count: selected.length })}</span>
          {moves.length === 0 ? (
            <Typography.Text type="secondary">{t('opsOrders:bulk.noCommon')}</Typography.Text>
          ) : (
            <Space wrap>
              {moves.map((move) => (
                <Button
                  key={`${move.action}-${move.to}`}
                  size="small"
                  type={move.to === 'rejected' || move.to === 'cancelled' ? 'default' : 'primary'}
                  danger={move.to === 'rejected' || move.to === 'cancelled'}
                  data-testid={`bulk-move-${move.action}`}
                  onClick={() => open(move)}
                >
                  {t(`orders:moves.${move.action}`)}
                </Button>
              ))}
            </Space>
          )}
          <Button size="small" type="link" onClick={() => onSelect([])}>
            {t('opsOrders:bulk.clear')}
          </Button>
        </div>
      ) : null}
      <MoveDialog ask={ask} pending={bulk.isPending} onCancel={() => setAsk(null)} onSubmit={submit} />
    </>
  );
}
