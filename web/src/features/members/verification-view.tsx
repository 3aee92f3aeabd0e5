import type { ErrorKey } from '@seabook/domain/errors';
import type { FileInfo } from '@seabook/domain/files';
import {
  type Application,
  type AttestationStatus,
  creditCodeProblem,
  ID_TYPES,
  type IdType,
  idNumberProblem,
  type VerificationKind,
} from '@seabook/domain/verification';
import {
  Alert,
  App,
  Button,
  Card,
  Form,
  type FormRule,
  Input,
  Segmented,
  Select,
  Space,
  Steps,
  Typography,
} from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { serverFieldErrors } from '../../components/field-rules.ts';
import { SingleFile } from '../../components/file-upload.tsx';
import { PageError, PageLoading } from '../../components/page-state.tsx';
import { errorText } from '../../i18n/error-text.ts';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { formatTime } from '../../lib/format.ts';
import styles from './members.module.css';
import { AUTH_GUIDE_PATH, AUTHENTICATION_PATH, UPGRADE_PATH } from './paths.ts';
import { type AttestationForm, useAttestation, useSubmitAttestation } from './verification-api.ts';
import { VerificationTag } from './verification-tag.tsx';

type Values = {
  realName?: string;
  idType?: IdType;
  idNumber?: string;
  idFrontFileId?: FileInfo | null;
  idBackFileId?: FileInfo | null;
  companyName?: string;
  creditCode?: string;
  address?: string;
  phone?: string;
  shortName?: string;
  licenceFileId?: FileInfo | null;
};

const compact = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() : '');

/** A rule that shows a catalogue message when `problem` finds one. */
function problemRule(problem: (value: unknown) => ErrorKey | null): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const key = problem(value);
      if (key) throw new Error(errorText(key));
    },
  };
}
const required = (key: ErrorKey) => problemRule((value) => (value ? null : key));

/** The values a rejected application of the same kind leaves in the form, so only the wrong part is corrected. */
function initialValues(application: Application | null, kind: VerificationKind): Values {
  const file = (role: string) => {
    const found = application?.files.find((f) => f.role === role);
    return found ? ({ id: found.id, name: found.name } as FileInfo) : null;
  };
  if (application?.state !== 'rejected' || (application.kind === 'personal') !== (kind === 'personal'))
    return { idType: 'resident' };
  if (kind === 'personal')
    return {
      realName: application.realName,
      idType: application.idType ?? 'resident',
      idFrontFileId: file('idFront'),
      idBackFileId: file('idBack'),
    };
  return {
    companyName: application.companyName,
    creditCode: application.creditCode,
    address: application.address,
    phone: application.phone,
    shortName: application.shortName,
    licenceFileId: file('licence'),
  };
}

function toBody(kind: VerificationKind, values: Values): AttestationForm {
  if (kind === 'personal')
    return {
      kind,
      realName: values.realName ?? '',
      idType: values.idType ?? 'resident',
      idNumber: compact(values.idNumber),
      idFrontFileId: values.idFrontFileId?.id ?? '',
      idBackFileId: values.idBackFileId?.id ?? '',
    };
  return {
    kind,
    companyName: values.companyName ?? '',
    creditCode: compact(values.creditCode),
    address: values.address ?? '',
    phone: values.phone ?? '',
    shortName: values.shortName ?? '',
    licenceFileId: values.licenceFileId?.id ?? '',
  };
}

/** The form of one kind of application; the server's field messages land on the fields. */
function ApplicationForm({ kind, status }: { kind: VerificationKind; status: AttestationStatus }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const submit = useSubmitAttestation();
  const idType = Form.useWatch('idType', form) ?? 'resident';

  const onFinish = (values: Values) =>
    submit.mutate(toBody(kind, values), {
      onSuccess: () => void message.success(t('verify:page.submitted')),
      onError: (error) => {
        if (error.fields) form.setFields(serverFieldErrors(error) as Parameters<typeof form.setFields>[0]);
        if (!error.handled) void message.error(error.msg || errorText('REQUEST_ERROR'));
      },
    });

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      className={styles.verifyForm}
      initialValues={initialValues(status.application, kind)}
      onFinish={onFinish}
      data-testid={`verify-form-${kind}`}
    >
      {kind === 'personal' ? (
        <>
          <Form.Item
            name="realName"
            label={t('verify:fields.realName')}
            required
            rules={[required('REAL_NAME_REQUIRED')]}
          >
            <Input maxLength={50} autoComplete="name" data-testid="verify-realName" />
          </Form.Item>
          <Form.Item name="idType" label={t('verify:fields.idType')} required>
            <Select
              data-testid="verify-idType"
              options={ID_TYPES.map((type) => ({ value: type, label: t(`verify:idTypes.${type}`) }))}
            />
          </Form.Item>
          <Form.Item
            name="idNumber"
            label={t('verify:fields.idNumber')}
            extra={idType === 'resident' ? t('verify:fields.idNumberHint') : undefined}
            required
            rules={[problemRule((value) => idNumberProblem(idType, compact(value)))]}
          >
            <Input maxLength={40} data-testid="verify-idNumber" />
          </Form.Item>
          <Form.Item
            name="idFrontFileId"
            label={t('verify:fields.idFront')}
            required
            rules={[required('ID_IMAGES_REQUIRED')]}
          >
            <SingleFile kind="idImage" testId="verify-idFront" />
          </Form.Item>
          <Form.Item
            name="idBackFileId"
            label={t('verify:fields.idBack')}
            required
            rules={[required('ID_IMAGES_REQUIRED')]}
          >
            <SingleFile kind="idImage" testId="verify-idBack" />
          </Form.Item>
        </>
      ) : (
        <>
          <Form.Item
            name="companyName"
            label={t('verify:fields.companyName')}
            required
            rules={[required('COMPANY_NAME_REQUIRED')]}
          >
            <Input maxLength={100} data-testid="verify-companyName" />
          </Form.Item>
          <Form.Item
            name="creditCode"
            label={t('verify:fields.creditCode')}
            extra={t('verify:fields.creditCodeHint')}
            required
            rules={[problemRule((value) => creditCodeProblem(compact(value)))]}
          >
            <Input maxLength={40} data-testid="verify-creditCode" />
          </Form.Item>
          <Form.Item name="shortName" label={t('verify:fields.shortName')}>
            <Input maxLength={30} data-testid="verify-shortName" />
          </Form.Item>
          <Form.Item
            name="address"
            label={t('verify:fields.address')}
            required
            rules={[required('COMPANY_ADDRESS_REQUIRED')]}
          >
            <Input maxLength={200} data-testid="verify-address" />
          </Form.Item>
          <Form.Item name="phone" label={t('verify:fields.phone')} required rules={[required('CONTACT_PHONE_INVALID')]}>
            <Input maxLength={30} inputMode="tel" data-testid="verify-phone" />
          </Form.Item>
          <Form.Item
            name="licenceFileId"
            label={t('verify:fields.licence')}
            required
            rules={[required('LICENCE_REQUIRED')]}
          >
            <SingleFile kind="licence" testId="verify-licence" />
          </Form.Item>
        </>
      )}
      <Button type="primary" htmlType="submit" loading={submit.isPending} data-testid="verify-submit">
        {submit.isPending ? t('verify:page.submitting') : t('verify:page.submit')}
      </Button>
    </Form>
  );
}

/** Where the user stands: the three steps and a sentence for the state (with the reviewer's reason). */
function StandingCard({ status, upgrade }: { status: AttestationStatus; upgrade: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const application = status.application;
  const upgradeInReview = application?.kind === 'upgrade';
  const time = application ? formatTime(application.submittedAt, { locale }) : '';
  const reason = application?.rejectReason ?? '';
  let current = 0;
  let stepStatus: 'process' | 'error' | 'finish' | 'wait' = 'process';
  let text: string;
  let type: 'info' | 'success' | 'warning' | 'error' = 'info';
  if (upgradeInReview && application.state === 'pending') {
    current = 1;
    text = t('verify:page.states.upgradePending', { time });
  } else if (upgradeInReview && application.state === 'rejected') {
    stepStatus = 'error';
    type = 'warning';
    text = t('verify:page.states.upgradeRejected', { reason });
  } else if (status.state === 'pending') {
    current = 1;
    text = t('verify:page.states.pending', { time });
  } else if (status.state === 'verified') {
    current = 2;
    stepStatus = 'finish';
    type = 'success';
    text = t('verify:page.states.verified');
  } else if (status.state === 'rejected') {
    stepStatus = 'error';
    type = 'error';
    text = t('verify:page.states.rejected', { reason });
  } else {
    text = t('verify:page.states.unverified');
  }
  return (
    <Card>
      <Space orientation="vertical" size={16} className={styles.stack}>
        <div className={styles.sectionHead}>
          <Typography.Title level={3} className={styles.greeting}>
            {upgrade ? t('verify:page.upgradeTitle') : t('verify:page.title')}
          </Typography.Title>
          <VerificationTag state={status.state} />
        </div>
        <Steps
          current={current}
          status={stepStatus}
          responsive
          items={[
            { title: t('verify:page.steps.apply') },
            { title: t('verify:page.steps.review') },
            { title: t('verify:page.steps.done') },
          ]}
        />
        <Alert type={type} showIcon title={text} data-testid="verify-standing" />
        {status.state === 'verified' && application?.state === 'approved' ? (
          <Typography.Text>
            {t(`verify:page.verifiedAs.${status.tenantKind}`, {
              name: application.kind === 'personal' ? application.realName : application.companyName,
            })}
          </Typography.Text>
        ) : null}
        <Space wrap>
          <Link to={AUTH_GUIDE_PATH}>{t('verify:page.guide')}</Link>
          {!upgrade && status.canApply.includes('upgrade') ? (
            <Link to={UPGRADE_PATH} data-testid="verify-upgrade-link">
              {t('verify:page.upgradeLink')}
            </Link>
          ) : null}
          {upgrade ? <Link to={AUTHENTICATION_PATH}>{t('verify:page.back')}</Link> : null}
        </Space>
      </Space>
    </Card>
  );
}

/**
 * /center/authentication and /center/authentication/upgrade: where the user stands, and the form of
 * what they may send now (personal or company; or the company upgrade of a verified person).
 */
export function VerificationView({ upgrade }: { upgrade: boolean }) {
  const { t } = useTranslation();
  const status = useAttestation();
  const [chosen, setChosen] = useState<VerificationKind | null>(null);
  if (status.isPending)
    return (
      <Card>
        <PageLoading rows={6} />
      </Card>
    );
  if (status.isError) return <PageError error={status.error} onRetry={() => void status.refetch()} />;
  const data = status.data;
  const kinds = data.canApply.filter((kind) => (upgrade ? kind === 'upgrade' : kind !== 'upgrade'));
  const lastKind = data.application?.kind;
  const kind =
    chosen && kinds.includes(chosen) ? chosen : lastKind && kinds.includes(lastKind) ? lastKind : (kinds[0] ?? null);
  return (
    <Space orientation="vertical" size={16} className={styles.stack}>
      <StandingCard status={data} upgrade={upgrade} />
      {kind ? (
        <Card
          title={
            kinds.length > 1 ? (
              <Space wrap>
                <span>{t('verify:page.choose')}</span>
                <Segmented<VerificationKind>
                  value={kind}
                  onChange={setChosen}
                  options={kinds.map((value) => ({ value, label: t(`verify:page.kinds.${value}`) }))}
                  data-testid="verify-kind"
                />
              </Space>
            ) : (
              t(`verify:page.kinds.${kind}`)
            )
          }
        >
          <ApplicationForm key={`${kind}-${data.application?.id ?? ''}`} kind={kind} status={data} />
        </Card>
      ) : null}
    </Space>
  );
}
