import { type BookingMode, CONTAINER_CODES } from '@seabook/domain/booking';
import { ERRORS } from '@seabook/domain/errors';
import { App, Button, Card, Form, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { fieldOf } from '../../components/booking-form/draft.ts';
import { ContainersSection } from '../../components/booking-form/fcl-sections.tsx';
import { TermsSection } from '../../components/booking-form/terms-section.tsx';
import { PageLoading } from '../../components/page-state.tsx';
import { errorText } from '../../i18n/error-text.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import type { ApiError } from '../../lib/api-error.ts';
import { useCreateInquiry, useInquiryAllowance } from '../../lib/inquiries-api.ts';
import { inquiryPath } from '../../lib/inquiry-paths.ts';
import { AllowanceNotice, allowanceRefusal, type Refusal, RefusalAlert } from './allowance-notice.tsx';
import { CargoCard } from './cargo-card.tsx';
import styles from './inquiries.module.css';
import {
  checkInquiry,
  type FieldIssue,
  fieldPath,
  type InquiryValues,
  initialValues,
  toInquiryDraft,
} from './inquiry-form.ts';
import { RouteCard } from './route-card.tsx';
import { ServicesCard } from './services-card.tsx';

/** An inquiry may ask for any container type; none has a price yet. */
const CONTAINER_OFFERS = CONTAINER_CODES.map((type) => ({ type, price: null }));

/** The refusals of createdetailed that the page explains in place (spec §8: verify to continue). */
const LIMIT_CODES = new Set<number>([ERRORS.INQUIRY_LIMIT_UNVERIFIED.code, ERRORS.INQUIRY_LIMIT_REACHED.code]);

/**
 * The inquiry forms (/lcl/inquiry and /fcl/inquiry, `?pol=&pod=&date=&w=&v=&p=` from a search that found
 * no price): route, cargo (and FCL boxes), terms with the services they select, other services, a
 * remark. The form is checked with the server's schema before it is sent, under one Idempotency-Key
 * per draft; the month's allowance is shown first, and its refusal before the user types.
 */
export default function InquiryPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const mode: BookingMode = pathname.startsWith('/fcl/') ? 'fcl' : 'lcl';
  const [params] = useSearchParams();
  const [form] = Form.useForm<InquiryValues>();
  const initial = useMemo(() => initialValues(mode, params), [mode, params]);
  const allowance = useInquiryAllowance();
  const create = useCreateInquiry();
  const attempt = useRef<{ key: string; draft: string | null }>({ key: crypto.randomUUID(), draft: null });
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [loose, setLoose] = useState<string[]>([]);

  // A used-up month is said at the top, before the user types; a refusal of the submission by the button.
  const usedUp = allowanceRefusal(allowance.data);

  /** Puts each message on its field; those with no field of their own are listed above the button. */
  const showIssues = (issues: FieldIssue[]) => {
    const registered = form.getFieldsError().map((field) => field.name as (string | number)[]);
    const byField = new Map<string, { name: (string | number)[]; errors: string[] }>();
    const rest: string[] = [];
    for (const issue of issues) {
      const name = fieldOf(issue.path, registered);
      if (!name) rest.push(issue.message);
      else if (!byField.has(name.join('.'))) byField.set(name.join('.'), { name, errors: [issue.message] });
    }
    const fields = [...byField.values()];
    // Paths come from the schema and the server, so they are only known to be field paths at run time.
    form.setFields(fields as Parameters<typeof form.setFields>[0]);
    const first = fields[0];
    if (first) form.scrollToField(first.name as Parameters<typeof form.scrollToField>[0], { block: 'center' });
    setLoose([...new Set(rest)]);
  };

  const onRefused = (error: ApiError) => {
    if (LIMIT_CODES.has(error.code)) {
      setRefusal({ message: error.msg, verify: error.code === ERRORS.INQUIRY_LIMIT_UNVERIFIED.code });
      void allowance.refetch();
    } else if (error.status === 422 && error.fields) {
      showIssues(Object.entries(error.fields).map(([name, text]) => ({ path: fieldPath(name), message: text })));
      void message.error(t('inquiry:form.fixFields'));
    } else if (!error.handled) {
      void message.error(error.msg);
    }
  };

  const submit = () => {
    setRefusal(null);
    const draft = toInquiryDraft(mode, form.getFieldsValue(true) as InquiryValues);
    const issues = checkInquiry(draft);
    if (issues.length > 0) {
      showIssues(issues.map((issue) => ({ path: issue.path, message: errorText(issue.message) })));
      return;
    }
    setLoose([]);
    // One key per draft: a retry of the same draft reuses it; a changed draft gets a new one.
    const json = JSON.stringify(draft);
    if (attempt.current.draft !== null && attempt.current.draft !== json) attempt.current.key = crypto.randomUUID();
    attempt.current.draft = json;
    create.mutate(
      { draft, idempotencyKey: attempt.current.key },
      {
        onSuccess: (created) => {
          void message.success(t('inquiry:form.success', { no: created.inquiryNo }));
          void navigate(inquiryPath(created.id));
        },
        onError: onRefused,
      },
    );
  };

  /** Keeps hazardous and the dangerous cargo type together, as the schema wants them. */
  const onValuesChange = (changed: InquiryValues, all: InquiryValues) => {
    const cargo = changed.cargo;
    if (cargo?.hazardous !== undefined) {
      if (cargo.hazardous) form.setFieldValue(['cargo', 'type'], 'dangerous');
      else if (all.cargo?.type === 'dangerous') form.setFieldValue(['cargo', 'type'], 'general');
    }
    if (cargo?.type !== undefined) form.setFieldValue(['cargo', 'hazardous'], cargo.type === 'dangerous');
  };

  return (
    <div className={styles.page} data-testid="inquiry-page" data-mode={mode}>
      <Card>
        <Typography.Title level={3} className={styles.title}>
          {t(`inquiry:form.title.${mode}`)}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('inquiry:form.desc')}</Typography.Paragraph>
        {allowance.isPending ? <PageLoading rows={1} /> : null}
        {usedUp ? <RefusalAlert refusal={usedUp} /> : null}
        {allowance.data && !usedUp ? <AllowanceNotice allowance={allowance.data} /> : null}
      </Card>
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onValuesChange={onValuesChange}
        disabled={usedUp !== null}
      >
        <div className={styles.stack}>
          <RouteCard />
          <CargoCard />
          {mode === 'fcl' ? <ContainersSection offers={CONTAINER_OFFERS} /> : null}
          <TermsSection />
          <ServicesCard />
          <Card>
            <div className={styles.stack}>
              {loose.length > 0 ? (
                <Typography.Text type="danger" data-testid="inquiry-problems">
                  {loose.join(' ')}
                </Typography.Text>
              ) : null}
              {refusal && !usedUp ? <RefusalAlert refusal={refusal} /> : null}
              <Button
                type="primary"
                size="large"
                block
                loading={create.isPending}
                onClick={submit}
                data-testid="submit-inquiry"
              >
                {t('inquiry:form.submit')}
              </Button>
            </div>
          </Card>
        </div>
      </Form>
    </div>
  );
}
