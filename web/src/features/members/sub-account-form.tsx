import { NewPasswordSchema } from '@seabook/domain/auth';
import type { Locale } from '@seabook/domain/i18n';
import type { Action, CustomerPermission, PermissionGrant } from '@seabook/domain/permissions';
import {
  DEFAULT_SUB_GRANTS,
  GRANTABLE,
  type SubAccount,
  type SubAccountCreate,
  SubAccountCreateSchema,
  SubUsernameSchema,
} from '@seabook/domain/sub-accounts';
import { App, Checkbox, Form, type FormInstance, type FormRule, Input, Modal, Typography } from 'antd';
import { formFieldRules, serverFieldErrors, useFieldRules } from '../../components/field-rules.ts';
import { errorText } from '../../i18n/error-text.ts';
import { type MessageKey, useLocale, useTranslation } from '../../i18n/i18n.ts';
import type { ApiError } from '../../lib/api-error.ts';
import { useCan } from '../../lib/auth.ts';
import styles from './members.module.css';
import { useCreateSubAccount, useEditSubAccount, useResetSubAccountPassword } from './sub-accounts-api.ts';

type Values = {
  username: string;
  password: string;
  password2: string;
  name: string;
  email: string;
  phone: string;
  grants: Partial<Record<CustomerPermission, Action[]>>;
};

function toGrants(grants: Values['grants']): SubAccountCreate['permissions'] {
  return GRANTABLE.flatMap(({ permissionId }) => {
    const actions = grants[permissionId] ?? [];
    return actions.length > 0 ? [{ permissionId, actionEntitySet: actions.map((action) => ({ action })) }] : [];
  });
}

function fromGrants(grants: readonly PermissionGrant[]): Values['grants'] {
  return Object.fromEntries(grants.map((g) => [g.permissionId, g.actionEntitySet.map((e) => e.action)]));
}

/** The permission matrix: a row per menu entry, a box per action; what the granting account lacks is greyed. */
function PermissionMatrix() {
  const { t } = useTranslation();
  const can = useCan();
  const label = (id: CustomerPermission) =>
    id === 'companyData' ? t('subAccounts:permissionNames.companyData') : t(`center:permissions.${id}` as MessageKey);
  return (
    <div className={styles.permissionMatrix} data-testid="sub-permissions">
      {GRANTABLE.map(({ permissionId, actions }) => (
        <Form.Item
          key={permissionId}
          name={['grants', permissionId]}
          label={label(permissionId)}
          className={styles.permissionRow}
        >
          <Checkbox.Group
            options={actions.map((action) => ({
              value: action,
              label: t(`center:actions.${action}`),
              disabled: !can(permissionId, action),
            }))}
            data-testid={`sub-permission-${permissionId}`}
          />
        </Form.Item>
      ))}
    </div>
  );
}

/** The second password must be the first (PASSWORDS_DIFFER), checked as the server checks it. */
function samePassword(locale: Locale): FormRule[] {
  return [
    (f) => ({
      validator: async () => {
        if (f.getFieldValue('password') !== f.getFieldValue('password2'))
          throw new Error(errorText('PASSWORDS_DIFFER', locale));
      },
    }),
  ];
}

function useFailed<T>(form: FormInstance<T>) {
  const { message } = App.useApp();
  return (error: ApiError) => {
    form.setFields(serverFieldErrors(error) as Parameters<typeof form.setFields>[0]);
    if (!error.handled && !error.fields) void message.error(error.msg || errorText('REQUEST_ERROR'));
  };
}

/** Create (no `account`) or edit a sub-account: username fixed once created, passwords only on create. */
export function SubAccountModal({
  account,
  companyCode,
  onClose,
}: {
  account: SubAccount | null | undefined;
  companyCode: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const failed = useFailed(form);
  const create = useCreateSubAccount();
  const edit = useEditSubAccount();
  const usernameRules = useFieldRules(SubUsernameSchema);
  const passwordRules = useFieldRules(NewPasswordSchema);
  const open = account !== undefined;
  const username = Form.useWatch('username', form) as string | undefined;
  const done = () => {
    void message.success(t('subAccounts:done'));
    onClose();
  };
  const submit = (values: Values) => {
    const permissions = toGrants(values.grants ?? {});
    const common = { name: values.name, email: values.email, phone: values.phone, permissions };
    if (account) edit.mutate({ id: account.id, ...common }, { onSuccess: done, onError: failed });
    else
      create.mutate(
        { ...common, username: values.username, password: values.password, password2: values.password2 },
        { onSuccess: done, onError: failed },
      );
  };
  return (
    <Modal
      open={open}
      destroyOnHidden
      title={account ? t('subAccounts:form.editTitle', { name: account.loginName }) : t('subAccounts:form.createTitle')}
      okText={account ? t('subAccounts:form.save') : t('subAccounts:form.create')}
      cancelText={t('subAccounts:confirm.cancel')}
      confirmLoading={create.isPending || edit.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={720}
      okButtonProps={{ 'data-testid': 'sub-save' }}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={submit}
        initialValues={
          account
            ? {
                name: account.name,
                email: account.email,
                phone: account.phone,
                grants: fromGrants(account.permissions),
              }
            : { grants: fromGrants(DEFAULT_SUB_GRANTS) }
        }
      >
        {account ? (
          <Form.Item label={t('subAccounts:form.username')}>
            <Typography.Text strong>{account.loginName}</Typography.Text>
          </Form.Item>
        ) : (
          <>
            <Form.Item
              name="username"
              label={t('subAccounts:form.username')}
              rules={usernameRules}
              extra={t('subAccounts:form.usernameHint', { example: `${username || 'username'}@${companyCode}` })}
            >
              <Input maxLength={30} autoComplete="off" data-testid="sub-username" />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('subAccounts:form.password')}
              rules={passwordRules}
              extra={t('subAccounts:form.passwordHint')}
            >
              <Input.Password autoComplete="new-password" data-testid="sub-password" />
            </Form.Item>
            <Form.Item
              name="password2"
              label={t('subAccounts:form.password2')}
              dependencies={['password']}
              rules={samePassword(locale)}
              required
            >
              <Input.Password autoComplete="new-password" data-testid="sub-password2" />
            </Form.Item>
          </>
        )}
        <Form.Item
          name="name"
          label={t('subAccounts:form.name')}
          rules={formFieldRules(SubAccountCreateSchema, 'name', locale)}
          required
        >
          <Input maxLength={50} data-testid="sub-name" />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('subAccounts:form.email')}
          rules={formFieldRules(SubAccountCreateSchema, 'email', locale)}
          required
        >
          <Input maxLength={254} data-testid="sub-email" />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('subAccounts:form.phone')}
          rules={formFieldRules(SubAccountCreateSchema, 'phone', locale)}
          required
        >
          <Input maxLength={30} data-testid="sub-phone" />
        </Form.Item>
        <Form.Item
          label={t('subAccounts:form.permissions')}
          extra={t('subAccounts:form.permissionsHint')}
          className={styles.permissionsItem}
        >
          <PermissionMatrix />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** A new password typed twice; the sub-account's sessions end. */
export function ResetPasswordModal({ account, onClose }: { account: SubAccount | null; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ password: string; password2: string }>();
  const failed = useFailed(form);
  const reset = useResetSubAccountPassword();
  const passwordRules = useFieldRules(NewPasswordSchema);
  return (
    <Modal
      open={account !== null}
      destroyOnHidden
      title={account ? t('subAccounts:form.resetTitle', { name: account.loginName }) : ''}
      okText={t('subAccounts:form.save')}
      cancelText={t('subAccounts:confirm.cancel')}
      confirmLoading={reset.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'sub-reset-save' }}
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={(values) =>
          account &&
          reset.mutate(
            { id: account.id, ...values },
            {
              onSuccess: () => {
                void message.success(t('subAccounts:done'));
                onClose();
              },
              onError: failed,
            },
          )
        }
      >
        <Form.Item
          name="password"
          label={t('subAccounts:form.password')}
          rules={passwordRules}
          extra={t('subAccounts:form.passwordHint')}
        >
          <Input.Password autoComplete="new-password" data-testid="sub-reset-password" />
        </Form.Item>
        <Form.Item
          name="password2"
          label={t('subAccounts:form.password2')}
          dependencies={['password']}
          rules={samePassword(locale)}
          required
        >
          <Input.Password autoComplete="new-password" data-testid="sub-reset-password2" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
