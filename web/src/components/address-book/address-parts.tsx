import type { Address } from '@seabook/domain/addresses';
import { Space, Tag } from 'antd';
import { useTranslation } from '../../i18n/i18n.ts';
import styles from './address-book.module.css';

/** The party block as the B/L prints it. */
export function BlText({ text }: { text: string }) {
  return <pre className={styles.blText}>{text}</pre>;
}

/** An entry's short name with its default mark and tag: the way lists and the dialog name it. */
export function AddressName({ entry, showTag = true }: { entry: Address; showTag?: boolean }) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap>
      <strong>{entry.label}</strong>
      {entry.isDefault ? <Tag color="blue">{t('center:address.isDefault')}</Tag> : null}
      {showTag && entry.tag ? <Tag>{entry.tag}</Tag> : null}
    </Space>
  );
}
