import { JoinApplySchema, type JoinRequest, SUB_ACCOUNT_LIMITS } from '@seabook/domain/sub-accounts';
import { App, Button, Card, Form, Input, List, Space, Tag, Typography } from 'antd';
import { formFieldRules, serverFieldErrors } from '../../components/field-rules.ts';
import { errorText } from '../../i18n/error-text.ts';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { formatTime } from '../../lib/format.ts';
import { JOIN_COLORS } from './join-requests.tsx';
import styles from './members.module.css';
import { type JoinApplyForm, useApplyToJoin, useMyJoinRequests } from './sub-accounts-api.ts';

function Outcome({ request }: { request: JoinRequest }) {
  const { t } = useTranslation();
  return (
    <List.Item data-testid={`my-join-${request.companyCode}`}>
      <Space orientation="vertical" size={2}>
        <Space wrap>
          <strong>{request.companyName}</strong>
          <Tag color={JOIN_COLORS[request.status]} data-testid="my-join-status">
            {t(`subAccounts:joinStates.${request.status}`)}
          </Tag>
        </Space>
        <Typography.Text type="secondary">
          {request.username} · {formatTime(request.createdAt)}
        </Typography.Text>
        {request.reason ? (
          <Typography.Text data-testid="my-join-reason">
            {t('subAccounts:requests.reasonLine', { reason: request.reason })}
          </Typography.Text>
        ) : null}
        {request.status === 'approved' ? (
          <Typography.Text type="success">
            {t('subAccounts:join.loginAs', { loginName: request.loginName })}
          </Typography.Text>
        ) : null}
      </Space>
    </List.Item>
  );
}

/** A person's own account applies to join a verified company by its code, and sees the outcome. */
export function JoinCompanyCard() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const [form] = Form.useForm<JoinApplyForm>();
  const apply = useApplyToJoin();
  const mine = useMyJoinRequests(true);
  return (
    <Card title={t('subAccounts:join.title')} className={styles.notice} data-testid="join-company">
      <Typography.Paragraph type="secondary">{t('subAccounts:join.intro')}</Typography.Paragraph>
      <Form<JoinApplyForm>
        form={form}
        layout="vertical"
        className={styles.verifyForm}
        onFinish={(values) =>
          apply.mutate(values, {
            onSuccess: () => {
              void message.success(t('subAccounts:join.sent'));
              form.resetFields();
            },
            onError: (error) => {
              form.setFields(serverFieldErrors(error) as Parameters<typeof form.setFields>[0]);
              if (!error.handled && !error.fields) void message.error(error.msg || errorText('REQUEST_ERROR'));
            },
          })
        }
      >
        <Form.Item
          name="companyCode"
          label={t('subAccounts:join.companyCode')}
          extra={t('subAccounts:join.companyCodeHint')}
          rules={formFieldRules(JoinApplySchema, 'companyCode', locale)}
          required
        >
          <Input maxLength={SUB_ACCOUNT_LIMITS.companyCode} data-testid="join-code" />
        </Form.Item>
        <Form.Item
          name="username"
          label={t('subAccounts:join.username')}
          extra={t('subAccounts:form.usernameHint', { example: 'username@…' })}
          rules={formFieldRules(JoinApplySchema, 'username', locale)}
          required
        >
          <Input maxLength={30} data-testid="join-username" />
        </Form.Item>
        <Form.Item name="remark" label={t('subAccounts:join.remark')}>
          <Input.TextArea rows={2} maxLength={SUB_ACCOUNT_LIMITS.remark} data-testid="join-remark" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={apply.isPending} data-testid="join-submit">
          {t('subAccounts:join.submit')}
        </Button>
      </Form>
      <Typography.Title level={5} className={styles.spaced}>
        {t('subAccounts:join.mine')}
      </Typography.Title>
      <List<JoinRequest>
        loading={mine.isPending}
        dataSource={mine.data?.items ?? []}
        locale={{ emptyText: t('subAccounts:join.empty') }}
        renderItem={(request) => <Outcome request={request} />}
        data-testid="my-joins"
      />
    </Card>
  );
}
