import { type AccountInfo, ChangePasswordSchema } from '@seabook/domain/account-centre';
import { NewPasswordSchema } from '@seabook/domain/auth';
import { CUSTOMER_PERMISSIONS, type CustomerPermission } from '@seabook/domain/permissions';
import { App, Avatar, Button, Card, Descriptions, Form, Input, Modal, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { formFieldRules, serverFieldErrors, useFieldRules } from '../../components/field-rules.ts';
import { UploadButton } from '../../components/file-upload.tsx';
import { PageError, PageLoading } from '../../components/page-state.tsx';
import { errorText } from '../../i18n/error-text.ts';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import type { ApiError } from '../../lib/api-error.ts';
import { useUserInfo } from '../../lib/auth.ts';
import { formatDate } from '../../lib/format.ts';
import { EmailChange } from './email-change.tsx';
import styles from './members.module.css';
import { MobileChange } from './mobile-change.tsx';
import { AUTHENTICATION_PATH } from './paths.ts';
import { useAccountInfo, useChangeInfo, useChangePassword, useHeadpics, useUnbindWx } from './profile-api.ts';
import { VerificationTag } from './verification-tag.tsx';

function isCustomerPermission(id: string): id is CustomerPermission {
  return (CUSTOMER_PERMISSIONS as readonly string[]).includes(id);
}

function useFailure() {
  const { message } = App.useApp();
  return (error: ApiError) => {
    if (!error.handled) void message.error(error.msg || errorText('REQUEST_ERROR'));
  };
}

/** The avatar picker: a preset from the server's list, or an uploaded image (png/jpg, 5 MB). */
function AvatarPicker({ info }: { info: AccountInfo }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failed = useFailure();
  const [open, setOpen] = useState(false);
  const presets = useHeadpics();
  const change = useChangeInfo();
  const done = () => {
    void message.success(t('verify:profile.saved'));
    setOpen(false);
  };
  return (
    <Space>
      <Avatar size={64} src={info.headpic || undefined} className={styles.avatar} data-testid="profile-avatar">
        {info.name.trim().charAt(0).toUpperCase() || '?'}
      </Avatar>
      <Button onClick={() => setOpen(true)} data-testid="profile-change-avatar">
        {t('verify:profile.changeAvatar')}
      </Button>
      <Modal open={open} onCancel={() => setOpen(false)} footer={null} title={t('verify:profile.chooseAvatar')}>
        <Space wrap size={12}>
          {(presets.data ?? []).map((url, i) => (
            <button
              key={url}
              type="button"
              className={styles.presetAvatar}
              onClick={() => change.mutate({ name: info.name, headpic: url }, { onSuccess: done, onError: failed })}
              data-testid={`profile-preset-${i}`}
            >
              <Avatar size={56} src={url} />
            </button>
          ))}
        </Space>
        <Typography.Paragraph type="secondary" className={styles.spaced}>
          {t('verify:profile.uploadAvatar')}
        </Typography.Paragraph>
        <UploadButton
          kind="image"
          testId="profile-upload"
          onUploaded={(file) =>
            change.mutate({ name: info.name, headpicFileId: file.id }, { onSuccess: done, onError: failed })
          }
        />
      </Modal>
    </Space>
  );
}

function NameForm({ info }: { info: AccountInfo }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failed = useFailure();
  const [form] = Form.useForm<{ name: string }>();
  const change = useChangeInfo();
  return (
    <Form
      form={form}
      layout="inline"
      initialValues={{ name: info.name }}
      onFinish={(values) =>
        change.mutate(
          { name: values.name },
          {
            onSuccess: () => void message.success(t('verify:profile.saved')),
            onError: (error) => {
              form.setFields(serverFieldErrors(error) as Parameters<typeof form.setFields>[0]);
              failed(error);
            },
          },
        )
      }
    >
      <Form.Item name="name" rules={[{ required: true, whitespace: true, message: errorText('NAME_REQUIRED') }]}>
        <Input maxLength={50} aria-label={t('verify:profile.name')} data-testid="profile-name" />
      </Form.Item>
      <Button htmlType="submit" loading={change.isPending} data-testid="profile-save-name">
        {t('verify:profile.save')}
      </Button>
    </Form>
  );
}

type PasswordValues = { oldpassword: string; password: string; password2: string };

/** The old password, the new one twice; the server ends every other session. */
function PasswordForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const failed = useFailure();
  const [form] = Form.useForm<PasswordValues>();
  const change = useChangePassword();
  const newRules = useFieldRules(NewPasswordSchema);
  return (
    <Form<PasswordValues>
      form={form}
      layout="vertical"
      className={styles.verifyForm}
      onFinish={(values) =>
        change.mutate(values, {
          onSuccess: () => {
            void message.success(t('verify:profile.passwordChanged'));
            form.resetFields();
          },
          onError: (error) => {
            form.setFields(serverFieldErrors(error) as Parameters<typeof form.setFields>[0]);
            failed(error);
          },
        })
      }
    >
      <Typography.Paragraph type="secondary">{t('verify:profile.passwordHint')}</Typography.Paragraph>
      <Form.Item
        name="oldpassword"
        label={t('verify:profile.oldPassword')}
        rules={[{ required: true, message: errorText('OLD_PASSWORD_REQUIRED') }]}
      >
        <Input.Password autoComplete="current-password" data-testid="profile-oldpassword" />
      </Form.Item>
      <Form.Item name="password" label={t('verify:profile.newPassword')} rules={newRules}>
        <Input.Password autoComplete="new-password" data-testid="profile-password" />
      </Form.Item>
      <Form.Item
        name="password2"
        label={t('verify:profile.newPassword2')}
        dependencies={['password']}
        rules={formFieldRules(ChangePasswordSchema, 'password2', locale)}
      >
        <Input.Password autoComplete="new-password" data-testid="profile-password2" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending} data-testid="profile-change-password">
        {t('verify:profile.password')}
      </Button>
    </Form>
  );
}

function Binding({ info }: { info: AccountInfo }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const failed = useFailure();
  const unbind = useUnbindWx();
  if (!info.wxBound) return <Typography.Text type="secondary">{t('verify:profile.unbound')}</Typography.Text>;
  return (
    <Space>
      <Tag color="success">{t('verify:profile.bound')}</Tag>
      <Button
        danger
        size="small"
        loading={unbind.isPending}
        data-testid="profile-unbind"
        onClick={() =>
          modal.confirm({
            title: t('verify:profile.unbind'),
            content: t('verify:profile.unbindConfirm'),
            okText: t('verify:profile.unbind'),
            okButtonProps: { danger: true },
            cancelText: t('common:actions.cancel'),
            onOk: () =>
              unbind.mutateAsync(undefined).then(() => void message.success(t('verify:profile.unbindDone')), failed),
          })
        }
      >
        {t('verify:profile.unbind')}
      </Button>
    </Space>
  );
}

/** /center/information (issue 16): details, avatar, name, password, binding, states, role. */
export default function InformationPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const account = useAccountInfo();
  const user = useUserInfo();
  if (account.isPending)
    return (
      <Card>
        <PageLoading rows={8} />
      </Card>
    );
  if (account.isError) return <PageError error={account.error} onRetry={() => void account.refetch()} />;
  const info = account.data;
  const permissions = user.data?.role.permissions ?? [];
  const vip = info.vip.end
    ? t(info.vip.active ? 'verify:home.vipActive' : 'verify:home.vipExpired', {
        date: formatDate(info.vip.end, locale),
      })
    : t('verify:home.vipNone');

  return (
    <Space orientation="vertical" size={16} className={styles.stack}>
      <Card title={t('verify:profile.basics')}>
        <Descriptions
          bordered
          column={1}
          items={[
            { key: 'avatar', label: t('verify:profile.avatar'), children: <AvatarPicker info={info} /> },
            { key: 'name', label: t('verify:profile.name'), children: <NameForm info={info} /> },
            { key: 'username', label: t('center:information.username'), children: info.username || '-' },
            {
              key: 'mobile',
              label: t('center:information.mobile'),
              children: (
                <Space>
                  <span>{info.mobile || '-'}</span>
                  {info.mobile && info.accountKind === 'main' ? <MobileChange mobile={info.mobile} /> : null}
                </Space>
              ),
            },
            {
              key: 'email',
              label: t('center:information.email'),
              children: (
                <Space wrap>
                  <span data-testid="profile-email">{info.email || '-'}</span>
                  <EmailChange />
                </Space>
              ),
            },
            {
              key: 'company',
              label: t('center:information.company'),
              children: info.company || t('verify:home.personal'),
            },
            {
              key: 'verification',
              label: t('center:information.verification'),
              children: (
                <Space>
                  <VerificationTag state={info.verification} />
                  {info.verification !== 'verified' && info.accountKind === 'main' ? (
                    <Link to={AUTHENTICATION_PATH}>{t('verify:home.verify')}</Link>
                  ) : null}
                </Space>
              ),
            },
            {
              key: 'monthly',
              label: t('verify:profile.monthly'),
              children: info.monthlySettlement ? t('verify:profile.monthlyOn') : t('verify:profile.monthlyOff'),
            },
            { key: 'vip', label: t('verify:profile.vip'), children: vip },
            { key: 'binding', label: t('verify:profile.binding'), children: <Binding info={info} /> },
          ]}
        />
      </Card>
      <Card title={t('verify:profile.password')}>
        <PasswordForm />
      </Card>
      <Card title={t('verify:profile.role')}>
        <Typography.Paragraph strong>{user.data?.role.name}</Typography.Paragraph>
        <ul className={styles.permissionList}>
          {permissions.map((grant) => (
            <li key={grant.permissionId}>
              <strong>
                {isCustomerPermission(grant.permissionId)
                  ? t(`center:permissions.${grant.permissionId}`)
                  : grant.permissionId}
              </strong>
              <Space size={[4, 4]} wrap>
                {grant.actionEntitySet.map((entry) => (
                  <Tag key={entry.action}>{t(`center:actions.${entry.action}`)}</Tag>
                ))}
              </Space>
            </li>
          ))}
        </ul>
      </Card>
    </Space>
  );
}
