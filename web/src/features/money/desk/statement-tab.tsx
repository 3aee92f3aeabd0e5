import { fromDecimalString, toDecimalString } from '@seabook/domain/money-rules';
import { periodOf, STATEMENT_DAY_MAX, STATEMENT_DAY_MIN } from '@seabook/domain/statements';
import { Alert, App, Button, Empty, Form, Input, InputNumber, Modal, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useErrorMessage } from '../../../components/page-state.tsx';
import { useTranslation } from '../../../i18n/i18n.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { formatMoney } from '../../../lib/plain-format.ts';
import styles from '../money.module.css';
import { type DeskContractRow, useCloseMonth, useContracts, useSetContract } from './statement-desk-api.ts';

/** The contract form of one company: statement day and credit limit (yuan, 0 = none). */
function ContractModal({ row, onClose }: { row: DeskContractRow; onClose: () => void }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const save = useSetContract();
  const error = useErrorMessage(save.error);
  const [day, setDay] = useState<number | null>(row.statementDay);
  const [limit, setLimit] = useState(toDecimalString(row.creditLimit, 'CNY'));
  const fields = save.error instanceof ApiError ? (save.error.fields ?? {}) : {};
  const submit = () =>
    modal.confirm({
      title: t('money:deskStatements.saveAsk', { company: row.company }),
      okText: t('money:actions.ok'),
      cancelText: t('money:actions.cancel'),
      onOk: async () => {
        const creditLimit = fromDecimalString(limit.trim() || '0', 'CNY');
        await save.mutateAsync({
          tenantId: row.tenantId,
          monthly: true,
          statementDay: day ?? 0,
          creditLimit: creditLimit ?? -1,
        });
        void message.success(t('money:deskStatements.saved'));
        onClose();
      },
    });
  return (
    <Modal
      open
      title={`${t('money:deskStatements.set')} · ${row.company}`}
      onCancel={onClose}
      onOk={submit}
      okText={t('money:desk.save')}
      cancelText={t('money:actions.cancel')}
      okButtonProps={{ id: 'contract-save' }}
    >
      {save.error && !Object.keys(fields).length && <Alert type="error" showIcon title={error} />}
      <Form layout="vertical">
        <Form.Item
          label={t('money:deskStatements.day')}
          validateStatus={fields.statementDay ? 'error' : undefined}
          help={fields.statementDay}
        >
          <InputNumber
            min={STATEMENT_DAY_MIN}
            max={STATEMENT_DAY_MAX}
            precision={0}
            value={day}
            onChange={(value) => setDay(value)}
            data-testid="contract-day"
          />
        </Form.Item>
        <Form.Item
          label={t('money:deskStatements.limit')}
          extra={t('money:deskStatements.limitHint')}
          validateStatus={fields.creditLimit ? 'error' : undefined}
          help={fields.creditLimit}
        >
          <Input value={limit} onChange={(e) => setLimit(e.target.value)} data-testid="contract-limit" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Monthly contracts on the finance desk: set, change or end one; close a company's month. */
export function StatementTab() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<DeskContractRow | null>(null);
  const contracts = useContracts({ keyword, page, pageSize: 20 });
  const setContract = useSetContract();
  const close = useCloseMonth();
  const error = useErrorMessage(contracts.error ?? close.error ?? setContract.error);
  const period = periodOf(Date.now());

  const end = (row: DeskContractRow) =>
    modal.confirm({
      title: t('money:deskStatements.endAsk', { company: row.company }),
      okText: t('money:actions.ok'),
      cancelText: t('money:actions.cancel'),
      onOk: async () => {
        await setContract.mutateAsync({
          tenantId: row.tenantId,
          monthly: false,
          statementDay: row.statementDay,
          creditLimit: row.creditLimit,
        });
        void message.success(t('money:deskStatements.ended'));
      },
    });
  const closeMonth = (row: DeskContractRow) =>
    modal.confirm({
      title: t('money:deskStatements.closeAsk', { company: row.company, period }),
      okText: t('money:actions.ok'),
      cancelText: t('money:actions.cancel'),
      onOk: async () => {
        const made = await close.mutateAsync({ tenantId: row.tenantId, period });
        void message.success(t('money:deskStatements.closed', { statementNo: made.statementNo }));
      },
    });

  return (
    <>
      <Input.Search
        allowClear
        placeholder={t('money:deskStatements.keyword')}
        onSearch={(value) => {
          setKeyword(value.trim());
          setPage(1);
        }}
        className={`${styles.filters} ${styles.keyword}`}
        style={{ width: 360 }}
        data-testid="contract-search"
      />
      {(contracts.error || close.error || setContract.error) && (
        <Alert type="error" showIcon title={error} className={styles.filters} />
      )}
      <Table
        rowKey="tenantId"
        size="middle"
        loading={contracts.isLoading}
        dataSource={contracts.data?.items ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('money:deskStatements.empty')} /> }}
        pagination={{
          current: page,
          pageSize: 20,
          total: contracts.data?.total ?? 0,
          hideOnSinglePage: true,
          onChange: setPage,
        }}
        data-testid="contract-list"
        columns={[
          { title: t('money:deskStatements.company'), dataIndex: 'company' },
          { title: t('money:deskStatements.code'), dataIndex: 'code' },
          {
            title: t('money:deskStatements.monthly'),
            dataIndex: 'monthly',
            render: (monthly: boolean) =>
              monthly ? (
                <Tag color="blue">{t('money:deskStatements.yes')}</Tag>
              ) : (
                <Tag>{t('money:deskStatements.no')}</Tag>
              ),
          },
          {
            title: t('money:deskStatements.day'),
            dataIndex: 'statementDay',
            render: (day: number, row: DeskContractRow) => (row.monthly ? day : '—'),
          },
          {
            title: t('money:deskStatements.limit'),
            dataIndex: 'creditLimit',
            render: (limit: number, row: DeskContractRow) =>
              row.monthly
                ? limit
                  ? formatMoney({ amount: limit, currency: 'CNY' })
                  : t('money:statement.noLimit')
                : '—',
          },
          {
            title: t('money:deskStatements.used'),
            dataIndex: 'used',
            render: (used: number) => formatMoney({ amount: used, currency: 'CNY' }),
          },
          { title: t('money:deskStatements.waiting'), dataIndex: 'waiting' },
          {
            title: t('money:deskStatements.last'),
            dataIndex: 'lastStatement',
            render: (last: DeskContractRow['lastStatement']) =>
              last ? `${last.statementNo} (${last.period})` : t('money:deskStatements.none'),
          },
          {
            title: '',
            dataIndex: 'tenantId',
            render: (_: string, row: DeskContractRow) => (
              <Space wrap>
                <Button size="small" onClick={() => setEditing(row)} data-testid="contract-edit">
                  {row.monthly ? t('money:deskStatements.change') : t('money:deskStatements.set')}
                </Button>
                {row.monthly && (
                  <>
                    <Button
                      size="small"
                      type="primary"
                      disabled={row.waiting === 0}
                      onClick={() => closeMonth(row)}
                      data-testid="contract-close"
                    >
                      {t('money:deskStatements.close')}
                    </Button>
                    <Button size="small" danger onClick={() => end(row)} data-testid="contract-end">
                      {t('money:deskStatements.end')}
                    </Button>
                  </>
                )}
              </Space>
            ),
          },
        ]}
      />
      {editing && <ContractModal row={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
