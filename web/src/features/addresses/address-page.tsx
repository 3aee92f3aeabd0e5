import { PlusOutlined } from '@ant-design/icons';
import { ADDRESS_KINDS, ADDRESS_LIMITS, type Address, type AddressKind } from '@seabook/domain/addresses';
import { localName } from '@seabook/domain/catalog';
import { App, Button, Card, Empty, Input, Popconfirm, Segmented, Space, Table, Typography } from 'antd';
import { type HTMLAttributes, type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AddressName, BlText } from '../../components/address-book/address-parts.tsx';
import { listPagination } from '../../components/list-pagination.ts';
import { PageError, PageLoading } from '../../components/page-state.tsx';
import { labelledColumns, STACKED_TABLE } from '../../components/stacked-table.ts';
import { errorText } from '../../i18n/error-text.ts';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { useAddressList, useCountries, useDeleteAddress, useSetDefaultAddress } from '../../lib/addresses-api.ts';
import { isApiError } from '../../lib/api-error.ts';
import { useCan } from '../../lib/auth.ts';
import { AddressFormModal } from './address-form-modal.tsx';
import styles from './addresses.module.css';

const PAGE_SIZE = 10;
type KindFilter = AddressKind | 'all';

function kindFrom(params: URLSearchParams): AddressKind | undefined {
  const kind = params.get('kind');
  return (ADDRESS_KINDS as readonly string[]).includes(kind ?? '') ? (kind as AddressKind) : undefined;
}

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The form's state: open or not, on an entry (edit) or none (add); the entry stays while it closes. */
type Editing = { open: boolean; entry: Address | null };

/**
 * The account centre's address book (/center/address): consignors, consignees and notify parties of the
 * tenant, filtered by kind and keyword (kept in the address bar), with add, edit, delete and default.
 */
export default function AddressPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const kind = kindFrom(params);
  const keyword = params.get('keyword')?.slice(0, ADDRESS_LIMITS.keyword) ?? '';
  const page = pageFrom(params);
  const list = useAddressList({ kind, keyword, page, pageSize: PAGE_SIZE });
  const countries = useCountries();
  const remove = useDeleteAddress();
  const setDefault = useSetDefaultAddress();
  const [editing, setEditing] = useState<Editing>({ open: false, entry: null });

  const show = (next: { kind?: AddressKind | undefined; keyword?: string; page?: number }) => {
    const merged = { kind, keyword, page: 1, ...next };
    const query: Record<string, string> = {};
    if (merged.kind) query.kind = merged.kind;
    if (merged.keyword) query.keyword = merged.keyword;
    if (merged.page > 1) query.page = String(merged.page);
    setParams(query, { preventScrollReset: true });
  };

  const failed = (error: unknown) => {
    if (isApiError(error) && error.handled) return;
    void message.error(isApiError(error) ? error.msg : errorText('REQUEST_ERROR', locale));
  };
  const onRemove = (entry: Address) =>
    remove.mutate(entry.id, {
      onSuccess: () => {
        void message.success(t('center:address.removed'));
        // The last entry of a page is gone: show the page before it.
        if (list.data?.items.length === 1 && page > 1) show({ page: page - 1 });
      },
      onError: failed,
    });
  const onSetDefault = (entry: Address) =>
    setDefault.mutate(entry.id, {
      onSuccess: () => void message.success(t('center:address.defaultSet')),
      onError: failed,
    });

  const regionName = (code: string) => {
    const country = countries.data?.find((c) => c.code === code);
    return country ? localName(country.name, locale) : code;
  };

  let body: ReactNode;
  if (list.isPending) body = <PageLoading rows={6} />;
  else if (list.isError) body = <PageError error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.total === 0)
    body = (
      <Empty description={t(kind || keyword ? 'center:address.noMatch' : 'center:address.empty')}>
        {can('address', 'add') ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ open: true, entry: null })}>
            {t('center:address.add')}
          </Button>
        ) : null}
      </Empty>
    );
  else
    body = (
      <Table<Address>
        rowKey="id"
        dataSource={list.data.items}
        loading={list.isFetching && list.isPlaceholderData}
        className={STACKED_TABLE}
        onRow={() => ({ 'data-testid': 'address-row' }) as HTMLAttributes<HTMLElement>}
        pagination={listPagination({
          page,
          pageSize: PAGE_SIZE,
          total: list.data.total,
          totalText: (total) => t('center:address.total', { total }),
          onChange: (next) => show({ page: next }),
        })}
        columns={labelledColumns<Address>([
          {
            key: 'label',
            title: t('center:address.fields.label'),
            render: (_, entry) => (
              <Space orientation="vertical" size={2}>
                <AddressName entry={entry} />
                {kind ? null : (
                  <Typography.Text type="secondary">{t(`center:address.kinds.${entry.kind}`)}</Typography.Text>
                )}
              </Space>
            ),
          },
          {
            key: 'address',
            title: t('center:address.fields.address'),
            render: (_, entry) => <BlText text={entry.address} />,
          },
          {
            key: 'contact',
            title: t('center:address.contactColumn'),
            responsive: ['md'],
            render: (_, entry) => (
              <Space orientation="vertical" size={0}>
                {[entry.company, entry.contact, entry.phone, entry.region ? regionName(entry.region) : '']
                  .filter(Boolean)
                  .map((line) => (
                    <span key={line}>{line}</span>
                  ))}
              </Space>
            ),
          },
          {
            key: 'actions',
            title: t('center:address.actions'),
            render: (_, entry) => (
              <Space size={0} wrap>
                {can('address', 'edit') ? (
                  <Button type="link" size="small" onClick={() => setEditing({ open: true, entry })}>
                    {t('center:address.edit')}
                  </Button>
                ) : null}
                {can('address', 'edit') && !entry.isDefault ? (
                  <Button
                    type="link"
                    size="small"
                    loading={setDefault.isPending && setDefault.variables === entry.id}
                    onClick={() => onSetDefault(entry)}
                  >
                    {t('center:address.setDefault')}
                  </Button>
                ) : null}
                {can('address', 'delete') ? (
                  <Popconfirm
                    title={t('center:address.removeConfirm')}
                    okText={t('common:actions.confirm')}
                    cancelText={t('common:actions.cancel')}
                    onConfirm={() => onRemove(entry)}
                  >
                    <Button type="link" danger size="small" loading={remove.isPending && remove.variables === entry.id}>
                      {t('center:address.remove')}
                    </Button>
                  </Popconfirm>
                ) : null}
              </Space>
            ),
          },
        ])}
      />
    );

  return (
    <Card
      title={t('center:address.title')}
      data-testid="address-page"
      extra={
        can('address', 'add') ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ open: true, entry: null })}>
            {t('center:address.add')}
          </Button>
        ) : null
      }
    >
      <Typography.Paragraph type="secondary">{t('center:address.desc')}</Typography.Paragraph>
      <div className={styles.toolbar}>
        <Segmented<KindFilter>
          value={kind ?? 'all'}
          onChange={(value) => show({ kind: value === 'all' ? undefined : value })}
          options={(['all', ...ADDRESS_KINDS] as const).map((value) => ({
            value,
            label: t(`center:address.kinds.${value}`),
          }))}
        />
        <Input.Search
          key={keyword}
          className={styles.search}
          defaultValue={keyword}
          allowClear
          maxLength={ADDRESS_LIMITS.keyword}
          placeholder={t('center:address.placeholders.search')}
          aria-label={t('center:address.placeholders.search')}
          onSearch={(value) => show({ keyword: value.trim() })}
        />
      </div>
      {body}
      <AddressFormModal
        open={editing.open}
        entry={editing.entry}
        kind={kind}
        onClose={() => setEditing((state) => ({ ...state, open: false }))}
      />
    </Card>
  );
}
