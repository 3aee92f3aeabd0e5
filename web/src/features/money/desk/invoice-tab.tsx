import { INVOICE_STATUSES, type InvoiceStatus } from '@seabook/domain/invoices';
import { App, Button, Descriptions, Input, Modal, Select, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useErrorMessage } from '../../../components/page-state.tsx';
import { useLocale, useTranslation } from '../../../i18n/i18n.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { formatTime } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/plain-format.ts';
import { InvoiceStatusTag } from '../invoice-labels.tsx';
import styles from '../money.module.css';
import {
  type DeskInvoiceList,
  downloadDeskInvoice,
  useDeskInvoices,
  useIssueInvoice,
  useRejectInvoice,
} from './invoice-desk-api.ts';

type Row = DeskInvoiceList['items'][number];

/** A file's bytes as base64, for the issue call's `pdf` (FileReader: what every browser has). */
function base64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
/** The finance desk's "Invoices" tab: the queue (waiting first), each request's details, issue or reject. */
export function InvoicesTab() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message, modal } = App.useApp();
  const [status, setStatus] = useState<InvoiceStatus | ''>('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<Row | null>(null);
  const [reason, setReason] = useState('');
  const list = useDeskInvoices({ status, keyword, page, pageSize: 20 });
  const issue = useIssueInvoice();
  const reject = useRejectInvoice();
  const error = useErrorMessage(list.error ?? reject.error);

  const issueWith = async (row: Row, pdf?: string) => {
    const done = await issue.mutateAsync(pdf ? { id: row.id, pdf } : { id: row.id }).catch((e: unknown) => {
      void message.error(isApiError(e) ? e.msg : t('common:api.requestFailed'));
      return null;
    });
    if (done) void message.success(t('money:desk.issued'));
  };

  const details = (row: Row) => (
    <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
      <Descriptions.Item label={t('money:invoice.form.title')}>{row.title}</Descriptions.Item>
      <Descriptions.Item label={t('money:invoice.form.taxNo')}>{row.taxNo || '-'}</Descriptions.Item>
      <Descriptions.Item label={t('money:invoice.form.address')}>{row.address || '-'}</Descriptions.Item>
      <Descriptions.Item label={t('money:invoice.form.phone')}>{row.phone || '-'}</Descriptions.Item>
      <Descriptions.Item label={t('money:invoice.form.bank')}>
        {[row.bank, row.bankAccount].filter(Boolean).join(' ') || '-'}
      </Descriptions.Item>
      <Descriptions.Item label={t('money:invoice.form.delivery')}>{row.delivery || '-'}</Descriptions.Item>
      <Descriptions.Item label={t('money:invoice.form.conversion')}>
        {t(`money:invoice.conversions.${row.conversion}`)}
      </Descriptions.Item>
      <Descriptions.Item label={t('money:invoice.form.remark')}>{row.remark || '-'}</Descriptions.Item>
      <Descriptions.Item label={t('money:invoice.columns.bills')} span={2}>
        {row.lines.map((line) => (
          <div key={line.billId}>
            {line.billNo}: {formatMoney({ amount: line.cny, currency: 'CNY' })}
            {line.usd ? ` + ${formatMoney({ amount: line.usd, currency: 'USD' })}` : ''}
            {line.usdInCny !== null
              ? ` → ${formatMoney({ amount: line.usdInCny, currency: 'CNY' })} @${line.rate}`
              : ''}
          </div>
        ))}
      </Descriptions.Item>
    </Descriptions>
  );

  return (
    <>
      <Space wrap className={styles.filters}>
        <Select
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          style={{ width: 180 }}
          aria-label={t('money:desk.status')}
          options={[
            { value: '', label: t('money:desk.all') },
            ...INVOICE_STATUSES.map((s) => ({ value: s, label: t(`money:invoice.statuses.${s}`) })),
          ]}
        />
        <Input.Search
          allowClear
          placeholder={t('money:desk.invoiceKeyword')}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
          className={styles.keyword}
        />
      </Space>
      {(list.error || reject.error) && <Typography.Paragraph type="danger">{error}</Typography.Paragraph>}
      <Table
        rowKey="id"
        size="middle"
        loading={list.isLoading}
        dataSource={list.data?.items ?? []}
        scroll={{ x: 'max-content' }}
        expandable={{ expandedRowRender: details }}
        pagination={{ current: page, pageSize: 20, total: list.data?.total ?? 0, onChange: setPage }}
        data-testid="desk-invoices"
        columns={[
          { title: t('money:invoice.columns.invoiceNo'), dataIndex: 'invoiceNo' },
          { title: t('money:desk.company'), dataIndex: 'company' },
          { title: t('money:invoice.columns.title'), dataIndex: 'title' },
          {
            title: t('money:invoice.columns.total'),
            key: 'total',
            render: (_: unknown, row: Row) => row.totals.map(formatMoney).join(' + '),
          },
          {
            title: t('money:invoice.columns.status'),
            key: 'status',
            render: (_: unknown, row: Row) => (
              <>
                <InvoiceStatusTag status={row.status} />
                {row.reason && <Typography.Text type="secondary"> {row.reason}</Typography.Text>}
              </>
            ),
          },
          {
            title: t('money:invoice.columns.requestedAt'),
            dataIndex: 'requestedAt',
            render: (at: string) => formatTime(at, { locale }),
          },
          {
            title: t('money:invoice.columns.actions'),
            key: 'actions',
            render: (_: unknown, row: Row) => (
              <Space wrap>
                {(row.status === 'requested' || row.status === 'correcting') && (
                  <Button
                    type="primary"
                    size="small"
                    data-testid="desk-invoice-issue"
                    onClick={() =>
                      modal.confirm({
                        title: t('money:desk.issueAsk'),
                        okText: t('money:actions.ok'),
                        cancelText: t('money:actions.cancel'),
                        onOk: () => issueWith(row),
                      })
                    }
                  >
                    {t('money:desk.issue')}
                  </Button>
                )}
                {(row.status === 'requested' || row.status === 'correcting') && (
                  <Upload
                    accept=".pdf,application/pdf"
                    showUploadList={false}
                    beforeUpload={(file) => {
                      void base64(file).then((pdf) => {
                        modal.confirm({
                          title: t('money:desk.uploadIssueAsk', { name: file.name }),
                          okText: t('money:actions.ok'),
                          cancelText: t('money:actions.cancel'),
                          onOk: () => issueWith(row, pdf),
                        });
                      });
                      return false;
                    }}
                  >
                    <Button size="small" data-testid="desk-invoice-upload">
                      {t('money:desk.uploadIssue')}
                    </Button>
                  </Upload>
                )}
                {row.status === 'requested' && (
                  <Button danger size="small" onClick={() => setRejecting(row)} data-testid="desk-invoice-reject">
                    {t('money:desk.reject')}
                  </Button>
                )}
                {row.hasPdf && (
                  <Button size="small" onClick={() => void downloadDeskInvoice(row.id, row.invoiceNo).catch(() => {})}>
                    {t('money:desk.pdf')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={rejecting !== null}
        title={`${t('money:desk.reject')} ${rejecting?.invoiceNo ?? ''}`}
        okText={t('money:actions.ok')}
        cancelText={t('money:actions.cancel')}
        confirmLoading={reject.isPending}
        onCancel={() => setRejecting(null)}
        onOk={async () => {
          const done = await reject.mutateAsync({ id: rejecting?.id ?? '', reason }).catch(() => null);
          if (!done) return;
          setRejecting(null);
          setReason('');
          void message.success(t('money:desk.rejected'));
        }}
      >
        <Input.TextArea
          rows={3}
          value={reason}
          placeholder={t('money:desk.rejectReason')}
          onChange={(e) => setReason(e.target.value)}
          data-testid="desk-invoice-reason"
        />
      </Modal>
    </>
  );
}
