import type { ContainerCode } from '@seabook/domain/booking';
import { type OrderPrice, OrderPriceSchema } from '@seabook/domain/booking-price';
import type { OpsLetterDetail } from '@seabook/domain/letters';
import { Alert, App, Button, type ButtonProps, Card, Col, Form, Input, Row, Space } from 'antd';
import { useMemo, useState } from 'react';
import { PRICE_DEBOUNCE_MS } from '../../../components/booking-form/api.ts';
import { CargoSection } from '../../../components/booking-form/cargo-section.tsx';
import {
  checkDraft,
  draftPath,
  type EntrustValues,
  fieldOf,
  initialValues,
  PARTY_KINDS,
  type PartyKind,
  toDraft,
} from '../../../components/booking-form/draft.ts';
import { ContainersSection } from '../../../components/booking-form/fcl-sections.tsx';
import { TermsSection } from '../../../components/booking-form/terms-section.tsx';
import { useTranslation } from '../../../i18n/i18n.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { errorKeyOf } from '../../../lib/error-key.ts';
import { useSettled } from '../../../lib/use-settled.ts';
import { type Sailing, useLetterPrice, useLetterWrite, useShowLetterPrice } from './api.ts';
import { PriceBox, SubmitOrder } from './price-box.tsx';
import { SailingPicker, SailingText } from './sailing-picker.tsx';

/**
 * "Book order" on a pending letter: the operator picks the sailing, types what the instruction says
 * (cargo, terms, parties; FCL containers) into the booking form's own sections, sees the price the
 * server computes for the letter's account, and books it (POST /v2/ops/letter/book) after a
 * confirmation. Optional services stay with the customer, who may add them while the order waits for
 * review.
 */

/** One party as the B/L prints it, with a contact and a phone. */
function PartyFields({ kind }: { kind: PartyKind }) {
  const { t } = useTranslation();
  return (
    <Card size="small" type="inner" title={t(`opsLetters:book.${kind}`)} data-testid={`letter-party-${kind}`}>
      <Form.Item name={[kind, 'address']} label={t('opsLetters:book.address')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} data-testid={`letter-${kind}-address`} />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name={[kind, 'contact']} label={t('opsLetters:book.contact')}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name={[kind, 'phone']} label={t('opsLetters:book.phone')}>
            <Input />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}

/** The booking form on a chosen sailing. */
function BookOnSailing({ letter, sailing, onDone }: { letter: OpsLetterDetail; sailing: Sailing; onDone: () => void }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<EntrustValues>();
  const lineId = sailing.line.id;
  const fcl = sailing.mode === 'fcl';
  const offers = useMemo(
    () =>
      sailing.mode === 'fcl'
        ? sailing.line.containers.map((box) => ({ type: box.type as ContainerCode, price: box.price }))
        : [],
    [sailing],
  );
  const initial = useMemo(
    () => initialValues({}, fcl ? [{ type: offers[0]?.type, quantity: 1 }] : undefined),
    [fcl, offers],
  );
  const lastPickupDate = sailing.mode === 'lcl' ? sailing.line.cargoCutDate : sailing.line.cutoffDate;
  const watched = Form.useWatch((all: EntrustValues) => all, { form, preserve: true });
  const values = watched ?? initial;
  const draft = useMemo(
    () => toDraft(values, { mode: letter.mode, source: { from: 'quote', lineId } }),
    [values, letter.mode, lineId],
  );
  const issues = useMemo(() => checkDraft(draft, lastPickupDate), [draft, lastPickupDate]);
  const complete = issues.length === 0 ? draft : null;
  const settled = useSettled(complete, PRICE_DEBOUNCE_MS);
  const price = useLetterPrice(letter.id, lineId, settled);
  const showPrice = useShowLetterPrice();
  const write = useLetterWrite();
  const [failure, setFailure] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const current =
    complete !== null &&
    price.data !== undefined &&
    !price.isFetching &&
    !price.isPlaceholderData &&
    JSON.stringify(settled) === JSON.stringify(complete);

  /** The server's `draft.<path>` messages on their fields; the rest in the alert. */
  const onRefused = (error: ApiError, sent: typeof draft) => {
    if (errorKeyOf(error) === 'PRICE_CHANGED') {
      const fresh = OrderPriceSchema.safeParse(error.data);
      setChanged(true);
      if (fresh.success) showPrice(letter.id, lineId, sent, fresh.data);
      else void price.refetch();
      return;
    }
    const registered = form.getFieldsError().map((field) => field.name as (string | number)[]);
    const loose: string[] = [];
    const placed: { name: (string | number)[]; errors: string[] }[] = [];
    for (const [name, text] of Object.entries(error.fields ?? {})) {
      const path = draftPath(name);
      const field = path ? fieldOf(path, registered) : null;
      if (field) placed.push({ name: field, errors: [text] });
      else loose.push(text);
    }
    form.setFields(placed as Parameters<typeof form.setFields>[0]);
    setFailure([placed.length > 0 ? t('opsLetters:book.fixFields') : error.msg, ...loose].join(' '));
  };

  const book = (priced: OrderPrice) => {
    const sent = draft;
    setFailure(null);
    modal.confirm({
      title: t('opsLetters:book.confirmTitle', { company: letter.company }),
      content: t('opsLetters:book.confirmContent'),
      okText: t('opsLetters:book.submit'),
      cancelText: t('common:actions.cancel'),
      okButtonProps: { 'data-testid': 'letter-book-confirm' } as ButtonProps,
      onOk: () =>
        write
          .mutateAsync({
            kind: 'book',
            body: { id: letter.id, line: lineId, draft: sent, priceToken: priced.priceToken },
          })
          .then(
            (done) => {
              void message.success(t('opsLetters:book.done', { orderNo: done.orderNo ?? '' }));
              onDone();
            },
            (error: ApiError) => onRefused(error, sent),
          ),
    });
  };

  return (
    <Form<EntrustValues> form={form} layout="vertical" initialValues={initial} data-testid="letter-book-form">
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        {fcl ? <ContainersSection offers={offers} /> : null}
        <CargoSection />
        <TermsSection />
        <Card title={t('opsLetters:book.parties')}>
          <Space orientation="vertical" size={12} style={{ width: '100%' }}>
            {PARTY_KINDS.map((kind) => (
              <PartyFields key={kind} kind={kind} />
            ))}
          </Space>
        </Card>
        <PriceBox issues={issues} price={price} changed={changed} />
        <SubmitOrder
          failure={failure ? { title: t('opsLetters:book.failed'), text: failure } : null}
          label={t('opsLetters:book.submit')}
          ready={current}
          sending={write.isPending}
          onSubmit={() => price.data && book(price.data)}
          testId="letter-book"
        />
      </Space>
    </Form>
  );
}

/** Book order: the sailing first, then the form on it. */
export function BookForm({ letter, onDone }: { letter: OpsLetterDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const [sailing, setSailing] = useState<Sailing | null>(null);
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Alert type="info" showIcon title={t('opsLetters:book.hint')} />
      {sailing ? (
        <>
          <Space wrap>
            <SailingText sailing={sailing} />
            <Button size="small" onClick={() => setSailing(null)} data-testid="letter-sailing-change">
              {t('opsLetters:sailing.change')}
            </Button>
          </Space>
          <BookOnSailing key={sailing.line.id} letter={letter} sailing={sailing} onDone={onDone} />
        </>
      ) : (
        <SailingPicker mode={letter.mode} onChoose={setSailing} />
      )}
    </Space>
  );
}
