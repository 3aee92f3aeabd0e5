import type { FclRateRow, LclRateRow, RateState } from '@seabook/domain/ops-rates';
import { Button, Popconfirm, Space, Table, type TablePaginationConfig, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { HTMLAttributes, Key } from 'react';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { formatTime } from '../../lib/format.ts';
import { formatDay, formatMoney } from '../rates/format.ts';
import type { RateKind, RowOf } from './api.ts';
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
 * change; withdrawn rates can be neither selected, edited nor withdrawn again.
 */
export function RateTable<K extends RateKind>({
  kind,
  rows,
  loading,
  pagination,
  selection,
  onEdit,
  onExpire,
}: { kind: K; rows: RowOf<K>[]; loading: boolean; pagination: TablePaginationConfig } & Actions) {
  const { t } = useTranslation();
  const locale = useLocale();
  type Row = LclRateRow | FclRateRow;
  const price = (row: Row) => {
    if ('oceanRate' in row)
      return row.oceanRate === null
        ? t('opsRates:list.contactSales')
        : formatMoney({ amount: row.oceanRate, currency: row.currency });
    return formatMoney({ amount: row.price, currency: row.currency });
  };
  const columns: ColumnsType<Row> = [
    { key: 'id', title: t('opsRates:list.columns.id'), render: (_, row) => `#${row.id}` },
    {
      key: 'lane',
      title: t('opsRates:list.columns.lane'),
      render: (_, row) => (
        <Space size={4} wrap>
          {'kind' in row ? <Tag>{t(`opsRates:kinds.${row.kind}`)}</Tag> : null}
          <span data-testid="rate-lane">{laneText(row)}</span>
        </Space>
      ),
    },
    { key: 'carrier', title: t('opsRates:list.columns.carrier'), dataIndex: 'carrier' },
    ...(kind === 'fcl'
      ? [
          {
            key: 'containerType',
            title: t('opsRates:list.columns.containerType'),
            render: (_: unknown, row: Row) => ('containerType' in row ? row.containerType : ''),
          },
        ]
      : []),
    {
      key: 'sailing',
      title: t('opsRates:list.columns.sailing'),
      render: (_, row) => row.weekdays.map((day) => t(`opsRates:weekdays.${day}` as 'opsRates:weekdays.1')).join(' '),
    },
    {
      key: 'cutoff',
      title: t('opsRates:list.columns.cutoff'),
      render: (_, row) =>
        'cargoCutDays' in row
          ? t('opsRates:list.cutoffs', { cutoff: row.cutoffDays, cargoCut: row.cargoCutDays })
          : t('opsRates:list.cutoff', { cutoff: row.cutoffDays }),
    },
    {
      key: 'transit',
      title: t('opsRates:list.columns.transit'),
      render: (_, row) => t('opsRates:list.days', { days: row.transitDays }),
    },
    {
      key: 'validity',
      title: t('opsRates:list.columns.validity'),
      render: (_, row) =>
        t('opsRates:list.validity', { from: formatDay(row.validFrom, locale), to: formatDay(row.validTo, locale) }),
    },
    {
      key: 'price',
      title: t('opsRates:list.columns.price'),
      align: 'right',
      render: (_, row) => <span data-testid="rate-price-cell">{price(row)}</span>,
    },
    { key: 'state', title: t('opsRates:list.columns.state'), render: (_, row) => <RateStateTag state={row.state} /> },
    {
      key: 'updatedAt',
      title: t('opsRates:list.columns.updatedAt'),
      render: (_, row) => formatTime(row.updatedAt, { locale }),
    },
  ];
  if (onEdit || onExpire)
    columns.push({
      key: 'actions',
      title: t('opsRates:list.columns.actions'),
      render: (_, row) => {
        const editable = isEditable(row.state);
        return (
          <Space size={0}>
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
      className={styles.table}
      rowKey="id"
      dataSource={rows}
      loading={loading}
      scroll={{ x: true }}
      pagination={pagination}
      columns={columns}
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
