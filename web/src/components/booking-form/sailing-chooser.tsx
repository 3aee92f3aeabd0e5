import type { BookingMode } from '@seabook/domain/booking';
import { type Carrier, localName, type PortRef } from '@seabook/domain/catalog';
import { chinaToday } from '@seabook/domain/china-time';
import { parseLineId } from '@seabook/domain/quote-rules';
import type { FclLine, QuoteLine } from '@seabook/domain/rates';
import { Button, Card, Empty, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { isApiError } from '../../lib/api-error.ts';
import { formatDay, formatMoney } from '../../lib/plain-format.ts';
import { portLabel } from '../../lib/quote-format.ts';
import { useFclSearch, useQuoteSearch } from '../../lib/rates-api.ts';
import { PageError, PageLoading } from '../page-state.tsx';

/**
 * The sailing chooser: the bookable quote lines of one lane from today on (the LCL search's priced
 * lines or the FCL search's lines, first sailings first), to pick the one a booking goes on. Order
 * again, editing an order whose sailing has gone and a draft without a line use it. The lines of the
 * `current` line's service are marked, the `current` line itself shows as chosen.
 */

/** The most sailings listed: one page of the searches, which cover four weeks. */
const MAX_SAILINGS = 100;

/** One sailing to choose, with the search's line it came from (for the form's header and FCL prices). */
export type SailingOption = {
  id: string;
  serviceId: string;
  carrier: Carrier;
  pol: PortRef;
  pod: PortRef;
  via: PortRef | null;
  sailingDate: string;
  cutoffDate: string;
  /** The last day a pickup may be booked for: LCL the cargo cut date, FCL the cut-off. */
  lastPickupDate: string;
  transitDays: number;
} & ({ mode: 'lcl'; lcl: QuoteLine } | { mode: 'fcl'; fcl: FclLine });

export type LaneCargo = { weightKg: number; volumeCbm: number; pieces: number };

type Lane = { mode: BookingMode; pol: string; pod: string; date?: string | undefined; cargo?: LaneCargo | undefined };

/** The first day to list: the wanted day when it is still ahead (the searches refuse a past day), else today. */
function firstDay(date: string | undefined): string | undefined {
  return date && date > chinaToday() ? date : undefined;
}

/** What an LCL and an FCL line have alike. */
function common(line: QuoteLine | FclLine) {
  const { id, carrier, pol, pod, via, sailingDate, cutoffDate, transitDays } = line;
  return { id, serviceId: parseLineId(id).serviceId, carrier, pol, pod, via, sailingDate, cutoffDate, transitDays };
}

function lclOption(line: QuoteLine): SailingOption {
  return { mode: 'lcl', lcl: line, ...common(line), lastPickupDate: line.cargoCutDate };
}

function fclOption(line: FclLine): SailingOption {
  return { mode: 'fcl', fcl: line, ...common(line), lastPickupDate: line.cutoffDate };
}

/**
 * The bookable sailings of a lane, first sailings first: LCL lines with a published price (priced for
 * `cargo` when given), FCL lines with at least one container price. A lane the searches do not know
 * (404) or a day they refuse (422) has none. Only the search of `mode` runs.
 */
export function useLaneSailings({ mode, pol, pod, date, cargo }: Lane) {
  const sailingDate = firstDay(date);
  const lcl = useQuoteSearch(
    mode === 'lcl' && pol && pod
      ? {
          kind: 'export',
          pol,
          pod,
          sailingDate,
          cargo,
          sort: 'sailing',
          order: 'asc',
          carriers: [],
          routing: 'all',
          page: 1,
          pageSize: MAX_SAILINGS,
        }
      : null,
  );
  const fcl = useFclSearch(
    mode === 'fcl' && pol && pod
      ? { pol, pod, sailingDate, sort: 'sailing', order: 'asc', carriers: [], page: 1, pageSize: MAX_SAILINGS }
      : null,
  );
  const query = mode === 'lcl' ? lcl : fcl;
  const options = useMemo<SailingOption[]>(() => {
    if (mode === 'lcl') return (lcl.data?.items ?? []).filter((line) => line.priced).map(lclOption);
    return (fcl.data?.items ?? []).filter((line) => line.containers.length > 0).map(fclOption);
  }, [mode, lcl.data, fcl.data]);
  const none = isApiError(query.error) && (query.error.status === 404 || query.error.status === 422);
  return {
    options,
    pending: query.isPending && (mode === 'lcl' ? lcl.fetchStatus : fcl.fetchStatus) !== 'idle',
    failed: query.isError && !none ? query.error : null,
    retry: () => void query.refetch(),
  };
}

/** The next sailing of the same service as `line` among the options (they come first sailings first). */
export function sameServiceSailing(options: readonly SailingOption[], line: string | null | undefined) {
  if (!line) return undefined;
  const { serviceId } = parseLineId(line);
  return options.find((option) => option.id === line) ?? options.find((option) => option.serviceId === serviceId);
}

/** The inquiry form of the mode with the lane filled in. */
export function askQuotePath(mode: BookingMode, pol: string, pod: string): string {
  return `/${mode}/inquiry?${new URLSearchParams({ pol, pod })}`;
}

function PriceCell({ option }: { option: SailingOption }) {
  const { t } = useTranslation();
  if (option.mode === 'fcl')
    return (
      <Space size={[8, 0]} wrap>
        {option.fcl.containers.map((box) => (
          <span key={box.type}>
            {box.type} <strong>{formatMoney(box.price)}</strong>
          </span>
        ))}
      </Space>
    );
  const { totalUsd, oceanPerWm } = option.lcl;
  return (
    <Space orientation="vertical" size={0}>
      {totalUsd ? <strong>{t('reorder:chooser.total', { price: formatMoney(totalUsd) })}</strong> : null}
      {oceanPerWm ? <span>{t('reorder:chooser.perWm', { price: formatMoney(oceanPerWm) })}</span> : null}
    </Space>
  );
}

type Props = {
  mode: BookingMode;
  /** The lane, as UN/LOCODEs. */
  pol: string;
  pod: string;
  /** The first sailing day wanted; today when left out or past. */
  date?: string;
  /** The line booked so far: its service's sailings are marked, the line itself shows as chosen. */
  current?: string;
  /** LCL: the cargo to price the lines for (the minimum when left out). */
  cargo?: LaneCargo;
  onChoose: (line: string, option: SailingOption) => void;
};

/** The lane's bookable sailings to choose one from, or the way to ask for a quote when there are none. */
export function SailingChooser({ mode, pol, pod, date, current, cargo, onChoose }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { options, pending, failed, retry } = useLaneSailings({ mode, pol, pod, date, cargo });
  const currentService = current ? parseLineId(current).serviceId : null;
  const day = (value: string) => formatDay(value, locale);

  const columns: TableColumnsType<SailingOption> = [
    {
      key: 'carrier',
      title: t('reorder:chooser.carrier'),
      render: (_, option) => (
        <Space orientation="vertical" size={0}>
          <span>
            <strong>{option.carrier.shortName}</strong> {localName(option.carrier.name, locale)}
          </span>
          <Space size={4} wrap>
            <Tag color={option.via ? 'blue' : 'green'}>
              {option.via
                ? t('reorder:chooser.via', { hub: portLabel(option.via, locale) })
                : t('reorder:chooser.direct')}
            </Tag>
            {option.serviceId === currentService ? (
              <Tag color="gold" data-testid="same-service">
                {t('reorder:chooser.sameService')}
              </Tag>
            ) : null}
          </Space>
        </Space>
      ),
    },
    { key: 'sailing', title: t('reorder:chooser.sailing'), render: (_, option) => day(option.sailingDate) },
    { key: 'cutoff', title: t('reorder:chooser.cutoff'), render: (_, option) => day(option.cutoffDate) },
    {
      key: 'transit',
      title: t('reorder:chooser.transit'),
      render: (_, option) => t('reorder:chooser.transitDays', { days: option.transitDays }),
    },
    { key: 'price', title: t('reorder:chooser.price'), render: (_, option) => <PriceCell option={option} /> },
    {
      key: 'choose',
      align: 'right',
      render: (_, option) =>
        option.id === current ? (
          <Tag color="success" data-testid="sailing-chosen">
            {t('reorder:chooser.chosen')}
          </Tag>
        ) : (
          <Button type="primary" size="small" data-testid="choose-sailing" onClick={() => onChoose(option.id, option)}>
            {t('reorder:chooser.choose')}
          </Button>
        ),
    },
  ];

  const lane = options[0]
    ? t('reorder:chooser.lane', { pol: portLabel(options[0].pol, locale), pod: portLabel(options[0].pod, locale) })
    : t('reorder:chooser.lane', { pol, pod });
  return (
    <Card title={t('reorder:chooser.title')} extra={lane} data-testid="sailing-chooser" data-mode={mode}>
      {pending ? (
        <PageLoading rows={4} />
      ) : failed ? (
        <PageError error={failed} onRetry={retry} />
      ) : options.length === 0 ? (
        <Empty description={t('reorder:chooser.empty')} data-testid="no-sailings">
          <Link to={askQuotePath(mode, pol, pod)} data-testid="chooser-ask-quote">
            <Button type="primary">{t('reorder:chooser.askQuote')}</Button>
          </Link>
        </Empty>
      ) : (
        <Table<SailingOption>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={options}
          pagination={options.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          scroll={{ x: 720 }}
          rowClassName={(option) => (option.id === current ? 'ant-table-row-selected' : '')}
          onRow={(option) => ({ 'data-testid': 'sailing-option', 'data-line-id': option.id }) as object}
        />
      )}
    </Card>
  );
}
