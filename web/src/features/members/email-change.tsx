import { ChangeEmailSchema } from '@seabook/domain/account-centre';
import { App, Button, Form, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { serverFieldErrors, useFieldRules } from '../../components/field-rules.ts';
import { errorText } from '../../i18n/error-text.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { CodeButton } from './mobile-change.tsx';
import { useChangeEmail, useSendEmailCode } from './profile-api.ts';

type Values = { email: string; code: string };

/** Change of e-mail (issue 16, decision 038): a code to the new address, checked by the server. */
export function EmailChange() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const send = useSendEmailCode();
  const change = useChangeEmail();
  const emailRules = useFieldRules(ChangeEmailSchema.shape.email);
  const codeRules = useFieldRules(ChangeEmailSchema.shape.code);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} data-testid="profile-change-email">
        {t('verify:profile.changeEmail')}
      </Button>
      <Modal
        open={open}
        title={t('verify:profile.changeEmail')}
        onCancel={() => setOpen(false)}
        okText={t('verify:profile.confirm')}
        okButtonProps={{ 'data-testid': 'email-submit' } as never}
        confirmLoading={change.isPending}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form<Values>
          form={form}
          layout="vertical"
          onFinish={(values) =>
            change.mutate(values, {
              onSuccess: () => {
                void message.success(t('verify:profile.emailChanged'));
                setOpen(false);
              },
              onError: (error) => {
                form.setFields(serverFieldErrors(error) as Parameters<typeof form.setFields>[0]);
                if (!error.fields) void message.error(error.msg || errorText('REQUEST_ERROR'));
              },
            })
          }
        >
          <Typography.Paragraph type="secondary">{t('verify:profile.emailStep')}</Typography.Paragraph>
          <Form.Item name="email" label={t('verify:profile.newEmail')} rules={emailRules}>
            <Input type="email" maxLength={254} autoComplete="email" data-testid="email-new" />
          </Form.Item>
          <Form.Item label={t('verify:profile.emailCode')} required>
            <Space.Compact block>
              <Form.Item name="code" noStyle rules={codeRules}>
                <Input maxLength={6} inputMode="numeric" data-testid="email-code" />
              </Form.Item>
              <CodeButton
                testId="email-send"
                send={async () => {
                  const values = await form.validateFields(['email']);
                  return send.mutateAsync({ email: values.email });
                }}
              />
            </Space.Compact>
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
