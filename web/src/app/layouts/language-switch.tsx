import { GlobalOutlined } from '@ant-design/icons';
import { isLocale, LOCALES } from '@seabook/domain/i18n';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { setLocale, useLocale } from '../../i18n/i18n.ts';

/** zh-CN / zh-TW / English, remembered across visits. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Dropdown
      menu={{
        selectable: true,
        selectedKeys: [locale],
        items: LOCALES.map((key) => ({ key, label: t(`common:languages.${key}`) })),
        onClick: ({ key }) => {
          if (isLocale(key)) void setLocale(key);
        },
      }}
    >
      <Button
        type="text"
        className={className}
        icon={<GlobalOutlined />}
        aria-label={`${t('layout:header.language')}: ${t(`common:languages.${locale}`)}`}
      >
        {t(`common:languages.${locale}`)}
      </Button>
    </Dropdown>
  );
}
