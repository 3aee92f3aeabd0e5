import { EnvironmentOutlined } from '@ant-design/icons';
import { localName, type Port } from '@seabook/domain/catalog';
import type { ErrorKey } from '@seabook/domain/errors';
import { KeywordSearchSchema, type ServiceKind } from '@seabook/domain/rates';
import { Alert, Button, Card, Empty, Form, Input, Pagination, Segmented, Space, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useFieldRules } from '../../components/field-rules.ts';
import { PageError, PageLoading } from '../../components/page-state.tsx';
import { errorText } from '../../i18n/error-text.ts';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { countryName } from '../../lib/plain-format.ts';
import { RATES_PATHS } from '../../lib/rates-paths.ts';
import { useFarPorts, useMainPorts, useServingMainPorts } from './keyword-api.ts';
import styles from './quote.module.css';

/**
 * /search/result?keyword=&type= (spec §2, §5). The types of this release:
 * 1 = export LCL — destination ports matching the keyword, each linked to the export search from the
 *     main ports that have a service to it;
 * 2 = import LCL — foreign origin ports matching the keyword, linked to the import search into the main
 *     ports they serve;
 * 3 = FCL — export destinations matching the keyword, linked to the FCL search from every main port
 *     (FCL lanes are priced per search, so the FCL page says when one has no rate).
 * An empty keyword (after trimming) shows KEYWORD_REQUIRED and makes no request.
 */

const TYPES = ['1', '2', '3'] as const;
type SearchType = (typeof TYPES)[number];
const KIND: Record<SearchType, ServiceKind> = { '1': 'export', '2': 'import', '3': 'export' };
const PAGE_SIZE = 10;

type ReadSearch = { keyword: string; type: SearchType; page: number; problem: ErrorKey | null };

/** The search in the address bar; a type outside 1..3 reads as 1, a bad keyword as its catalogue key. */
export function readKeywordSearch(params: URLSearchParams): ReadSearch {
  const rawType = params.get('type');
  const type: SearchType = TYPES.find((t) => t === rawType) ?? '1';
  const page = Number(params.get('page'));
  const parsed = KeywordSearchSchema.safeParse({ keyword: params.get('keyword') ?? '', type });
  return {
    keyword: parsed.success ? parsed.data.keyword : (params.get('keyword') ?? '').trim(),
    type,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    problem: parsed.success ? null : ((parsed.error.issues[0]?.message ?? 'VALIDATION') as ErrorKey),
  };
}

function searchLink(path: string, pol: string, pod: string): string {
  return `${path}?${new URLSearchParams({ pol, pod }).toString()}`;
}

function PortLinks({ label, links }: { label: string; links: { key: string; to: string; text: string }[] }) {
  return (
    <div className={styles.portLinks}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      {links.map((link) => (
        <Link key={link.key} to={link.to}>
          {link.text}
        </Link>
      ))}
    </div>
  );
}

/** The search links of one matching port, by type. */
function PortActions({
  port,
  type,
  serving,
  mains,
}: {
  port: Port;
  type: SearchType;
  serving: Port[] | undefined;
  mains: Port[];
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const name = (p: Port) => localName(p.name, locale);
  if (type === '3')
    return (
      <PortLinks
        label={t('quote:search.searchFclFrom')}
        links={mains.map((main) => ({
          key: main.code,
          to: searchLink(RATES_PATHS.fclExport, main.code, port.code),
          text: name(main),
        }))}
      />
    );
  if (!serving) return <Spin size="small" />;
  return type === '1' ? (
    <PortLinks
      label={t('quote:search.searchFrom')}
      links={serving.map((main) => ({
        key: main.code,
        to: searchLink(RATES_PATHS.lclExport, main.code, port.code),
        text: name(main),
      }))}
    />
  ) : (
    <PortLinks
      label={t('quote:search.searchImportTo')}
      links={serving.map((main) => ({
        key: main.code,
        to: searchLink(RATES_PATHS.importLcl, port.code, main.code),
        text: name(main),
      }))}
    />
  );
}

function Results({
  keyword,
  type,
  page,
  onPage,
}: {
  keyword: string;
  type: SearchType;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const kind = KIND[type];
  const ports = useFarPorts({ kind, keyword, page, pageSize: PAGE_SIZE });
  const serving = useServingMainPorts(kind, type === '3' ? null : keyword);
  const mains = useMainPorts();

  if (ports.isPending) return <PageLoading rows={5} />;
  if (ports.isError) return <PageError error={ports.error} onRetry={() => void ports.refetch()} />;
  if (ports.data.total === 0) return <Empty description={t('quote:search.empty', { keyword })} />;
  return (
    <Space orientation="vertical" size={12} className={styles.fill}>
      <Typography.Text strong>{t('quote:search.summary', { keyword, total: ports.data.total })}</Typography.Text>
      <Spin spinning={ports.isFetching && ports.isPlaceholderData}>
        <ul className={styles.resultList}>
          {ports.data.items.map((port) => (
            <li key={port.code} className={styles.resultItem} data-testid="keyword-result">
              <EnvironmentOutlined className={styles.resultIcon} />
              <Space orientation="vertical" size={4}>
                <Typography.Text strong>{`${localName(port.name, locale)} (${port.code})`}</Typography.Text>
                <Typography.Text type="secondary">{countryName(port.country, locale)}</Typography.Text>
                <PortActions port={port} type={type} serving={serving.get(port.code)} mains={mains.data ?? []} />
              </Space>
            </li>
          ))}
        </ul>
      </Spin>
      <Pagination
        align="end"
        current={page}
        pageSize={PAGE_SIZE}
        total={ports.data.total}
        showSizeChanger={false}
        hideOnSinglePage
        onChange={onPage}
      />
    </Space>
  );
}

type FormValues = { keyword: string; type: SearchType };

/** Keyword results: a search box with the three types, then the matching ports, a page at a time. */
export default function SearchResultPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = readKeywordSearch(params);
  const [form] = Form.useForm<FormValues>();
  const keywordRules = useFieldRules(KeywordSearchSchema.shape.keyword);

  useEffect(() => {
    form.setFieldsValue({ keyword: search.keyword, type: search.type });
  }, [form, search.keyword, search.type]);

  const go = (values: { keyword: string; type: SearchType; page?: number }) => {
    const next = new URLSearchParams({ keyword: values.keyword.trim(), type: values.type });
    if (values.page && values.page > 1) next.set('page', String(values.page));
    setParams(next);
  };

  return (
    <div className={styles.page} data-testid="search-result-page">
      <Card>
        <Typography.Title level={3}>{t('quote:search.title')}</Typography.Title>
        <Form<FormValues>
          form={form}
          layout="vertical"
          className={styles.searchBox}
          initialValues={{ keyword: search.keyword, type: search.type }}
          onFinish={(values) => go(values)}
          data-testid="keyword-form"
        >
          <Form.Item name="type">
            <Segmented<SearchType>
              options={TYPES.map((value) => ({ value, label: t(`quote:search.types.${value}`) }))}
              onChange={(type) => {
                const keyword = form.getFieldValue('keyword') as string | undefined;
                if (keyword?.trim()) go({ keyword, type });
              }}
            />
          </Form.Item>
          <Form.Item name="keyword" rules={keywordRules} extra={t(`quote:search.typeHints.${search.type}`)}>
            <Input.Search
              allowClear
              placeholder={t('quote:search.placeholder')}
              enterButton={
                <Button type="primary" htmlType="submit">
                  {t('quote:search.submit')}
                </Button>
              }
            />
          </Form.Item>
        </Form>
      </Card>
      <Card>
        {search.problem ? (
          <Alert type="warning" showIcon data-testid="keyword-required" title={errorText(search.problem)} />
        ) : (
          <Results
            keyword={search.keyword}
            type={search.type}
            page={search.page}
            onPage={(page) => go({ keyword: search.keyword, type: search.type, page })}
          />
        )}
      </Card>
    </div>
  );
}
