import { ArrowRightOutlined } from '@ant-design/icons';
import { localName } from '@seabook/domain/catalog';
import type { Schedule } from '@seabook/domain/rates';
import { Button, Card, Descriptions, Space, Table, Tag, Typography } from 'antd';
import { useLocale, useTranslation } from '../i18n/i18n.ts';
import { formatDay, formatMoney } from '../lib/plain-format.ts';
import { portLabel } from '../lib/quote-format.ts';
import styles from './schedule-card.module.css';

type Sailing = Schedule['sailings'][number];

const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

/** The service of a quote line: lane, carrier, route, the chosen sailing's dates and the rate validity. */
export function ScheduleSummary({ schedule }: { schedule: Schedule }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { line } = schedule;
  const day = (value: string) => formatDay(value, locale);
  const weekdays = line.weekdays
    .map((n) => WEEKDAYS[n - 1])
    .filter((n) => n !== undefined)
    .map((n) => t(`quote:schedule.weekdayNames.${n}`))
    .join(t('quote:schedule.weekdaySeparator'));

  return (
    <Card>
      <Space orientation="vertical" size={12} className={styles.stack}>
        <div className={styles.topBar}>
          <Typography.Title level={3} className={styles.lane}>
            <span>{portLabel(line.pol, locale)}</span>
            <ArrowRightOutlined />
            <span>{portLabel(line.pod, locale)}</span>
            <Tag color={line.direct ? 'green' : 'blue'}>
              {line.direct || !line.via
                ? t('quote:details.direct')
                : t('quote:details.via', { hub: localName(line.via.name, locale) })}
            </Tag>
          </Typography.Title>
          {line.priced && line.oceanPerWm ? (
            <Space orientation="vertical" size={0} align="end">
              <Typography.Text type="secondary">{t('quote:details.oceanPerWm')}</Typography.Text>
              <span className={styles.price}>{t('quote:details.perWm', { price: formatMoney(line.oceanPerWm) })}</span>
            </Space>
          ) : null}
        </div>
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: 'pol', label: t('quote:schedule.pol'), children: portLabel(line.pol, locale) },
            { key: 'pod', label: t('quote:schedule.pod'), children: portLabel(line.pod, locale) },
            {
              key: 'carrier',
              label: t('quote:schedule.carrier'),
              children: `${line.carrier.shortName} · ${localName(line.carrier.name, locale)}`,
            },
            {
              key: 'route',
              label: t('quote:schedule.route'),
              children:
                line.direct || !line.via
                  ? t('quote:details.direct')
                  : t('quote:details.via', { hub: portLabel(line.via, locale) }),
            },
            {
              key: 'transit',
              label: t('quote:schedule.transit'),
              children: t('quote:schedule.transitDays', { days: line.transitDays }),
            },
            { key: 'weekdays', label: t('quote:schedule.weekdays'), children: weekdays },
            { key: 'sailing', label: t('quote:schedule.sailing'), children: day(line.sailingDate) },
            { key: 'cutoff', label: t('quote:schedule.cutoff'), children: day(line.cutoffDate) },
            { key: 'cargoCut', label: t('quote:schedule.cargoCut'), children: day(line.cargoCutDate) },
            { key: 'eta', label: t('quote:schedule.eta'), children: day(line.eta) },
            {
              key: 'validity',
              label: t('quote:schedule.validity'),
              span: 2,
              children: t('quote:schedule.validRange', { from: day(line.validFrom), to: day(line.validTo) }),
            },
          ]}
        />
      </Space>
    </Card>
  );
}

/** The next sailings of the service; choosing one re-prices the page for that sailing. */
export function SailingsTable({
  schedule,
  onChoose,
  loading,
}: {
  schedule: Schedule;
  onChoose: (sailingDate: string) => void;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const current = schedule.line.sailingDate;
  const day = (value: string) => formatDay(value, locale);
  return (
    <Card title={t('quote:schedule.sailingsTitle')} data-testid="schedule-table">
      <Typography.Paragraph type="secondary">{t('quote:schedule.sailingsHint')}</Typography.Paragraph>
      <Table<Sailing>
        size="small"
        rowKey="sailingDate"
        loading={loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={schedule.sailings}
        locale={{ emptyText: t('quote:schedule.noSailings') }}
        rowClassName={(row) => (row.sailingDate === current ? 'ant-table-row-selected' : '')}
        columns={[
          { key: 'sailing', title: t('quote:schedule.sailing'), render: (_, row) => day(row.sailingDate) },
          { key: 'cutoff', title: t('quote:schedule.cutoff'), render: (_, row) => day(row.cutoffDate) },
          { key: 'cargoCut', title: t('quote:schedule.cargoCut'), render: (_, row) => day(row.cargoCutDate) },
          { key: 'eta', title: t('quote:schedule.eta'), render: (_, row) => day(row.eta) },
          {
            key: 'choose',
            title: '',
            align: 'right',
            render: (_, row) =>
              row.sailingDate === current ? (
                <Tag color="blue">{t('quote:schedule.chosen')}</Tag>
              ) : (
                <Button size="small" onClick={() => onChoose(row.sailingDate)}>
                  {t('quote:schedule.choose')}
                </Button>
              ),
          },
        ]}
      />
    </Card>
  );
}
