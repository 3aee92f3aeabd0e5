import type { FclRateRow, LclRateRow, RateState } from '@seabook/domain/ops-rates';
import { Button, Grid, Popconfirm, Space, Table, type TablePaginationConfig, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { HTMLAttributes, Key } from 'react';
import { labelledColumns, STACKED_TABLE } from '../../../components/stacked-table.ts';
import { useLocale, useTranslation } from '../../../i18n/i18n.ts';
import { formatTime } from '../../../lib/format.ts';
import { formatDay, formatMoney } from '../../../lib/plain-format.ts';
import type { RateKind, RowOf } from './rate-values.ts';
import { isEditable, laneText } from './rate-values.ts';
import styles from './rates.module.css';

const STATE_COLORS: Record<RateState, string> = {
  active: 'success',
  upcoming: 'processing',
  expired: 'warning',
  withdrawn: 'default',
};

export function RateStateTag({ state }: { state: RateState }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATE_COLORS[state]} data-testid="rate-state">
      {t(`opsRates:states.${state}`)}
    </Tag>
  );
}

type Actions = {
  /** Null when the role may not change rates: no selection, no edit or withdraw buttons. */
  selection: { keys: Key[]; onChange: (keys: Key[]) => void } | null;
  onEdit: ((id: string) => void) | null;
  onExpire: ((id: string) => void) | null;
};

/**
 * One page of LCL services or FCL rates: lane, carrier (and box), sailing days, cut-offs, transit,
 * validity, the price with its currency ("contact sales" for an unpriced service), state and the last
 * change; withdrawn rates can be neither selected, edited nor withdrawn again. `kind` types the rows (an FCL
 * row's box shows with its carrier).
 */
export function RateTable<K extends RateKind>({
  rows,
  loading,
  pagination,
  selection,
  onEdit,
  onExpire,
}: { kind: K; rows: RowOf<K>[]; loading: boolean; pagination: TablePaginationConfig } & Actions) {
  const { t } = useTranslation();
  const locale = useLocale();
  // Under antd's sm breakpoint the rows stack as cards (STACKED_TABLE): nothing is pinned there.
  const phone = Grid.useBreakpoint().sm === false;
  type Row = LclRateRow | FclRateRow;
  const price = (row: Row) => {
    if ('oceanRate' in row)
      return row.oceanRate === null
        ? t('opsRates:list.contactSales')
        : formatMoney({ amount: row.oceanRate, currency: row.currency });
    return formatMoney({ amount: row.price, currency: row.currency });
  };
  // Few columns, each of related facts, so that the table fits its card at 1280 px with the state and
  // the actions in view (issue 14): no sideways scroll hides them.
  const columns: ColumnsType<Row> = [
    { key: 'id', title: t('opsRates:list.columns.id'), render: (_, row) => `#${row.id}` },
    {
      key: 'lane',
      title: `${t('opsRates:list.columns.lane')} / ${t('opsRates:list.columns.carrier')}`,
      render: (_, row) => (
        <div className={styles.cellLines}>
          <Space size={4} wrap>
            {'kind' in row ? <Tag>{t(`opsRates:kinds.${row.kind}`)}</Tag> : null}
            <span data-testid="rate-lane">{laneText(row)}</span>
          </Space>
          <Typography.Text type="secondary" data-testid="rate-carrier">
            {'containerType' in row ? `${row.carrier} · ${row.containerType}` : row.carrier}
          </Typography.Text>
        </div>
      ),
    },
    {
      key: 'sailing',
      title: t('opsRates:list.columns.sailing'),
      render: (_, row) => (
        <div className={styles.cellLines}>
          <span>{row.weekdays.map((day) => t(`opsRates:weekdays.${day}` as 'opsRates:weekdays.1')).join(' ')}</span>
          <Typography.Text type="secondary">
            {'cargoCutDays' in row
              ? t('opsRates:list.cutoffs', { cutoff: row.cutoffDays, cargoCut: row.cargoCutDays })
              : t('opsRates:list.cutoff', { cutoff: row.cutoffDays })}
          </Typography.Text>
          <Typography.Text type="secondary">
            {t('opsRates:list.columns.transit')} {t('opsRates:list.days', { days: row.transitDays })}
          </Typography.Text>
        </div>
      ),
    },
    {
      key: 'validity',
      title: t('opsRates:list.columns.validity'),
      render: (_, row) => (
        <div className={styles.cellLines}>
          <span>{formatDay(row.validFrom, locale)}</span>
          <span>{t('opsRates:list.validityTo', { to: formatDay(row.validTo, locale) })}</span>
        </div>
      ),
    },
    {
      key: 'price',
      title: t('opsRates:list.columns.price'),
      align: 'right',
      render: (_, row) => <span data-testid="rate-price-cell">{price(row)}</span>,
    },
    {
      key: 'state',
      title: `${t('opsRates:list.columns.state')} / ${t('opsRates:list.columns.updatedAt')}`,
      render: (_, row) => (
        <div className={styles.cellLines}>
          <span>
            <RateStateTag state={row.state} />
          </span>
          <Typography.Text type="secondary">{formatTime(row.updatedAt, { locale })}</Typography.Text>
        </div>
      ),
    },
  ];
  if (onEdit || onExpire)
    columns.push({
      key: 'actions',
      title: t('opsRates:list.columns.actions'),
      // Always in view on a desktop, also when a longer language scrolls the table inside its card.
      fixed: phone ? undefined : 'right',
      render: (_, row) => {
        const editable = isEditable(row.state);
        return (
          <Space size={0} wrap>
            {onEdit ? (
              <Tooltip title={editable ? undefined : t('opsRates:form.withdrawn')}>
                <Button type="link" disabled={!editable} onClick={() => onEdit(row.id)} data-testid="rate-edit">
                  {t('opsRates:actions.edit')}
                </Button>
              </Tooltip>
            ) : null}
            {onExpire && editable ? (
              <Popconfirm
                title={t('opsRates:expire.rowTitle')}
                description={t('opsRates:expire.content')}
                okText={t('opsRates:actions.expire')}
                cancelText={t('opsRates:form.cancel')}
                okButtonProps={{ danger: true, 'data-testid': 'rate-expire-ok' } as never}
                onConfirm={() => onExpire(row.id)}
              >
                <Button type="link" danger data-testid="rate-expire">
                  {t('opsRates:actions.expire')}
                </Button>
              </Popconfirm>
            ) : null}
          </Space>
        );
      },
    });

  return (
    <Table<Row>
      className={`${styles.table} ${STACKED_TABLE}`}
      rowKey="id"
      dataSource={rows}
      loading={loading}
      // Fits its card at 1280 px; a longer language scrolls inside the card, never the page.
      scroll={{ x: 'max-content' }}
      pagination={pagination}
      columns={labelledColumns(columns)}
      rowSelection={
        selection
          ? {
              selectedRowKeys: selection.keys,
              onChange: (keys) => selection.onChange(keys),
              getCheckboxProps: (row) => ({ disabled: !isEditable(row.state) }),
            }
          : undefined
      }
      onRow={(row) => ({ 'data-testid': 'rate-row', 'data-rate-id': row.id }) as HTMLAttributes<HTMLElement>}
    />
  );
}
