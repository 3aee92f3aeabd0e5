import { LOCALES } from '@seabook/domain/i18n';
import { MenuButton } from '../../components/menu-button.tsx';
import { setLocale, useLocale, useTranslation } from '../../i18n/i18n.ts';
import styles from './layouts.module.css';

/** zh-CN / zh-TW / English, remembered across visits. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <MenuButton
      className={className}
      align="end"
      aria-label={`${t('layout:header.language')}: ${t(`common:languages.${locale}`)}`}
      data-testid="language-switch"
      items={LOCALES.map((key) => ({
        key,
        label: t(`common:languages.${key}`),
        current: key === locale,
        onSelect: () => void setLocale(key),
      }))}
    >
      <svg className={styles.globe} viewBox="0 0 16 16" aria-hidden="true">
        <circle cx="8" cy="8" r="6.5" />
        <ellipse cx="8" cy="8" rx="2.8" ry="6.5" />
        <path d="M1.5 8h13M2.6 4.5h10.8M2.6 11.5h10.8" />
      </svg>
      <span className={styles.languageName}>{t(`common:languages.${locale}`)}</span>
    </MenuButton>
  );
}
