import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import styles from './plain-alert.module.css';
import { PlainIcon } from './plain-icon.tsx';

const ICONS = {
  success: CheckCircleFilled,
  info: InfoCircleFilled,
  warning: ExclamationCircleFilled,
  error: CloseCircleFilled,
} as const;

type Props = {
  type: keyof typeof ICONS;
  children: ReactNode;
  /** A link or button at the end of the line. */
  action?: ReactNode;
  /** Shows a close button. */
  onClose?: () => void;
  className?: string;
  'data-testid'?: string;
};

/**
 * A line of news in antd's alert colours (icon, text, an action, a close button), in plain React and CSS:
 * for the frames and pages that show before antd loads, or without it.
 */
export function PlainAlert({ type, children, action, onClose, className, ...rest }: Props) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={`${styles.alert} ${styles[type]} ${className ?? ''}`} {...rest}>
      <PlainIcon icon={ICONS[type]} className={styles.icon} />
      <div className={styles.text}>{children}</div>
      {action ? <div className={styles.action}>{action}</div> : null}
      {onClose ? (
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('common:actions.close')}>
          <PlainIcon icon={CloseOutlined} />
        </button>
      ) : null}
    </div>
  );
}
