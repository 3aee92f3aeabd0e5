import { useTranslation } from '../i18n/i18n.ts';
import styles from './spinner.module.css';

/** A loading indicator without antd: for the app's frame, which paints before antd has loaded. */
export function Spinner({ page = false }: { page?: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      role="status"
      aria-label={t('common:state.loading')}
      className={page ? `${styles.spinner} ${styles.page}` : styles.spinner}
    />
  );
}
