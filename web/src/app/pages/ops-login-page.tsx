import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { opsCalls } from '@seabook/domain/ops.calls';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { BrandMark } from '../../components/brand-mark.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { call } from '../../lib/api.ts';
import { isApiError } from '../../lib/api-error.ts';
import { setStaffToken, useStaffToken } from '../../lib/staff-session.ts';
import { LanguageSwitch } from '../layouts/language-switch.tsx';
import styles from '../layouts/ops.module.css';

type Credentials = { username: string; password: string };

/** Where to go after signing in: a back-office path only, so the link cannot send an operator elsewhere. */
function safeRedirect(raw: string | null): string {
  return raw?.startsWith('/ops/') && !raw.startsWith('/ops/login') ? raw : '/ops';
}

/** /ops/login: the operators' own sign-in (POST /v2/ops/login), apart from the customers'. */
export default function OpsLoginPage() {
  const { t } = useTranslation();
  const token = useStaffToken();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const target = safeRedirect(params.get('redirect'));
  if (token && !busy) return <Navigate to={target} replace />;

  const submit = async (values: Credentials) => {
    setBusy(true);
    setError(null);
    try {
      const { accesstoken } = await call(opsCalls.login, values, { loginRequest: true, staff: true });
      setStaffToken(accesstoken);
      void navigate(target, { replace: true });
    } catch (cause) {
      setError(isApiError(cause) ? cause.msg : t('ops:login.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className={styles.login}>
      <Card className={styles.loginCard}>
        <div className={styles.loginTop}>
          <LanguageSwitch />
        </div>
        <Typography.Title level={3} style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
          <BrandMark size={30} />
          {t('ops:login.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('ops:login.subtitle')}</Typography.Paragraph>
        {error ? (
          <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="ops-login-error" />
        ) : null}
        <Form<Credentials> layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
          <Form.Item
            name="username"
            label={t('ops:login.username')}
            rules={[{ required: true, whitespace: true, message: t('ops:login.usernameRequired') }]}
          >
            <Input
              prefix={<UserOutlined />}
              autoComplete="username"
              autoFocus
              maxLength={60}
              data-testid="ops-login-username"
            />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('ops:login.password')}
            rules={[{ required: true, message: t('ops:login.passwordRequired') }]}
          >
            <Input.Password
              prefix={<LockOutlined />}
              autoComplete="current-password"
              maxLength={64}
              data-testid="ops-login-password"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy} data-testid="ops-login-submit">
            {t('ops:login.submit')}
          </Button>
        </Form>
      </Card>
    </main>
  );
}
