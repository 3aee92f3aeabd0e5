import type { BlDocument, BlInfo, BlVersion } from '@seabook/domain/bill-of-lading';
import { blTexts, compareBl } from '@seabook/domain/bill-of-lading-compare';
import { Alert, App, Button, type ButtonProps, Card, Checkbox, Form, Modal, Result, Space, Tag, Timeline } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageError, PageLoading } from '../../../components/page-state.tsx';
import { errorText } from '../../../i18n/error-text.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { formatTime } from '../../../lib/format.ts';
import { ORDER_PATHS } from '../../../lib/order-paths.ts';
import { formatMoney } from '../../../lib/plain-format.ts';
import styles from './bl.module.css';
import { downloadBlPdf, useBlFee, useBlInfo, useChangeBl, useConfirmBl } from './bl-api.ts';
import { type BlFormValues, blServerErrors, documentOf, formValuesOf, useBlEditor } from './bl-editor.tsx';
import { BlSheet } from './bl-sheet.tsx';

/** The drafts the customer was shown, oldest first: the current one last, the one before it next to last. */
export function shownDrafts(info: BlInfo): BlVersion[] {
  return info.versions.filter((v) => v.kind === 'draft' || v.kind === 'final');
}

/**
 * The B/L check page (spec §2 /checkbill for LCL, /checkFclBill for FCL; issue 19): the draft laid out
 * like a bill, every difference from the booking and from the previous draft marked, and the spec's four
 * actions: preview, modify, submit the modification (its fee accepted first), OK.
 */
export default function CheckBillPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id');
  const info = useBlInfo(id);
  const back = id ? (
    <Link to={ORDER_PATHS.detail(id)}>
      <Button>{t('bl:page.backToOrder')}</Button>
    </Link>
  ) : null;
  if (id === null) return <Result status="info" title={t('bl:page.missing')} />;
  if (info.isPending) return <PageLoading rows={10} />;
  if (info.isError) {
    if (isApiError(info.error) && info.error.status === 404)
      return <Result status="404" title={t('bl:page.notFound')} subTitle={info.error.msg} extra={back} />;
    return <PageError error={info.error} onRetry={() => void info.refetch()} />;
  }
  const drafts = shownDrafts(info.data);
  if (drafts.length === 0)
    return <Result status="info" title={t('bl:page.noDraft')} extra={back} data-testid="bl-no-draft" />;
  return <Check info={info.data} back={back} />;
}

function Check({ info, back }: { info: BlInfo; back: React.ReactNode }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [editing, setEditing] = useState(false);
  const [feeOpen, setFeeOpen] = useState(false);
  const [feeAccepted, setFeeAccepted] = useState(false);
  const [form] = Form.useForm<BlFormValues>();
  const values = Form.useWatch([], form);
  const change = useChangeBl();
  const confirm = useConfirmBl();
  const fee = useBlFee(info.orderId, feeOpen);
  const drafts = shownDrafts(info);
  const current = drafts.at(-1) as BlVersion;
  const previous = drafts.length > 1 ? drafts.at(-2) : undefined;
  const amendments = info.versions.filter((v) => v.kind === 'amendment');
  const lastAmendment = amendments.at(-1);
  const editor = useBlEditor(current.document);

  const shown: BlDocument = (editing && values && documentOf(values, current.document)) || current.document;
  const booking = compareBl(info.booking, blTexts(shown));
  const sincePrevious = editing
    ? compareBl(blTexts(current.document), blTexts(shown))
    : previous
      ? compareBl(blTexts(previous.document), blTexts(current.document))
      : null;
  const checking = info.state === 'checking';

  const startEditing = () => {
    form.setFieldsValue(formValuesOf(current.document));
    setEditing(true);
  };
  const openFee = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    setFeeAccepted(false);
    setFeeOpen(true);
  };
  const submit = () => {
    if (!fee.data) return;
    change.mutate(
      {
        id: info.orderId,
        document: { ...form.getFieldsValue(true), containers: current.document.containers },
        acceptFee: fee.data.fee,
      },
      {
        onSuccess: () => {
          setFeeOpen(false);
          setEditing(false);
          void message.success(t('bl:page.submitted'));
        },
        onError: (error) => {
          setFeeOpen(false);
          if (error.fields) form.setFields(blServerErrors(error) as Parameters<typeof form.setFields>[0]);
          if (!error.handled) void message.error(error.msg || errorText('REQUEST_ERROR'));
        },
      },
    );
  };
  const ok = () =>
    modal.confirm({
      okButtonProps: { 'data-testid': 'bl-confirm-ok' } as ButtonProps,
      title: t('bl:page.okTitle'),
      content: t('bl:page.okText'),
      onOk: () =>
        confirm.mutateAsync({ id: info.orderId }).then(
          () => void message.success(t('bl:page.okDone')),
          (error) => void message.error(error.msg || errorText('REQUEST_ERROR')),
        ),
    });

  return (
    <div className={styles.stack} data-testid="bl-check" data-state={info.state ?? 'none'}>
      <Card
        title={
          <Space wrap>
            <span>{t('bl:page.title')}</span>
            <Tag>{info.orderNo}</Tag>
            <Tag color="blue" data-testid="bl-state">
              {t(`bl:states.${info.state ?? 'none'}`)}
            </Tag>
          </Space>
        }
      >
        <div className={styles.stack}>
          <Alert
            type={booking.changed > 0 ? 'warning' : 'success'}
            showIcon
            data-testid="bl-summary"
            data-count={booking.changed}
            title={booking.changed > 0 ? t('bl:page.summary', { count: booking.changed }) : t('bl:page.summaryNone')}
            description={
              sincePrevious && sincePrevious.changed > 0
                ? editing
                  ? t('bl:page.yourChanges', { count: sincePrevious.changed })
                  : t('bl:page.sincePrevious', { count: sincePrevious.changed })
                : undefined
            }
          />
          {info.state === 'amending' ? <Alert type="info" showIcon title={t('bl:page.pendingNotice')} /> : null}
          {checking && lastAmendment?.amendment === 'rejected' ? (
            <Alert type="error" showIcon title={t('bl:page.rejected', { reason: lastAmendment.rejectReason ?? '' })} />
          ) : null}
          {info.state === 'confirmed' ? <Alert type="success" showIcon title={t('bl:page.confirmedNotice')} /> : null}
          {info.state === 'issued' ? (
            <Alert type="success" showIcon title={t('bl:page.issuedNotice', { blNo: info.blNo ?? '' })} />
          ) : null}
          <div className={styles.actions}>
            {checking && !editing ? (
              <>
                <Button type="primary" onClick={ok} loading={confirm.isPending} data-testid="bl-ok">
                  {t('bl:page.ok')}
                </Button>
                <Button onClick={startEditing} data-testid="bl-modify">
                  {t('bl:page.modify')}
                </Button>
              </>
            ) : null}
            {editing ? (
              <>
                <Button type="primary" onClick={() => void openFee()} data-testid="bl-submit">
                  {t('bl:page.submit')}
                </Button>
                <Button onClick={() => setEditing(false)} data-testid="bl-preview">
                  {t('bl:page.cancelModify')}
                </Button>
              </>
            ) : null}
            <Button onClick={() => void downloadBlPdf(info.orderId)} data-testid="bl-pdf">
              {t('bl:page.pdf')}
            </Button>
            {back}
          </div>
        </div>
      </Card>
      <Form<BlFormValues> form={form} component={false}>
        <BlSheet
          doc={shown}
          mode={info.mode}
          heading={info.blNo ?? info.orderNo}
          booking={booking}
          previous={sincePrevious}
          editor={editing ? editor : undefined}
        />
      </Form>
      <Card title={t('bl:page.history')} size="small">
        <Timeline
          items={info.versions.map((v) => ({
            key: v.id,
            color: v.kind === 'amendment' ? (v.amendment === 'rejected' ? 'red' : 'orange') : 'blue',
            children: (
              <span>
                {t('bl:page.version', { no: v.no })} · {t(`bl:kinds.${v.kind}`)}
                {v.amendment ? ` · ${t(`bl:amendment.${v.amendment}`)}` : ''}
                {v.fee ? ` · ${formatMoney(v.fee)}` : ''} · {formatTime(v.at)}
                {v.rejectReason ? ` · ${v.rejectReason}` : ''}
              </span>
            ),
          }))}
        />
      </Card>
      <Modal
        open={feeOpen}
        title={t('bl:page.feeTitle')}
        onCancel={() => setFeeOpen(false)}
        onOk={submit}
        okText={t('bl:page.submit')}
        okButtonProps={
          {
            disabled: !feeAccepted || !fee.data,
            loading: change.isPending,
            'data-testid': 'bl-fee-submit',
          } as ButtonProps
        }
        data-testid="bl-fee"
      >
        {fee.data ? (
          <Space direction="vertical">
            <span data-testid="bl-fee-amount">{t('bl:page.feeText', { amount: formatMoney(fee.data.fee) })}</span>
            {fee.data.afterSailing ? <Alert type="warning" title={t('bl:page.feeAfterSailing')} /> : null}
            <Checkbox
              checked={feeAccepted}
              onChange={(e) => setFeeAccepted(e.target.checked)}
              data-testid="bl-fee-accept"
            >
              {t('bl:page.feeAccept')}
            </Checkbox>
          </Space>
        ) : fee.isError ? (
          <Alert type="error" title={fee.error.msg} />
        ) : (
          <PageLoading rows={2} />
        )}
      </Modal>
    </div>
  );
}
