import type { OpsOrderInfo } from '@seabook/domain/ops-orders';
import { App, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/i18n.ts';
import { useDeskCall } from './api.ts';
import { useFailureMessage } from './desk-save.ts';
import { type MoveAnswer, type MoveAsk, MoveDialog } from './move-dialog.tsx';
import { QuoteDialog } from './quote-form.tsx';

/**
 * The operator's moves on one order as buttons, from the order's `actions` (the server's answer): each
 * asks first, with a remark. A quote is no plain move: its button opens the fee-lines form.
 */
export function OrderMoves({ order }: { order: OpsOrderInfo }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failed = useFailureMessage();
  const move = useDeskCall('move');
  const [ask, setAsk] = useState<MoveAsk | null>(null);
  const [quoting, setQuoting] = useState(false);
  const moves = order.actions.moves.filter((option) => option.action !== 'quote');
  const mayQuote = order.actions.moves.some((option) => option.action === 'quote');

  const submit = ({ remark, bookingNo }: MoveAnswer) => {
    if (!ask) return;
    move.mutate(
      { id: order.orderId, to: ask.move.to, remark, ...(bookingNo ? { bookingNo } : {}) },
      {
        onSuccess: () => {
          void message.success(t('opsOrders:done'));
          setAsk(null);
        },
        onError: (error) => {
          failed(error);
          setAsk(null);
        },
      },
    );
  };

  if (moves.length === 0 && !mayQuote) return null;
  return (
    <Space wrap data-testid="desk-moves">
      {mayQuote ? (
        <Button type="primary" data-testid="desk-quote-open" onClick={() => setQuoting(true)}>
          {t('opsOrders:quote.open')}
        </Button>
      ) : null}
      {moves.map((option) => (
        <Button
          key={`${option.action}-${option.to}`}
          type={option.to === 'cancelled' || option.to === 'rejected' ? 'default' : 'primary'}
          danger={option.to === 'cancelled' || option.to === 'rejected'}
          data-testid={`desk-move-${option.action}`}
          onClick={() =>
            setAsk({
              move: option,
              title: t('opsOrders:move.title', { action: t(`orders:moves.${option.action}`), orderNo: order.orderNo }),
            })
          }
        >
          {t(`orders:moves.${option.action}`)}
        </Button>
      ))}
      <MoveDialog ask={ask} pending={move.isPending} onCancel={() => setAsk(null)} onSubmit={submit} />
      {quoting ? <QuoteDialog order={order} onClose={() => setQuoting(false)} /> : null}
    </Space>
  );
}
