import { ArrowRightOutlined } from '@ant-design/icons';
import { localName } from '@seabook/domain/catalog';
import type { CollectionItem } from '@seabook/domain/rates';
import { App, Button, Card, Empty, Popconfirm, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { HTMLAttributes, ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageError, PageLoading } from '../../components/page-state.tsx';
import { errorText } from '../../i18n/error-text.ts';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { isApiError } from '../../lib/api-error.ts';
import { formatDate } from '../../lib/format.ts';
import { formatDay, formatMoney } from '../../lib/plain-format.ts';
import { RATES_PATHS } from '../../lib/rates-paths.ts';
import { useCollection, useRemoveFavourite } from './collection-api.ts';
import { detailsQuery } from './search-state.ts';

const PAGE_SIZE = 10;

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The account centre's favourites (/center/collection): each service with its lane, carrier, next
 * sailing, price per W/M and validity, or "no longer sails"; open its details or remove it.
 */
export default function CollectionPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const collection = useCollection(page, PAGE_SIZE);
  const remove = useRemoveFavourite();

  const goTo = (next: number) => setParams(next > 1 ? { page: String(next) } : {}, { preventScrollReset: true });

  const onRemove = (item: CollectionItem) =>
    remove.mutate(item.serviceId, {
      onSuccess: () => {
        void message.success(t('quote:collection.removed'));
        // The last favourite of a page is gone: show the page before it.
        if (collection.data?.items.length === 1 && page > 1) goTo(page - 1);
      },
      onError: (error) => {
        if (isApiError(error) && error.handled) return;
        void message.error(isApiError(error) ? error.msg : errorText('REQUEST_ERROR', locale));
      },
    });

  let body: ReactNode;
  if (collection.isPending) body = <PageLoading rows={6} />;
  else if (collection.isError) body = <PageError error={collection.error} onRetry={() => void collection.refetch()} />;
  else if (collection.data.total === 0)
    body = (
      <Empty description={t('quote:collection.empty')}>
        <Link to={RATES_PATHS.lclExport}>
          <Button type="primary">{t('quote:collection.emptyAction')}</Button>
        </Link>
      </Empty>
    );
  else
    body = (
      <Table<CollectionItem>
        rowKey="serviceId"
        dataSource={collection.data.items}
        loading={collection.isFetching && collection.isPlaceholderData}
        onRow={() => ({ 'data-testid': 'collection-item' }) as HTMLAttributes<HTMLElement>}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: collection.data.total,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (total) => t('quote:collection.total', { total }),
          onChange: goTo,
        }}
        columns={[
          {
            key: 'lane',
            title: t('quote:collection.lane'),
            render: (_, item) => (
              <Space orientation="vertical" size={2}>
                {item.line ? (
                  <Space size={6} wrap>
                    <span>{localName(item.line.pol.name, locale)}</span>
                    <ArrowRightOutlined />
                    <span>{localName(item.line.pod.name, locale)}</span>
                    {item.line.via ? (
                      <Tag>{t('quote:details.via', { hub: localName(item.line.via.name, locale) })}</Tag>
                    ) : null}
                  </Space>
                ) : (
                  <span>{item.serviceId}</span>
                )}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('quote:collection.savedOn', { date: formatDate(item.createdAt, locale) })}
                </Typography.Text>
              </Space>
            ),
          },
          {
            key: 'carrier',
            title: t('quote:collection.carrier'),
            render: (_, item) => (item.line ? item.line.carrier.shortName : '-'),
          },
          {
            key: 'nextSailing',
            title: t('quote:collection.nextSailing'),
            render: (_, item) =>
              item.line ? (
                formatDay(item.line.sailingDate, locale)
              ) : (
                <Tooltip title={t('quote:collection.noLongerSailsHint')}>
                  <Tag>{t('quote:collection.noLongerSails')}</Tag>
                </Tooltip>
              ),
          },
          {
            key: 'price',
            title: t('quote:collection.pricePerWm'),
            align: 'right',
            render: (_, item) => (item.line?.oceanPerWm ? formatMoney(item.line.oceanPerWm) : '-'),
          },
          {
            key: 'validity',
            title: t('quote:collection.validity'),
            render: (_, item) => (item.line ? formatDay(item.line.validTo, locale) : '-'),
          },
          {
            key: 'actions',
            title: t('quote:collection.actions'),
            render: (_, item) => (
              <Space>
                {item.line ? (
                  <Link to={`${RATES_PATHS.lclDetails}?${detailsQuery(item.line.id, {})}`}>
                    {t('quote:collection.open')}
                  </Link>
                ) : null}
                <Popconfirm
                  title={t('quote:collection.removeConfirm')}
                  okText={t('common:actions.confirm')}
                  cancelText={t('common:actions.cancel')}
                  onConfirm={() => onRemove(item)}
                >
                  <Button
                    type="link"
                    danger
                    size="small"
                    loading={remove.isPending && remove.variables === item.serviceId}
                  >
                    {t('quote:collection.remove')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    );

  return (
    <Card title={t('quote:collection.title')} data-testid="collection-page">
      <Typography.Paragraph type="secondary">{t('quote:collection.desc')}</Typography.Paragraph>
      {body}
    </Card>
  );
}
