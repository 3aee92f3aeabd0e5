import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { CONTAINER_CODES } from '@seabook/domain/booking-rules';
import { RATE_STATES } from '@seabook/domain/ops-rates';
import { SERVICE_KINDS } from '@seabook/domain/quote-rules';
import { App, Button, Empty, Select, Space } from 'antd';
import { type Key, type ReactNode, useState } from 'react';
import { listPagination } from '../../../components/list-pagination.ts';
import { PageError, PageLoading } from '../../../components/page-state.tsx';
import { useTranslation } from '../../../i18n/i18n.ts';
import { useOpsCan } from '../../../lib/ops-api.ts';
import { type RateFilter, useExpireRates, useRateList, useRatesRefresh } from './api.ts';
import { RateFormDrawer } from './rate-form.tsx';
import { CarrierPicker, PortPicker } from './rate-pickers.tsx';
import { RateSheetActions } from './rate-sheet-actions.tsx';
import { RateTable } from './rate-table.tsx';
import type { RateKind, RowOf } from './rate-values.ts';
import styles from './rates.module.css';
import { useConfirmedWrite, useWriteFailure } from './write-feedback.ts';

const PAGE_SIZE = 20;

type Filters = Omit<RateFilter, 'page' | 'pageSize'>;

/** One of a fixed list, or all of them (''). */
function ChoiceFilter(props: {
  value: string | undefined;
  label: string;
  all: string;
  testId: string;
  choices: { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
}) {
  return (
    <Select
      className={styles.filter}
      value={props.value ?? ''}
      aria-label={props.label}
      data-testid={props.testId}
      onChange={(value: string) => props.onChange(value || undefined)}
      options={[{ value: '', label: props.all }, ...props.choices]}
    />
  );
}

/** The filter bar: kind (LCL), ports, carrier, box (FCL) and state; every change goes back to page 1. */
function RateFilters({
  kind,
  filters,
  onChange,
}: {
  kind: RateKind;
  filters: Filters;
  onChange: (filters: Filters) => void;
}) {
  const { t } = useTranslation();
  const set = (key: keyof Filters) => (value: string | undefined) =>
    onChange({ ...filters, [key]: value || undefined });
  return (
    <div className={styles.filters} data-testid={`${kind}-filters`}>
      {kind === 'lcl' ? (
        <ChoiceFilter
          value={filters.kind}
          label={t('opsRates:filters.kind')}
          all={t('opsRates:filters.allKinds')}
          testId="filter-kind"
          choices={SERVICE_KINDS.map((value) => ({ value, label: t(`opsRates:kinds.${value}`) }))}
          onChange={set('kind')}
        />
      ) : null}
      {(['pol', 'pod'] as const).map((end) => (
        <PortPicker
          key={end}
          className={styles.port}
          value={filters[end]}
          onChange={set(end)}
          placeholder={t(`opsRates:filters.${end}`)}
          aria-label={t(`opsRates:filters.${end}`)}
          data-testid={`filter-${end}`}
        />
      ))}
      <CarrierPicker
        className={styles.filter}
        value={filters.carrier}
        onChange={set('carrier')}
        placeholder={t('opsRates:filters.carrier')}
        aria-label={t('opsRates:filters.carrier')}
        data-testid="filter-carrier"
      />
      {kind === 'fcl' ? (
        <ChoiceFilter
          value={filters.containerType}
          label={t('opsRates:filters.containerType')}
          all={t('opsRates:filters.allContainerTypes')}
          testId="filter-container-type"
          choices={CONTAINER_CODES.map((value) => ({ value, label: value }))}
          onChange={set('containerType')}
        />
      ) : null}
      <ChoiceFilter
        value={filters.state}
        label={t('opsRates:filters.state')}
        all={t('opsRates:filters.allStates')}
        testId="filter-state"
        choices={RATE_STATES.map((value) => ({ value, label: t(`opsRates:states.${value}`) }))}
        onChange={set('state')}
      />
      <Button onClick={() => onChange({})} data-testid="filter-reset">
        {t('opsRates:filters.reset')}
      </Button>
    </div>
  );
}

/**
 * One tab of the desk (LCL or FCL): filters over a paged table newest first, "New rate" and the rate
 * sheet's import/export beside it, rows selected together withdrawn at once after a confirmation that
 * names how many, and a rate created or edited in a drawer. Buttons the role lacks are not shown.
 */
export function RateTab<K extends RateKind>({ kind }: { kind: K }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failed = useWriteFailure();
  const confirm = useConfirmedWrite();
  const can = useOpsCan();
  const mayAdd = can('ops.rates', 'add');
  const mayEdit = can('ops.rates', 'edit');
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [drawer, setDrawer] = useState<{ open: boolean; row: RowOf<K> | null }>({ open: false, row: null });
  const list = useRateList(kind, { ...filters, page, pageSize: PAGE_SIZE });
  const expire = useExpireRates(kind);
  const refresh = useRatesRefresh();
  const rows = (list.data?.items ?? []) as RowOf<K>[];

  const filter = (next: Filters) => {
    setFilters(next);
    setPage(1);
    setSelected([]);
  };

  const withdrawn = ({ expired }: { expired: number }, ids: string[]) => {
    if (expired > 0) void message.success(t('opsRates:expire.done', { count: expired }));
    else void message.info(t('opsRates:expire.none'));
    setSelected((keys) => keys.filter((key) => !ids.includes(key)));
  };
  const withdrawOne = (id: string) => void expire.mutateAsync([id]).then((result) => withdrawn(result, [id]), failed);
  const askWithdraw = () => {
    const ids = selected;
    confirm({
      title: t('opsRates:expire.title', { count: ids.length }),
      content: t('opsRates:expire.content'),
      okText: t('opsRates:actions.expire'),
      danger: true,
      testId: 'rate-bulk-expire-ok',
      run: () => expire.mutateAsync(ids),
      done: (result) => withdrawn(result, ids),
    });
  };

  let body: ReactNode;
  if (list.isPending) body = <PageLoading rows={6} />;
  else if (list.isError) body = <PageError error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.total === 0)
    body = (
      <Empty
        description={Object.values(filters).some(Boolean) ? t('opsRates:list.noMatch') : t('opsRates:list.empty')}
        data-testid="rates-empty"
      />
    );
  else
    body = (
      <RateTable
        kind={kind}
        rows={rows}
        loading={list.isFetching && list.isPlaceholderData}
        selection={mayEdit ? { keys: selected, onChange: (keys: Key[]) => setSelected(keys.map(String)) } : null}
        onEdit={mayEdit ? (id) => setDrawer({ open: true, row: rows.find((row) => row.id === id) ?? null }) : null}
        onExpire={mayEdit ? withdrawOne : null}
        pagination={listPagination({
          page,
          pageSize: PAGE_SIZE,
          total: list.data.total,
          totalText: (total) => t('opsRates:list.total', { total }),
          onChange: (next) => {
            setPage(next);
            setSelected([]);
          },
        })}
      />
    );

  return (
    <div data-testid={`rates-tab-${kind}`}>
      <RateFilters kind={kind} filters={filters} onChange={filter} />
      <div className={styles.toolbar}>
        <Space wrap>
          {mayAdd ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDrawer({ open: true, row: null })}
              data-testid="rate-new"
            >
              {t('opsRates:actions.newRate')}
            </Button>
          ) : null}
          <RateSheetActions onImported={() => void refresh()} />
          <Button
            icon={<ReloadOutlined />}
            loading={list.isFetching && !list.isPending}
            onClick={() => void refresh()}
            data-testid="rates-refresh"
          >
            {t('opsRates:filters.refresh')}
          </Button>
        </Space>
        {mayEdit && selected.length > 0 ? (
          <Space wrap className={styles.bulk} data-testid="rates-bulk">
            <span>{t('opsRates:actions.selected', { count: selected.length })}</span>
            <Button danger onClick={askWithdraw} loading={expire.isPending} data-testid="rates-bulk-expire">
              {t('opsRates:actions.expireSelected', { count: selected.length })}
            </Button>
            <Button type="link" onClick={() => setSelected([])}>
              {t('opsRates:actions.clearSelection')}
            </Button>
          </Space>
        ) : null}
      </div>
      {body}
      <RateFormDrawer
        kind={kind}
        open={drawer.open}
        row={drawer.row}
        onClose={() => setDrawer((last) => ({ ...last, open: false }))}
      />
    </div>
  );
}
