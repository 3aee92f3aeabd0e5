import type { OrderDraftInput } from '@seabook/domain/booking';
import { rowsPieces, rowsVolumeLitres } from '@seabook/domain/booking';
import { App, Button, Col, Form, Result, Row } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageError, PageLoading } from '../../components/page-state.tsx';
import { errorText } from '../../i18n/error-text.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import type { ApiError } from '../../lib/api-error.ts';
import { useSaveParty } from '../addresses/api.ts';
import { useSchedule } from '../rates/detail-api.ts';
import { ScheduleSummary } from '../rates/schedule-card.tsx';
import { PRICE_DEBOUNCE_MS, useCreateOrder, useOrderPrice, useSettled } from './api.ts';
import styles from './booking.module.css';
import { CargoSection } from './cargo-section.tsx';
import {
  checkDraft,
  type DraftIssue,
  draftPath,
  type EntrustValues,
  fieldOf,
  filledRows,
  initialValues,
  PARTY_KINDS,
  toDraft,
} from './draft.ts';
import { PartiesSection } from './parties-section.tsx';
import { ServicesSection } from './services-section.tsx';
import { type Refusal, SummaryCard } from './summary-card.tsx';
import { TermsSection } from './terms-section.tsx';

/**
 * The LCL entrust page (/lcl/entrust?line=&w=&v=&p=): one form for the cargo, terms, parties and
 * services of a quote line, with the price re-computed on the server as the user types, and the
 * submission under one Idempotency-Key per draft (a retry of the same draft reuses it).
 */
export default function EntrustPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const line = params.get('line')?.trim() || null;
  const schedule = useSchedule(line);
  const [form] = Form.useForm<EntrustValues>();
  const initial = useMemo(
    () => initialValues({ w: params.get('w'), v: params.get('v'), p: params.get('p') }),
    [params],
  );
  const watched = Form.useWatch((all: EntrustValues) => all, { form, preserve: true });
  const values = watched ?? initial;
  const lastPickupDate = schedule.data?.line.cargoCutDate;
  const draft = useMemo(() => (line ? toDraft(values, line) : null), [values, line]);
  const issues = useMemo(() => (draft ? checkDraft(draft, lastPickupDate) : []), [draft, lastPickupDate]);
  const complete = draft !== null && issues.length === 0 ? draft : null;
  const settled = useSettled(complete, PRICE_DEBOUNCE_MS);
  const price = useOrderPrice(schedule.data ? line : null, settled);
  const priceIsCurrent =
    complete !== null &&
    price.data !== undefined &&
    !price.isFetching &&
    !price.isPlaceholderData &&
    JSON.stringify(settled) === JSON.stringify(complete);

  const create = useCreateOrder();
  const saveParty = useSaveParty();
  const attempt = useRef<{ key: string; draft: string | null }>({ key: crypto.randomUUID(), draft: null });
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [priceChanged, setPriceChanged] = useState(false);

  if (line === null)
    return (
      <div className={styles.page}>
        <Result
          status="info"
          title={t('booking:missingLine')}
          extra={
            <Link to="/lcl/export">
              <Button type="primary">{t('booking:backToSearch')}</Button>
            </Link>
          }
        />
      </div>
    );
  if (schedule.isPending)
    return (
      <div className={styles.page}>
        <PageLoading rows={8} />
      </div>
    );
  if (schedule.isError && !schedule.data)
    return (
      <div className={styles.page}>
        <PageError error={schedule.error} onRetry={() => void schedule.refetch()} />
      </div>
    );

  /** Puts messages on their fields (or in the alert when no field matches) and scrolls to the first. */
  const showIssues = (list: { path: (string | number)[]; message: string }[]) => {
    const registered = form.getFieldsError().map((f) => f.name as (string | number)[]);
    const byField = new Map<string, { name: (string | number)[]; errors: string[] }>();
    const loose: string[] = [];
    for (const issue of list) {
      const name = fieldOf(issue.path, registered);
      if (!name) loose.push(issue.message);
      else {
        const key = name.join('.');
        if (!byField.has(key)) byField.set(key, { name, errors: [issue.message] });
      }
    }
    const fields = [...byField.values()];
    // Paths come from the schema and the server, so they are only known to be field paths at run time.
    form.setFields(fields as Parameters<typeof form.setFields>[0]);
    if (fields[0])
      form.scrollToField(fields[0].name as Parameters<typeof form.scrollToField>[0], {
        behavior: 'smooth',
        block: 'center',
      });
    return loose;
  };

  const onRefused = (error: ApiError) => {
    if (error.status === 403) {
      setRefusal({ message: error.msg, verify: true });
    } else if (error.status === 422 && error.fields) {
      const list = Object.entries(error.fields).flatMap(([name, text]) => {
        const path = draftPath(name);
        return path ? [{ path, message: text }] : [];
      });
      const loose = showIssues(list);
      const others = Object.entries(error.fields).filter(([name]) => !name.startsWith('draft.'));
      setRefusal({ message: [t('booking:submit.fixFields'), ...loose, ...others.map(([, m]) => m)].join(' ') });
    } else if (error.key === 'PRICE_CHANGED') {
      // The new price replaces the summary; the user confirms it and submits its token.
      setPriceChanged(true);
      void price.refetch();
    } else if (error.status === 410 || error.status === 404 || error.status === 422) {
      setRefusal({ message: error.msg, search: error.status !== 422 });
    } else if (!error.handled) {
      void message.error(error.msg);
    }
  };

  const saveParties = (all: EntrustValues) => {
    for (const kind of PARTY_KINDS) {
      const party = all[kind];
      if (!all.save?.[kind] || !party?.address?.trim()) continue;
      saveParty.mutate(
        {
          kind,
          address: party.address,
          company: party.company,
          contact: party.contact,
          phone: party.phone,
          region: party.region,
        },
        { onError: (error) => void message.warning(t('booking:parties.saveFailed', { reason: error.msg })) },
      );
    }
  };

  const submit = () => {
    setRefusal(null);
    const all = form.getFieldsValue(true) as EntrustValues;
    const current: OrderDraftInput = toDraft(all, line);
    const problems: DraftIssue[] = checkDraft(current, lastPickupDate);
    if (problems.length > 0) {
      const loose = showIssues(problems.map((p) => ({ path: p.path, message: errorText(p.message) })));
      if (loose.length > 0) setRefusal({ message: loose.join(' ') });
      return;
    }
    if (!price.data || !priceIsCurrent) return;
    // One key per draft: a retry of the same draft reuses it; a draft changed after a refusal gets a new one.
    const json = JSON.stringify(current);
    if (attempt.current.draft !== null && attempt.current.draft !== json) attempt.current.key = crypto.randomUUID();
    attempt.current.draft = json;
    create.mutate(
      { line, draft: current, priceToken: price.data.priceToken, idempotencyKey: attempt.current.key },
      {
        onSuccess: (order) => {
          setPriceChanged(false);
          void message.success(t('booking:submit.success'));
          saveParties(all);
          void navigate(`/center/orderdetail?id=${encodeURIComponent(order.orderId)}`);
        },
        onError: onRefused,
      },
    );
  };

  /** Keeps the cargo coherent as the user types: hazardous ⇔ type, and the totals of the dimension rows. */
  const onValuesChange = (changed: EntrustValues, all: EntrustValues) => {
    const cargo = changed.cargo;
    if (!cargo) return;
    if (cargo.hazardous !== undefined) {
      if (cargo.hazardous) form.setFieldValue(['cargo', 'type'], 'dangerous');
      else if (all.cargo?.type === 'dangerous') form.setFieldValue(['cargo', 'type'], 'general');
    }
    if (cargo.type !== undefined) form.setFieldValue(['cargo', 'hazardous'], cargo.type === 'dangerous');
    if (cargo.dimensions !== undefined) {
      const rows = filledRows(all.cargo?.dimensions);
      if (rows.length > 0 && rows.length === (all.cargo?.dimensions ?? []).length) {
        form.setFieldValue(['cargo', 'pieces'], rowsPieces(rows));
        form.setFieldValue(['cargo', 'volumeCbm'], rowsVolumeLitres(rows) / 1000);
      }
    }
  };

  return (
    <div className={styles.page} data-testid="entrust-page">
      <ScheduleSummary schedule={schedule.data} />
      <Form form={form} layout="vertical" initialValues={initial} onValuesChange={onValuesChange}>
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={15}>
            <div className={styles.stack}>
              <CargoSection />
              <TermsSection />
              <PartiesSection />
              <ServicesSection lastPickupDate={lastPickupDate} />
            </div>
          </Col>
          <Col xs={24} lg={9}>
            <div className={styles.sticky}>
              <SummaryCard
                issues={issues}
                price={price}
                changed={priceChanged}
                refusal={refusal}
                sending={create.isPending}
                canSubmit={issues.length > 0 || priceIsCurrent}
                onSubmit={submit}
              />
            </div>
          </Col>
        </Row>
      </Form>
    </div>
  );
}
