import type { InquiryListItem } from '@seabook/domain/inquiries';
import { App, Button, Popconfirm, Space } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/i18n.ts';
import { useCan } from '../../lib/auth.ts';
import { type InquiryCall, useInquiryAction } from '../../lib/inquiries-api.ts';
import { orderFromInquiryPath } from '../../lib/inquiry-paths.ts';

type Props = {
  inquiry: Pick<InquiryListItem, 'id' | 'mode' | 'actions'>;
  /** Link-style buttons for a table row; full buttons in the detail. */
  compact?: boolean;
  /** After a delete: the sheet is gone (its detail closes). */
  onDeleted?: () => void;
};

/**
 * The buttons of what the customer may do now: only the actions the server lists for the sheet and the
 * role allows. Create order opens the order page of the sheet's mode; cancel and delete ask first.
 */
export function InquiryActions({ inquiry, compact = false, onDeleted }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useCan();
  const act = useInquiryAction();
  const allowed = new Set(inquiry.actions);
  const size = compact ? 'small' : 'middle';
  const type = (primary: boolean) => (compact ? 'link' : primary ? 'primary' : 'default');
  const busy = (action: InquiryCall) =>
    act.isPending && act.variables?.action === action && act.variables.id === inquiry.id;

  const run = (action: InquiryCall) =>
    act.mutate(
      { action, id: inquiry.id },
      {
        onSuccess: () => {
          void message.success(t(`inquiry:actions.done.${action}`));
          if (action === 'delete') onDeleted?.();
        },
        onError: (error) => {
          if (!error.handled) void message.error(error.msg);
        },
      },
    );

  const confirmed = (action: 'cancel' | 'delete', button: ReactNode) => (
    <Popconfirm
      title={t(`inquiry:actions.confirm.${action}`)}
      okText={t('common:actions.confirm')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ danger: action === 'delete' }}
      onConfirm={() => run(action)}
    >
      {button}
    </Popconfirm>
  );

  return (
    <Space size={compact ? 0 : 8} wrap data-testid="inquiry-actions">
      {allowed.has('order') && can('order', 'add') ? (
        <Link to={orderFromInquiryPath(inquiry.mode, inquiry.id)}>
          <Button type={type(true)} size={size}>
            {t('inquiry:actions.order')}
          </Button>
        </Link>
      ) : null}
      {allowed.has('accept') && can('inquiry', 'edit') ? (
        <Button type={type(true)} size={size} loading={busy('accept')} onClick={() => run('accept')}>
          {t('inquiry:actions.accept')}
        </Button>
      ) : null}
      {allowed.has('cancel') && can('inquiry', 'edit')
        ? confirmed(
            'cancel',
            <Button type={type(false)} size={size} loading={busy('cancel')}>
              {t('inquiry:actions.cancel')}
            </Button>,
          )
        : null}
      {allowed.has('delete') && can('inquiry', 'delete')
        ? confirmed(
            'delete',
            <Button type={type(false)} danger size={size} loading={busy('delete')}>
              {t('inquiry:actions.delete')}
            </Button>,
          )
        : null}
    </Space>
  );
}
