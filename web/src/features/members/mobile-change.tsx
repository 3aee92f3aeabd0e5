import { ChangeMobileSchema } from '@seabook/domain/account-centre';
import { App, Button, Form, Input, Modal, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { serverFieldErrors, useFieldRules } from '../../components/field-rules.ts';
import { errorText } from '../../i18n/error-text.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useChangeMobile, useSendMobileCode } from './profile-api.ts';

type Values = { oldcode: string; mobile: string; newcode: string };

/** A "send code" button that counts down what the server says before the next one. */
export function CodeButton({ send, testId }: { send: () => Promise<{ resend_in: number }>; testId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return (
    <Button
      disabled={left > 0}
      loading={busy}
      data-testid={testId}
      onClick={() => {
        setBusy(true);
        send()
          .then(
            (answer) => setLeft(answer.resend_in),
            (error: { msg?: string }) => void message.error(error.msg ?? errorText('REQUEST_ERROR')),
          )
          .finally(() => setBusy(false));
      }}
    >
      {left > 0 ? t('verify:profile.resendIn', { seconds: left }) : t('verify:profile.sendCode')}
    </Button>
  );
}

/** Change of mobile (issue 16): a code to the current number, a code to the new one, both checked by the server. */
export function MobileChange({ mobile }: { mobile: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const send = useSendMobileCode();
  const change = useChangeMobile();
  const codeRules = useFieldRules(ChangeMobileSchema.shape.oldcode);
  const mobileRules = useFieldRules(ChangeMobileSchema.shape.mobile);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} data-testid="profile-change-mobile">
        {t('verify:profile.changeMobile')}
      </Button>
      <Modal
        open={open}
        title={t('verify:profile.changeMobile')}
        onCancel={() => setOpen(false)}
        okText={t('verify:profile.confirm')}
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
                void message.success(t('verify:profile.mobileChanged'));
                setOpen(false);
              },
              onError: (error) => {
                form.setFields(serverFieldErrors(error) as Parameters<typeof form.setFields>[0]);
                if (!error.handled) void message.error(error.msg || errorText('REQUEST_ERROR'));
              },
            })
          }
        >
          <Typography.Paragraph type="secondary">{t('verify:profile.mobileStepOld', { mobile })}</Typography.Paragraph>
          <Form.Item label={t('verify:profile.oldCode')} required>
            <Space.Compact block>
              <Form.Item name="oldcode" noStyle rules={codeRules}>
                <Input maxLength={6} inputMode="numeric" data-testid="mobile-oldcode" />
              </Form.Item>
              <CodeButton testId="mobile-send-old" send={() => send.mutateAsync({ which: 'old' })} />
            </Space.Compact>
          </Form.Item>
          <Form.Item name="mobile" label={t('verify:profile.newMobile')} rules={mobileRules}>
            <Input maxLength={11} inputMode="tel" data-testid="mobile-new" />
          </Form.Item>
          <Form.Item label={t('verify:profile.newCode')} required>
            <Space.Compact block>
              <Form.Item name="newcode" noStyle rules={codeRules}>
                <Input maxLength={6} inputMode="numeric" data-testid="mobile-newcode" />
              </Form.Item>
              <CodeButton
                testId="mobile-send-new"
                send={async () => {
                  const values = await form.validateFields(['mobile']);
                  return send.mutateAsync({ which: 'new', mobile: values.mobile });
                }}
              />
            </Space.Compact>
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
