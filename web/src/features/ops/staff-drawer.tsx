import { NewPasswordSchema } from '@seabook/domain/auth';
import {
  STAFF_NAME_MAX,
  STAFF_ROLE_CODES,
  type StaffRoleCode,
  type StaffRow,
  type StaffSave,
  StaffSaveSchema,
  StaffUsernameSchema,
} from '@seabook/domain/ops-admin';
import { App, Button, Drawer, Form, Input, Select, Space, Typography } from 'antd';
import { serverFieldErrors, useFieldRules } from '../../components/field-rules.ts';
import { errorText } from '../../i18n/error-text.ts';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { useSaveStaff } from './staff-api.ts';

type FormValues = { username?: string; name: string; role?: StaffRoleCode; password?: string };

const isStaffRole = (role: string): role is StaffRoleCode => (STAFF_ROLE_CODES as readonly string[]).includes(role);

/**
 * A new operator (`row` null) or an edit of one, in a drawer: username (fixed once created), name,
 * role and a password (required for a new operator, a reset when given on an edit). Checked by the
 * domain's schemas before it is sent, confirmed, and the server's field messages land on the fields.
 */
export function StaffDrawer({ open, row, onClose }: { open: boolean; row: StaffRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message, modal } = App.useApp();
  // Untyped: the server's field errors come as plain field names.
  const [form] = Form.useForm();
  const save = useSaveStaff();
  const creating = row === null;
  const usernameRules = useFieldRules(StaffUsernameSchema);
  const nameRules = useFieldRules(StaffSaveSchema.shape.name);
  const createPasswordRules = useFieldRules(NewPasswordSchema);
  const resetPasswordRules = useFieldRules(StaffSaveSchema.shape.password);
  const roleLabel = (role: string) => (isStaffRole(role) ? t(`ops:roles.${role}`) : role);

  const submit = (values: FormValues) => {
    if (!values.role) return;
    const username = row?.username ?? values.username?.trim().toLowerCase() ?? '';
    const body: StaffSave = {
      ...(row ? { id: row.id } : { username }),
      name: values.name,
      role: values.role,
      password: values.password || undefined,
    };
    modal.confirm({
      title: t(creating ? 'opsAdmin:staff.confirm.createTitle' : 'opsAdmin:staff.confirm.editTitle', { username }),
      content: creating
        ? t('opsAdmin:staff.confirm.createContent', { role: roleLabel(values.role) })
        : t(body.password ? 'opsAdmin:staff.confirm.resetContent' : 'opsAdmin:staff.confirm.editContent'),
      okText: t('common:actions.confirm'),
      cancelText: t('common:actions.cancel'),
      onOk: () =>
        save.mutateAsync(body).then(
          (saved) => {
            void message.success(
              creating ? t('opsAdmin:staff.created', { username: saved.username }) : t('opsAdmin:staff.saved'),
            );
            onClose();
          },
          (error) => {
            if (error.fields) form.setFields(serverFieldErrors(error));
            if (!error.handled) void message.error(error.msg || errorText('REQUEST_ERROR', locale));
          },
        ),
    });
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size="min(720px, 100vw)"
      destroyOnHidden
      title={
        creating ? t('opsAdmin:staff.form.createTitle') : t('opsAdmin:staff.form.editTitle', { username: row.username })
      }
      data-testid="staff-drawer"
      footer={
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()} data-testid="staff-save">
            {t('opsAdmin:staff.form.save')}
          </Button>
        </Space>
      }
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        name="staff-form"
        clearOnDestroy
        initialValues={row ? { name: row.name, role: isStaffRole(row.role) ? row.role : undefined } : {}}
        onFinish={submit}
      >
        {creating ? (
          <Form.Item
            name="username"
            label={t('opsAdmin:staff.form.username')}
            extra={t('opsAdmin:staff.form.usernameHint')}
            rules={usernameRules}
          >
            <Input maxLength={30} autoComplete="off" data-testid="staff-username" />
          </Form.Item>
        ) : (
          <Form.Item label={t('opsAdmin:staff.form.username')}>
            <Typography.Text strong>{row.username}</Typography.Text>
          </Form.Item>
        )}
        <Form.Item name="name" label={t('opsAdmin:staff.form.name')} rules={nameRules}>
          <Input maxLength={STAFF_NAME_MAX} data-testid="staff-name" />
        </Form.Item>
        <Form.Item
          name="role"
          label={t('opsAdmin:staff.form.role')}
          rules={[{ required: true, message: errorText('STAFF_ROLE_UNKNOWN', locale) }]}
        >
          <Select
            options={STAFF_ROLE_CODES.map((role) => ({ value: role, label: roleLabel(role) }))}
            data-testid="staff-role"
          />
        </Form.Item>
        <Form.Item
          name="password"
          label={t(creating ? 'opsAdmin:staff.form.password' : 'opsAdmin:staff.form.resetPassword')}
          extra={t(creating ? 'opsAdmin:staff.form.passwordHint' : 'opsAdmin:staff.form.resetHint')}
          rules={creating ? createPasswordRules : resetPasswordRules}
        >
          <Input.Password autoComplete="new-password" data-testid="staff-password" />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
