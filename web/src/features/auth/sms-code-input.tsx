import { CodeSchema, maskPhone, SMS_CODE_LENGTH } from '@seabook/domain/auth';
import { App, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useFieldRules } from '../../components/field-rules.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import styles from './auth-forms.module.css';
import { useCountdown } from './use-countdown.ts';
import { useFailureNotice } from './use-failure-notice.ts';

/** How long the "code sent" notice stays (spec §8). */
const SENT_NOTICE_SECONDS = 8;

type Props = {
  /** Sends the code; its `resend_in` (when the server gives one) sets the countdown. */
  send(mobile: string): Promise<{ resend_in?: number }>;
  /** The resend countdown of spec §9: 60 s for register and reset, 120 s for the QR bind. */
  seconds: number;
  inputTestId: string;
  buttonTestId: string;
  /** The form field holding the mobile number the code goes to. */
  mobileField?: string;
  label?: string;
};

/**
 * The verification-code field with its "get code" button, for a form that also has a mobile field.
 * The countdown starts on click, before the answer, so a double click cannot send twice; a failed send
 * gives the button back at once (spec §7: failure resets the countdown).
 */
export function SmsCodeInput({ send, seconds, inputTestId, buttonTestId, mobileField = 'mobile', label }: Props) {
  const { t } = useTranslation('auth');
  const form = Form.useFormInstance();
  const { notification } = App.useApp();
  const notifyFailure = useFailureNotice();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const codeRules = useFieldRules(CodeSchema);

  const onSend = async () => {
    try {
      await form.validateFields([mobileField]);
    } catch {
      return; // The mobile field now shows why.
    }
    const mobile = String(form.getFieldValue(mobileField)).trim();
    countdown.start(seconds);
    setSending(true);
    try {
      const result = await send(mobile);
      if (typeof result?.resend_in === 'number' && result.resend_in > 0) countdown.start(result.resend_in);
      notification.success({
        title: t('sms.sent'),
        description: t('sms.sentDesc', { mobile: maskPhone(mobile) }),
        duration: SENT_NOTICE_SECONDS,
      });
    } catch (error) {
      countdown.reset();
      notifyFailure(error, t('sms.failed'), form);
    } finally {
      setSending(false);
    }
  };

  return (
    <Form.Item label={label ?? t('fields.code')} required>
      <Space.Compact block>
        <Form.Item name="code" rules={codeRules} noStyle>
          <Input
            data-testid={inputTestId}
            placeholder={t('fields.codePlaceholder')}
            maxLength={SMS_CODE_LENGTH}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
        </Form.Item>
        <Button
          className={styles.sendButton}
          data-testid={buttonTestId}
          onClick={onSend}
          loading={sending}
          disabled={countdown.running && !sending}
        >
          {countdown.running ? t('sms.resend', { seconds: countdown.seconds }) : t('sms.send')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
