import { CopyOutlined } from '@ant-design/icons';
import { App, Button, QRCode, Typography } from 'antd';
import { useTranslation } from '../../i18n/i18n.ts';
import { siteUrl } from '../../lib/site.ts';
import styles from './mobile.module.css';

/** The share page: the site's QR code and a copyable link. */
export default function MobileSharePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const url = siteUrl('/mobile/index');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      void message.success(t('content:mobile.share.copied'));
    } catch {
      // Clipboard access needs a secure context and permission; say so rather than fail silently.
      void message.warning(t('content:mobile.share.copyUnsupported'));
    }
  };

  return (
    <div className={styles.page}>
      <section className={styles.share}>
        <h1>{t('content:mobile.share.title')}</h1>
        <p>{t('content:mobile.share.desc')}</p>
        <QRCode value={url} size={200} className={styles.qr} aria-label={url} />
        <Typography.Text className={styles.url}>{url}</Typography.Text>
        <Button type="primary" icon={<CopyOutlined />} onClick={() => void copy()} block size="large">
          {t('content:mobile.share.copy')}
        </Button>
      </section>
    </div>
  );
}
