import type { BookingMode } from '@seabook/domain/booking-rules';
import { localName, type Port, type PortRef } from '@seabook/domain/catalog';
import { chinaToday } from '@seabook/domain/china-time';
import { Alert, Button, DatePicker, Empty, Form, Select, Space, Table, type TableColumnsType, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type HTMLAttributes, useState } from 'react';
import { PageError } from '../../../components/page-state.tsx';
import { useLocale, useTranslation } from '../../../i18n/i18n.ts';
import { isBeforeChinaToday } from '../../../lib/china-picker.ts';
import { rankedSearch } from '../../../lib/option-search.ts';
import { formatDay, formatMoney } from '../../../lib/plain-format.ts';
import { type Lane, type Sailing, useLanePorts, useLaneSailings } from './api.ts';

/**
 * The sailing an operator books a letter on: the lane read from the instruction (origin, destination,
 * the first sailing day wanted), then the lane's bookable sailings from the public searches, first
 * sailings first, to choose one.
 */

type LaneValues = { pol?: string; pod?: string; date?: Dayjs | null };

function portOptions(ports: readonly Port[] | undefined, locale: ReturnType<typeof useLocale>) {
  return (ports ?? []).map((port) => ({ value: port.code, label: `${localName(port.name, locale)} (${port.code})` }));
}

/** The day a sailing list starts: the wanted day when it is still ahead, else today (the searches refuse a past day). */
function firstDay(date: string | undefined): string | undefined {
  return date && date > chinaToday() ? date : undefined;
}

function portText(port: PortRef, locale: ReturnType<typeof useLocale>): string {
  return `${localName(port.name, locale)} (${port.code})`;
}

/** One line about a chosen sailing: carrier, lane and day. */
export function SailingText({ sailing }: { sailing: Sailing }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { line } = sailing;
  return (
    <span data-testid="letter-sailing-chosen">
      {t('opsLetters:sailing.chosenText', {
        carrier: line.carrier.shortName,
        pol: portText(line.pol, locale),
        pod: portText(line.pod, locale),
        date: formatDay(line.sailingDate, locale),
      })}
    </span>
  );
}

function PriceCell({ sailing }: { sailing: Sailing }) {
  const { t } = useTranslation();
  if (sailing.mode === 'fcl')
    return (
      <Space size={[8, 0]} wrap>
        {sailing.line.containers.map((box) => (
          <span key={box.type}>
            {box.type} <strong>{formatMoney(box.price)}</strong>
          </span>
        ))}
      </Space>
    );
  const { oceanPerWm } = sailing.line;
  return oceanPerWm ? <span>{t('opsLetters:sailing.perWm', { price: formatMoney(oceanPerWm) })}</span> : null;
}

type Props = {
  mode: BookingMode;
  /** The lane and wanted day known so far (a parsed draft's), to search at once. */
  initial?: { pol?: string | undefined; pod?: string | undefined; date?: string | undefined };
  onChoose: (sailing: Sailing) => void;
};

/** The lane form and, once searched, the lane's sailings to choose one from. */
export function SailingPicker({ mode, initial, onChoose }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm<LaneValues>();
  const start =
    initial?.pol && initial.pod ? { mode, pol: initial.pol, pod: initial.pod, date: firstDay(initial.date) } : null;
  const [lane, setLane] = useState<Lane | null>(start);
  const [keyword, setKeyword] = useState('');
  const pol = Form.useWatch('pol', form) ?? initial?.pol;
  const { origins, destinations } = useLanePorts(pol, keyword);
  const sailings = useLaneSailings(lane);

  const search = (values: LaneValues) => {
    if (!values.pol || !values.pod) return;
    setLane({ mode, pol: values.pol, pod: values.pod, date: firstDay(values.date?.format('YYYY-MM-DD')) });
  };

  const columns: TableColumnsType<Sailing> = [
    {
      key: 'carrier',
      title: t('opsLetters:sailing.carrier'),
      render: (_, sailing) => (
        <>
          <strong>{sailing.line.carrier.shortName}</strong> {localName(sailing.line.carrier.name, locale)}
        </>
      ),
    },
    {
      key: 'sailing',
      title: t('opsLetters:sailing.sailingDate'),
      render: (_, sailing) => formatDay(sailing.line.sailingDate, locale),
    },
    {
      key: 'cutoff',
      title: t('opsLetters:sailing.cutoff'),
      render: (_, sailing) => formatDay(sailing.line.cutoffDate, locale),
    },
    {
      key: 'transit',
      title: t('opsLetters:sailing.transit'),
      render: (_, sailing) => t('opsLetters:sailing.transitDays', { days: sailing.line.transitDays }),
    },
    { key: 'price', title: t('opsLetters:sailing.price'), render: (_, sailing) => <PriceCell sailing={sailing} /> },
    {
      key: 'choose',
      align: 'end',
      render: (_, sailing) => (
        <Button type="primary" size="small" onClick={() => onChoose(sailing)} data-testid="letter-sailing-choose">
          {t('opsLetters:sailing.choose')}
        </Button>
      ),
    },
  ];

  let list = null;
  if (lane === null) list = null;
  else if (sailings.isPending) list = <Table<Sailing> loading columns={columns} dataSource={[]} size="small" />;
  else if (sailings.isError && sailings.error.status !== 404 && sailings.error.status !== 422)
    list = <PageError error={sailings.error} onRetry={() => void sailings.refetch()} />;
  else if (!sailings.data?.length)
    list = <Empty description={t('opsLetters:sailing.none')} data-testid="letter-no-sailings" />;
  else
    list = (
      <Table<Sailing>
        rowKey={(sailing) => sailing.line.id}
        size="small"
        columns={columns}
        dataSource={sailings.data}
        scroll={{ x: true }}
        pagination={sailings.data.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        onRow={(sailing) =>
          ({ 'data-testid': 'letter-sailing', 'data-line-id': sailing.line.id }) as HTMLAttributes<HTMLElement>
        }
      />
    );

  return (
    <div data-testid="letter-sailing-picker">
      <Form<LaneValues>
        form={form}
        layout="inline"
        initialValues={{ pol: initial?.pol, pod: initial?.pod, date: initial?.date ? dayjs(initial.date) : null }}
        onFinish={search}
        style={{ rowGap: 8, marginBottom: 12 }}
      >
        <Form.Item
          name="pol"
          label={t('opsLetters:sailing.pol')}
          rules={[{ required: true, message: t('opsLetters:sailing.polPlaceholder') }]}
        >
          <Select
            style={{ width: 200 }}
            placeholder={t('opsLetters:sailing.polPlaceholder')}
            loading={origins.isPending}
            options={portOptions(origins.data, locale)}
            showSearch={rankedSearch}
            onChange={() => form.setFieldValue('pod', undefined)}
            data-testid="letter-pol"
          />
        </Form.Item>
        <Form.Item
          name="pod"
          label={t('opsLetters:sailing.pod')}
          rules={[{ required: true, message: t('opsLetters:sailing.podPlaceholder') }]}
        >
          <Select
            style={{ width: 220 }}
            placeholder={t('opsLetters:sailing.podPlaceholder')}
            disabled={!pol}
            loading={destinations.isFetching}
            options={portOptions(destinations.data, locale)}
            showSearch={{ ...rankedSearch, onSearch: setKeyword }}
            data-testid="letter-pod"
          />
        </Form.Item>
        <Form.Item name="date" label={t('opsLetters:sailing.date')}>
          <DatePicker disabledDate={isBeforeChinaToday} data-testid="letter-sailing-date" />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit" loading={sailings.isFetching} data-testid="letter-sailing-search">
            {t('opsLetters:sailing.search')}
          </Button>
        </Form.Item>
      </Form>
      {origins.isError ? <Alert type="error" showIcon title={origins.error.msg} /> : null}
      {lane ? <Typography.Text type="secondary">{t('opsLetters:sailing.title')}</Typography.Text> : null}
      {list}
    </div>
  );
}
