import { type OrderDraftInput, rowsPieces, rowsVolumeLitres } from '@seabook/domain/booking';
import { OrderPriceSchema } from '@seabook/domain/booking-price';
import { Alert, App, Col, Form, Row } from 'antd';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../../i18n/error-text.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useSaveParty } from '../../lib/addresses-api.ts';
import type { ApiError } from '../../lib/api-error.ts';
import { useConfig } from '../../lib/auth.ts';
import { errorKeyOf } from '../../lib/error-key.ts';
import { useSettled } from '../../lib/use-settled.ts';
import { PRICE_DEBOUNCE_MS, useCreateOrder, useOrderPrice, useShowOrderPrice } from './api.ts';
import styles from './booking.module.css';
import { CargoSection } from './cargo-section.tsx';
import {
  checkDraft,
  draftPath,
  type EntrustTarget,
  type EntrustValues,
  fieldOf,
  filledRows,
  lineOf,
  PARTY_KINDS,
  shownIssues,
  toDraft,
} from './draft.ts';
import { BondSection, ContainerDetailsSection, ContainersSection, TruckingSection } from './fcl-sections.tsx';
import type { ContainerOffer } from './inquiry-order.ts';
import { useLivePrice } from './live-price.ts';
import { PartiesSection } from './parties-section.tsx';
import { SaveDraftButton, useDraftSaver } from './save-draft.tsx';
import { ServicesSection } from './services-section.tsx';
import { type BackLink, type Refusal, SummaryCard } from './summary-card.tsx';
import { TermsSection } from './terms-section.tsx';

type Props = EntrustTarget & {
  /** The form's first values (from the search, or from the inquiry). */
  initial: EntrustValues;
  /** The last day a pickup may be booked (the sailing's cargo cut date), when known. */
  lastPickupDate?: string;
  /** FCL: the container types the line or quote prices. */
  offers?: readonly ContainerOffer[];
  /** Where a refused order sends the user: the search, or the inquiry. */
  back: BackLink;
  /** What is booked: the sailing, the FCL line or the inquiry and its quote. */
  header: ReactNode;
  /**
   * Sends the priced draft instead of createorder (editing an order): resolves once done, having shown
   * its own success and moved on, or rejects with the refusal, which the form shows like createorder's.
   */
  send?: (request: { line: string; draft: OrderDraftInput; priceToken: string }) => Promise<void>;
  /** The saved draft this form continues: "Save draft" replaces it, the order deletes it. */
  draftId?: string;
  /** The order this form edits: its line is priced as the edit is (an inquiry order on its own quote). */
  editing?: string;
};

/**
 * The entrust form of every booking page (LCL and FCL quote lines, inquiries' accepted quotes): cargo,
 * terms, parties and services, the FCL blocks in FCL mode, the price re-computed on the server as the
 * user types, and the submission under one Idempotency-Key per draft (a retry of the same draft reuses
 * it). A 409 PRICE_CHANGED shows the price it carries at once, to be confirmed and submitted.
 */
export function EntrustForm(props: Props) {
  const { mode, source, initial, lastPickupDate, offers = [], back, header, send, draftId, editing } = props;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<EntrustValues>();
  const line = lineOf(source);
  const watched = Form.useWatch((all: EntrustValues) => all, { form, preserve: true });
  const values = watched ?? initial;
  const draft = useMemo(() => toDraft(values, { mode, source }), [values, mode, source]);
  const issues = useMemo(
    () => shownIssues(checkDraft(draft, lastPickupDate), draft.cargo.value),
    [draft, lastPickupDate],
  );
  const complete = issues.length === 0 ? draft : null;
  const settled = useSettled(complete, PRICE_DEBOUNCE_MS);
  const price = useOrderPrice(line, settled, editing);
  const live = useLivePrice(line, draft, editing).result;
  const showPrice = useShowOrderPrice();
  const priceIsCurrent =
    complete !== null &&
    price.data !== undefined &&
    !price.isFetching &&
    !price.isPlaceholderData &&
    JSON.stringify(settled) === JSON.stringify(complete);

  // An account that may not order yet (spec §5: not verified, verification in progress); the operator's
  // letters desk (`send`) books for a customer and is not asked.
  const config = useConfig();
  const blocked = !send && config.data !== undefined && !config.data.complete.can_order;
  const create = useCreateOrder();
  const saver = useDraftSaver({ mode, source }, draftId);
  const saveParty = useSaveParty();
  const attempt = useRef<{ key: string; draft: string | null }>({ key: crypto.randomUUID(), draft: null });
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [priceChanged, setPriceChanged] = useState(false);
  const [sending, setSending] = useState(false);
  /**
   * A complete draft pressed while its price is still being worked out (the user typed the last field a
   * moment ago): the order goes as soon as the price of what was typed arrives, instead of the press being
   * lost. A failed price ends the wait; the summary says why.
   */
  const [waiting, setWaiting] = useState(false);

  /**
   * Puts messages on their fields (or in the alert when no field matches) and scrolls to the first; the
   * messages of an earlier attempt go, so a corrected field is clear.
   */
  const showIssues = (list: { path: (string | number)[]; message: string }[]) => {
    const current = form.getFieldsError();
    const registered = current.map((f) => f.name as (string | number)[]);
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
    const cleared = current.filter((f) => f.errors.length > 0).map((f) => ({ name: f.name, errors: [] }));
    // Paths come from the schema and the server, so they are only known to be field paths at run time.
    form.setFields([...cleared, ...fields] as Parameters<typeof form.setFields>[0]);
    if (fields[0])
      form.scrollToField(fields[0].name as Parameters<typeof form.scrollToField>[0], {
        behavior: 'smooth',
        block: 'center',
      });
    return loose;
  };

  const onRefused = (error: ApiError, sent: typeof draft) => {
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
    } else if (errorKeyOf(error) === 'PRICE_CHANGED') {
      // The answer carries the new price: it replaces the summary, and the user confirms and submits its token.
      setPriceChanged(true);
      const fresh = OrderPriceSchema.safeParse(error.data);
      if (fresh.success) showPrice(line, sent, fresh.data);
      else void price.refetch();
    } else if (error.status === 410 || error.status === 404 || error.status === 409 || error.status === 422) {
      setRefusal({ message: error.msg, back: error.status !== 422 });
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

  /** The problems of what the form holds now (the watched values can be a render behind the last key). */
  const problemsNow = () => {
    const all = form.getFieldsValue(true) as EntrustValues;
    const current = toDraft(all, { mode, source });
    return { all, current, problems: shownIssues(checkDraft(current, lastPickupDate), current.cargo.value) };
  };
  const incomplete = () => problemsNow().problems.length > 0;

  const submit = () => {
    setRefusal(null);
    const { all, current, problems } = problemsNow();
    if (problems.length > 0) {
      const loose = showIssues(problems.map((p) => ({ path: p.path, message: errorText(p.message) })));
      if (loose.length > 0) setRefusal({ message: loose.join(' ') });
      return;
    }
    if (!price.data || !priceIsCurrent) {
      setWaiting(true);
      return;
    }
    setWaiting(false);
    // One key per draft: a retry of the same draft reuses it; a draft changed after a refusal gets a new one.
    const json = JSON.stringify(current);
    if (attempt.current.draft !== null && attempt.current.draft !== json) attempt.current.key = crypto.randomUUID();
    attempt.current.draft = json;
    if (send) {
      setSending(true);
      send({ line, draft: current, priceToken: price.data.priceToken })
        .then(
          () => {
            setPriceChanged(false);
            saveParties(all);
          },
          (error: ApiError) => onRefused(error, current),
        )
        .finally(() => setSending(false));
      return;
    }
    create.mutate(
      {
        line,
        draft: current,
        priceToken: price.data.priceToken,
        idempotencyKey: attempt.current.key,
        // The order deletes the draft it was continued from (createorder's `draftId`).
        ...(saver.draftId ? { draftId: saver.draftId } : {}),
      },
      {
        onSuccess: (order) => {
          setPriceChanged(false);
          void message.success(t('booking:submit.success'));
          saveParties(all);
          void navigate(`/center/order?${new URLSearchParams({ created: order.orderNo })}`);
        },
        onError: (error) => onRefused(error, current),
      },
    );
  };

  // `submit` of this render sees the price that has just become current.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the wait can end, not on each render.
  useEffect(() => {
    if (!waiting) return;
    if (price.isError) setWaiting(false);
    else if (priceIsCurrent) submit();
    else if (complete === null && incomplete()) setWaiting(false);
  }, [waiting, priceIsCurrent, complete === null, price.isError]);

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

  const fcl = mode === 'fcl';
  return (
    <div className={styles.page} data-testid="entrust-page" data-mode={mode}>
      {header}
      {blocked ? (
        // Told on arrival, not after filling the whole form: why, the way to verification, and the draft.
        <Alert
          type="warning"
          showIcon
          className={styles.unverified}
          data-testid="entrust-unverified"
          title={t('booking:submit.unverified')}
          description={config.data?.complete.can_order_reason || undefined}
          action={<Link to="/center/authGuide">{t('booking:submit.verify')}</Link>}
        />
      ) : null}
      <Form form={form} layout="vertical" initialValues={initial} onValuesChange={onValuesChange}>
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={15}>
            <div className={styles.stack}>
              {fcl ? <ContainersSection offers={offers} /> : null}
              <CargoSection />
              <TermsSection />
              <PartiesSection />
              <ServicesSection lastPickupDate={lastPickupDate} />
              {fcl ? (
                <>
                  <BondSection />
                  <TruckingSection />
                  <ContainerDetailsSection />
                </>
              ) : null}
            </div>
          </Col>
          <Col xs={24} lg={9}>
            <div className={styles.sticky}>
              <SummaryCard
                issues={issues}
                live={live}
                price={price}
                priceIsCurrent={priceIsCurrent}
                changed={priceChanged}
                refusal={refusal}
                back={back}
                sending={create.isPending || sending || waiting}
                canSubmit={issues.length > 0 || priceIsCurrent || (complete !== null && !price.isError)}
                onSubmit={submit}
              />
              {send ? null : (
                <SaveDraftButton saver={saver} values={() => form.getFieldsValue(true) as EntrustValues} />
              )}
            </div>
          </Col>
        </Row>
      </Form>
    </div>
  );
}
