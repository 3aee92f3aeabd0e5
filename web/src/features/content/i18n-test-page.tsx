import { LOCALES, type Locale } from '@seabook/domain/i18n';
import { useQuery } from '@tanstack/react-query';
import { Input, Select, Table, type TableColumnsType, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { loadAllMessages } from '../../i18n/all-messages.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { type Messages, NAMESPACES, type Namespace } from '../../i18n/resources.ts';
import styles from './i18n-test-page.module.css';

type Row = { id: string; ns: Namespace; key: string } & Record<Locale, string | undefined>;

/** Every leaf of a messages object as dotted key → text. */
function flatten(value: unknown, prefix: string, out: Map<string, string>): void {
  if (typeof value === 'string') {
    out.set(prefix, value);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
}

/** All keys of all namespaces, with each language's text (undefined where a locale lacks the key). */
function buildRows(RESOURCES: Record<Locale, Messages>): Row[] {
  const rows: Row[] = [];
  for (const ns of NAMESPACES) {
    const byLocale = Object.fromEntries(
      LOCALES.map((locale) => {
        const map = new Map<string, string>();
        flatten(RESOURCES[locale][ns], '', map);
        return [locale, map];
      }),
    ) as Record<Locale, Map<string, string>>;
    const keys = new Set(LOCALES.flatMap((locale) => [...byLocale[locale].keys()]));
    for (const key of keys) {
      rows.push({
        id: `${ns}:${key}`,
        ns,
        key,
        'zh-CN': byLocale['zh-CN'].get(key),
        'zh-TW': byLocale['zh-TW'].get(key),
        en: byLocale.en.get(key),
      });
    }
  }
  return rows;
}

/** The translation test page: every key in the three languages side by side, for proofreading. */
export default function I18nTestPage() {
  const { t } = useTranslation();
  const all = useQuery({
    queryKey: ['i18n-test', 'messages'],
    queryFn: loadAllMessages,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const rows = useMemo(() => (all.data ? buildRows(all.data) : []), [all.data]);
  const [ns, setNs] = useState<Namespace | 'all'>('all');
  const [search, setSearch] = useState('');

  const needle = search.trim().toLowerCase();
  const shown = rows.filter(
    (row) =>
      (ns === 'all' || row.ns === ns) &&
      (needle === '' ||
        row.id.toLowerCase().includes(needle) ||
        LOCALES.some((locale) => row[locale]?.toLowerCase().includes(needle))),
  );

  const text = (value: string | undefined) =>
    value === undefined ? <Typography.Text type="danger">{t('content:i18nTest.missing')}</Typography.Text> : value;

  const columns: TableColumnsType<Row> = [
    { title: t('content:i18nTest.key'), dataIndex: 'id', width: 260, render: (id: string) => <code>{id}</code> },
    ...LOCALES.map((locale) => ({
      title: t(`common:languages.${locale}`),
      key: locale,
      render: (_: unknown, row: Row) => text(row[locale]),
    })),
  ];

  return (
    <div className={styles.page}>
      <Typography.Title level={2}>{t('content:i18nTest.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('content:i18nTest.desc')}</Typography.Paragraph>
      <div className={styles.filters}>
        <Select<Namespace | 'all'>
          value={ns}
          onChange={setNs}
          aria-label={t('content:i18nTest.namespace')}
          options={[
            { value: 'all', label: t('content:i18nTest.allNamespaces') },
            ...NAMESPACES.map((value) => ({ value, label: value })),
          ]}
          style={{ width: 200 }}
        />
        <Input.Search
          allowClear
          placeholder={t('content:i18nTest.search')}
          onChange={(event) => setSearch(event.target.value)}
          style={{ maxWidth: 320 }}
        />
        <Typography.Text type="secondary">{t('content:i18nTest.total', { count: shown.length })}</Typography.Text>
      </div>
      <Table<Row>
        rowKey="id"
        size="small"
        columns={columns}
        loading={all.isPending}
        dataSource={shown}
        pagination={{ defaultPageSize: 50, showSizeChanger: true }}
        scroll={{ x: 900 }}
      />
    </div>
  );
}
