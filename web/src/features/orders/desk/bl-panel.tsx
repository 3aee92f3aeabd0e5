import { BL_ISSUE_TYPES, type BlInfo, type BlIssueType, type BlVersion } from '@seabook/domain/bill-of-lading';
import { blTexts, compareBl, defaultOriginals } from '@seabook/domain/bill-of-lading-compare';
import type { OpsOrderInfo } from '@seabook/domain/ops-orders';
import { Alert, App, Button, type ButtonProps, Card, Form, Input, InputNumber, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { PageError, PageLoading } from '../../../components/page-state.tsx';
import { errorText } from '../../../i18n/error-text.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { formatMoney } from '../../../lib/plain-format.ts';
import styles from '../bl/bl.module.css';
import { downloadBlPdf, opsCalls, useOpsBl, useOpsBlWrite } from '../bl/bl-api.ts';
import { type BlFormValues, blServerErrors, documentOf, formValuesOf, useBlEditor } from '../bl/bl-editor.tsx';
import { BlSheet, useFieldText } from '../bl/bl-sheet.tsx';

/**
 * The order desk's B/L panel (issue 19): create the draft from the booking, edit and issue it, see the
 * customer's modification with its differences, accept or reject it, issue the final bill, and compare
 * any two versions side by side.
 */
export function BlPanel({ order, mayEdit }: { order: OpsOrderInfo; mayEdit: boolean }) {
  const { t } = useTranslation();
  const bl = useOpsBl(order.orderId);
  if (bl.isPending) return <PageLoading rows={6} />;
  if (bl.isError) return <PageError error={bl.error} onRetry={() => void bl.refetch()} />;
  const info = bl.data;
  return (
    <div className={styles.stack} data-testid="desk-bl" data-state={info.state ?? 'none'}>
      <Space wrap>
        <Tag color="blue" data-testid="desk-bl-state">
          {t(`bl:desk.states.${info.state ?? 'none'}`)}
        </Tag>
        {info.versions.length > 0 ? (
          <Button onClick={() => void downloadBlPdf(order.orderId, undefined, true)} data-testid="desk-bl-pdf">
            {t('bl:page.pdf')}
          </Button>
        ) : null}
      </Space>
      {info.state === null ? <Create order={order} info={info} mayEdit={mayEdit} /> : null}
      {info.state === 'editing' ? <Working info={info} mayEdit={mayEdit} /> : null}
      {info.state === 'amending' ? <Amendment info={info} mayEdit={mayEdit} /> : null}
      {info.state === 'checking' || info.state === 'confirmed' ? <Current info={info} /> : null}
      {info.state === 'confirmed' && mayEdit ? <IssueFinal info={info} blNo={order.blNo} /> : null}
      {info.state === 'issued' ? (
        <>
          <Alert
            type="success"
            showIcon
            title={`${t('bl:desk.issued')}: ${info.blNo ?? ''} · ${t(`bl:issueTypes.${info.issueType ?? 'original'}`)}`}
          />
          <Current info={info} />
        </>
      ) : null}
      {info.versions.length > 1 ? <Compare info={info} /> : null}
    </div>
  );
}

function useFailure() {
  const { message } = App.useApp();
  return (error: ApiError) => {
    if (!error.handled) void message.error(error.msg || errorText('REQUEST_ERROR'));
  };
}

function Create({ order, info, mayEdit }: { order: OpsOrderInfo; info: BlInfo; mayEdit: boolean }) {
  const { t } = useTranslation();
  const create = useOpsBlWrite(opsCalls.create);
  const failed = useFailure();
  if (!mayEdit || order.status !== 'pending_bl_draft')
    return <Alert type="info" showIcon title={t('bl:desk.createHint')} />;
  return (
    <Button
      type="primary"
      loading={create.isPending}
      onClick={() => create.mutate({ id: info.orderId }, { onError: failed })}
      data-testid="desk-bl-create"
    >
      {t('bl:desk.create')}
    </Button>
  );
}

const lastIssuedDraft = (info: BlInfo) => info.versions.filter((v) => v.kind === 'draft' && v.issued).at(-1);

/** The working draft: edited in place, saved, then issued to the customer. */
function Working({ info, mayEdit }: { info: BlInfo; mayEdit: boolean }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const working = info.versions.at(-1) as BlVersion;
  const [form] = Form.useForm<BlFormValues>();
  const values = Form.useWatch([], form);
  const editor = useBlEditor(working.document);
  const save = useOpsBlWrite(opsCalls.save);
  const issue = useOpsBlWrite(opsCalls.issueDraft);
  const failed = useFailure();
  const shown = (values && documentOf(values, working.document)) || working.document;
  const previous = lastIssuedDraft(info);
  const onSave = () =>
    save
      .mutateAsync({
        id: info.orderId,
        document: { ...form.getFieldsValue(true), containers: working.document.containers },
      })
      .then(
        () => void message.success(t('bl:desk.saved')),
        (error: ApiError) => {
          if (error.fields) form.setFields(blServerErrors(error) as Parameters<typeof form.setFields>[0]);
          failed(error);
          throw error;
        },
      );
  const onIssue = () =>
    modal.confirm({
      okButtonProps: { 'data-testid': 'bl-confirm-ok' } as ButtonProps,
      title: t('bl:desk.issueDraft'),
      content: t('bl:desk.issueDraftConfirm'),
      onOk: async () => {
        await onSave();
        await issue.mutateAsync({ id: info.orderId }).catch(failed);
      },
    });
  return (
    <Form<BlFormValues> form={form} component={false} initialValues={formValuesOf(working.document)}>
      <div className={styles.stack}>
        <BlSheet
          doc={shown}
          mode={info.mode}
          heading={`${info.orderNo} · ${t('bl:page.version', { no: working.no })}`}
          booking={compareBl(info.booking, blTexts(shown))}
          previous={previous ? compareBl(blTexts(previous.document), blTexts(shown)) : null}
          editor={mayEdit ? editor : undefined}
          testId="desk-bl-sheet"
        />
        {mayEdit ? (
          <div className={styles.actions}>
            <Button onClick={() => void onSave().catch(() => {})} loading={save.isPending} data-testid="desk-bl-save">
              {t('bl:desk.save')}
            </Button>
            <Button type="primary" onClick={onIssue} loading={issue.isPending} data-testid="desk-bl-issue-draft">
              {t('bl:desk.issueDraft')}
            </Button>
          </div>
        ) : null}
      </div>
    </Form>
  );
}

/** The draft the customer is checking (or confirmed, or the issued bill), compared with the booking. */
function Current({ info }: { info: BlInfo }) {
  const current = info.versions.filter((v) => v.kind !== 'amendment').at(-1);
  if (!current) return null;
  return (
    <BlSheet
      doc={current.document}
      mode={info.mode}
      heading={info.blNo ?? info.orderNo}
      booking={compareBl(info.booking, blTexts(current.document))}
      testId="desk-bl-sheet"
    />
  );
}

/** The customer's pending modification, compared with the draft it modifies; accept or reject it. */
function Amendment({ info, mayEdit }: { info: BlInfo; mayEdit: boolean }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const amendment = info.versions.filter((v) => v.kind === 'amendment').at(-1) as BlVersion;
  const base = lastIssuedDraft(info);
  const accept = useOpsBlWrite(opsCalls.accept);
  const reject = useOpsBlWrite(opsCalls.reject);
  const failed = useFailure();
  const [form] = Form.useForm<{ reason: string }>();
  const comparison = base ? compareBl(blTexts(base.document), blTexts(amendment.document)) : null;
  const fee = amendment.fee ? formatMoney(amendment.fee) : '';
  return (
    <div className={styles.stack}>
      <Alert
        type="warning"
        showIcon
        title={t('bl:desk.pending')}
        description={t('bl:desk.changes', { count: comparison?.changed ?? 0 })}
      />
      <BlSheet
        doc={amendment.document}
        mode={info.mode}
        heading={`${info.orderNo} · ${t('bl:kinds.amendment')}`}
        previous={comparison}
        testId="desk-bl-amendment"
      />
      {mayEdit ? (
        <Card size="small">
          <div className={styles.stack}>
            <Button
              type="primary"
              data-testid="desk-bl-accept"
              loading={accept.isPending}
              onClick={() =>
                modal.confirm({
                  okButtonProps: { 'data-testid': 'bl-confirm-ok' } as ButtonProps,
                  title: t('bl:desk.accept'),
                  content: t('bl:desk.acceptConfirm', { amount: fee }),
                  onOk: () => accept.mutateAsync({ id: info.orderId }).catch(failed),
                })
              }
            >
              {t('bl:desk.accept')}
            </Button>
            <Form
              form={form}
              layout="vertical"
              onFinish={({ reason }) =>
                reject.mutate(
                  { id: info.orderId, reason },
                  {
                    onError: (error) => {
                      if (error.fields) form.setFields(blServerErrors(error) as Parameters<typeof form.setFields>[0]);
                      failed(error);
                    },
                  },
                )
              }
            >
              <Form.Item
                name="reason"
                label={t('bl:desk.rejectReason')}
                rules={[{ required: true, whitespace: true, max: 500 }]}
              >
                <Input.TextArea autoSize={{ minRows: 2 }} maxLength={500} data-testid="desk-bl-reason" />
              </Form.Item>
              <Button danger htmlType="submit" loading={reject.isPending} data-testid="desk-bl-reject">
                {t('bl:desk.reject')}
              </Button>
            </Form>
          </div>
        </Card>
      ) : null}
    </div>
  );
}

type IssueValues = { blNo: string; issueType: BlIssueType; originals: number };

/** The final bill: its number, issue type and originals. */
function IssueFinal({ info, blNo }: { info: BlInfo; blNo: string | null }) {
  const { t } = useTranslation();
  const text = useFieldText();
  const [form] = Form.useForm<IssueValues>();
  const issue = useOpsBlWrite(opsCalls.issue);
  const failed = useFailure();
  const issueType = Form.useWatch('issueType', form) ?? 'original';
  return (
    <Card size="small" title={t('bl:desk.issueFinal')}>
      <Form<IssueValues>
        form={form}
        layout="vertical"
        initialValues={{ blNo: blNo ?? '', issueType: 'original', originals: 3 }}
        onValuesChange={(changed: Partial<IssueValues>) => {
          if (changed.issueType) form.setFieldValue('originals', defaultOriginals(changed.issueType));
        }}
        onFinish={(values) =>
          issue.mutate(
            { id: info.orderId, ...values },
            {
              onError: (error) => {
                if (error.fields) form.setFields(blServerErrors(error) as Parameters<typeof form.setFields>[0]);
                failed(error);
              },
            },
          )
        }
      >
        <Form.Item name="blNo" label={t('bl:desk.blNo')} rules={[{ required: true, whitespace: true, max: 40 }]}>
          <Input data-testid="desk-bl-no" />
        </Form.Item>
        <Form.Item name="issueType" label={t('bl:fields.issueType')}>
          <Select
            options={BL_ISSUE_TYPES.map((value) => ({ value, label: text('issueType', value) }))}
            data-testid="desk-bl-issue-type"
          />
        </Form.Item>
        <Form.Item name="originals" label={t('bl:desk.originals')}>
          <InputNumber min={issueType === 'original' ? 1 : 0} max={issueType === 'original' ? 3 : 0} precision={0} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={issue.isPending} data-testid="desk-bl-issue">
          {t('bl:desk.issueFinal')}
        </Button>
      </Form>
    </Card>
  );
}

/** Any two versions side by side, the right one's differences from the left one marked. */
function Compare({ info }: { info: BlInfo }) {
  const { t } = useTranslation();
  const options = info.versions.map((v) => ({
    value: v.no,
    label: `${t('bl:page.version', { no: v.no })} · ${t(`bl:kinds.${v.kind}`)}`,
  }));
  const [left, setLeft] = useState(info.versions.at(-2)?.no ?? 1);
  const [right, setRight] = useState(info.versions.at(-1)?.no ?? 1);
  const a = info.versions.find((v) => v.no === left);
  const b = info.versions.find((v) => v.no === right);
  const comparison = a && b ? compareBl(blTexts(a.document), blTexts(b.document)) : null;
  return (
    <Card size="small" title={t('bl:desk.compare')} data-testid="desk-bl-compare">
      <div className={styles.stack}>
        <Space wrap>
          <Select
            aria-label={t('bl:desk.left')}
            value={left}
            onChange={setLeft}
            options={options}
            style={{ minWidth: 160 }}
          />
          <Select
            aria-label={t('bl:desk.right')}
            value={right}
            onChange={setRight}
            options={options}
            style={{ minWidth: 160 }}
          />
          <Tag>{t('bl:desk.changes', { count: comparison?.changed ?? 0 })}</Tag>
        </Space>
        <div className={styles.compare}>
          {a ? (
            <BlSheet
              doc={a.document}
              mode={info.mode}
              heading={t('bl:page.version', { no: a.no })}
              testId="desk-bl-left"
            />
          ) : null}
          {b ? (
            <BlSheet
              doc={b.document}
              mode={info.mode}
              heading={t('bl:page.version', { no: b.no })}
              previous={comparison}
              testId="desk-bl-right"
            />
          ) : null}
        </div>
      </div>
    </Card>
  );
}
