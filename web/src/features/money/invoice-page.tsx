import { INVOICE_STATUSES, type Invoice, type InvoiceStatus } from '@seabook/domain/invoices';
import { App, Button, Card, Drawer, Empty, Grid, Input, List, Modal, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageError, useErrorMessage } from '../../components/page-state.tsx';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { isApiError } from '../../lib/api-error.ts';
import { formatTime } from '../../lib/format.ts';
import { formatMoney } from '../../lib/plain-format.ts';
import { downloadInvoice, useCorrectInvoice, useInvoices } from './invoice-api.ts';
import { InvoiceRequestForm } from './invoice-form.tsx';
import { InvoiceStatusTag } from './invoice-labels.tsx';
import styles from './money.module.css';
import { BILL_PATHS } from './paths.ts';

const PAGE_SIZE = 10;
const isStatus = (value: string | null): value is InvoiceStatus => INVOICE_STATUSES.includes(value as InvoiceStatus);

/**
 * Invoices (/center/invoice, spec §7 getfapiaolist): the company's invoice requests by status, paged;
 * "ask for an invoice" (`?bill=<id>` opens it with that bill chosen); the PDF of an issued one and
 * asking to correct it (50 RMB fee, billed).
 */
export default function InvoicePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message, modal } = App.useApp();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const billId = params.get('bill');
  const [asking, setAsking] = useState(billId !== null);
  const [correcting, setCorrecting] = useState<Invoice | null>(null);
  const [reason, setReason] = useState('');
  const list = useInvoices({ page, pageSize: PAGE_SIZE, ...(status ? { status } : {}) });
  const correct = useCorrectInvoice();
  const correctError = useErrorMessage(correct.error);
  const phone = Grid.useBreakpoint().md === false;

  const show = (next: Record<string, string>) => {
    const merged: Record<string, string> = { status: status ?? '', page: '1', ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([k, v]) => v && !(k === 'page' && v === '1'))));
  };
  const download = (invoice: Invoice) =>
    downloadInvoice(invoice.id, invoice.invoiceNo).catch((error: unknown) => {
      void message.error(isApiError(error) ? error.msg : t('common:api.requestFailed'));
    });

  const columns = [
    {
      title: t('money:invoice.columns.invoiceNo'),
      key: 'invoiceNo',
      render: (_: unknown, row: Invoice) => (
        <>
          <div>{row.invoiceNo}</div>
          <Typography.Text type="secondary">
            {t(`money:invoice.types.${row.invoiceType}`)}
            <br />
            {formatTime(row.requestedAt, { locale })}
          </Typography.Text>
        </>
      ),
    },
    {
      title: t('money:invoice.columns.title'),
      key: 'title',
      render: (_: unknown, row: Invoice) => (
        <>
          <div>{row.title}</div>
          <Typography.Text type="secondary">
            {row.taxNo || t(`money:invoice.titleTypes.${row.titleType}`)}
          </Typography.Text>
        </>
      ),
    },
    {
      title: t('money:invoice.columns.bills'),
      key: 'bills',
      render: (_: unknown, row: Invoice) => (
        <Space direction="vertical" size={0}>
          {row.lines.map((line) => (
            <Link key={line.billId} to={BILL_PATHS.detail(line.billId)}>
              {line.billNo}
            </Link>
          ))}
        </Space>
      ),
    },
    {
      title: t('money:invoice.columns.total'),
      key: 'total',
      render: (_: unknown, row: Invoice) => (
        <span className={styles.amount}>{row.totals.map(formatMoney).join(' + ')}</span>
      ),
    },
    {
      title: t('money:invoice.columns.status'),
      key: 'status',
      render: (_: unknown, row: Invoice) => (
        <>
          <InvoiceStatusTag status={row.status} />
          {row.reason && (
            <div>
              <Typography.Text type="secondary">
                {t('money:invoice.reason')}：{row.reason}
              </Typography.Text>
            </div>
          )}
          {row.feeBill && (
            <div>
              <Link to={BILL_PATHS.detail(row.feeBill.id)}>
                {t('money:invoice.feeBill')} {row.feeBill.billNo}
              </Link>
            </div>
          )}
        </>
      ),
    },
    {
      title: t('money:invoice.columns.actions'),
      key: 'actions',
      render: (_: unknown, row: Invoice) => actions(row, 'vertical'),
    },
  ];

  function actions(row: Invoice, direction: 'horizontal' | 'vertical' = 'horizontal') {
    return (
      <Space wrap direction={direction}>
        {row.hasPdf && (
          <Button size="small" onClick={() => void download(row)} data-testid="invoice-download">
            {t('money:invoice.download')}
          </Button>
        )}
        {row.status === 'issued' && (
          <Button size="small" onClick={() => setCorrecting(row)} data-testid="invoice-correct">
            {t('money:invoice.correct')}
          </Button>
        )}
      </Space>
    );
  }

  if (list.error) return <PageError error={list.error} onRetry={() => list.refetch()} />;
  return (
    <Card
      title={t('money:invoice.title')}
      data-testid="invoice-page"
      extra={
        <Button type="primary" onClick={() => setAsking(true)} data-testid="invoice-ask">
          {t('money:invoice.ask')}
        </Button>
      }
    >
      <Space wrap className={styles.filters}>
        <Select
          value={status ?? ''}
          onChange={(value) => show({ status: value })}
          style={{ width: 180 }}
          aria-label={t('money:invoice.columns.status')}
          data-testid="invoice-status"
          options={[
            { value: '', label: t('money:invoice.all') },
            ...INVOICE_STATUSES.map((s) => ({ value: s, label: t(`money:invoice.statuses.${s}`) })),
          ]}
        />
      </Space>
      {phone ? (
        <List
          loading={list.isLoading}
          dataSource={list.data?.items ?? []}
          locale={{ emptyText: <Empty description={t('money:invoice.empty')} /> }}
          pagination={
            (list.data?.total ?? 0) > PAGE_SIZE
              ? {
                  current: page,
                  pageSize: PAGE_SIZE,
                  total: list.data?.total ?? 0,
                  onChange: (next) => show({ page: String(next) }),
                }
              : false
          }
          renderItem={(row) => (
            <List.Item data-testid="invoice-card">
              <Space direction="vertical" size={4} className={styles.invoiceCard}>
                <Space wrap>
                  <strong>{row.invoiceNo}</strong>
                  <InvoiceStatusTag status={row.status} />
                </Space>
                <div>{row.title}</div>
                <Typography.Text type="secondary">
                  {[row.taxNo, t(`money:invoice.types.${row.invoiceType}`), formatTime(row.requestedAt, { locale })]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography.Text>
                <Space wrap>
                  {row.lines.map((line) => (
                    <Link key={line.billId} to={BILL_PATHS.detail(line.billId)}>
                      {line.billNo}
                    </Link>
                  ))}
                </Space>
                <span className={styles.amount}>{row.totals.map(formatMoney).join(' + ')}</span>
                {row.reason && (
                  <Typography.Text type="secondary">
                    {t('money:invoice.reason')}：{row.reason}
                  </Typography.Text>
                )}
                {row.feeBill && (
                  <Link to={BILL_PATHS.detail(row.feeBill.id)}>
                    {t('money:invoice.feeBill')} {row.feeBill.billNo}
                  </Link>
                )}
                {actions(row)}
              </Space>
            </List.Item>
          )}
        />
      ) : (
        <Table
          rowKey="id"
          data-testid="invoice-table"
          size="middle"
          loading={list.isLoading}
          columns={columns}
          dataSource={list.data?.items ?? []}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={t('money:invoice.empty')} /> }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            hideOnSinglePage: true,
            onChange: (next) => show({ page: String(next) }),
          }}
        />
      )}
      <Drawer
        open={asking}
        title={t('money:invoice.ask')}
        onClose={() => setAsking(false)}
        size="large"
        styles={{ wrapper: { maxWidth: '100vw' } }}
        destroyOnHidden
      >
        <InvoiceRequestForm
          billId={billId}
          onDone={() => {
            setAsking(false);
            if (billId) show({});
          }}
        />
      </Drawer>
      <Modal
        open={correcting !== null}
        title={t('money:invoice.correctTitle')}
        okText={t('money:actions.ok')}
        cancelText={t('money:actions.cancel')}
        confirmLoading={correct.isPending}
        onCancel={() => setCorrecting(null)}
        onOk={() =>
          modal.confirm({
            title: t('money:invoice.correctNote'),
            okText: t('money:actions.ok'),
            cancelText: t('money:actions.cancel'),
            onOk: async () => {
              const done = await correct.mutateAsync({ id: correcting?.id ?? '', reason }).catch(() => null);
              if (!done) return;
              void message.success(t('money:invoice.corrected', { billNo: done.feeBill?.billNo ?? '' }));
              setCorrecting(null);
              setReason('');
            },
          })
        }
      >
        <Typography.Paragraph>{t('money:invoice.correctNote')}</Typography.Paragraph>
        <Input.TextArea
          rows={3}
          value={reason}
          placeholder={t('money:invoice.correctReason')}
          onChange={(e) => setReason(e.target.value)}
          data-testid="invoice-correct-reason"
        />
        {correct.error && <Typography.Text type="danger">{correctError}</Typography.Text>}
      </Modal>
    </Card>
  );
}
