import { OrderPriceSchema } from '@seabook/domain/booking-price';
import type { OpsLetterDetail } from '@seabook/domain/letters';
import { Alert, App, Button, type ButtonProps, Descriptions, Space } from 'antd';
import { useState } from 'react';
import { useLocale, useTranslation } from '../../../i18n/i18n.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { errorKeyOf } from '../../../lib/error-key.ts';
import { formatDay } from '../../../lib/plain-format.ts';
import { type Sailing, useLetterPrice, useLetterWrite, useShowLetterPrice } from './api.ts';
import { PriceBox, SubmitOrder } from './price-box.tsx';
import { SailingPicker, SailingText } from './sailing-picker.tsx';

/**
 * "Confirm parsed order" on a letter our Excel template was read into: the draft as the customer left
 * it, the sailing (the customer's, or one the operator chooses on the draft's lane), the price the
 * server computes of the stored draft, then the submission for the customer (POST
 * /v2/ops/letter/confirm). What the draft still lacks comes back as the server's field messages.
 */

type Loose = Record<string, unknown>;

function record(value: unknown): Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : {};
}
function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
function amount(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '-';
}

/** What the draft says, as far as it says it. */
function DraftSummary({ content }: { content: Loose }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const cargo = record(content.cargo);
  const consignee = record(content.consignee);
  const containers = Array.isArray(content.containers) ? content.containers.map(record) : [];
  const wanted = text(content.sailingDate);
  const terms = [text(content.tradeTerm), text(content.shipmentTerm)].filter(Boolean).join(' · ');
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      title={t('opsLetters:confirm.draft')}
      data-testid="letter-draft-summary"
      items={[
        {
          key: 'lane',
          label: t('opsLetters:confirm.lane'),
          children: `${text(content.pol) ?? '?'} → ${text(content.pod) ?? '?'}`,
        },
        {
          key: 'wanted',
          label: t('opsLetters:confirm.wantedDate'),
          children: wanted ? formatDay(wanted, locale) : '-',
        },
        { key: 'terms', label: t('opsLetters:confirm.terms'), children: terms || '-' },
        {
          key: 'cargo',
          label: t('opsLetters:confirm.cargo'),
          children: t('opsLetters:confirm.cargoText', {
            name: text(cargo.nameEn) ?? '-',
            pieces: amount(cargo.pieces),
            weight: amount(cargo.weightKg),
            volume: amount(cargo.volumeCbm),
          }),
        },
        ...(containers.length > 0
          ? [
              {
                key: 'containers',
                label: t('opsLetters:confirm.containers'),
                children: containers.map((row) => `${text(row.type) ?? '?'} × ${amount(row.quantity)}`).join(', '),
              },
            ]
          : []),
        {
          key: 'consignee',
          label: t('opsLetters:confirm.consignee'),
          children: (
            <span style={{ whiteSpace: 'pre-line' }}>
              {[text(consignee.company), text(consignee.address)].filter(Boolean).join('\n') || '-'}
            </span>
          ),
        },
      ]}
    />
  );
}

export function ConfirmForm({
  letter,
  draft,
  onDone,
}: {
  letter: OpsLetterDetail;
  draft: NonNullable<OpsLetterDetail['draft']>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const [chosen, setChosen] = useState<Sailing | null>(null);
  const [picking, setPicking] = useState(draft.line === null);
  const line = chosen?.line.id ?? (picking ? null : draft.line);
  // No draft in the call: the server prices the stored draft, exactly as the confirmation submits it.
  const price = useLetterPrice(letter.id, line, undefined);
  const showPrice = useShowLetterPrice();
  const write = useLetterWrite();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [changed, setChanged] = useState(false);
  const ready =
    line !== null && price.data !== undefined && !price.isError && !price.isFetching && !price.isPlaceholderData;

  const confirm = () => {
    if (!line || !price.data) return;
    const priceToken = price.data.priceToken;
    setFailure(null);
    modal.confirm({
      title: t('opsLetters:confirm.confirmTitle', { company: letter.company }),
      content: t('opsLetters:confirm.confirmContent'),
      okText: t('opsLetters:confirm.submit'),
      cancelText: t('common:actions.cancel'),
      okButtonProps: { 'data-testid': 'letter-confirm-confirm' } as ButtonProps,
      onOk: () =>
        write.mutateAsync({ kind: 'confirm', body: { id: letter.id, line, priceToken } }).then(
          (done) => {
            void message.success(t('opsLetters:confirm.done', { orderNo: done.orderNo ?? '' }));
            onDone();
          },
          (error: ApiError) => {
            const fresh = errorKeyOf(error) === 'PRICE_CHANGED' ? OrderPriceSchema.safeParse(error.data) : null;
            if (fresh?.success) {
              setChanged(true);
              showPrice(letter.id, line, undefined, fresh.data);
            } else setFailure(error);
          },
        ),
    });
  };

  const content = record(draft.content);
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="letter-confirm-form">
      <Alert type="info" showIcon title={t('opsLetters:confirm.hint')} />
      <DraftSummary content={content} />
      {chosen || !picking ? (
        <Space wrap>
          {chosen ? <SailingText sailing={chosen} /> : `${t('opsLetters:confirm.lineOfDraft')}: ${draft.line}`}
          <Button
            size="small"
            onClick={() => {
              setChosen(null);
              setPicking(true);
            }}
            data-testid="letter-sailing-change"
          >
            {t('opsLetters:sailing.change')}
          </Button>
        </Space>
      ) : (
        <>
          <Alert type="warning" showIcon title={t('opsLetters:confirm.chooseSailing')} />
          <SailingPicker
            mode={letter.mode}
            initial={{ pol: text(content.pol), pod: text(content.pod), date: text(content.sailingDate) }}
            onChoose={(sailing) => {
              setChosen(sailing);
              setPicking(false);
            }}
          />
        </>
      )}
      {line ? <PriceBox price={price} changed={changed} /> : null}
      <SubmitOrder
        failure={
          failure
            ? {
                title: t('opsLetters:confirm.failed'),
                text: failure.fields ? Object.values(failure.fields).join(' ') : failure.msg,
              }
            : null
        }
        label={t('opsLetters:confirm.submit')}
        ready={ready}
        sending={write.isPending}
        onSubmit={confirm}
        testId="letter-confirm"
      />
    </Space>
  );
}
