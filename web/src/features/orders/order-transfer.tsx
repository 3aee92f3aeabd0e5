import type { CompanyAccount } from '@seabook/domain/sub-accounts';
import { subAccountsCalls } from '@seabook/domain/sub-accounts.calls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '../../i18n/error-text.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import type { ApiError } from '../../lib/api-error.ts';
import { SESSION_KEY, useCan, useToken, useUserInfo } from '../../lib/auth.ts';
import { call } from '../../lib/call.ts';

/**
 * Moves the order to another enabled account of the company (issue 16, decision 033): for a verified
 * company's accounts whose permissions allow it. The order's log then says who moved it from whom to whom.
 */
export function OrderTransferButton({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const token = useToken();
  const can = useCan();
  const user = useUserInfo();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ toAccountId: string }>();
  const allowed =
    can('childAccount', 'edit') && user.data?.company.kind === 'company' && user.data.verification === 'verified';
  const accounts = useQuery<{ items: CompanyAccount[] }, ApiError>({
    queryKey: [SESSION_KEY, token, 'company-accounts'],
    queryFn: ({ signal }) => call(subAccountsCalls.accounts, undefined, { signal }),
    enabled: open && allowed,
  });
  const transfer = useMutation<{ moved: number }, ApiError, string>({
    mutationFn: (toAccountId) => call(subAccountsCalls.transfer, { orderIds: [orderId], toAccountId }),
    onSuccess: () => client.invalidateQueries({ queryKey: [SESSION_KEY] }),
  });
  if (!allowed) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="order-transfer">
        {t('subAccounts:transfer.button')}
      </Button>
      <Modal
        open={open}
        destroyOnHidden
        title={t('subAccounts:transfer.title')}
        okText={t('subAccounts:transfer.submit')}
        cancelText={t('subAccounts:confirm.cancel')}
        confirmLoading={transfer.isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        okButtonProps={{ 'data-testid': 'order-transfer-ok' }}
      >
        <Typography.Paragraph type="secondary">{t('subAccounts:transfer.hint')}</Typography.Paragraph>
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          onFinish={(values) =>
            transfer.mutate(values.toAccountId, {
              onSuccess: () => {
                void message.success(t('subAccounts:transfer.done'));
                setOpen(false);
              },
              onError: (error) => {
                if (error.fields) form.setFields([{ name: 'toAccountId', errors: Object.values(error.fields) }]);
                else if (!error.handled) void message.error(error.msg || errorText('REQUEST_ERROR'));
              },
            })
          }
        >
          <Form.Item
            name="toAccountId"
            label={t('subAccounts:transfer.to')}
            rules={[{ required: true, message: errorText('TRANSFER_TARGET_INVALID') }]}
          >
            <Select
              loading={accounts.isPending}
              data-testid="order-transfer-to"
              options={(accounts.data?.items ?? [])
                .filter((account) => account.status === 'enabled')
                .map((account) => ({
                  value: account.id,
                  label: `${account.name} · ${account.loginName} (${t(`subAccounts:transfer.${account.kind}`)})`,
                }))}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
