import { localName, type Port, searchByKeyword } from '@seabook/domain/catalog';
import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/i18n.ts';
import { countryName } from './format.ts';
import styles from './rates.module.css';

type Props = {
  /** The ports to choose from; filtered here as the user types (code, names in 3 languages, pinyin). */
  ports: readonly Port[] | undefined;
  loading?: boolean;
  failed?: boolean;
  /** Shown instead of the list while the picker has nothing to offer yet (e.g. "choose the origin first"). */
  idleText?: string;
  /** Asks the server for more ports matching the typed text (when the list is not complete). */
  onKeywordChange?: (keyword: string) => void;
  placeholder: string;
  disabled?: boolean;
  /** Set by Form.Item. */
  id?: string;
  value?: string;
  onChange?: (code: string | undefined) => void;
  'data-testid'?: string;
  'aria-label'?: string;
};

/** How many matches the list shows; typing narrows it. */
const SHOWN = 60;

/** A port picker: "name (CODE)" and the country, in the current language. */
export function PortSelect({ ports, loading, failed, idleText, onKeywordChange, value, onChange, ...rest }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [keyword, setKeyword] = useState('');

  const options = useMemo(() => {
    const all = ports ?? [];
    const shown = searchByKeyword(all, keyword, SHOWN);
    // The chosen port keeps its label even when the typed text filters it out of the list.
    const chosen = value && !shown.some((p) => p.code === value) ? all.find((p) => p.code === value) : undefined;
    return (chosen ? [chosen, ...shown] : shown).map((port) => ({
      value: port.code,
      label: `${localName(port.name, locale)} (${port.code})`,
      country: countryName(port.country, locale),
    }));
  }, [ports, keyword, value, locale]);

  const notFound = failed
    ? t('rates:form.portsFailed')
    : loading
      ? t('common:state.loading')
      : ports === undefined && idleText
        ? idleText
        : t('rates:form.noPorts');

  return (
    <Select
      {...rest}
      value={value ?? null}
      onChange={(code: string | null) => {
        setKeyword('');
        onChange?.(code ?? undefined);
      }}
      showSearch={{
        filterOption: false,
        onSearch: (text) => {
          setKeyword(text);
          onKeywordChange?.(text);
        },
      }}
      allowClear
      loading={loading}
      options={options}
      notFoundContent={notFound}
      optionRender={(option) => (
        <span className={styles.portOption}>
          <span>{option.data.label}</span>
          <span className={styles.portCountry}>{option.data.country}</span>
        </span>
      )}
      popupMatchSelectWidth={false}
      className={styles.portSelect}
    />
  );
}
