import { ADDRESS_KINDS, ADDRESS_LIMITS, type Address, type AddressKind } from '@seabook/domain/addresses';
import { Button, Empty, Input, Modal, Table, Tabs, Tag } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/i18n.ts';
import { ADDRESS_PATHS } from '../../lib/address-paths.ts';
import { useAddressList } from '../../lib/addresses-api.ts';
import { PageError } from '../page-state.tsx';
import styles from './address-book.module.css';
import { AddressName, BlText } from './address-parts.tsx';

const PAGE_SIZE = 8;

export type AddressPickerProps = {
  open: boolean;
  /** The tab it opens on: the party the booking form is filling in. */
  kind?: AddressKind;
  /** Called with the chosen entry; the dialog then closes. */
  onPick: (entry: Address) => void;
  onClose: () => void;
};

/**
 * The address library dialog (spec §2): tabs for consignor, consignee and notify party, a keyword search,
 * and the entries with their abbreviation, content (B/L text) and tag name. Choosing one hands it back.
 */
export function AddressPicker({ open, kind = 'consignor', onPick, onClose }: AddressPickerProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('center:address.picker.title')}
      width={860}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Link to={ADDRESS_PATHS.book} target="_blank" rel="noopener">
          {t('center:address.picker.manage')}
        </Link>
      }
    >
      <PickerBody
        initialKind={kind}
        onPick={(entry) => {
          onPick(entry);
          onClose();
        }}
      />
    </Modal>
  );
}

/** The dialog's content, mounted on each opening so it starts on the asked-for tab with no search. */
function PickerBody({ initialKind, onPick }: { initialKind: AddressKind; onPick: (entry: Address) => void }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<AddressKind>(initialKind);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const list = useAddressList({ kind, keyword, page, pageSize: PAGE_SIZE });

  const content = list.isError ? (
    <PageError error={list.error} onRetry={() => void list.refetch()} />
  ) : (
    <Table<Address>
      rowKey="id"
      size="small"
      dataSource={list.data?.items ?? []}
      loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
      scroll={{ x: 'max-content' }}
      rowClassName={() => styles.pickRow ?? ''}
      onRow={(entry) => ({ 'data-testid': 'picker-row', onClick: () => onPick(entry) }) as HTMLAttributes<HTMLElement>}
      locale={{
        emptyText: <Empty description={t(keyword ? 'center:address.noMatch' : 'center:address.picker.empty')} />,
      }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: list.data?.total ?? 0,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: setPage,
      }}
      columns={[
        {
          key: 'label',
          title: t('center:address.fields.label'),
          render: (_, entry) => <AddressName entry={entry} showTag={false} />,
        },
        {
          key: 'address',
          title: t('center:address.fields.address'),
          render: (_, entry) => <BlText text={entry.address} />,
        },
        {
          key: 'tag',
          title: t('center:address.fields.tag'),
          render: (_, entry) => (entry.tag ? <Tag>{entry.tag}</Tag> : null),
        },
        {
          key: 'choose',
          title: '',
          render: (_, entry) => (
            <Button
              type="link"
              size="small"
              onClick={(event) => {
                event.stopPropagation();
                onPick(entry);
              }}
            >
              {t('center:address.picker.choose')}
            </Button>
          ),
        },
      ]}
    />
  );

  return (
    <>
      <Tabs
        activeKey={kind}
        onChange={(next) => {
          setKind(next as AddressKind);
          setPage(1);
        }}
        items={ADDRESS_KINDS.map((value) => ({ key: value, label: t(`center:address.kinds.${value}`) }))}
      />
      <Input.Search
        className={styles.search}
        allowClear
        maxLength={ADDRESS_LIMITS.keyword}
        placeholder={t('center:address.placeholders.search')}
        aria-label={t('center:address.placeholders.search')}
        onSearch={(value) => {
          setKeyword(value.trim());
          setPage(1);
        }}
        style={{ marginBottom: 12 }}
      />
      {content}
    </>
  );
}
